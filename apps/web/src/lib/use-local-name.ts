import { useCallback } from "react";
import { useTranslation } from "react-i18next";

/** A bilingual row's name: its English name when English is on and one is set, else the Chinese. */
export const pickName = (english: boolean, zh: string | null | undefined, en: string | null | undefined): string =>
  (english ? en || zh : zh) ?? "";

/** `pickName` in the console's language; the same function until the language changes. */
export function useLocalName() {
  const { i18n } = useTranslation();
  const english = i18n.language.startsWith("en");
  return useCallback(
    (zh: string | null | undefined, en: string | null | undefined) => pickName(english, zh, en),
    [english],
  );
}
