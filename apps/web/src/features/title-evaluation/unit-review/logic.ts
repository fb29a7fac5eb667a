import type { DeclareCountRow, PrecheckVerdict, QuotaUse, RecommendRow } from "@zcps/contracts/zcps/unit-review/api";

/** What the pre-check says beside the approve button: pass, hard conditions met with advisory ones unmet, fail. */
export type VerdictKind = "pass" | "advisory" | "fail" | "none";

export const verdictOf = (precheck: PrecheckVerdict): VerdictKind =>
  precheck.kind.toLowerCase() as Lowercase<PrecheckVerdict["kind"]>;

/** Approving needs a recorded reason exactly when the hard conditions are known to fail. */
export const needsOverride = (precheck: PrecheckVerdict) => precheck.kind === "FAIL";

/** The count table: the states that occur (in the given order), each row's cells, and the column totals. */
export function countMatrix(rows: readonly DeclareCountRow[], stateOrder: readonly string[]) {
  const present = new Set(rows.flatMap((r) => Object.keys(r.counts).filter((s) => (r.counts[s] ?? 0) > 0)));
  const states = [...stateOrder.filter((s) => present.has(s)), ...[...present].filter((s) => !stateOrder.includes(s))];
  const columnTotals: Record<string, number> = {};
  for (const state of states) columnTotals[state] = rows.reduce((sum, r) => sum + (r.counts[state] ?? 0), 0);
  const total = rows.reduce((sum, r) => sum + r.total, 0);
  return { states, columnTotals, total };
}

export interface RecommendDraftRow {
  declarationId: string;
  rank: number | null;
  recommend: boolean;
  remark: string | null;
}

/** The draft as the server keeps it, from the list it answered. */
export const draftOf = (rows: readonly RecommendRow[]): RecommendDraftRow[] =>
  rows.map((r) => ({ declarationId: r.id, rank: r.rank, recommend: r.recommend, remark: r.remark }));

/** Ranks given to more than one declaration (the server refuses them too). */
export function duplicateRanks(draft: readonly RecommendDraftRow[]): Set<number> {
  const seen = new Set<number>();
  const twice = new Set<number>();
  for (const { rank } of draft) {
    if (rank === null) continue;
    if (seen.has(rank)) twice.add(rank);
    seen.add(rank);
  }
  return twice;
}

/**
 * The quota each level would use with this draft: the recommended declarations that are not quota-exempt, against
 * what the unit was allocated (what other batches' decisions used already stays counted).
 */
export function quotaWithDraft(
  quotas: readonly QuotaUse[],
  rows: readonly RecommendRow[],
  draft: readonly RecommendDraftRow[],
): (QuotaUse & { planned: number; over: boolean })[] {
  const chosen = new Set(draft.filter((d) => d.recommend).map((d) => d.declarationId));
  return quotas.map((q) => {
    const planned = rows.filter(
      (r) =>
        chosen.has(r.id) &&
        !r.quotaExempt &&
        r.level === q.level &&
        (q.trackCode === "" || r.trackCode === q.trackCode),
    ).length;
    return { ...q, planned, over: planned > q.left };
  });
}

/**
 * What a return sends back, from the checked tree keys: a section whose every item is checked (or an empty section
 * checked) goes as its material type, the other checked items by id; nothing checked returns the whole declaration.
 */
export function returnScope(
  sections: readonly { materialType: string; items: readonly { id: string }[] }[],
  checked: readonly string[],
): { materialTypes?: string[]; itemIds?: string[] } {
  const keys = new Set(checked);
  const materialTypes: string[] = [];
  const itemIds: string[] = [];
  for (const section of sections) {
    const all = section.items.length > 0 && section.items.every((i) => keys.has(i.id));
    if (all || keys.has(`type:${section.materialType}`)) materialTypes.push(section.materialType);
    else for (const item of section.items) if (keys.has(item.id)) itemIds.push(item.id);
  }
  return {
    ...(materialTypes.length ? { materialTypes } : {}),
    ...(itemIds.length ? { itemIds } : {}),
  };
}
