import MailOutlined from "@ant-design/icons/es/icons/MailOutlined";
import MessageOutlined from "@ant-design/icons/es/icons/MessageOutlined";
import RightOutlined from "@ant-design/icons/es/icons/RightOutlined";
import Flex from "antd/es/flex";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AuthLayout } from "./components/auth-layout";

/** Choose how to recover the password: SMS code or e-mail link. */
export default function ForgetPasswordPage() {
  const { t } = useTranslation();
  const ways = [
    { to: "/findPwdByMsg", icon: <MessageOutlined />, title: t("forgot.bySms"), text: t("forgot.bySmsDesc") },
    { to: "/findPwdByEmail", icon: <MailOutlined />, title: t("forgot.byEmail"), text: t("forgot.byEmailDesc") },
  ];
  return (
    <AuthLayout title={t("forgot.title")}>
      <p className="auth-hint">{t("forgot.choose")}</p>
      <Flex vertical gap={12}>
        {ways.map((way) => (
          <Link key={way.to} to={way.to} className="auth-choice">
            <span className="auth-choice-icon">{way.icon}</span>
            <span className="auth-choice-text">
              <strong>{way.title}</strong>
              <small>{way.text}</small>
            </span>
            <RightOutlined />
          </Link>
        ))}
      </Flex>
      <div className="auth-links" style={{ marginTop: 20 }}>
        <Link to="/login">{t("forgot.backToLogin")}</Link>
      </div>
    </AuthLayout>
  );
}
