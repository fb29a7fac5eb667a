import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { UNMET_REASONS } from "@zcps/contracts/zcps/peer-review/allocation";
import { ASSIGNMENT_STATUSES, REPLACEMENT_REASONS } from "@zcps/contracts/zcps/peer-review/api";
import { AGREE_CONCLUSIONS, GRADED_CONCLUSIONS, PEER_VERDICTS } from "@zcps/contracts/zcps/peer-review/pass-rule";
import { describe, expect, it } from "vitest";
import { peerReviewLocales } from "./locales";
import { peerReviewPages } from "./pages";

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("the peer review's administrator pages", () => {
  const { zh, en } = peerReviewLocales as { zh: Record<string, string>; en: Record<string, string> };
  // plural forms differ by language (English has _one and _other, Chinese neither)
  const has = (table: Record<string, string>, key: string) => {
    const base = key.replace(/_(one|other)$/, "");
    return base in table || `${base}_other` in table;
  };

  it("has every text in both languages", () => {
    const base = (table: Record<string, string>) =>
      new Set(Object.keys(table).map((k) => k.replace(/_(one|other)$/, "")));
    const [zhKeys, enKeys] = [base(zh), base(en)];
    expect([...zhKeys].filter((k) => !enKeys.has(k))).toEqual([]);
    expect([...enKeys].filter((k) => !zhKeys.has(k))).toEqual([]);
    for (const [key, text] of [...Object.entries(zh), ...Object.entries(en)]) expect(text, key).toBeTruthy();
  });

  it("every key a page asks for exists in both languages, the vocabularies' included", () => {
    const missing: string[] = [];
    for (const file of sourceFiles(__dirname)) {
      for (const match of readFileSync(file, "utf8").matchAll(/["'`]((?:peerUi|peer)\.[A-Za-z][\w.]*)["'`]/g)) {
        const key = match[1] as string;
        for (const table of [zh, en]) if (!has(table, key)) missing.push(`${file}: ${key}`);
      }
    }
    const vocabulary = [
      ...ASSIGNMENT_STATUSES.map((s) => `peerUi.status.${s}`),
      ...REPLACEMENT_REASONS.map((r) => `peerUi.replaceReason.${r}`),
      ...[...PEER_VERDICTS, "PENDING"].map((v) => `peerUi.verdict.${v}`),
      ...[...AGREE_CONCLUSIONS, ...GRADED_CONCLUSIONS].map((c) => `peerUi.conclusion.${c}`),
      ...["RATIO", "VETO", "GRADED"].map((k) => `peerUi.ruleKind.${k}`),
      ...["OPEN", "CLOSED"].map((s) => `peerUi.roundStatus.${s}`),
      ...["SIMULATED", "SUBMITTED", "DISCARDED"].map((s) => `peerUi.simulationStatus.${s}`),
      ...["FLOW", "GREEDY"].map((m) => `peerUi.method.${m}`),
      ...["external", "internal"].map((k) => `peerUi.kind.${k}`),
      ...["VALID", "INVALID"].map((v) => `peerUi.validity.${v}`),
      ...["discipline", "keywords", "seniority", "response", "random"].map((p) => `peerUi.part.${p}`),
      ...["declarants", "experts"].map((z) => `peerUi.zip.${z}`),
      // the engine's explanations, worded by the contracts' messages
      ...UNMET_REASONS.map((r) => `peer.alloc.unmet.${r}`),
    ];
    for (const key of vocabulary) for (const table of [zh, en]) if (!has(table, key)) missing.push(key);
    expect(missing).toEqual([]);
  });

  it("serves the administrator's four pages, not the expert's", () => {
    expect(Object.keys(peerReviewPages.pages).sort()).toEqual([
      "/AnonymousReview/AlreadySS",
      "/AnonymousReview/ExpertAudit",
      "/AnonymousReview/NotesReview",
      "/AnonymousReview/SummaryResults",
    ]);
  });
});
