import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { applicationLocales } from "./locales";
import { applicationPages } from "./pages";

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("application review pages", () => {
  const { zh, en } = applicationLocales as { zh: Record<string, string>; en: Record<string, string> };

  it("has every text in both languages", () => {
    expect(Object.keys(zh).filter((k) => !(k in en))).toEqual([]);
    expect(Object.keys(en).filter((k) => !(k in zh))).toEqual([]);
    for (const [key, text] of [...Object.entries(zh), ...Object.entries(en)]) expect(text, key).toBeTruthy();
  });

  it("every key a page asks for exists in both languages, the decisions, events and queue filters included", () => {
    const missing: string[] = [];
    for (const file of sourceFiles(__dirname)) {
      for (const match of readFileSync(file, "utf8").matchAll(/\bt\(\s*(["'`])([A-Za-z][\w.-]*)\1/g)) {
        const key = match[2] as string;
        for (const table of [zh, en]) if (!(key in table)) missing.push(`${file}: ${key}`);
      }
    }
    const built = [
      ...["APPROVED", "REJECTED"].map((d) => `appReview.decision.${d}`),
      ...["FILED", "ASSIGNED", "APPROVED", "REJECTED"].map((e) => `appReview.event.${e}`),
      ...["PENDING", "DECIDED", "ALL"].map((q) => `appReview.queue.${q}`),
    ];
    for (const key of built) for (const table of [zh, en]) if (!(key in table)) missing.push(key);
    expect(missing).toEqual([]);
  });

  it("serves the three pages of the group, each from its own module", () => {
    expect(Object.keys(applicationPages.pages).sort()).toEqual([
      "/ApplicationReview/AuditAssignment",
      "/ApplicationReview/AuditStatistics",
      "/ApplicationReview/MaterialsReview",
    ]);
    expect(new Set(Object.values(applicationPages.pages)).size).toBe(3);
  });
});
