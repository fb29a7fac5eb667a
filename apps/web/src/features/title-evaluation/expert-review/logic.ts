import {
  type OpinionInput,
  type PeerCriterion,
  type PeerPacket,
  VERIFY_CODE_RESEND_SECONDS,
} from "@zcps/contracts/zcps/peer-review/api";
import type { PeerConclusion } from "@zcps/contracts/zcps/peer-review/pass-rule";

/** The pure rules of the expert's pages: the code's countdown, the opinion's total, what a submission still lacks. */

/** Seconds to wait before another code may be sent. */
export const RESEND_SECONDS = VERIFY_CODE_RESEND_SECONDS;

/** Whole seconds left before another code may be sent (0: send again now); `sentAt` and `now` in milliseconds. */
export function secondsLeft(sentAt: number | null, now: number, seconds = RESEND_SECONDS): number {
  if (sentAt === null) return 0;
  return Math.max(0, Math.ceil((sentAt + seconds * 1000 - now) / 1000));
}

/** The comment's length as the expert sees it: characters (not UTF-16 units), surrounding spaces left out. */
export const commentLength = (comment: string | undefined) => [...(comment ?? "").trim()].length;

export interface OpinionValues {
  scores: Record<string, number | null | undefined>;
  conclusion?: PeerConclusion;
  comment?: string;
}

/** The criteria scores' total, or null while none is given. */
export function opinionTotal(criteria: readonly PeerCriterion[], scores: OpinionValues["scores"]): number | null {
  const given = criteria.map((c) => scores[c.key]).filter((s): s is number => typeof s === "number");
  return given.length === 0 ? null : given.reduce((sum, s) => sum + s, 0);
}

/** The most the criteria allow together. */
export const opinionMax = (criteria: readonly PeerCriterion[]) => criteria.reduce((sum, c) => sum + c.max, 0);

/** What stops a submission, as i18n keys with their values: a score missing or past its max, no conclusion, a short comment. */
export type OpinionIssue =
  | { key: "erUi.issue.score"; criterion: string }
  | { key: "erUi.issue.scoreMax"; criterion: string; max: number }
  | { key: "erUi.issue.conclusion" }
  | { key: "erUi.issue.comment"; min: number; length: number };

/**
 * What the opinion still lacks to be submitted. A draft may be saved with any of these; a score past its max is refused
 * even in a draft (`forDraft`).
 */
export function opinionIssues(
  packet: Pick<PeerPacket, "criteria" | "commentMinLength">,
  values: OpinionValues,
  forDraft = false,
): OpinionIssue[] {
  const issues: OpinionIssue[] = [];
  for (const c of packet.criteria) {
    const score = values.scores[c.key];
    if (typeof score === "number" && (score < 0 || score > c.max))
      issues.push({ key: "erUi.issue.scoreMax", criterion: c.key, max: c.max });
    else if (!forDraft && typeof score !== "number") issues.push({ key: "erUi.issue.score", criterion: c.key });
  }
  if (forDraft) return issues;
  if (!values.conclusion) issues.push({ key: "erUi.issue.conclusion" });
  const length = commentLength(values.comment);
  if (length < packet.commentMinLength)
    issues.push({ key: "erUi.issue.comment", min: packet.commentMinLength, length });
  return issues;
}

/** The request body of a save or a submission: only the scores given, the comment trimmed. */
export function opinionRequest(assignmentId: string, values: OpinionValues): OpinionInput {
  const scores = Object.fromEntries(
    Object.entries(values.scores).filter((entry): entry is [string, number] => typeof entry[1] === "number"),
  );
  return {
    assignmentId,
    scores,
    ...(values.conclusion ? { conclusion: values.conclusion } : {}),
    comment: (values.comment ?? "").trim(),
  };
}

/** The form's first values: the saved draft or submitted opinion, else nothing given. */
export function initialOpinion(packet: Pick<PeerPacket, "opinion">): OpinionValues {
  const opinion = packet.opinion;
  return {
    scores: { ...(opinion?.scores ?? {}) },
    conclusion: opinion?.conclusion ?? undefined,
    comment: opinion?.comment ?? "",
  };
}
