import { VERDICTS, type Verdict } from "@zcps/contracts/zcps/department-review/api";
import { DEPARTMENT_PAGES } from "@zcps/contracts/zcps/department-review/material-pages";
import type { SupplementaryResultRow } from "@zcps/contracts/zcps/department-review/supervision";
import type { ColumnsType } from "antd/es/table";
import Tag from "antd/es/tag";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import dayjs from "../../../lib/dayjs";
import { ChoiceFilter, KeywordFilter, ListPage } from "../../../lib/list-page";
import { pickName } from "../../../lib/use-local-name";
import { type SupplementaryResultsQuery, useSupplementaryResults } from "./api/get-supplementary-results";
import { useMaterialName } from "./components/item-fields";
import { VerifyTag } from "./components/verify-tag";

/** /bcsh/AuditTasksOfDepResult: the verdicts my department gave in supplementary rounds, newest first. */
export default function SupplementaryResultsPage() {
  const { t, i18n } = useTranslation();
  const en = i18n.language.startsWith("en");
  const materialName = useMaterialName();
  const [keyword, setKeyword] = useState("");
  const [query, setQuery] = useState<SupplementaryResultsQuery>({ page: 1, limit: 20 });
  const results = useSupplementaryResults(query);
  const set = (patch: Partial<SupplementaryResultsQuery>) => setQuery((q) => ({ ...q, page: 1, ...patch }));
  const columns: ColumnsType<SupplementaryResultRow> = [
    { title: t("departUi.col.declarant"), dataIndex: "declarantName", width: 100 },
    { title: t("departUi.col.employeeNo"), dataIndex: "employeeNo", width: 100 },
    {
      title: t("departUi.col.unit"),
      dataIndex: "unitName",
      width: 150,
      ellipsis: true,
      render: (_, row) => pickName(en, row.unitName, row.unitNameEn) || "-",
    },
    { title: t("departUi.col.type"), dataIndex: "materialType", width: 130, render: materialName },
    {
      title: t("departUi.col.round"),
      dataIndex: "round",
      width: 150,
      render: (round: number) => <Tag color="blue">{t("departUi.supplementary", { round })}</Tag>,
    },
    { title: t("departUi.verdict"), dataIndex: "verdict", width: 110, render: (v: string) => <VerifyTag status={v} /> },
    {
      title: t("departUi.col.reason"),
      dataIndex: "reason",
      width: 220,
      ellipsis: true,
      render: (v: string | null) => v ?? "-",
    },
    { title: t("departUi.col.reviewer"), dataIndex: "reviewerName", width: 100 },
    {
      title: t("departUi.col.at"),
      dataIndex: "createdAt",
      width: 150,
      render: (v: string) => dayjs(v).format("YYYY-MM-DD HH:mm"),
    },
  ];
  return (
    <ListPage<SupplementaryResultRow>
      filters={
        <>
          <ChoiceFilter
            value={query.type}
            onChange={(type) => set({ type })}
            options={DEPARTMENT_PAGES.map((p) => ({ value: p.code, label: en ? p.en : p.zh }))}
            placeholder={t("departUi.col.page")}
            width={180}
            searchable
          />
          <ChoiceFilter<Verdict>
            value={query.verdict}
            onChange={(verdict) => set({ verdict })}
            options={VERDICTS.map((v) => ({ value: v, label: t(`departUi.status.${v}`) }))}
            placeholder={t("departUi.verdict")}
          />
          <KeywordFilter
            value={keyword}
            onChange={setKeyword}
            onSearch={() => set({ keyword: keyword.trim() || undefined })}
            placeholder={t("departUi.keyword")}
          />
        </>
      }
      onSearch={() => set({ keyword: keyword.trim() || undefined })}
      searchLabel={t("departUi.search")}
      columns={columns}
      rowKey="id"
      data={results.data}
      loading={results.isFetching}
      paging={query}
      onPaging={(paging) => setQuery((q) => ({ ...q, ...paging }))}
      totalText={(total) => t("departUi.total", { total })}
    />
  );
}
