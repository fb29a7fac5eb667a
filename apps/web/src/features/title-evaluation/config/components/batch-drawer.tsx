import {
  BATCH_KINDS,
  type BatchInput,
  type BatchRow,
  batchInputSchema,
  MIN_PUBLICITY_WORKING_DAYS,
} from "@zcps/contracts/zcps/config/api";
import { DEFAULT_PIPELINE, type PipelineStage, type PipelineStep } from "@zcps/contracts/zcps/machine";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Col from "antd/es/col";
import DatePicker from "antd/es/date-picker";
import Drawer from "antd/es/drawer";
import Form, { type Rule } from "antd/es/form";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Row from "antd/es/row";
import Select from "antd/es/select";
import Space from "antd/es/space";
import Switch from "antd/es/switch";
import type { Dayjs } from "dayjs";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import dayjs from "../../../../lib/dayjs";
import { zodRule } from "../../../../lib/form-rules";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useCreateBatch } from "../api/create-batch";
import { useUpdateBatch } from "../api/update-batch";
import { PipelineEditor, type StageRange } from "./pipeline-editor";

export type BatchDrawerState = { open: false } | { open: true; projectId: string; batch?: BatchRow };

interface BatchFormValues {
  name: string;
  nameEn?: string | null;
  kind: BatchInput["kind"];
  enabled: boolean;
  orderNum: number;
  window?: [Dayjs, Dayjs] | null;
  cutoffDate?: Dayjs | null;
  publicityDays?: number | null;
  appealDays?: number | null;
  description?: string | null;
}

const fields = batchInputSchema.shape;

/** An optional day count: empty means "the settings' default", anything typed must pass the schema. */
const whenFilled = (schema: z.ZodType, t: (key: string) => string): Rule => ({
  validator: async (_rule, value: unknown) => {
    if (value === null || value === undefined || value === "") return;
    const result = await schema.safeParseAsync(value);
    if (!result.success) throw new Error(t(result.error.issues[0]?.message ?? "v.required"));
  },
});

const rangeOf = (from: string | null, to: string | null): StageRange => (from && to ? [dayjs(from), dayjs(to)] : null);

/** A batch's form: names and kind, the declaration window, cut-off, day counts, and the pipeline with its windows. */
export function BatchDrawer({ state, onClose }: { state: BatchDrawerState; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const [form] = Form.useForm<BatchFormValues>();
  const create = useCreateBatch();
  const update = useUpdateBatch();
  const batch = state.open ? state.batch : undefined;
  const [steps, setSteps] = useState<PipelineStep[]>(DEFAULT_PIPELINE);
  const [windows, setWindows] = useState<Partial<Record<PipelineStage, StageRange>>>({});
  const locked = Boolean(batch && batch.status !== "DRAFT");

  useEffect(() => {
    if (!state.open) return;
    form.resetFields();
    setSteps(batch?.pipeline ?? DEFAULT_PIPELINE);
    setWindows(Object.fromEntries((batch?.windows ?? []).map((w) => [w.stage, rangeOf(w.startsAt, w.endsAt)])));
    form.setFieldsValue(
      batch
        ? {
            name: batch.name,
            nameEn: batch.nameEn,
            kind: batch.kind,
            enabled: batch.enabled,
            orderNum: batch.orderNum,
            window: rangeOf(batch.startsAt, batch.endsAt),
            cutoffDate: batch.cutoffDate ? dayjs(batch.cutoffDate) : null,
            publicityDays: batch.publicityDays,
            appealDays: batch.appealDays,
            description: batch.description,
          }
        : { kind: "normal", enabled: true, orderNum: 0 },
    );
  }, [state.open, batch, form]);

  async function save() {
    if (!state.open) return;
    const values = await form.validateFields();
    const input: BatchInput = {
      projectId: batch?.projectId ?? state.projectId,
      name: values.name,
      nameEn: values.nameEn,
      kind: values.kind,
      enabled: values.enabled,
      orderNum: values.orderNum,
      // the window covers whole days: from the first day's start to the last day's end
      startsAt: values.window ? values.window[0].startOf("day").toISOString() : null,
      endsAt: values.window ? values.window[1].endOf("day").toISOString() : null,
      cutoffDate: values.cutoffDate ? values.cutoffDate.format("YYYY-MM-DD") : null,
      // empty: the settings' default for a new batch, unchanged for an existing one
      publicityDays: values.publicityDays ?? undefined,
      appealDays: values.appealDays ?? undefined,
      description: values.description,
      ...(locked ? {} : { pipeline: steps }),
      windows: steps.flatMap((step) => {
        const range = windows[step.stage];
        return step.enabled && range
          ? [
              {
                stage: step.stage,
                startsAt: range[0].startOf("day").toISOString(),
                endsAt: range[1].endOf("day").toISOString(),
              },
            ]
          : [];
      }),
    };
    const reply = batch ? await update.mutateAsync({ id: batch.id, input }) : await create.mutateAsync(input);
    message.success(reply.message);
    onClose();
  }

  return (
    <Drawer
      open={state.open}
      title={t(batch ? "zcfg.batch.editTitle" : "zcfg.batch.addTitle")}
      size="large"
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t("zcfg.cancel")}</Button>
          <Button
            type="primary"
            loading={create.isPending || update.isPending}
            onClick={() => save().catch(() => undefined)}
          >
            {t("zcfg.save")}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" name="batch-form">
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="name" label={t("zcfg.batch.name")} rules={[{ required: true }, zodRule(fields.name)]}>
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="nameEn" label={t("zcfg.batch.nameEn")} rules={[zodRule(fields.nameEn)]}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="kind" label={t("zcfg.batch.kind")} rules={[{ required: true }]}>
              <Select options={BATCH_KINDS.map((kind) => ({ value: kind, label: t(`zcfg.kind.${kind}`) }))} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="orderNum" label={t("zcfg.orderNum")} rules={[zodRule(fields.orderNum)]}>
              <InputNumber min={0} max={9999} style={{ width: "100%" }} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="enabled" label={t("zcfg.enabled")} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="window" label={t("zcfg.batch.window")} extra={t("zcfg.batch.windowHelp")}>
              <DatePicker.RangePicker style={{ width: "100%" }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="cutoffDate" label={t("zcfg.batch.cutoff")} extra={t("zcfg.batch.cutoffHelp")}>
              <DatePicker style={{ width: "100%" }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="publicityDays"
              label={t("zcfg.batch.publicityDays")}
              extra={t("zcfg.batch.publicityHelp", { min: MIN_PUBLICITY_WORKING_DAYS })}
              rules={[whenFilled(fields.publicityDays, t)]}
            >
              <InputNumber style={{ width: "100%" }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="appealDays" label={t("zcfg.batch.appealDays")} rules={[whenFilled(fields.appealDays, t)]}>
              <InputNumber style={{ width: "100%" }} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="description" label={t("zcfg.batch.description")} rules={[zodRule(fields.description)]}>
              <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={500} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label={t("zcfg.batch.pipeline")} extra={t("zcfg.batch.pipelineHelp")}>
          {locked && <Alert type="info" showIcon className="zcfg-locked" title={t("zcfg.batch.pipelineLocked")} />}
          <PipelineEditor
            steps={steps}
            windows={windows}
            locked={locked}
            onChange={setSteps}
            onWindowChange={(stage, range) => setWindows((w) => ({ ...w, [stage]: range }))}
          />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
