import { type AnyColumn, ilike, like, type SQL } from "drizzle-orm";

/** A LIKE / ILIKE pattern that finds `text` anywhere, with the pattern characters in it (\ % _) taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;

/**
 * `column` contains `text`, ignoring case. A keyword without cased letters (Chinese names, digits) matches the
 * same with LIKE, which skips ILIKE's case folding of every row: several times faster on a staff scan.
 */
export function containsText(column: AnyColumn | SQL, text: string): SQL {
  const pattern = containsPattern(text);
  return text.toLowerCase() === text.toUpperCase() ? like(column, pattern) : ilike(column, pattern);
}
