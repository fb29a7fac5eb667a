import { platformMessages } from "./platform-messages";
import { zcpsMessages } from "./zcps/messages";

export { LANGUAGES, type Language, languageFrom } from "./platform-messages";

/**
 * Every message that crosses the wire or comes out of a shared validator, in both languages: the platform's and
 * the title-evaluation areas'. Schemas carry the key; the server translates it for the caller's Accept-Language
 * and the console translates it with i18n (loading each area's texts with its pages).
 */
export const messages = {
  zh: { ...platformMessages.zh, ...zcpsMessages.zh },
  en: { ...platformMessages.en, ...zcpsMessages.en },
} as const;

export type MessageKey = keyof (typeof messages)["zh"];

export function translate(key: string, lang: keyof typeof messages = "zh"): string {
  const table = messages[lang] as Record<string, string>;
  return table[key] ?? key;
}
