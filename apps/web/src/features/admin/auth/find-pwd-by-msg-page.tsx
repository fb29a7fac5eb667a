import MobileOutlined from "@ant-design/icons/es/icons/MobileOutlined";
import SafetyOutlined from "@ant-design/icons/es/icons/SafetyOutlined";
import { mobileSchema } from "@zcps/contracts/validation";
import Button from "antd/es/button";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Space from "antd/es/space";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { showMessage } from "../../../lib/feedback";
import { zodRule } from "../../../lib/form-rules";
import { MESSAGE_SECONDS } from "../../../lib/request-errors";
import { requestVerifyCode } from "./api/login";
import { resetPasswordByCode } from "./api/reset-password";
import { AuthLayout } from "./components/auth-layout";
import { NewPasswordFields, type NewPasswordValues } from "./components/new-password-fields";
import { useCountdown } from "./hooks/use-countdown";

interface Values extends NewPasswordValues {
  mobilePhone: string;
  verifyCode: string;
}

/** Reset by SMS code: mobile, code (purpose=reset), new password and confirmation. */
export default function FindPwdByMsgPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [ticket, setTicket] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const countdown = useCountdown();

  const sendCode = async () => {
    const { mobilePhone } = await form.validateFields(["mobilePhone"]);
    try {
      const reply = await requestVerifyCode(mobilePhone, "reset");
      setTicket(reply.data.verifyCodeId);
      countdown.start();
      showMessage("success", reply.message || t("auth.verifyCodeSent"), MESSAGE_SECONDS);
    } catch {
      // shown by the request layer
    }
  };

  const submit = async (values: Values) => {
    if (!ticket) {
      showMessage("warning", t("forgot.codeFirst"), MESSAGE_SECONDS);
      return;
    }
    setBusy(true);
    try {
      const reply = await resetPasswordByCode({
        mobilePhone: values.mobilePhone.trim(),
        verifyCodeId: ticket,
        verifyCode: values.verifyCode.trim(),
        password: values.pass.trim(),
      });
      showMessage("success", reply.message || t("auth.resetDone"), MESSAGE_SECONDS);
      navigate("/login", { replace: true });
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout title={t("forgot.bySms")}>
      <Form<Values> form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item name="mobilePhone" label={t("login.mobile")} rules={[zodRule(mobileSchema)]}>
          <Input prefix={<MobileOutlined />} autoComplete="tel" maxLength={20} />
        </Form.Item>
        <Form.Item label={t("login.verifyCode")} required>
          <Space.Compact block>
            <Form.Item
              name="verifyCode"
              noStyle
              rules={[{ required: true, pattern: /^\d{6}$/, message: t("v.verifyCodeRequired") }]}
            >
              <Input prefix={<SafetyOutlined />} inputMode="numeric" maxLength={6} autoComplete="one-time-code" />
            </Form.Item>
            <Button disabled={countdown.left > 0} onClick={() => void sendCode()} style={{ minWidth: 132 }}>
              {countdown.left > 0 ? t("login.resendIn", { seconds: countdown.left }) : t("login.getCode")}
            </Button>
          </Space.Compact>
        </Form.Item>
        <NewPasswordFields />
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t("forgot.reset")}
        </Button>
      </Form>
      <div className="auth-links" style={{ marginTop: 16 }}>
        <Link to="/forgetPassword">{t("forgot.title")}</Link>
        <Link to="/login">{t("forgot.backToLogin")}</Link>
      </div>
    </AuthLayout>
  );
}
