import type {
  AssignmentStatus,
  PeerAssignmentRow,
  PeerRoundSettings,
  ReplacementReason,
  SimulationResult,
} from "@zcps/contracts/zcps/peer-review/api";
import type { PassRule, PeerVerdict } from "@zcps/contracts/zcps/peer-review/pass-rule";
import type { TFunction } from "i18next";

/** The peer review's rules as the administrator's pages apply them before asking the server. */

export interface Pair {
  declarantId: string;
  expertId: string;
}

/** A message of the server's vocabulary ({name} placeholders) in the console's language. */
export interface KeyedMessage {
  key: string;
  params: Record<string, string | number>;
}

/** The allocation engine's explanation (an unmet declarant, a pin not placed) in the console's language. */
export const explain = (t: TFunction, message: KeyedMessage): string =>
  t(message.key, { ...message.params, interpolation: { prefix: "{", suffix: "}" }, defaultValue: message.key });

export const samePair = (a: Pair, b: Pair) => a.declarantId === b.declarantId && a.expertId === b.expertId;

/** The list with the pair added (once), or without it when it is there. */
export const togglePair = <P extends Pair>(list: readonly P[], pair: P): P[] =>
  list.some((p) => samePair(p, pair)) ? list.filter((p) => !samePair(p, pair)) : [...list, pair];

/**
 * Pins and forbidden pairs never name the same pair: pinning a forbidden pair lifts the ban, and forbidding a pinned
 * pair unpins it.
 */
export function pinPair<P extends Pair>(pins: { pinned: P[]; forbidden: P[] }, pair: P) {
  return {
    pinned: pins.pinned.some((p) => samePair(p, pair)) ? pins.pinned : [...pins.pinned, pair],
    forbidden: pins.forbidden.filter((p) => !samePair(p, pair)),
  };
}

export function forbidPair<P extends Pair>(pins: { pinned: P[]; forbidden: P[] }, pair: P) {
  return {
    pinned: pins.pinned.filter((p) => !samePair(p, pair)),
    forbidden: pins.forbidden.some((p) => samePair(p, pair)) ? pins.forbidden : [...pins.forbidden, pair],
  };
}

/** What submitting a plan sends: the declarants it serves in full and their invitations. */
export function planTotals(result: Pick<SimulationResult, "declarants">) {
  return {
    declarations: result.declarants.length,
    invitations: result.declarants.reduce((sum, d) => sum + d.assignments.length, 0),
  };
}

/** The load histogram ("load → experts") as bars in load order. */
export function loadBars(histogram: Record<string, number>): { load: number; experts: number }[] {
  return Object.entries(histogram)
    .map(([load, experts]) => ({ load: Number(load), experts }))
    .filter((bar) => Number.isFinite(bar.load))
    .sort((a, b) => a.load - b.load);
}

/** An invitation whose expert has not opened the packet yet, still out: it may be cancelled. */
export const cancellable = (row: Pick<PeerAssignmentRow, "status" | "openedAt">) =>
  (row.status === "INVITED" || row.status === "ACCEPTED") && !row.openedAt;

/** An invitation still waiting for its expert: a reminder makes sense. */
export const remindable = (row: Pick<PeerAssignmentRow, "status">) =>
  row.status === "INVITED" || row.status === "ACCEPTED";

const REPLACEMENT_FOR: Partial<Record<AssignmentStatus, ReplacementReason>> = {
  DECLINED: "DECLINED",
  EXPIRED: "EXPIRED",
  INVALID: "INVALID_OPINION",
};

/** An invitation a replacement is sent for (a decline, an expiry, an invalid opinion), and the reason it suggests. */
export const replacementReasonFor = (status: AssignmentStatus): ReplacementReason | null =>
  REPLACEMENT_FOR[status] ?? null;

export const STATUS_COLORS: Record<AssignmentStatus, string> = {
  INVITED: "processing",
  ACCEPTED: "cyan",
  DECLINED: "warning",
  EXPIRED: "orange",
  COMPLETED: "success",
  INVALID: "error",
  CANCELLED: "default",
};

export const VERDICT_COLORS: Record<PeerVerdict | "PENDING", string> = {
  PASS: "success",
  FAIL: "error",
  NEEDS_MORE: "warning",
  PENDING: "default",
};

/** The pass rule in words: "agree ≥ 2/3 of valid opinions", "at most 1 disagree", "A–C ≥ 3 and D ≤ 0". */
export function passRuleText(t: TFunction, rule: PassRule): string {
  switch (rule.kind) {
    case "RATIO":
      return t("peerUi.rule.RATIO", { numerator: rule.numerator, denominator: rule.denominator });
    case "VETO":
      return t("peerUi.rule.VETO", { count: rule.maxDisagree });
    case "GRADED":
      return t("peerUi.rule.GRADED", { minPassing: rule.minPassing, maxD: rule.maxD });
  }
}

/** How many experts each level needs, in words: "正高 5（校外 ≥ 3）". */
export function compositionText(t: TFunction, required: number, externalMin: number): string {
  return t("peerUi.composition", { required, externalMin });
}

/** A round's settings in a few words: the experts per level, the pass rule, anonymity and the days given. */
export function roundSummary(t: TFunction, level: (level: string) => string, settings: PeerRoundSettings): string[] {
  const { FULL_SENIOR: full, ASSOC_SENIOR: associate } = settings.byLevel;
  return [
    `${level("FULL_SENIOR")} ${compositionText(t, full.required, full.externalMin)}`,
    `${level("ASSOC_SENIOR")} ${compositionText(t, associate.required, associate.externalMin)}`,
    passRuleText(t, settings.passRule),
    t(settings.anonymous ? "peerUi.anonymous" : "peerUi.named"),
    t("peerUi.days", { reply: settings.replyDays, review: settings.reviewDays }),
  ];
}

/** A verdict personnel may confirm: every opinion is in and the verdict not confirmed yet. */
export const confirmable = (row: {
  complete: boolean;
  verdict: PeerVerdict | null;
  confirmedVerdict: PeerVerdict | null;
}) => row.complete && row.verdict !== null && row.confirmedVerdict === null;

/** How many of the rows pass, fail or need more experts. */
export function verdictCounts(rows: readonly { verdict: PeerVerdict | null }[]) {
  const counts = { pass: 0, fail: 0, more: 0 };
  for (const row of rows) {
    if (row.verdict === "PASS") counts.pass++;
    else if (row.verdict === "FAIL") counts.fail++;
    else if (row.verdict === "NEEDS_MORE") counts.more++;
  }
  return counts;
}
