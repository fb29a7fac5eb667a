import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";

/**
 * What a feature's locales test checks: both languages hold the same keys, none empty, and every key the feature's
 * sources ask for (a string literal under one of its prefixes) or its vocabularies name exists in both.
 */

type Table = Record<string, string>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

// plural forms differ by language (English has _one and _other, Chinese neither)
const baseKey = (key: string) => key.replace(/_(one|other)$/, "");
const has = (table: Table, key: string) => baseKey(key) in table || `${baseKey(key)}_other` in table;

export function expectBothLanguages(locales: { zh: object; en: object }) {
  const { zh, en } = locales as { zh: Table; en: Table };
  const keys = (table: Table) => new Set(Object.keys(table).map(baseKey));
  const [zhKeys, enKeys] = [keys(zh), keys(en)];
  expect([...zhKeys].filter((k) => !enKeys.has(k))).toEqual([]);
  expect([...enKeys].filter((k) => !zhKeys.has(k))).toEqual([]);
  for (const [key, text] of [...Object.entries(zh), ...Object.entries(en)]) expect(text, key).toBeTruthy();
}

export function expectKeysExist(
  locales: { zh: object; en: object },
  dir: string,
  prefixes: readonly string[],
  vocabulary: readonly string[],
) {
  const { zh, en } = locales as { zh: Table; en: Table };
  const pattern = new RegExp(`["'\`]((?:${prefixes.join("|")})\\.[A-Za-z][\\w.]*)["'\`]`, "g");
  const missing: string[] = [];
  for (const file of sourceFiles(dir))
    for (const match of readFileSync(file, "utf8").matchAll(pattern)) {
      const key = match[1] as string;
      for (const table of [zh, en]) if (!has(table, key)) missing.push(`${file}: ${key}`);
    }
  for (const key of vocabulary) for (const table of [zh, en]) if (!has(table, key)) missing.push(key);
  expect(missing).toEqual([]);
}
