/**
 * The results stage's calls (stage 9). So far: the verification of the sealed results, which recomputes the
 * tenant's hash chain and names the first broken link, and lists approved declarations that carry no seal.
 */

export const RESULTS_ROUTES = {
  sealCheck: "/api/zcps-sh/results/seals/verify",
} as const;

/** How a chain breaks: content changed, a record's own fields changed, the link to the one before, a gap. */
export const SEAL_BREAKS = ["CONTENT_CHANGED", "RECORD_CHANGED", "LINK_BROKEN", "RECORD_MISSING"] as const;
export type SealBreak = (typeof SEAL_BREAKS)[number];

export interface SealCheckReply {
  /** the chain whole and every approved declaration sealed */
  ok: boolean;
  /** records on the chain */
  records: number;
  /** the last record's hash when the chain is whole (to compare with a copy kept elsewhere) */
  lastHash: string | null;
  /** the first broken link, with its message in the caller's language */
  broken: { seq: number; declarationId: string | null; name: string | null; reason: SealBreak; message: string } | null;
  /** approved declarations with no live seal */
  unsealed: { declarationId: string; name: string | null }[];
  checkedAt: string;
}
