import type { VoteChoice } from "@zcps/contracts/zcps/committee/vote";
import type { CommitteeDuty, CommitteeTallyRow, ProfessorBallotRow } from "@zcps/contracts/zcps/professor/api";

/** The professor committee's rules as its pages apply them before asking the server. */

/** A row of the member's draft as saveRecommend takes it. */
export interface BallotDraftRow {
  declarationId: string;
  choice: VoteChoice | null;
  rank: number | null;
  remark: string | null;
}

/** The draft as the server keeps it, from the ballot it answered. */
export const draftOf = (rows: readonly ProfessorBallotRow[]): BallotDraftRow[] =>
  rows.map((r) => ({ declarationId: r.declarationId, choice: r.choice, rank: r.rank, remark: r.remark }));

/** A change to one row: only a recommended declarant keeps a rank. */
export function changeRow(row: BallotDraftRow, patch: Partial<Omit<BallotDraftRow, "declarationId">>): BallotDraftRow {
  const next = { ...row, ...patch };
  return next.choice === "AGREE" ? next : { ...next, rank: null };
}

/** Ranks given to more than one recommended declarant (the server refuses them too). */
export function duplicateRanks(draft: readonly BallotDraftRow[]): Set<number> {
  const seen = new Set<number>();
  const twice = new Set<number>();
  for (const { choice, rank } of draft) {
    if (choice !== "AGREE" || rank === null) continue;
    if (seen.has(rank)) twice.add(rank);
    seen.add(rank);
  }
  return twice;
}

/** How many declarants the draft recommends, does not recommend, abstains on and leaves open. */
export function draftCounts(draft: readonly BallotDraftRow[]) {
  const of = (choice: VoteChoice | null) => draft.filter((d) => d.choice === choice).length;
  return { agree: of("AGREE"), disagree: of("DISAGREE"), abstain: of("ABSTAIN"), open: of(null) };
}

/**
 * Ranks 1..k for the k recommended declarants: those already ranked keep their order (ties and gaps closed), the
 * unranked follow in the list's order. The other rows lose any rank.
 */
export function autoRank(draft: readonly BallotDraftRow[]): BallotDraftRow[] {
  const recommended = draft
    .map((row, index) => ({ row, index }))
    .filter(({ row }) => row.choice === "AGREE")
    .sort(
      (a, b) =>
        (a.row.rank ?? Number.POSITIVE_INFINITY) - (b.row.rank ?? Number.POSITIVE_INFINITY) || a.index - b.index,
    );
  const rankOf = new Map(recommended.map(({ row }, i) => [row.declarationId, i + 1]));
  return draft.map((row) => ({ ...row, rank: rankOf.get(row.declarationId) ?? null }));
}

/** Where a unit's committee stands, as personnel's list shows it. */
export type CommitteeStage = "NO_MEMBERS" | "NOT_STARTED" | "VOTING" | "COMPLETE" | "CONFIRMED";

export function committeeStage(duty: Pick<CommitteeDuty, "roundState" | "submitted" | "members">): CommitteeStage {
  if (duty.roundState === "CONFIRMED") return "CONFIRMED";
  if (duty.members === 0) return "NO_MEMBERS";
  if (duty.roundState === null) return "NOT_STARTED";
  return duty.members > 0 && duty.submitted >= duty.members ? "COMPLETE" : "VOTING";
}

export const COMMITTEE_STAGE_COLORS: Record<CommitteeStage, string> = {
  NO_MEMBERS: "default",
  NOT_STARTED: "default",
  VOTING: "processing",
  COMPLETE: "warning",
  CONFIRMED: "success",
};

export const ROUND_STATE_COLORS: Record<string, string> = {
  OPEN: "processing",
  CONFIRMED: "success",
  REJECTED: "warning",
};

export const TALLY_VERDICT_COLORS: Record<CommitteeTallyRow["verdict"], string> = {
  PASS: "success",
  FAIL: "error",
  NO_QUORUM: "purple",
};

export const PEER_VERDICT_COLORS: Record<string, string> = {
  PASS: "success",
  FAIL: "error",
  NEEDS_MORE: "warning",
};

/**
 * An item's line without its material type's name, which its section already shows (the server's summary leads with
 * it: "学历学位：武汉大学…").
 */
export function itemSummary(summary: string, typeName: string | undefined, lang: "zh" | "en"): string {
  const prefix = typeName ? `${typeName}${lang === "zh" ? "：" : ": "}` : "";
  return (prefix && summary.startsWith(prefix) ? summary.slice(prefix.length) : summary) || "-";
}
