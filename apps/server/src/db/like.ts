/** A LIKE / ILIKE pattern that finds `text` anywhere, with the pattern characters in it (\ % _) taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;
