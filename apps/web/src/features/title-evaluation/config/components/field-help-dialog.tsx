import { type FieldHelpInput, type FieldHelpRow, fieldHelpInputSchema } from "@zcps/contracts/zcps/config/api";
import { MATERIAL_TYPES } from "@zcps/contracts/zcps/materials";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Modal from "antd/es/modal";
import Select from "antd/es/select";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { zodRule } from "../../../../lib/form-rules";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useCreateFieldHelp } from "../api/create-field-help";
import { useUpdateFieldHelp } from "../api/update-field-help";

export type FieldHelpDialogState = { open: false } | { open: true; row?: FieldHelpRow };

const fields = fieldHelpInputSchema.shape;

/** Add or change the help text of one field of one material type. */
export function FieldHelpDialog({ state, onClose }: { state: FieldHelpDialogState; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { message } = useAntdApp();
  const [form] = Form.useForm<FieldHelpInput>();
  const create = useCreateFieldHelp();
  const update = useUpdateFieldHelp();
  const row = state.open ? state.row : undefined;
  const lang = i18n.language.startsWith("en") ? "en" : "zh";
  const typeCode = Form.useWatch("materialType", form);
  const type = MATERIAL_TYPES.find((m) => m.code === typeCode);

  useEffect(() => {
    if (!state.open) return;
    form.resetFields();
    if (row) form.setFieldsValue(row);
  }, [state.open, row, form]);

  async function save() {
    const values = await form.validateFields();
    const reply = row ? await update.mutateAsync({ id: row.id, input: values }) : await create.mutateAsync(values);
    message.success(reply.message);
    onClose();
  }

  return (
    <Modal
      open={state.open}
      title={t(row ? "zcfg.help.editTitle" : "zcfg.help.addTitle")}
      onCancel={onClose}
      onOk={() => save().catch(() => undefined)}
      confirmLoading={create.isPending || update.isPending}
      okText={t("zcfg.ok")}
      cancelText={t("zcfg.cancel")}
      destroyOnHidden
      width={560}
    >
      <Form form={form} layout="vertical" name="field-help-form">
        <Form.Item
          name="materialType"
          label={t("zcfg.help.materialType")}
          rules={[{ required: true, message: t("config.materialTypeRequired") }, zodRule(fields.materialType)]}
        >
          <Select
            showSearch={{ optionFilterProp: "label" }}
            options={MATERIAL_TYPES.map((m) => ({ value: m.code, label: m.label[lang] }))}
            onChange={() => form.setFieldValue("field", undefined)}
          />
        </Form.Item>
        <Form.Item
          name="field"
          label={t("zcfg.help.field")}
          rules={[{ required: true, message: t("config.fieldRequired") }, zodRule(fields.field)]}
        >
          <Select
            showSearch={{ optionFilterProp: "label" }}
            disabled={!type}
            options={(type?.fields ?? []).map((f) => ({ value: f.name, label: f.label[lang] }))}
          />
        </Form.Item>
        <Form.Item name="text" label={t("zcfg.help.text")} rules={[{ required: true }, zodRule(fields.text)]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} showCount />
        </Form.Item>
        <Form.Item name="textEn" label={t("zcfg.help.textEn")} rules={[zodRule(fields.textEn)]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
