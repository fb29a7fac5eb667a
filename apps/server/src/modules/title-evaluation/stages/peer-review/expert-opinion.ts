import type { MessageKey } from "@zcps/contracts/messages";
import type { PeerOpinionView, PeerRoundSettings } from "@zcps/contracts/zcps/peer-review/api";
import { conclusionScale, type PeerConclusion } from "@zcps/contracts/zcps/peer-review/pass-rule";

/**
 * An opinion against its round's settings (pure): what a draft may hold (scores of the round's criteria only, each
 * within 0..max; a conclusion of the round's scale) and what a submission needs besides (every criterion scored, a
 * conclusion, a comment of the minimum length, a signature). A refusal names the criterion in the caller's language.
 */

export interface OpinionDraft {
  scores: Record<string, number>;
  conclusion: string | null;
  comment: string;
}

export interface OpinionRefusal {
  key: MessageKey;
  values?: Record<string, string | number>;
}

type Lang = "zh" | "en";

/** Characters as a reader counts them (a CJK character or an emoji is one), blanks aside. */
export const commentLength = (comment: string) => [...comment.replace(/\s+/g, "")].length;

/** Why a draft cannot be saved, or null. */
export function draftRefusal(settings: PeerRoundSettings, draft: OpinionDraft, lang: Lang): OpinionRefusal | null {
  for (const [key, score] of Object.entries(draft.scores)) {
    const criterion = settings.criteria.find((c) => c.key === key);
    if (!criterion) return { key: "peer.opinion.unknownCriterion", values: { criterion: key } };
    if (!Number.isFinite(score) || score < 0 || score > criterion.max)
      return { key: "peer.opinion.scoreRange", values: { criterion: criterion[lang], max: criterion.max } };
  }
  if (draft.conclusion !== null && !conclusionScale(settings.passRule).includes(draft.conclusion as PeerConclusion))
    return { key: "peer.opinion.conclusionScale" };
  return null;
}

/** Why a saved opinion cannot be submitted, or null. */
export function submitRefusal(
  settings: PeerRoundSettings,
  draft: OpinionDraft,
  hasSignature: boolean,
  lang: Lang,
): OpinionRefusal | null {
  const invalid = draftRefusal(settings, draft, lang);
  if (invalid) return invalid;
  const unscored = settings.criteria.find((c) => draft.scores[c.key] === undefined);
  if (unscored) return { key: "peer.opinion.missingScore", values: { criterion: unscored[lang] } };
  if (!draft.conclusion) return { key: "peer.opinion.noConclusion" };
  const length = commentLength(draft.comment);
  if (length < settings.commentMinLength)
    return { key: "peer.opinion.commentShort", values: { min: settings.commentMinLength, length } };
  if (!hasSignature) return { key: "peer.opinion.noSignature" };
  return null;
}

/** An opinion as its expert reads it back. */
export function opinionView(
  assignmentId: string,
  row: {
    scores: Record<string, number>;
    conclusion: string | null;
    comment: string;
    savedAt: Date;
    submittedAt: Date | null;
    validity: string;
    invalidReason: string | null;
  },
): PeerOpinionView {
  const scores = Object.values(row.scores);
  return {
    assignmentId,
    scores: row.scores,
    total: scores.length ? scores.reduce((sum, s) => sum + s, 0) : null,
    conclusion: row.conclusion as PeerConclusion | null,
    comment: row.comment,
    savedAt: row.savedAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    validity: row.validity === "INVALID" ? "INVALID" : "VALID",
    invalidReason: row.invalidReason,
  };
}
