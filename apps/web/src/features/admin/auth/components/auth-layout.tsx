import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { setLanguage } from "../../../../i18n";
import "./auth.css";

/** The public pages' frame: the platform's name on the left, the form card on the right. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const english = i18n.language === "en";
  return (
    <div className="auth-page">
      <div className="auth-lang">
        <button type="button" disabled={!english} onClick={() => void setLanguage("zh")}>
          {t("lang.zh")}
        </button>
        <span aria-hidden>|</span>
        <button type="button" disabled={english} onClick={() => void setLanguage("en")}>
          {t("lang.en")}
        </button>
      </div>
      <section className="auth-brand">
        <div className="auth-brand-mark">{t("app.title").slice(0, 1)}</div>
        <h1>{t("app.title")}</h1>
        <p>{t("app.subtitle")}</p>
      </section>
      <section className="auth-card">
        <h2>{title}</h2>
        {children}
      </section>
      <footer className="auth-footer">{t("login.footer")}</footer>
    </div>
  );
}
