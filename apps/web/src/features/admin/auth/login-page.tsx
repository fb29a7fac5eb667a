import { type FormEvent, lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { loginWithLink, loginWithPassword } from "./api/login";
import { AuthLayout } from "./components/auth-layout";

/*
 * The login page is plain markup on purpose: it is the first page most
 * visitors load, and antd (with its style engine) would double its bundle.
 * The phone form, with the shared zod rules, loads when its tab is opened.
 */
const PhoneLoginForm = lazy(() => import("./components/phone-login-form"));

type Mode = "password" | "phone";

/** Only same-site paths are followed after login. */
export function afterLoginPath(redirect: string | null): string {
  return redirect?.startsWith("/") && !redirect.startsWith("//") ? redirect : "/";
}

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [mode, setMode] = useState<Mode>("password");
  const done = () => navigate(afterLoginPath(search.get("redirect")), { replace: true });
  const link = search.get("link");

  // an invitation's one-time link signs in once and opens its page; a spent one leaves the forms here
  useEffect(() => {
    if (!link) return;
    loginWithLink(link).then(
      (path) => navigate(afterLoginPath(path ?? null), { replace: true }),
      () => navigate("/login", { replace: true }),
    );
  }, [link, navigate]);

  if (link)
    return (
      <AuthLayout title={t("app.title")}>
        <p className="auth-form-placeholder">{t("login.signingIn")}</p>
      </AuthLayout>
    );

  return (
    <AuthLayout title={t("app.title")}>
      <div className="auth-switch" role="tablist">
        {(["password", "phone"] as const).map((m) => (
          <button
            key={m}
            type="button"
            role="tab"
            aria-selected={mode === m}
            className={mode === m ? "active" : undefined}
            onClick={() => setMode(m)}
          >
            {m === "password" ? t("login.tabPassword") : t("login.tabPhone")}
          </button>
        ))}
      </div>
      {mode === "password" ? (
        <PasswordLoginForm onDone={done} />
      ) : (
        <Suspense fallback={<div className="auth-form-placeholder" />}>
          <PhoneLoginForm onDone={done} />
        </Suspense>
      )}
      <div className="auth-links">
        <Link to="/forgetPassword">{t("login.forgot")}</Link>
        <Link to="/apply">{t("login.apply")}</Link>
      </div>
    </AuthLayout>
  );
}

function PasswordLoginForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const username = String(data.get("username") ?? "").trim();
    const password = String(data.get("password") ?? "");
    const found = {
      username: username ? undefined : t("v.usernameRequired"),
      password: password ? undefined : t("v.passRequired"),
    };
    setErrors(found);
    if (found.username || found.password) return;
    setBusy(true);
    try {
      await loginWithPassword({ username, password });
      onDone();
    } catch {
      // the request layer showed the warning
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate data-testid="login-form">
      <label className="auth-field">
        <span>{t("login.username")}</span>
        <input
          name="username"
          autoComplete="username"
          maxLength={50}
          aria-invalid={Boolean(errors.username)}
          onBlur={(e) => {
            e.currentTarget.value = e.currentTarget.value.trim();
          }}
        />
        {errors.username && <em role="alert">{errors.username}</em>}
      </label>
      <label className="auth-field">
        <span>{t("login.password")}</span>
        <input
          name="password"
          type="password"
          autoComplete="current-password"
          maxLength={64}
          aria-invalid={Boolean(errors.password)}
        />
        {errors.password && <em role="alert">{errors.password}</em>}
      </label>
      <button type="submit" className="auth-submit" disabled={busy}>
        {busy ? t("login.signingIn") : t("login.submit")}
      </button>
    </form>
  );
}
