import { TITLE_LEVEL_LABELS, type TitleLevel } from "@zcps/contracts/zcps/catalogue/catalogue";
import type { TableLayoutRow } from "@zcps/contracts/zcps/config/api";
import { CONFIG_ELEMENTS } from "@zcps/contracts/zcps/config/elements";
import Button from "antd/es/button";
import Flex from "antd/es/flex";
import Space from "antd/es/space";
import Table, { type ColumnsType } from "antd/es/table";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../lib/access";
import { DeleteLink } from "../../../lib/delete-link";
import { ChoiceFilter } from "../../../lib/list-page";
import { useAntdApp } from "../../../lib/use-antd-app";
import { useDeleteTableLayout } from "./api/delete-table-layout";
import { type TableLayoutQuery, useTableLayouts } from "./api/get-table-layouts";
import { useTitleSeries } from "./api/get-title-series";
import { LEVELS, TableLayoutDrawer, type TableLayoutDrawerState } from "./components/table-layout-drawer";
import "./zcps-config.css";

/** /zcps/tableSetting: the A3 review-table layout of each series × level. */
export default function TableSettingPage() {
  const { t, i18n } = useTranslation();
  const { message } = useAntdApp();
  const can = useCan();
  const lang = i18n.language.startsWith("en") ? "en" : "zh";
  const [query, setQuery] = useState<TableLayoutQuery>({ page: 1, limit: 20 });
  const [drawer, setDrawer] = useState<TableLayoutDrawerState>({ open: false });
  const layouts = useTableLayouts(query);
  const series = useTitleSeries();
  const remove = useDeleteTableLayout();

  const seriesName = (code: string) => {
    const found = series.data?.find((s) => s.code === code);
    return found ? (lang === "en" ? found.nameEn : found.name) : code;
  };
  const levelName = (level: string) => TITLE_LEVEL_LABELS[level as TitleLevel]?.[lang] ?? level;

  async function removeRow(row: TableLayoutRow) {
    const reply = await remove.mutateAsync(row.id);
    message.success(reply.message);
  }

  const columns: ColumnsType<TableLayoutRow> = [
    { title: t("zcfg.table.series"), dataIndex: "seriesCode", width: 200, render: seriesName },
    { title: t("zcfg.table.level"), dataIndex: "level", width: 120, render: levelName },
    { title: t("zcfg.table.tableTitle"), dataIndex: "title", ellipsis: true },
    {
      title: t("zcfg.table.printed"),
      key: "sections",
      width: 110,
      render: (_, row) => `${row.sections.filter((s) => s.enabled).length}/${row.sections.length}`,
    },
    {
      title: t("zcfg.table.voteStagesColumn"),
      dataIndex: "voteStages",
      width: 260,
      ellipsis: true,
      render: (stages: string[]) => stages.map((s) => t(`decl.state.${s}`)).join(t("zcfg.listSeparator")),
    },
    {
      title: t("zcfg.actions"),
      key: "actions",
      width: lang === "en" ? 130 : 110,
      render: (_, row) => (
        <Space size={0}>
          {can(CONFIG_ELEMENTS.tableEdit) && (
            <Button type="link" size="small" onClick={() => setDrawer({ open: true, layout: row })}>
              {t("zcfg.edit")}
            </Button>
          )}
          {can(CONFIG_ELEMENTS.tableDel) && (
            <DeleteLink
              title={t("zcfg.table.deleteTitle")}
              description={t("zcfg.table.deleteConfirm", { name: row.title })}
              onConfirm={() => removeRow(row)}
            />
          )}
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Flex gap={8} wrap>
        <ChoiceFilter
          placeholder={t("zcfg.table.series")}
          width={240}
          value={query.seriesCode}
          onChange={(seriesCode) => setQuery((q) => ({ ...q, page: 1, seriesCode }))}
          options={(series.data ?? []).map((s) => ({ value: s.code, label: lang === "en" ? s.nameEn : s.name }))}
        />
        <ChoiceFilter
          placeholder={t("zcfg.table.level")}
          value={query.level}
          onChange={(level) => setQuery((q) => ({ ...q, page: 1, level }))}
          options={LEVELS.map((l) => ({ value: l, label: TITLE_LEVEL_LABELS[l][lang] }))}
        />
        {can(CONFIG_ELEMENTS.tableAdd) && (
          <Button type="primary" onClick={() => setDrawer({ open: true })}>
            {t("zcfg.table.add")}
          </Button>
        )}
      </Flex>
      <Table<TableLayoutRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={layouts.data?.rows ?? []}
        loading={layouts.isFetching}
        scroll={{ x: 900 }}
        pagination={{
          current: query.page,
          pageSize: query.limit,
          total: layouts.data?.total ?? 0,
          showTotal: (total) => t("zcfg.total", { total }),
          onChange: (page, limit) => setQuery((q) => ({ ...q, page: limit === q.limit ? page : 1, limit })),
        }}
      />
      <TableLayoutDrawer state={drawer} series={series.data ?? []} onClose={() => setDrawer({ open: false })} />
    </Flex>
  );
}
