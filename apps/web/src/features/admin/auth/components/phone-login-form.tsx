import { mobileSchema } from "@zcps/contracts/validation";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { showMessage } from "../../../../lib/feedback";
import { MESSAGE_SECONDS } from "../../../../lib/request-errors";
import { loginWithPhone, requestVerifyCode } from "../api/login";
import { useCountdown } from "../hooks/use-countdown";

const CODE_PATTERN = /^\d{6}$/;

/** Phone login: a code by SMS (purpose=login), then the phone grant. */
export default function PhoneLoginForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [mobile, setMobile] = useState("");
  const [code, setCode] = useState("");
  const [ticket, setTicket] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ mobile?: string; code?: string }>({});
  const [busy, setBusy] = useState(false);
  const countdown = useCountdown();

  const mobileError = () => {
    const result = mobileSchema.safeParse(mobile);
    return result.success ? undefined : t(result.error.issues[0]?.message ?? "v.mobileInvalid");
  };

  const sendCode = async () => {
    const error = mobileError();
    setErrors((e) => ({ ...e, mobile: error }));
    if (error) return;
    try {
      const reply = await requestVerifyCode(mobile, "login");
      setTicket(reply.data.verifyCodeId);
      countdown.start();
      showMessage("success", reply.message || t("auth.verifyCodeSent"), MESSAGE_SECONDS);
    } catch {
      // shown by the request layer
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      mobile: mobileError(),
      code: CODE_PATTERN.test(code.trim()) ? undefined : t("v.verifyCodeRequired"),
    };
    setErrors(found);
    if (found.mobile || found.code) return;
    if (!ticket) {
      showMessage("warning", t("forgot.codeFirst"), MESSAGE_SECONDS);
      return;
    }
    setBusy(true);
    try {
      await loginWithPhone({ mobile, verifyCodeId: ticket, verifyCode: code });
      onDone();
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <label className="auth-field">
        <span>{t("login.mobile")}</span>
        <input
          name="mobile"
          type="tel"
          autoComplete="tel"
          maxLength={20}
          value={mobile}
          aria-invalid={Boolean(errors.mobile)}
          onChange={(e) => setMobile(e.target.value.trim())}
        />
        {errors.mobile && <em role="alert">{errors.mobile}</em>}
      </label>
      <label className="auth-field">
        <span>{t("login.verifyCode")}</span>
        <div className="auth-inline">
          <input
            name="verifyCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            aria-invalid={Boolean(errors.code)}
            onChange={(e) => setCode(e.target.value)}
          />
          <button type="button" className="auth-code" disabled={countdown.left > 0} onClick={() => void sendCode()}>
            {countdown.left > 0 ? t("login.resendIn", { seconds: countdown.left }) : t("login.getCode")}
          </button>
        </div>
        {errors.code && <em role="alert">{errors.code}</em>}
      </label>
      <button type="submit" className="auth-submit" disabled={busy}>
        {busy ? t("login.signingIn") : t("login.submit")}
      </button>
    </form>
  );
}
