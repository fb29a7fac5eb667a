import { type ProjectInput, type ProjectRow, projectInputSchema } from "@zcps/contracts/zcps/config/api";
import Form from "antd/es/form";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Modal from "antd/es/modal";
import Switch from "antd/es/switch";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { zodRule } from "../../../../lib/form-rules";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useCreateProject } from "../api/create-project";
import { useUpdateProject } from "../api/update-project";

export type ProjectFormState = { open: false } | { open: true; project?: ProjectRow };

const fields = projectInputSchema.shape;

export function ProjectFormDialog({ state, onClose }: { state: ProjectFormState; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const [form] = Form.useForm<ProjectInput>();
  const create = useCreateProject();
  const update = useUpdateProject();
  const project = state.open ? state.project : undefined;

  useEffect(() => {
    if (!state.open) return;
    form.resetFields();
    form.setFieldsValue(
      project
        ? { ...project }
        : { year: new Date().getFullYear() + 1, enabled: true, orderNum: 0, name: "", nameEn: null },
    );
  }, [state.open, project, form]);

  async function save() {
    const values = await form.validateFields();
    const reply = project
      ? await update.mutateAsync({ id: project.id, input: values })
      : await create.mutateAsync(values);
    message.success(reply.message);
    onClose();
  }

  return (
    <Modal
      open={state.open}
      title={t(project ? "zcfg.project.editTitle" : "zcfg.project.addTitle")}
      onCancel={onClose}
      onOk={() => save().catch(() => undefined)}
      confirmLoading={create.isPending || update.isPending}
      okText={t("zcfg.ok")}
      cancelText={t("zcfg.cancel")}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" name="project-form">
        <Form.Item name="name" label={t("zcfg.project.name")} rules={[{ required: true }, zodRule(fields.name)]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="nameEn" label={t("zcfg.project.nameEn")} rules={[zodRule(fields.nameEn)]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="year" label={t("zcfg.project.year")} rules={[{ required: true }, zodRule(fields.year)]}>
          <InputNumber min={2000} max={2100} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="orderNum" label={t("zcfg.orderNum")} rules={[zodRule(fields.orderNum)]}>
          <InputNumber min={0} max={9999} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="enabled" label={t("zcfg.enabled")} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
