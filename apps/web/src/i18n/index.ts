import { LANGUAGES, type Language } from "@zcps/contracts/languages";
import { platformMessagesZh } from "@zcps/contracts/platform-messages-zh";
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { zh } from "./locales/zh";
import { routeTitles } from "./route-titles";

/** Keys are flat ("v.passRule", "shell.logout"): no key or namespace separators. */
export const LANGUAGE_STORAGE_KEY = "language";

/**
 * Chinese, the default and the fallback language, comes with the entry. The English shell texts and platform
 * messages load when English is chosen (or was chosen before: see `languageReady`); the route titles of both
 * languages are in the entry, being one small module.
 */
const resources = {
  zh: { ...platformMessagesZh, ...zh, ...routeTitles.zh } as Record<string, string>,
  en: { ...routeTitles.en } as Record<string, string>,
};

const shellTexts: Record<Language, () => Promise<Record<string, string>>> = {
  zh: async () => zh,
  en: async () => {
    const [shell, platform] = await Promise.all([
      import("./locales/en"),
      import("@zcps/contracts/platform-messages-en"),
    ]);
    return { ...platform.platformMessagesEn, ...shell.en };
  },
};
const loaded = new Set<Language>(["zh"]);

/** Makes sure a language's shell texts are there before it is shown. */
export async function loadLanguage(language: Language): Promise<void> {
  if (loaded.has(language)) return;
  i18n.addResourceBundle(language, "translation", await shellTexts[language](), true, false);
  loaded.add(language);
}

export function storedLanguage(): Language {
  const stored = typeof localStorage === "undefined" ? null : localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return LANGUAGES.includes(stored as Language) ? (stored as Language) : "zh";
}

export function currentLanguage(): Language {
  return i18n.language === "en" ? "en" : "zh";
}

export interface FeatureLocales {
  zh: Record<string, string>;
  en: Record<string, string>;
}

/**
 * A feature's texts arrive with the feature: the router loads a page and its locales together, so the sign-in
 * page and the shell do not carry every page's strings.
 */
export async function withLocales<T>(module: Promise<T>, locales: Promise<FeatureLocales>): Promise<T> {
  const [loaded, texts] = await Promise.all([module, locales]);
  i18n.addResourceBundle("zh", "translation", texts.zh, true, false);
  i18n.addResourceBundle("en", "translation", texts.en, true, false);
  return loaded;
}

/** Changes the language and remembers it (spec 2: language switch). */
export async function setLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
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

/** Settled once the stored language's texts are there: the console renders after it. */
export const languageReady: Promise<void> = loadLanguage(storedLanguage());

export default i18n;
