import { flowMessages } from "./flow";
import { platformMessages } from "./platform-messages";
import { serviceMessages } from "./services-messages";
import { zcpsMessages } from "./zcps/messages";

export { LANGUAGES, type Language, languageFrom } from "./platform-messages";

/**
 * Every message that crosses the wire or comes out of a shared validator, in both languages: the platform's and
 * the title-evaluation areas'. Schemas carry the key; the server translates it for the caller's Accept-Language
 * and the console translates it with i18n (loading each area's texts with its pages).
 */
export const messages = {
  zh: { ...platformMessages.zh, ...serviceMessages.zh, ...zcpsMessages.zh, ...flowMessages.zh },
  en: { ...platformMessages.en, ...serviceMessages.en, ...zcpsMessages.en, ...flowMessages.en },
} as const;

export type MessageKey = keyof (typeof messages)["zh"];

/** The key's text in `lang` (the key itself when unknown), its `{name}` placeholders filled from `values`. */
export function translate(
  key: string,
  lang: keyof typeof messages = "zh",
  values?: Record<string, string | number>,
): string {
  const table = messages[lang] as Record<string, string>;
  const text = table[key] ?? key;
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
