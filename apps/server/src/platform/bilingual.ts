import { type MessageKey, translate } from "@zcps/contracts/messages";

/** A short text in both languages: inbox messages, mails and handler titles carry both, the reader's language is not known when they are written. */
export type Bilingual = { zh: string; en: string };

/**
 * A notice text in both languages from a message template: `{name}` placeholders take a value per language (a
 * plain string is the same in both).
 */
export function bilingual(key: MessageKey, values: Record<string, string | Bilingual> = {}): Bilingual {
  const fill = (lang: "zh" | "en") =>
    translate(key, lang).replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = values[name];
      if (value === undefined) return whole;
      return typeof value === "string" ? value : value[lang];
    });
  return { zh: fill("zh"), en: fill("en") };
}
