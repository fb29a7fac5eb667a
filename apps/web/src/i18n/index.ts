import { LANGUAGES, type Language, messages } from "@zcps/contracts/messages";
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { accountLocales } from "../features/account/locales";
import { departsLocales } from "../features/departs/locales";
import { dictionaryLocales } from "../features/dictionary/locales";
import { gateLogLocales } from "../features/gate-log/locales";
import { groupTypesLocales } from "../features/group-types/locales";
import { groupsLocales } from "../features/groups/locales";
import { jobsLocales } from "../features/jobs/locales";
import { menusLocales } from "../features/menus/locales";
import { tenantsLocales } from "../features/tenants/locales";
import { usersLocales } from "../features/users/locales";
import { en } from "./locales/en";
import { zh } from "./locales/zh";
import { routeTitles } from "./route-titles";

/** Keys are flat ("v.passRule", "shell.logout"): no key or namespace separators. */
export const LANGUAGE_STORAGE_KEY = "language";

export const resources = {
  zh: {
    ...messages.zh,
    ...zh,
    ...accountLocales.zh,
    ...usersLocales.zh,
    ...gateLogLocales.zh,
    ...tenantsLocales.zh,
    ...menusLocales.zh,
    ...groupsLocales.zh,
    ...groupTypesLocales.zh,
    ...dictionaryLocales.zh,
    ...departsLocales.zh,
    ...jobsLocales.zh,
    ...routeTitles.zh,
  } as Record<string, string>,
  en: {
    ...messages.en,
    ...en,
    ...accountLocales.en,
    ...usersLocales.en,
    ...gateLogLocales.en,
    ...tenantsLocales.en,
    ...menusLocales.en,
    ...groupsLocales.en,
    ...groupTypesLocales.en,
    ...dictionaryLocales.en,
    ...departsLocales.en,
    ...jobsLocales.en,
    ...routeTitles.en,
  } as Record<string, string>,
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
