import { QueryClientProvider } from "@tanstack/react-query";
import { changePasswordFormSchema, LIMITS, newPasswordSchema, oldPasswordSchema } from "@zcps/contracts/validation";
import { Form, Input, Modal } from "antd";
import { useTranslation } from "react-i18next";
import { zodRule } from "../../../lib/form-rules";
import { queryClient } from "../../../lib/query-client";
import { RequestError } from "../../../lib/request";
import { useAntdApp } from "../../../lib/use-antd-app";
import { useChangePassword } from "./api/change-password";
import { checkOldPassword } from "./api/check-old-password";

interface Props {
  open: boolean;
  onClose: () => void;
}

interface PasswordValues {
  oldPass: string;
  pass: string;
  checkPass: string;
}

/** Spec 8: the password change reports through 2000 ms notifications. */
const NOTIFICATION_SECONDS = 2;

/** The change-password dialog of the account menu (spec 2, 5, 8). */
function PasswordDialogContent({ open, onClose }: Props) {
  const { t } = useTranslation();
  const { notification } = useAntdApp();
  const [form] = Form.useForm<PasswordValues>();
  const change = useChangePassword();

  function fail(text: string) {
    notification.warning({ title: t("account.failedTitle"), description: text, duration: NOTIFICATION_SECONDS });
  }

  async function save() {
    const values = await form.validateFields();
    // the schema trims every value
    const { oldPass, pass } = changePasswordFormSchema.parse(values);
    let done = false;
    let refusal = t("password.changeFailed");
    try {
      const reply = await change.mutateAsync({ oldPass, newPass: pass });
      done = Boolean(reply.data);
      if (reply.message) refusal = reply.message;
    } catch (error) {
      if (error instanceof RequestError && error.httpStatus !== 0 && error.message) refusal = error.message;
    }
    if (!done) {
      fail(refusal);
      return;
    }
    notification.success({
      title: t("common.ok"),
      description: t("password.changed"),
      duration: NOTIFICATION_SECONDS,
    });
    form.resetFields();
    onClose();
  }

  const oldPassServerRule = {
    validateTrigger: "onBlur",
    validator: async (_rule: unknown, value: unknown) => {
      const text = typeof value === "string" ? value.trim() : "";
      if (!text) return;
      let matches = true;
      try {
        matches = await checkOldPassword(text);
      } catch {
        // an unreachable check does not block the form; the change call checks again
        return;
      }
      if (!matches) throw new Error(t("password.oldWrong"));
    },
  };

  return (
    <Modal
      open={open}
      title={t("account.password.title")}
      width="30%"
      okText={t("account.ok")}
      cancelText={t("account.cancel")}
      confirmLoading={change.isPending}
      onOk={() => {
        save().catch(() => undefined);
      }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<PasswordValues> name="changePassword" form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="oldPass"
          label={t("account.field.oldPass")}
          required
          validateTrigger={["onChange", "onBlur"]}
          validateFirst
          rules={[zodRule(oldPasswordSchema), oldPassServerRule]}
        >
          <Input.Password maxLength={LIMITS.passwordMax} autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="pass" label={t("account.field.pass")} required rules={[zodRule(newPasswordSchema)]}>
          <Input.Password maxLength={LIMITS.passwordMax} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="checkPass"
          label={t("account.field.checkPass")}
          required
          dependencies={["pass"]}
          validateFirst
          rules={[
            zodRule(changePasswordFormSchema.shape.checkPass),
            ({ getFieldValue }) => ({
              validator: async (_rule, value: unknown) => {
                const pass = String(getFieldValue("pass") ?? "").trim();
                if (String(value ?? "").trim() !== pass) throw new Error(t("v.passMismatch"));
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

/**
 * The top bar mounts this dialog outside the pages' query provider, so it
 * brings the shared cache along itself.
 */
export function PasswordDialog(props: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <PasswordDialogContent {...props} />
    </QueryClientProvider>
  );
}
