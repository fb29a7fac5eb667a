import type { AssignLogRow } from "@zcps/contracts/zcps/department-review/api";
import { useTranslation } from "react-i18next";
import { useAssignLog } from "./api/get-assign-log";
import { HistoryList } from "./components/history-list";

/** /bbccksh/AuditMainFpBak: every (re)assignment in my department, newest first. */
export default function AssignHistoryPage() {
  const { t } = useTranslation();
  return (
    <HistoryList<AssignLogRow>
      useLog={useAssignLog}
      rowKey="seq"
      columns={[
        {
          title: t("departUi.col.from"),
          dataIndex: "fromReviewer",
          width: 110,
          render: (v: string | null) => v ?? "-",
        },
        { title: t("departUi.col.to"), dataIndex: "toReviewer", width: 110 },
        { title: t("departUi.col.by"), dataIndex: "byUser", width: 110 },
      ]}
    />
  );
}
