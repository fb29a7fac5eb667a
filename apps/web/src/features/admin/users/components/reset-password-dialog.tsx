import type { UserRow } from "@zcps/contracts/api";
import { LIMITS, resetPasswordSchema } from "@zcps/contracts/validation";
import { Form, Input, Modal } from "antd";
import { useTranslation } from "react-i18next";
import { zodRule } from "../../../../lib/form-rules";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useResetUserPassword } from "../api/reset-user-password";

interface Props {
  /** the user whose password is reset; the dialog is open while set */
  user: UserRow | null;
  onClose: () => void;
}

interface ResetValues {
  password: string;
  checkPass: string;
}

export function ResetPasswordDialog({ user, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const [form] = Form.useForm<ResetValues>();
  const reset = useResetUserPassword();

  async function save() {
    if (!user) return;
    const values = await form.validateFields();
    const { password } = resetPasswordSchema.parse({ password: values.password });
    const reply = await reset.mutateAsync({ id: user.id, password });
    message.success(reply.message || t("users.passwordReset"));
    onClose();
  }

  return (
    <Modal
      open={user !== null}
      title={t("users.resetPasswordTitle", { name: user?.name ?? "" })}
      width={480}
      okText={t("users.ok")}
      cancelText={t("users.cancel")}
      confirmLoading={reset.isPending}
      onOk={() => {
        save().catch(() => undefined);
      }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<ResetValues> name="resetPassword" form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="password"
          label={t("users.field.newPassword")}
          required
          rules={[zodRule(resetPasswordSchema.shape.password)]}
        >
          <Input.Password maxLength={LIMITS.passwordMax} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="checkPass"
          label={t("users.field.checkPass")}
          dependencies={["password"]}
          required
          rules={[
            { required: true, whitespace: true, message: t("v.checkPassRequired") },
            ({ getFieldValue }) => ({
              validator: async (_rule, value: unknown) => {
                const pass = String(getFieldValue("password") ?? "").trim();
                if (typeof value === "string" && value.trim() && value.trim() !== pass) {
                  throw new Error(t("v.passMismatch"));
                }
              },
            }),
          ]}
        >
          <Input.Password maxLength={LIMITS.passwordMax} autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
