import MailOutlined from "@ant-design/icons/es/icons/MailOutlined";
import { emailSchema } from "@zcps/contracts/validation";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Form from "antd/es/form";
import Input from "antd/es/input";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { showMessage } from "../../../lib/feedback";
import { zodRule } from "../../../lib/form-rules";
import { MESSAGE_SECONDS } from "../../../lib/request-errors";
import { resetPasswordByMail, sendResetMail } from "./api/reset-password";
import { AuthLayout } from "./components/auth-layout";
import { NewPasswordFields, type NewPasswordValues } from "./components/new-password-fields";

/** Reset by e-mail: without ?token= ask for the address; with it, set the new password. */
export default function FindPwdByEmailPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get("token");
  return (
    <AuthLayout title={t("forgot.byEmail")}>
      {token ? <SetPasswordForm token={token} /> : <RequestMailForm />}
      <div className="auth-links" style={{ marginTop: 16 }}>
        <Link to="/forgetPassword">{t("forgot.title")}</Link>
        <Link to="/login">{t("forgot.backToLogin")}</Link>
      </div>
    </AuthLayout>
  );
}

function RequestMailForm() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  const submit = async ({ email }: { email: string }) => {
    setBusy(true);
    try {
      const reply = await sendResetMail(email);
      setSent(reply.message || t("auth.resetMailSent"));
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false);
    }
  };

  if (sent) return <Alert type="success" showIcon title={sent} data-testid="reset-mail-sent" />;
  return (
    <Form layout="vertical" onFinish={submit} requiredMark={false}>
      <p className="auth-hint">{t("forgot.mailHint")}</p>
      <Form.Item name="email" label={t("forgot.email")} rules={[zodRule(emailSchema)]}>
        <Input prefix={<MailOutlined />} autoComplete="email" maxLength={32} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t("forgot.sendMail")}
      </Button>
    </Form>
  );
}

function SetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const submit = async (values: NewPasswordValues) => {
    setBusy(true);
    try {
      const reply = await resetPasswordByMail({ token, password: values.pass.trim() });
      showMessage("success", reply.message || t("auth.resetDone"), MESSAGE_SECONDS);
      navigate("/login", { replace: true });
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<NewPasswordValues> layout="vertical" onFinish={submit} requiredMark={false}>
      <NewPasswordFields />
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t("forgot.reset")}
      </Button>
    </Form>
  );
}
