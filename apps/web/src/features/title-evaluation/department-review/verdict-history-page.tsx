import type { VerdictRow } from "@zcps/contracts/zcps/department-review/api";
import { useTranslation } from "react-i18next";
import { useVerdictLog } from "./api/get-verdict-log";
import { HistoryList } from "./components/history-list";
import { VerifyTag } from "./components/verify-tag";

/** /bbccksh/AuditMainShBak: every verdict of my department, newest first, with reclassifications. */
export default function VerdictHistoryPage() {
  const { t } = useTranslation();
  return (
    <HistoryList<VerdictRow>
      useLog={useVerdictLog}
      rowKey="id"
      columns={[
        {
          title: t("departUi.verdict"),
          dataIndex: "verdict",
          width: 110,
          render: (v: string) => <VerifyTag status={v} />,
        },
        {
          title: t("departUi.col.reason"),
          dataIndex: "reason",
          width: 240,
          ellipsis: true,
          render: (v: string | null) => v ?? "-",
        },
        {
          title: t("departUi.reclassify"),
          dataIndex: "reclassification",
          width: 200,
          render: (r: VerdictRow["reclassification"]) =>
            r ? `${r.field}: ${String(r.before ?? "-")} → ${String(r.after ?? "-")}` : "-",
        },
        { title: t("departUi.col.reviewer"), dataIndex: "reviewerName", width: 110 },
      ]}
    />
  );
}
