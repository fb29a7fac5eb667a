import { useTranslation } from "react-i18next";

/** A row's name in the console's language: its English name when English is on and one is set, else the Chinese. */
export function useLocalName() {
  const { i18n } = useTranslation();
  const english = i18n.language.startsWith("en");
  return (zh: string | null | undefined, en: string | null | undefined): string => (english ? en || zh : zh) ?? "";
}
