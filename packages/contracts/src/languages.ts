/** The console's languages: Chinese first and the default, English complete. */
export const LANGUAGES = ["zh", "en"] as const;
export type Language = (typeof LANGUAGES)[number];

/** Picks zh or en from an Accept-Language header; Chinese is the default. */
export function languageFrom(header: string | undefined): Language {
  if (!header) return "zh";
  const first = header.split(",")[0]?.trim().toLowerCase() ?? "";
  return first.startsWith("en") ? "en" : "zh";
}
