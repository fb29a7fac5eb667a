import { QUOTA_MAX, type QuotaRow, quotaFloor } from "@zcps/contracts/zcps/catalogue/api";
import { TITLE_LEVELS } from "@zcps/contracts/zcps/catalogue/catalogue";
import { CATALOGUE_ELEMENTS } from "@zcps/contracts/zcps/catalogue/elements";
import Button from "antd/es/button";
import InputNumber from "antd/es/input-number";
import Space from "antd/es/space";
import Table, { type ColumnsType } from "antd/es/table";
import Typography from "antd/es/typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../lib/access";
import { ChoiceFilter } from "../../../lib/list-page";
import { useAntdApp } from "../../../lib/use-antd-app";
import { useBatchChoice } from "../kit/batch-select";
import { useDeleteQuota } from "./api/delete-quota";
import { useExportQuotas } from "./api/export-quotas";
import { useCatalogueContext } from "./api/get-catalogue-context";
import { type QuotaQuery, useQuotas } from "./api/get-quotas";
import { useSaveQuota } from "./api/save-quota";
import { BatchListLayout, cataloguePagerOf, DeleteLink } from "./components/delete-link";
import { QuotaDialog } from "./components/quota-dialogs";
import { useCatalogueLabels } from "./components/use-catalogue-labels";

type Filter = Omit<QuotaQuery, "projectTimeId">;

/** /zcps/quota: recommendation quotas per unit × level (× track) with allocated, used, released and remaining. */
export default function QuotaPage() {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const can = useCan();
  const context = useCatalogueContext();
  const labels = useCatalogueLabels(context.data);
  const { batchId, choose, currentBatches } = useBatchChoice(context.data?.batches);
  const [filter, setFilter] = useState<Filter>({ page: 1, limit: 20 });
  const [editing, setEditing] = useState<{ id: string; value: number | null } | null>(null);
  const [dialog, setDialog] = useState<"add" | "bulk" | null>(null);
  const quotas = useQuotas({ ...filter, projectTimeId: batchId ?? "" });
  const save = useSaveQuota();
  const remove = useDeleteQuota();
  const exportQuotas = useExportQuotas();
  const canEdit = can(CATALOGUE_ELEMENTS.quotaEdit);

  /** The allocation typed inline: refused here already when below what is taken, with the figure. */
  async function commit(row: QuotaRow) {
    if (!editing) return;
    const allocated = editing.value ?? 0;
    if (allocated < quotaFloor(row)) {
      message.error(t("catalogue.quota.belowUsed", { min: quotaFloor(row) }));
      return;
    }
    const reply = await save.mutateAsync({ id: row.id, input: { allocated, version: row.version } });
    message.success(reply.message);
    setEditing(null);
  }

  async function del(row: QuotaRow) {
    message.success((await remove.mutateAsync(row.id)).message);
  }

  const columns: ColumnsType<QuotaRow> = [
    {
      title: t("catalogue.col.unit"),
      dataIndex: "unitName",
      width: 220,
      render: (_, row) => labels.pick({ name: row.unitName, nameEn: row.unitNameEn }),
    },
    { title: t("catalogue.col.level"), dataIndex: "level", width: 110, render: labels.level },
    {
      title: t("catalogue.col.track"),
      dataIndex: "trackCode",
      width: 150,
      render: (code: string) => (code ? labels.track(code) : t("catalogue.quota.anyTrack")),
    },
    {
      title: t("catalogue.col.allocated"),
      dataIndex: "allocated",
      width: 220,
      render: (value: number, row) =>
        editing?.id === row.id ? (
          <Space size={4}>
            <InputNumber
              autoFocus
              size="small"
              min={0}
              max={QUOTA_MAX}
              precision={0}
              value={editing.value}
              aria-label={t("catalogue.col.allocated")}
              onChange={(v) => setEditing({ id: row.id, value: v })}
              onPressEnter={() => commit(row).catch(() => undefined)}
              style={{ width: 80 }}
            />
            <Button
              size="small"
              type="link"
              loading={save.isPending}
              onClick={() => commit(row).catch(() => undefined)}
            >
              {t("catalogue.save")}
            </Button>
            <Button size="small" type="link" onClick={() => setEditing(null)}>
              {t("catalogue.cancel")}
            </Button>
          </Space>
        ) : canEdit ? (
          <Button
            type="link"
            size="small"
            onClick={() => setEditing({ id: row.id, value })}
            aria-label={t("catalogue.quota.editOf", {
              unit: labels.pick({ name: row.unitName, nameEn: row.unitNameEn }),
            })}
          >
            {value}
          </Button>
        ) : (
          value
        ),
    },
    { title: t("catalogue.col.used"), dataIndex: "used", width: 90 },
    { title: t("catalogue.col.released"), dataIndex: "released", width: 90 },
    {
      title: t("catalogue.col.remaining"),
      dataIndex: "remaining",
      width: 90,
      render: (n: number) => <Typography.Text type={n <= 0 ? "danger" : undefined}>{n}</Typography.Text>,
    },
    {
      title: t("catalogue.col.actions"),
      key: "actions",
      fixed: "right",
      width: 90,
      render: (_, row) =>
        can(CATALOGUE_ELEMENTS.quotaDel) && (
          <DeleteLink
            description={t("catalogue.quota.deleteConfirm", {
              unit: labels.pick({ name: row.unitName, nameEn: row.unitNameEn }),
              level: labels.level(row.level),
            })}
            onConfirm={() => del(row)}
          />
        ),
    },
  ];

  const totals = quotas.data?.totals;
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
            placeholder={t("catalogue.col.unit")}
            width={220}
            value={filter.unitId}
            onChange={(unitId) => setFilter((f) => ({ ...f, page: 1, unitId }))}
            options={(context.data?.units ?? []).map((u) => ({ value: u.id, label: labels.pick(u) }))}
            searchable
          />
          <ChoiceFilter
            placeholder={t("catalogue.col.level")}
            width={130}
            value={filter.level}
            onChange={(level) => setFilter((f) => ({ ...f, page: 1, level }))}
            options={TITLE_LEVELS.map((l) => ({ value: l, label: labels.level(l) }))}
          />
          {can(CATALOGUE_ELEMENTS.quotaAdd) && batchId && (
            <Button onClick={() => setDialog("add")}>{t("catalogue.quota.add")}</Button>
          )}
          {can(CATALOGUE_ELEMENTS.quotaBulk) && batchId && (
            <Button onClick={() => setDialog("bulk")}>{t("catalogue.quota.bulk")}</Button>
          )}
          {can(CATALOGUE_ELEMENTS.quotaExport) && batchId && (
            <Button
              loading={exportQuotas.isPending}
              onClick={() => {
                const { page: _p, limit: _l, ...rest } = filter;
                exportQuotas.mutate({ ...rest, projectTimeId: batchId });
              }}
            >
              {t("catalogue.export")}
            </Button>
          )}
        </>
      }
    >
      {totals && <Typography.Text type="secondary">{t("catalogue.quota.totals", { ...totals })}</Typography.Text>}
      <Table<QuotaRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={quotas.data?.rows ?? []}
        loading={quotas.isFetching}
        scroll={{ x: 1100 }}
        pagination={cataloguePagerOf(t, filter, setFilter, quotas.data?.total ?? 0)}
      />
      {batchId && (
        <QuotaDialog
          mode={dialog}
          projectTimeId={batchId}
          context={context.data}
          labels={labels}
          onClose={() => setDialog(null)}
        />
      )}
    </BatchListLayout>
  );
}
