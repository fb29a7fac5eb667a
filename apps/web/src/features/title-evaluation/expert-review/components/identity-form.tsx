import { type AffirmInput, affirmSchema, type ExpertSelf } from "@zcps/contracts/zcps/peer-review/api";
import { PEER_REVIEW_ELEMENTS as E } from "@zcps/contracts/zcps/peer-review/element-codes";
import Button from "antd/es/button";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Space from "antd/es/space";
import Typography from "antd/es/typography";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../../lib/access";
import { zodFormRule } from "../../../../lib/form-rules";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useLocalName } from "../../../../lib/use-local-name";
import { useAffirm } from "../api/affirm";
import { useSendCode } from "../api/send-code";
import { RESEND_SECONDS, secondsLeft } from "../logic";

/** Ticks once a second while a countdown runs; the current time in milliseconds. */
function useNow(running: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

/** The pool record's fields the expert confirms, with their lengths. */
const RECORD_FIELDS = [
  ["name", 20],
  ["institution", 100],
  ["titleName", 50],
] as const;

/**
 * The expert confirms their name, institution and title as the school holds them, with the 6-digit code sent to the
 * phone on record; another code may be sent once the 60-second countdown has run out.
 */
export function IdentityForm({ me }: { me: ExpertSelf }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const { message } = useAntdApp();
  const can = useCan();
  const [form] = Form.useForm<AffirmInput>();
  const sendCode = useSendCode();
  const affirm = useAffirm();
  const [sent, setSent] = useState<{ at: number; wait: number } | null>(null);
  const now = useNow(sent !== null);
  const left = secondsLeft(sent?.at ?? null, now, sent?.wait);
  const allowed = can(E.verifySelf);

  async function send() {
    const reply = await sendCode.mutateAsync();
    setSent({ at: Date.now(), wait: reply.data?.resendIn ?? RESEND_SECONDS });
    message.success(reply.message || t("erUi.codeSent"));
  }

  async function verify() {
    const values = await form.validateFields();
    const reply = await affirm.mutateAsync(values);
    message.success(reply.message || t("erUi.verifiedNow"));
  }

  return (
    <Form<AffirmInput>
      form={form}
      name="affirm"
      layout="vertical"
      style={{ maxWidth: 480 }}
      initialValues={{
        name: me.name,
        institution: localName(me.institution, me.institutionEn),
        titleName: me.titleName,
        code: "",
      }}
      disabled={!allowed}
    >
      <Typography.Paragraph type="secondary">{t("erUi.confirmHint")}</Typography.Paragraph>
      {RECORD_FIELDS.map(([field, maxLength]) => (
        <Form.Item
          key={field}
          name={field}
          label={t(`erUi.field.${field}`)}
          required
          rules={[zodFormRule(affirmSchema, field)]}
        >
          <Input maxLength={maxLength} />
        </Form.Item>
      ))}
      <Form.Item
        label={t("erUi.field.code")}
        required
        extra={me.phoneMasked ? t("erUi.codeTo", { phone: me.phoneMasked }) : t("erUi.noPhone")}
      >
        <Space.Compact style={{ width: "100%" }}>
          <Form.Item name="code" noStyle rules={[zodFormRule(affirmSchema, "code")]}>
            <Input
              aria-label={t("erUi.field.code")}
              placeholder={t("erUi.codePlaceholder")}
              maxLength={6}
              inputMode="numeric"
              autoComplete="one-time-code"
            />
          </Form.Item>
          <Button
            onClick={() => send().catch(() => undefined)}
            loading={sendCode.isPending}
            disabled={left > 0 || !me.phoneMasked}
          >
            {left > 0 ? t("erUi.resendIn", { seconds: left }) : sent ? t("erUi.resend") : t("erUi.sendCode")}
          </Button>
        </Space.Compact>
      </Form.Item>
      {allowed && (
        <Button type="primary" onClick={() => verify().catch(() => undefined)} loading={affirm.isPending}>
          {t("erUi.verify")}
        </Button>
      )}
    </Form>
  );
}
