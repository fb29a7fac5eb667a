import {
  type SeriesRow,
  seriesInputSchema,
  type TitleRow,
  type TrackRow,
  titleInputSchema,
} from "@zcps/contracts/zcps/catalogue/api";
import { TITLE_LEVELS } from "@zcps/contracts/zcps/catalogue/catalogue";
import { CATALOGUE_ELEMENTS } from "@zcps/contracts/zcps/catalogue/elements";
import Button from "antd/es/button";
import Flex from "antd/es/flex";
import Form from "antd/es/form";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Modal from "antd/es/modal";
import Segmented from "antd/es/segmented";
import Select from "antd/es/select";
import Space from "antd/es/space";
import Switch from "antd/es/switch";
import Table, { type ColumnsType } from "antd/es/table";
import Tag from "antd/es/tag";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../../lib/access";
import { zodRule } from "../../../../lib/form-rules";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useDeleteCatalogueEntry } from "../api/delete-catalogue-entry";
import { useCatalogueTables } from "../api/get-catalogue-tables";
import { type CatalogueKind, useSaveCatalogueEntry } from "../api/save-catalogue-entry";
import { DeleteLink } from "./delete-link";
import type { CatalogueLabels } from "./use-catalogue-labels";

type Entry = SeriesRow | TitleRow | TrackRow;
type EditState = { kind: CatalogueKind; row?: Entry } | null;

interface Values {
  code?: string;
  name?: string;
  nameEn?: string;
  seriesCode?: string | null;
  level?: string;
  orderNum: number;
  enabled: boolean;
}

const fields = titleInputSchema.shape;

/** The tenant's title catalogue: series, titles per series × level and tracks, each added, changed and deleted. */
export function CatalogueTablesTab({ labels }: { labels: CatalogueLabels }) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const can = useCan();
  const canEdit = can(CATALOGUE_ELEMENTS.titleCatalogue);
  const [kind, setKind] = useState<CatalogueKind>("titles");
  const [editing, setEditing] = useState<EditState>(null);
  const tables = useCatalogueTables(true);
  const remove = useDeleteCatalogueEntry();
  const series = tables.data?.series ?? [];

  async function del(row: Entry) {
    const reply = await remove.mutateAsync({ kind, id: row.id });
    message.success(reply.message);
  }

  const common: ColumnsType<Entry> = [
    { title: t("catalogue.col.code"), dataIndex: "code", width: 200 },
    { title: t("catalogue.col.name"), dataIndex: "name", width: 180 },
    { title: t("catalogue.col.nameEn"), dataIndex: "nameEn", width: 220, ellipsis: true },
  ];
  const specific: ColumnsType<Entry> =
    kind === "titles"
      ? [
          { title: t("catalogue.col.series"), dataIndex: "seriesCode", width: 160, render: labels.series },
          { title: t("catalogue.col.level"), dataIndex: "level", width: 100, render: labels.level },
        ]
      : kind === "tracks"
        ? [
            {
              title: t("catalogue.col.series"),
              dataIndex: "seriesCode",
              width: 160,
              render: (code: string | null) => (code ? labels.series(code) : t("catalogue.allSeries")),
            },
          ]
        : [];
  const columns: ColumnsType<Entry> = [
    ...common,
    ...specific,
    { title: t("catalogue.col.order"), dataIndex: "orderNum", width: 70 },
    {
      title: t("catalogue.col.enabled"),
      dataIndex: "enabled",
      width: 100,
      render: (on: boolean) => (
        <Tag color={on ? "green" : "default"}>{on ? t("catalogue.on") : t("catalogue.off")}</Tag>
      ),
    },
    ...(canEdit
      ? [
          {
            title: t("catalogue.col.actions"),
            key: "actions",
            width: 140,
            fixed: "right" as const,
            render: (_: unknown, row: Entry) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setEditing({ kind, row })}>
                  {t("catalogue.edit")}
                </Button>
                <DeleteLink description={t("catalogue.deleteConfirm", { name: row.name })} onConfirm={() => del(row)} />
              </Space>
            ),
          },
        ]
      : []),
  ];

  const rows: Entry[] =
    (kind === "series" ? tables.data?.series : kind === "titles" ? tables.data?.titles : tables.data?.tracks) ?? [];

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} align="center" wrap>
        <Segmented<CatalogueKind>
          value={kind}
          onChange={setKind}
          options={[
            { value: "series", label: t("catalogue.kind.series") },
            { value: "titles", label: t("catalogue.kind.titles") },
            { value: "tracks", label: t("catalogue.kind.tracks") },
          ]}
        />
        {canEdit && <Button onClick={() => setEditing({ kind })}>{t(`catalogue.add.${kind}`)}</Button>}
      </Flex>
      <Table<Entry>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows}
        loading={tables.isFetching}
        pagination={{ pageSize: 20, showTotal: (total) => t("catalogue.total", { total }) }}
        scroll={{ x: 900 }}
      />
      <EntryDialog state={editing} series={series} labels={labels} onClose={() => setEditing(null)} />
    </Flex>
  );
}

function EntryDialog({
  state,
  series,
  labels,
  onClose,
}: {
  state: EditState;
  series: SeriesRow[];
  labels: CatalogueLabels;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveCatalogueEntry();
  const kind = state?.kind;

  useEffect(() => {
    if (!state) return;
    form.setFieldsValue(
      state.row
        ? { ...state.row }
        : { code: "", name: "", nameEn: "", seriesCode: null, level: undefined, orderNum: 0, enabled: true },
    );
  }, [state, form]);

  async function submit() {
    if (!kind) return;
    const v = await form.validateFields();
    const base = {
      code: v.code ?? "",
      name: v.name ?? "",
      nameEn: v.nameEn ?? "",
      orderNum: v.orderNum,
      enabled: v.enabled,
    };
    const input =
      kind === "titles"
        ? { ...base, seriesCode: v.seriesCode ?? "", level: v.level as (typeof TITLE_LEVELS)[number] }
        : kind === "tracks"
          ? { ...base, seriesCode: v.seriesCode ?? null }
          : base;
    const reply = await save.mutateAsync({ kind, id: state?.row?.id, input } as Parameters<typeof save.mutateAsync>[0]);
    message.success(reply.message);
    onClose();
  }

  const seriesOptions = series.map((s) => ({ value: s.code, label: labels.pick(s) }));
  return (
    <Modal
      open={state !== null}
      title={kind ? t(state?.row ? `catalogue.edit.${kind}` : `catalogue.add.${kind}`) : ""}
      okText={t("catalogue.ok")}
      cancelText={t("catalogue.cancel")}
      confirmLoading={save.isPending}
      onOk={() => {
        submit().catch(() => undefined);
      }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values> name="catalogueEntry" form={form} layout="vertical" preserve={false}>
        {kind === "titles" && (
          <>
            <Form.Item
              name="seriesCode"
              label={t("catalogue.col.series")}
              required
              rules={[zodRule(fields.seriesCode)]}
            >
              <Select options={seriesOptions} />
            </Form.Item>
            <Form.Item name="level" label={t("catalogue.col.level")} required rules={[zodRule(fields.level)]}>
              <Select options={TITLE_LEVELS.map((l) => ({ value: l, label: labels.level(l) }))} />
            </Form.Item>
          </>
        )}
        {kind === "tracks" && (
          <Form.Item name="seriesCode" label={t("catalogue.col.series")} extra={t("catalogue.trackSeriesHelp")}>
            <Select options={seriesOptions} allowClear />
          </Form.Item>
        )}
        <Form.Item name="code" label={t("catalogue.col.code")} required rules={[zodRule(seriesInputSchema.shape.code)]}>
          <Input maxLength={40} autoComplete="off" />
        </Form.Item>
        <Form.Item name="name" label={t("catalogue.col.name")} required rules={[zodRule(fields.name)]}>
          <Input maxLength={50} autoComplete="off" />
        </Form.Item>
        <Form.Item name="nameEn" label={t("catalogue.col.nameEn")} required rules={[zodRule(fields.nameEn)]}>
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
        <Form.Item name="orderNum" label={t("catalogue.col.order")} rules={[zodRule(fields.orderNum)]}>
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
        <Form.Item name="enabled" label={t("catalogue.col.enabled")} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
