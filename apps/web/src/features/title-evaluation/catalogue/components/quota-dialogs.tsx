import { type CatalogueContext, QUOTA_MAX, quotaInputSchema } from "@zcps/contracts/zcps/catalogue/api";
import { TITLE_LEVELS, type TitleLevel } from "@zcps/contracts/zcps/catalogue/catalogue";
import Form from "antd/es/form";
import InputNumber from "antd/es/input-number";
import Modal from "antd/es/modal";
import Select from "antd/es/select";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { zodRule } from "../../../../lib/form-rules";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useBulkSetQuotas } from "../api/bulk-set-quotas";
import { useSaveQuota } from "../api/save-quota";
import type { CatalogueLabels } from "./use-catalogue-labels";

interface Values {
  unitId?: string;
  level?: TitleLevel;
  trackCode?: string;
  allocated?: number;
}

const fields = quotaInputSchema.shape;

/** A new quota for one unit, or (bulk) one allocation for every unit at a level and track. */
export function QuotaDialog({
  mode,
  projectTimeId,
  context,
  labels,
  onClose,
}: {
  mode: "add" | "bulk" | null;
  projectTimeId: string;
  context: CatalogueContext | undefined;
  labels: CatalogueLabels;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveQuota();
  const bulk = useBulkSetQuotas();

  useEffect(() => {
    if (mode) form.setFieldsValue({ unitId: undefined, level: "ASSOC_SENIOR", trackCode: "", allocated: 0 });
  }, [mode, form]);

  async function submit() {
    const v = await form.validateFields();
    const common = {
      projectTimeId,
      level: v.level as TitleLevel,
      trackCode: v.trackCode ?? "",
      allocated: v.allocated ?? 0,
    };
    if (mode === "bulk") {
      const reply = await bulk.mutateAsync(common);
      message.success(t("catalogue.quota.bulkDone", { count: reply.data }));
    } else {
      const reply = await save.mutateAsync({ input: { ...common, unitId: v.unitId ?? "" } });
      message.success(reply.message);
    }
    onClose();
  }

  return (
    <Modal
      open={mode !== null}
      title={mode === "bulk" ? t("catalogue.quota.bulk") : t("catalogue.quota.add")}
      okText={t("catalogue.ok")}
      cancelText={t("catalogue.cancel")}
      confirmLoading={save.isPending || bulk.isPending}
      onOk={() => {
        submit().catch(() => undefined);
      }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values> name="quota" form={form} layout="vertical" preserve={false}>
        {mode === "add" && (
          <Form.Item name="unitId" label={t("catalogue.col.unit")} required rules={[zodRule(fields.unitId)]}>
            <Select
              showSearch
              optionFilterProp="label"
              options={(context?.units ?? []).map((u) => ({ value: u.id, label: labels.pick(u) }))}
            />
          </Form.Item>
        )}
        {mode === "bulk" && <p>{t("catalogue.quota.bulkHelp")}</p>}
        <Form.Item name="level" label={t("catalogue.col.level")} required rules={[zodRule(fields.level)]}>
          <Select options={TITLE_LEVELS.map((l) => ({ value: l, label: labels.level(l) }))} />
        </Form.Item>
        <Form.Item name="trackCode" label={t("catalogue.col.track")}>
          <Select
            options={[
              { value: "", label: t("catalogue.quota.anyTrack") },
              ...(context?.tracks ?? []).map((track) => ({ value: track.code, label: labels.pick(track) })),
            ]}
          />
        </Form.Item>
        <Form.Item name="allocated" label={t("catalogue.col.allocated")} required rules={[zodRule(fields.allocated)]}>
          <InputNumber min={0} max={QUOTA_MAX} precision={0} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
