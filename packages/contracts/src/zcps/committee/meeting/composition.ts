import { hashString as hash, mix } from "../../../seeded-hash";
import type { Fraction } from "../vote/rule";

/**
 * A committee meeting's members and recusals (reference 5.5, issue 13 "hygl"). Pure, no I/O.
 *
 * - The draw: a committee of an odd size, at least the minimum (11 for a specialty committee, 25 for a series one),
 *   drawn at random from the active pool with at least the external share (吉林: 外聘:本校 = 3:7), each kind from a
 *   pool at least `poolRatio` times what is drawn of it (1:2, 差额遴选). A member who declares this year is not
 *   drawn. The same seed over the same pool draws the same members, so that a draw can be shown to be fair.
 * - Recusals: by rule (the member declares this year; the candidate is of the member's unit, where the meeting says
 *   so; a conflict the member declared or the office recorded) and declared by the member at the meeting. A recused
 *   member does not vote on that candidate.
 */

export interface PoolMember {
  id: string;
  external: boolean;
  unitId: string | null;
  /** the member is a declarant in this year's batch */
  declares?: boolean;
}

export interface DrawRule {
  size: number;
  /** the smallest committee allowed (11 for a specialty committee, 25 for a series one) */
  minSize: number;
  /** at least this share of the members is external (rounded up) */
  externalShare: Fraction;
  /** each kind's pool holds at least this many times what is drawn of it (2: a 1:2 draw) */
  poolRatio: number;
}

export const DEFAULT_DRAW_RULE: DrawRule = {
  size: 11,
  minSize: 11,
  externalShare: { numerator: 3, denominator: 10 },
  poolRatio: 2,
};

export const DRAW_ERRORS = ["SIZE_EVEN", "SIZE_TOO_SMALL", "POOL_TOO_SMALL"] as const;
export type DrawErrorCode = (typeof DRAW_ERRORS)[number];

export type DrawResult =
  | { ok: true; members: string[]; external: number; internal: number }
  | { ok: false; code: "SIZE_EVEN" | "SIZE_TOO_SMALL"; size: number; minSize: number }
  | { ok: false; code: "POOL_TOO_SMALL"; kind: "EXTERNAL" | "INTERNAL"; need: number; have: number };

/** The message key of a refused draw; its parameters are the result's fields. */
export const drawErrorKey = (code: DrawErrorCode) => `committee.meeting.draw.${code}` as const;

/** The external members a committee of `size` needs at least: the share, rounded up. */
export const externalsNeeded = (size: number, share: Fraction) =>
  Math.ceil((size * share.numerator) / share.denominator - 1e-9);

/**
 * Draws a committee: the pool's members (who do not declare this year) ordered by a key of the seed and their id,
 * the externals first up to their share, then the internals. Refused, with the figures for the message, when the
 * size is even or below the minimum, or a kind's pool is short of the ratio.
 */
export function drawMembers(pool: readonly PoolMember[], rule: DrawRule, seed: string): DrawResult {
  if (rule.size < rule.minSize) return { ok: false, code: "SIZE_TOO_SMALL", size: rule.size, minSize: rule.minSize };
  if (rule.size % 2 === 0) return { ok: false, code: "SIZE_EVEN", size: rule.size, minSize: rule.minSize };
  const seedHash = hash(seed);
  const eligible = pool
    .filter((m) => !m.declares)
    .map((m) => ({ member: m, key: mix(seedHash ^ mix(hash(m.id))) }))
    .sort((a, b) => a.key - b.key || (a.member.id < b.member.id ? -1 : 1))
    .map((e) => e.member);
  const externals = eligible.filter((m) => m.external);
  const internals = eligible.filter((m) => !m.external);
  const externalCount = externalsNeeded(rule.size, rule.externalShare);
  const internalCount = rule.size - externalCount;
  const short = (kind: "EXTERNAL" | "INTERNAL", need: number, have: number): DrawResult | null =>
    have < need * rule.poolRatio
      ? { ok: false, code: "POOL_TOO_SMALL", kind, need: need * rule.poolRatio, have }
      : null;
  const refused =
    short("EXTERNAL", externalCount, externals.length) ?? short("INTERNAL", internalCount, internals.length);
  if (refused) return refused;
  const members = [...externals.slice(0, externalCount), ...internals.slice(0, internalCount)].map((m) => m.id);
  return { ok: true, members, external: externalCount, internal: internalCount };
}

export const RECUSAL_REASONS = ["DECLARES", "SAME_UNIT", "CONFLICT", "DECLARED"] as const;
export type RecusalReason = (typeof RECUSAL_REASONS)[number];

export interface Recusal {
  memberId: string;
  candidateId: string;
  reason: RecusalReason;
}

export interface RecusalInput {
  members: readonly PoolMember[];
  candidates: readonly { id: string; unitId: string | null }[];
  /** recorded conflicts: a member with a candidate */
  conflicts?: readonly { memberId: string; candidateId: string }[];
  /** recusals the members declared at the meeting */
  declared?: readonly { memberId: string; candidateId: string }[];
  /** a member of the candidate's unit recuses (the meeting's setting; a school committee usually does not) */
  sameUnit: boolean;
}

/** Every member × candidate pair to recuse, one reason each (the first that applies, in RECUSAL_REASONS' order). */
export function findRecusals(input: RecusalInput): Recusal[] {
  const pair = (memberId: string, candidateId: string) => `${memberId}\u0000${candidateId}`;
  const conflicts = new Set((input.conflicts ?? []).map((c) => pair(c.memberId, c.candidateId)));
  const declared = new Set((input.declared ?? []).map((c) => pair(c.memberId, c.candidateId)));
  const found: Recusal[] = [];
  for (const member of input.members) {
    for (const candidate of input.candidates) {
      const reason: RecusalReason | null = member.declares
        ? "DECLARES"
        : input.sameUnit && member.unitId !== null && member.unitId === candidate.unitId
          ? "SAME_UNIT"
          : conflicts.has(pair(member.id, candidate.id))
            ? "CONFLICT"
            : declared.has(pair(member.id, candidate.id))
              ? "DECLARED"
              : null;
      if (reason) found.push({ memberId: member.id, candidateId: candidate.id, reason });
    }
  }
  return found;
}
