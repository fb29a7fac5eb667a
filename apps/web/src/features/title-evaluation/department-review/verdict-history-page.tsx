import type { VerdictRow } from "@zcps/contracts/zcps/department-review/api";
import { DEPARTMENT_PAGES } from "@zcps/contracts/zcps/department-review/material-pages";
import type { ColumnsType } from "antd/es/table";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import dayjs from "../../../lib/dayjs";
import { ChoiceFilter, ListPage } from "../../../lib/list-page";
import type { HistoryQuery } from "./api/get-assign-log";
import { useVerdictLog } from "./api/get-verdict-log";
import { useMaterialName } from "./components/item-fields";
import { VerifyTag } from "./components/verify-tag";

/** /bbccksh/AuditMainShBak: every verdict of my department, newest first, with reclassifications. */
export default function VerdictHistoryPage() {
  const { t, i18n } = useTranslation();
  const en = i18n.language.startsWith("en");
  const materialName = useMaterialName();
  const [query, setQuery] = useState<HistoryQuery>({ page: 1, limit: 20 });
  const log = useVerdictLog(query);
  const columns: ColumnsType<VerdictRow> = [
    {
      title: t("departUi.col.at"),
      dataIndex: "createdAt",
      width: 150,
      render: (v: string) => dayjs(v).format("YYYY-MM-DD HH:mm"),
    },
    { title: t("departUi.col.declarant"), dataIndex: "declarantName", width: 110 },
    { title: t("departUi.col.type"), dataIndex: "materialType", width: 130, render: materialName },
    { title: t("departUi.verdict"), dataIndex: "verdict", width: 110, render: (v: string) => <VerifyTag status={v} /> },
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
  ];
  return (
    <ListPage<VerdictRow>
      filters={
        <ChoiceFilter
          value={query.type}
          onChange={(type) => setQuery({ ...query, page: 1, type })}
          options={DEPARTMENT_PAGES.map((p) => ({ value: p.code, label: en ? p.en : p.zh }))}
          placeholder={t("departUi.col.page")}
          width={200}
          searchable
        />
      }
      onSearch={() => log.refetch()}
      searchLabel={t("departUi.search")}
      columns={columns}
      rowKey="id"
      data={log.data}
      loading={log.isFetching}
      paging={query}
      onPaging={(paging) => setQuery((q) => ({ ...q, ...paging }))}
      totalText={(total) => t("departUi.total", { total })}
    />
  );
}
