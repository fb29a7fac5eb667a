import type { DeclarationState } from "@zcps/contracts/zcps/machine/states";
import type {
  AppealOutcome,
  AppealState,
  DismissAppealBody,
  MyAppealCase,
  ObjectionState,
  PublicityStatus,
  UpholdAppealBody,
} from "@zcps/contracts/zcps/results/api";
import { RESULTS_ELEMENTS as E } from "@zcps/contracts/zcps/results/element-codes";

/** Stage 9's rules as its pages apply them before asking the server. */

// ---------------------------------------------------------------------------------------------------------------
// The tabs of /HighJudgesRes/HighJudges, the one chosen kept in the address (?tab=)

export const RESULTS_TABS = ["meeting", "publicity", "appeals", "seals"] as const;
export type ResultsTab = (typeof RESULTS_TABS)[number];

/** The code that shows each tab; the meeting's results show to whoever opens the page. */
const TAB_CODES: Record<ResultsTab, string | null> = {
  meeting: null,
  publicity: E.publicityView,
  appeals: E.appealView,
  seals: E.view,
};

export const visibleTabs = (can: (code: string) => boolean): ResultsTab[] =>
  RESULTS_TABS.filter((tab) => {
    const code = TAB_CODES[tab];
    return code === null || can(code);
  });

/** The tab the address names when the user sees it, else the first they see (a stale or forged ?tab= falls back). */
export function tabOf(query: string | null, visible: readonly ResultsTab[]): ResultsTab {
  return visible.find((tab) => tab === query) ?? visible[0] ?? "meeting";
}

// ---------------------------------------------------------------------------------------------------------------
// Notices and objections

export const PUBLICITY_STATUS_COLORS: Record<PublicityStatus, string> = {
  OPEN: "processing",
  CLOSED: "success",
  CANCELLED: "default",
};

export const OBJECTION_STATE_COLORS: Record<ObjectionState, string> = {
  OPEN: "warning",
  ACCEPTED: "processing",
  UPHELD: "error",
  DISMISSED: "default",
};

export type ObjectionAction = "accept" | "dismiss" | "uphold";

/** What personnel may do with an objection: take an open one up; dismiss it open or taken up; uphold it taken up. */
export function objectionActions(state: ObjectionState): ObjectionAction[] {
  if (state === "OPEN") return ["accept", "dismiss"];
  if (state === "ACCEPTED") return ["dismiss", "uphold"];
  return [];
}

/** The default title of a result notice: the project's name (else the batch's) followed by what it publishes. */
export const defaultNoticeTitle = (name: string | undefined, suffix: string): string =>
  name ? `${name.trim()}${suffix}` : "";

// ---------------------------------------------------------------------------------------------------------------
// Appeals

export const APPEAL_STATE_COLORS: Record<AppealState, string> = {
  OPEN: "processing",
  DISMISSED: "default",
  UPHELD: "success",
};

/** Personnel's three answers to an appeal: the decision stands, it is revoked, or a stage reviews it again. */
export const APPEAL_DECISIONS = ["DISMISS", "REVOKE", "REREVIEW"] as const;
export type AppealDecision = (typeof APPEAL_DECISIONS)[number];

export interface AppealDecisionValues {
  decision: AppealDecision;
  resolution: string;
  reinstateAt?: DeclarationState;
  toDeclarant?: boolean;
}

export type AppealDecisionRequest =
  | { action: "dismiss"; body: DismissAppealBody }
  | { action: "uphold"; body: UpholdAppealBody & { outcome: AppealOutcome } };

/**
 * The call a decision makes on the appeal's declaration (at its version): a dismissal carries only the reasons; a
 * revocation its outcome; a re-review its stage and whether the declarant amends the declaration first.
 */
export function appealDecisionRequest(version: number, values: AppealDecisionValues): AppealDecisionRequest {
  const resolution = values.resolution.trim();
  switch (values.decision) {
    case "DISMISS":
      return { action: "dismiss", body: { resolution, version } };
    case "REVOKE":
      return { action: "uphold", body: { outcome: "REVOKE", resolution, version } };
    case "REREVIEW":
      return {
        action: "uphold",
        body: {
          outcome: "REREVIEW",
          reinstateAt: values.reinstateAt,
          toDeclarant: values.toDeclarant === true,
          resolution,
          version,
        },
      };
  }
}

/** The declarant's cases the appeal card shows: those that may be appealed, or were. */
export const appealCases = (cases: readonly MyAppealCase[]): MyAppealCase[] =>
  cases.filter((c) => c.appealable || c.appeals.length > 0);
