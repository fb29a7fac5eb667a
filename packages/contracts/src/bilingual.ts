/** A message table written as key → [zh, en] pairs, split into the two languages' tables. */
export function bilingual<K extends string>(entries: Readonly<Record<K, readonly [string, string]>>) {
  const pick = (i: 0 | 1) =>
    Object.fromEntries(
      Object.entries<readonly [string, string]>(entries as Record<string, readonly [string, string]>).map(
        ([key, pair]) => [key, pair[i]],
      ),
    ) as Record<K, string>;
  return { zh: pick(0), en: pick(1) } as const;
}
