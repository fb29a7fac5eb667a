import { type BatchTitleRow, batchTitleInputSchema, type CatalogueContext } from "@zcps/contracts/zcps/catalogue/api";
import { DECLARATION_METHODS } from "@zcps/contracts/zcps/catalogue/catalogue";
import Form from "antd/es/form";
import InputNumber from "antd/es/input-number";
import Modal from "antd/es/modal";
import Select from "antd/es/select";
import Switch from "antd/es/switch";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { zodRule } from "../../../../lib/form-rules";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useSaveBatchTitle } from "../api/save-batch-title";
import type { CatalogueLabels } from "./use-catalogue-labels";

interface Values {
  titleId?: string;
  trackCodes: string[];
  methods: string[];
  enabled: boolean;
  orderNum: number;
}

const fields = batchTitleInputSchema.shape;

/** Adds a title to the batch or changes the tracks and methods it may be declared with. */
export function BatchTitleDialog({
  open,
  projectTimeId,
  row,
  context,
  labels,
  onClose,
}: {
  open: boolean;
  projectTimeId: string;
  row?: BatchTitleRow;
  context: CatalogueContext | undefined;
  labels: CatalogueLabels;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveBatchTitle();
  const titleId = Form.useWatch("titleId", form) ?? row?.titleId;
  const seriesCode = context?.titles.find((x) => x.id === titleId)?.seriesCode;

  useEffect(() => {
    if (!open) return;
    form.setFieldsValue(
      row
        ? {
            titleId: row.titleId,
            trackCodes: row.trackCodes,
            methods: row.methods,
            enabled: row.enabled,
            orderNum: row.orderNum,
          }
        : { titleId: undefined, trackCodes: [], methods: ["NORMAL"], enabled: true, orderNum: 0 },
    );
  }, [open, row, form]);

  async function submit() {
    const values = await form.validateFields();
    const body = {
      trackCodes: values.trackCodes ?? [],
      methods: values.methods as (typeof DECLARATION_METHODS)[number][],
      enabled: values.enabled,
      orderNum: values.orderNum ?? 0,
    };
    const reply = row
      ? await save.mutateAsync({ id: row.id, input: body })
      : await save.mutateAsync({ input: { ...body, projectTimeId, titleId: values.titleId ?? "" } });
    message.success(reply.message);
    onClose();
  }

  const trackOptions = (context?.tracks ?? [])
    .filter((track) => track.enabled && (!track.seriesCode || track.seriesCode === seriesCode))
    .map((track) => ({ value: track.code, label: labels.pick(track) }));

  return (
    <Modal
      open={open}
      title={row ? t("catalogue.batchTitle.edit") : t("catalogue.batchTitle.add")}
      okText={t("catalogue.ok")}
      cancelText={t("catalogue.cancel")}
      confirmLoading={save.isPending}
      onOk={() => {
        submit().catch(() => undefined);
      }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values> name="batchTitle" form={form} layout="vertical" preserve={false}>
        <Form.Item name="titleId" label={t("catalogue.col.title")} required rules={[zodRule(fields.titleId)]}>
          <Select
            showSearch
            optionFilterProp="label"
            disabled={Boolean(row)}
            onChange={() => form.setFieldValue("trackCodes", [])}
            options={(context?.series ?? []).map((series) => ({
              label: labels.pick(series),
              title: series.code,
              options: (context?.titles ?? [])
                .filter((x) => x.seriesCode === series.code && x.enabled)
                .map((x) => ({ value: x.id, label: `${labels.pick(x)}（${labels.level(x.level)}）` })),
            }))}
          />
        </Form.Item>
        <Form.Item name="trackCodes" label={t("catalogue.col.tracks")} extra={t("catalogue.batchTitle.tracksHelp")}>
          <Select mode="multiple" options={trackOptions} disabled={!seriesCode} />
        </Form.Item>
        <Form.Item name="methods" label={t("catalogue.col.methods")} required rules={[zodRule(fields.methods)]}>
          <Select mode="multiple" options={DECLARATION_METHODS.map((m) => ({ value: m, label: labels.method(m) }))} />
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
