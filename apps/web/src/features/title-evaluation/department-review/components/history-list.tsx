import type { UseQueryResult } from "@tanstack/react-query";
import type { Page } from "@zcps/contracts/api";
import { DEPARTMENT_PAGES } from "@zcps/contracts/zcps/department-review/material-pages";
import type { ColumnsType } from "antd/es/table";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import dayjs from "../../../../lib/dayjs";
import { ChoiceFilter, ListPage } from "../../../../lib/list-page";
import type { HistoryQuery } from "../api/get-assign-log";
import { useMaterialName } from "./item-fields";

/** What every history row shows first: when, whose declaration, which material. */
interface HistoryRow {
  createdAt: string;
  declarantName?: string;
  materialType: string;
}

/**
 * A department's history, newest first, filtered by material page and paged: the list of both /bbccksh history
 * pages. The page names its log and the columns after the time, the declarant and the material type.
 */
export function HistoryList<Row extends HistoryRow>({
  useLog,
  columns,
  rowKey,
}: {
  useLog: (query: HistoryQuery) => UseQueryResult<Page<Row>>;
  columns: ColumnsType<Row>;
  rowKey: keyof Row & string;
}) {
  const { t, i18n } = useTranslation();
  const en = i18n.language.startsWith("en");
  const materialName = useMaterialName();
  const [query, setQuery] = useState<HistoryQuery>({ page: 1, limit: 20 });
  const log = useLog(query);
  const leading: ColumnsType<Row> = [
    {
      title: t("departUi.col.at"),
      dataIndex: "createdAt",
      width: 150,
      render: (v: string) => dayjs(v).format("YYYY-MM-DD HH:mm"),
    },
    { title: t("departUi.col.declarant"), dataIndex: "declarantName", width: 110 },
    { title: t("departUi.col.type"), dataIndex: "materialType", width: 130, render: materialName },
  ];
  return (
    <ListPage<Row>
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
      columns={[...leading, ...columns]}
      rowKey={rowKey}
      data={log.data}
      loading={log.isFetching}
      paging={query}
      onPaging={(paging) => setQuery((q) => ({ ...q, ...paging }))}
      totalText={(total) => t("departUi.total", { total })}
    />
  );
}
