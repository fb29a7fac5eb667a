import { LANGUAGES, type Language, messages } from "@zcps/contracts/messages";
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { accountLocales } from "../features/account/locales";
import { usersLocales } from "../features/users/locales";
import { en } from "./locales/en";
import { zh } from "./locales/zh";
import { routeTitles } from "./route-titles";

/** Keys are flat ("v.passRule", "shell.logout"): no key or namespace separators. */
export const LANGUAGE_STORAGE_KEY = "language";

export const resources = {
  zh: { ...messages.zh, ...zh, ...accountLocales.zh, ...usersLocales.zh, ...routeTitles.zh } as Record<string, string>,
  en: { ...messages.en, ...en, ...accountLocales.en, ...usersLocales.en, ...routeTitles.en } as Record<string, string>,
};

export function storedLanguage(): Language {
  const stored = typeof localStorage === "undefined" ? null : localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return LANGUAGES.includes(stored as Language) ? (stored as Language) : "zh";
}

export function currentLanguage(): Language {
  return i18n.language === "en" ? "en" : "zh";
}

/** Changes the language and remembers it (spec 2: language switch). */
export async function setLanguage(language: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  await i18n.changeLanguage(language);
}

void i18n.use(initReactI18next).init({
  resources: { zh: { translation: resources.zh }, en: { translation: resources.en } },
  lng: storedLanguage(),
  fallbackLng: "zh",
  keySeparator: false,
  nsSeparator: false,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18n;
