import { type GroupTypeRow, groupTypeInputSchema, ROLE_LIMITS } from "@zcps/contracts/roles";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Modal from "antd/es/modal";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { zodRule } from "../../../../lib/form-rules";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useCreateGroupType } from "../api/create-group-type";
import { useUpdateGroupType } from "../api/update-group-type";

/** Closed, adding a type, or editing one. */
export type GroupTypeFormState = { open: false } | { open: true; type?: GroupTypeRow };

interface GroupTypeFormValues {
  code?: string;
  name?: string;
  nameEn?: string | null;
  description?: string | null;
}

const fields = groupTypeInputSchema.shape;

export function GroupTypeFormDialog({ state, onClose }: { state: GroupTypeFormState; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const [form] = Form.useForm<GroupTypeFormValues>();
  const createType = useCreateGroupType();
  const updateType = useUpdateGroupType();
  const editing = state.open ? state.type : undefined;

  useEffect(() => {
    if (state.open && state.type) form.setFieldsValue(state.type);
  }, [state, form]);

  async function save() {
    const values = groupTypeInputSchema.parse(await form.validateFields());
    const reply = editing
      ? await updateType.mutateAsync({ id: editing.id, type: values })
      : await createType.mutateAsync(values);
    message.success(reply.message);
    onClose();
  }

  return (
    <Modal
      open={state.open}
      title={editing ? t("groupTypes.editTitle") : t("groupTypes.addTitle")}
      okText={t("groupTypes.ok")}
      cancelText={t("groupTypes.cancel")}
      confirmLoading={createType.isPending || updateType.isPending}
      onOk={() => {
        save().catch(() => undefined);
      }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<GroupTypeFormValues> name="groupType" form={form} layout="vertical" preserve={false}>
        <Form.Item name="code" label={t("groupTypes.field.code")} required rules={[zodRule(fields.code)]}>
          <Input maxLength={ROLE_LIMITS.code} autoComplete="off" />
        </Form.Item>
        <Form.Item name="name" label={t("groupTypes.field.name")} required rules={[zodRule(fields.name)]}>
          <Input maxLength={ROLE_LIMITS.title} autoComplete="off" />
        </Form.Item>
        <Form.Item name="nameEn" label={t("groupTypes.field.nameEn")} rules={[zodRule(fields.nameEn)]}>
          <Input maxLength={ROLE_LIMITS.title * 2} autoComplete="off" />
        </Form.Item>
        <Form.Item name="description" label={t("groupTypes.field.description")} rules={[zodRule(fields.description)]}>
          <Input.TextArea maxLength={ROLE_LIMITS.description} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
