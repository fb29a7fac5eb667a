import type { BatchTitleRow } from "@zcps/contracts/zcps/catalogue/api";
import { TITLE_LEVELS } from "@zcps/contracts/zcps/catalogue/catalogue";
import { CATALOGUE_ELEMENTS } from "@zcps/contracts/zcps/catalogue/elements";
import Button from "antd/es/button";
import Input from "antd/es/input";
import Space from "antd/es/space";
import Table, { type ColumnsType } from "antd/es/table";
import Tabs from "antd/es/tabs";
import Tag from "antd/es/tag";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../lib/access";
import { ChoiceFilter } from "../../../lib/list-page";
import { useAntdApp } from "../../../lib/use-antd-app";
import { useBatchChoice } from "../kit/batch-select";
import { useDeleteBatchTitle } from "./api/delete-batch-title";
import { type BatchTitlePageQuery, useBatchTitlePage } from "./api/get-batch-title-page";
import { useCatalogueContext } from "./api/get-catalogue-context";
import { BatchTitleDialog } from "./components/batch-title-dialog";
import { CatalogueTablesTab } from "./components/catalogue-tables-tab";
import { BatchListLayout, cataloguePagerOf, DeleteLink } from "./components/delete-link";
import { type CatalogueLabels, useCatalogueLabels } from "./components/use-catalogue-labels";

type Filter = Omit<BatchTitlePageQuery, "projectTimeId">;
type DialogState = { open: false } | { open: true; row?: BatchTitleRow };

/** /zcps/declareRequireTitle: which titles a batch accepts (tracks, methods) and the title catalogue behind them. */
export default function DeclareRequireTitlePage() {
  const { t } = useTranslation();
  const context = useCatalogueContext();
  const labels = useCatalogueLabels(context.data);
  return (
    <Tabs
      destroyOnHidden
      items={[
        { key: "batch", label: t("catalogue.tab.batchTitles"), children: <BatchTitlesTab labels={labels} /> },
        { key: "catalogue", label: t("catalogue.tab.catalogue"), children: <CatalogueTablesTab labels={labels} /> },
      ]}
    />
  );
}

function BatchTitlesTab({ labels }: { labels: CatalogueLabels }) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const can = useCan();
  const context = useCatalogueContext();
  const { batchId, choose, currentBatches } = useBatchChoice(context.data?.batches);
  const [keyword, setKeyword] = useState("");
  const [filter, setFilter] = useState<Filter>({ page: 1, limit: 20 });
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const page = useBatchTitlePage({ ...filter, projectTimeId: batchId ?? "" });
  const remove = useDeleteBatchTitle();
  const canEdit = can(CATALOGUE_ELEMENTS.titleEdit);
  const canDelete = can(CATALOGUE_ELEMENTS.titleDel);

  async function del(row: BatchTitleRow) {
    const reply = await remove.mutateAsync(row.id);
    message.success(reply.message);
  }

  const columns: ColumnsType<BatchTitleRow> = [
    {
      title: t("catalogue.col.title"),
      dataIndex: "titleName",
      width: 180,
      render: (_, row) => labels.title(row.titleId),
    },
    { title: t("catalogue.col.series"), dataIndex: "seriesCode", width: 180, render: labels.series },
    {
      title: t("catalogue.col.level"),
      dataIndex: "level",
      width: labels.lang === "en" ? 115 : 100,
      render: labels.level,
    },
    {
      title: t("catalogue.col.tracks"),
      dataIndex: "trackCodes",
      width: 300,
      render: (codes: string[]) =>
        codes.length === 0 ? t("catalogue.noTracks") : codes.map((c) => <Tag key={c}>{labels.track(c)}</Tag>),
    },
    {
      title: t("catalogue.col.methods"),
      dataIndex: "methods",
      width: 220,
      render: (codes: string[]) =>
        codes.map((c) => (
          <Tag key={c} color="blue">
            {labels.method(c)}
          </Tag>
        )),
    },
    {
      title: t("catalogue.col.enabled"),
      dataIndex: "enabled",
      width: 100,
      render: (on: boolean) => (
        <Tag color={on ? "green" : "default"}>{on ? t("catalogue.on") : t("catalogue.off")}</Tag>
      ),
    },
    {
      title: t("catalogue.col.actions"),
      key: "actions",
      fixed: "right",
      width: 140,
      render: (_, row) => (
        <Space size={0}>
          {canEdit && (
            <Button type="link" size="small" onClick={() => setDialog({ open: true, row })}>
              {t("catalogue.edit")}
            </Button>
          )}
          {canDelete && (
            <DeleteLink
              description={t("catalogue.batchTitle.deleteConfirm", { name: labels.title(row.titleId) })}
              onConfirm={() => del(row)}
            />
          )}
        </Space>
      ),
    },
  ];

  return (
    <BatchListLayout
      loaded={context.isSuccess}
      batches={currentBatches}
      batchId={batchId}
      onBatch={(id) => {
        choose(id);
        setFilter((f) => ({ ...f, page: 1 }));
      }}
      filters={
        <>
          <ChoiceFilter
            placeholder={t("catalogue.col.series")}
            width={200}
            value={filter.seriesCode}
            onChange={(seriesCode) => setFilter((f) => ({ ...f, page: 1, seriesCode }))}
            options={(context.data?.series ?? []).map((s) => ({ value: s.code, label: labels.pick(s) }))}
          />
          <ChoiceFilter
            placeholder={t("catalogue.col.level")}
            width={130}
            value={filter.level}
            onChange={(level) => setFilter((f) => ({ ...f, page: 1, level }))}
            options={TITLE_LEVELS.map((l) => ({ value: l, label: labels.level(l) }))}
          />
          <Input
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            onPressEnter={() => setFilter((f) => ({ ...f, page: 1, keyword }))}
            placeholder={t("catalogue.filter.titleName")}
            aria-label={t("catalogue.filter.titleName")}
            allowClear
            style={{ width: 180 }}
          />
          <Button type="primary" onClick={() => setFilter((f) => ({ ...f, page: 1, keyword }))}>
            {t("catalogue.search")}
          </Button>
          {can(CATALOGUE_ELEMENTS.titleAdd) && batchId && (
            <Button onClick={() => setDialog({ open: true })}>{t("catalogue.batchTitle.add")}</Button>
          )}
        </>
      }
    >
      <Table<BatchTitleRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={page.data?.rows ?? []}
        loading={page.isFetching}
        scroll={{ x: 1200 }}
        pagination={cataloguePagerOf(t, filter, setFilter, page.data?.total ?? 0)}
      />
      {batchId && (
        <BatchTitleDialog
          open={dialog.open}
          row={dialog.open ? dialog.row : undefined}
          projectTimeId={batchId}
          context={context.data}
          labels={labels}
          onClose={() => setDialog({ open: false })}
        />
      )}
    </BatchListLayout>
  );
}
