import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { ASSIGNMENT_STATUSES } from "@zcps/contracts/zcps/peer-review/api";
import { AGREE_CONCLUSIONS, GRADED_CONCLUSIONS } from "@zcps/contracts/zcps/peer-review/pass-rule";
import { describe, expect, it } from "vitest";
import { expertReviewLocales } from "./locales";
import { expertReviewPages } from "./pages";

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const hasKey = (table: Record<string, string>, key: string) => key in table || `${key}_other` in table;

describe("the expert's pages", () => {
  const { zh, en } = expertReviewLocales as { zh: Record<string, string>; en: Record<string, string> };

  it("every key a page asks for exists in both languages, the vocabularies' included", () => {
    const missing: string[] = [];
    for (const file of sourceFiles(__dirname).filter((f) => !f.endsWith("locales.ts")))
      for (const match of readFileSync(file, "utf8").matchAll(/["'`](erUi\.[A-Za-z][\w.]*[A-Za-z])["'`]/g)) {
        const key = match[1] as string;
        for (const table of [zh, en]) if (!hasKey(table, key)) missing.push(`${file}: ${key}`);
      }
    const vocabulary = [
      ...ASSIGNMENT_STATUSES.map((s) => `erUi.status.${s}`),
      ...["NONE", "DRAFT", "SUBMITTED"].map((o) => `erUi.opinion.${o}`),
      ...[...AGREE_CONCLUSIONS, ...GRADED_CONCLUSIONS].map((c) => `erUi.conclusion.${c}`),
      ...["external", "internal"].map((k) => `erUi.kind.${k}`),
      ...["SMS_CODE", "HR"].map((m) => `erUi.method.${m}`),
      "peer.v.declineReason",
      "peer.v.conflictReason",
      "peer.v.code",
    ];
    for (const key of vocabulary) for (const table of [zh, en]) if (!hasKey(table, key)) missing.push(key);
    expect(missing).toEqual([]);
  });

  it("shows no declarant's name, staff number or unit: no page text asks for one", () => {
    const identity = /declarantName|employeeNo|staffNo|unitName/;
    for (const file of sourceFiles(__dirname).filter((f) => !f.endsWith("locales.ts")))
      expect(readFileSync(file, "utf8").match(identity)?.[0], file).toBeUndefined();
  });

  it("serves the expert's two pages", () => {
    expect(Object.keys(expertReviewPages.pages).sort()).toEqual([
      "/AnonymousReview/ExpertReview",
      "/AnonymousReview/IdentityVerification",
    ]);
  });
});
