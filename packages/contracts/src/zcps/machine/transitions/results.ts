import {
  advance,
  entryEffects,
  goto,
  guard,
  needsComment,
  needsReason,
  noOpenObjection,
  onEntry,
  publicityElapsed,
  row,
  stay,
  type TransitionRow,
} from "../rows";
import { enabledAtOrAfter, isPipelineStage, stageEnabled, TERMINAL_STATES } from "../states";
import type { Effect } from "../types";

const TERMINAL = [...TERMINAL_STATES];
const appealOpen = guard("decl.noOpenAppeal", (f) => f.appealOpen === true);
const none = (): Effect[] => [];

/** Result publicity (stage 9), revocation, and appeals (an overlay on the terminal states). */
export const RESULT_ROWS: readonly TransitionRow[] = [
  // Result publicity (stage 9)
  row({
    id: "close-result-publicity",
    ref: "26",
    from: ["RESULT_PUBLICITY"],
    event: "closeResultPublicity",
    actors: ["SYSTEM", "PERSONNEL", "SCHOOL_ADMIN"],
    guards: [publicityElapsed, noOpenObjection],
    checks: [],
    to: advance,
    effects: onEntry,
  }),
  row({
    id: "result-objection-accepted",
    ref: "27",
    from: ["RESULT_PUBLICITY"],
    event: "objectionAccepted",
    actors: ["PERSONNEL", "SCHOOL_ADMIN"],
    guards: [],
    checks: [],
    to: goto("PUBLICITY_HOLD"),
    effects: none,
  }),
  row({
    id: "result-objection-dismissed",
    ref: "28",
    from: ["PUBLICITY_HOLD"],
    event: "dismiss",
    actors: ["PERSONNEL", "SCHOOL_ADMIN"],
    guards: [],
    checks: [],
    // the publicity runs its full term: a hold that ends early returns to it
    to: ({ facts }) => ({
      next: facts.publicityElapsed === true && (facts.openObjections ?? 0) === 0 ? "APPROVED" : "RESULT_PUBLICITY",
      returnedFrom: null,
    }),
    effects: (_ctx, next) => (next === "APPROVED" ? entryEffects(next) : []),
  }),
  row({
    id: "result-objection-upheld",
    ref: "28",
    from: ["PUBLICITY_HOLD"],
    event: "uphold",
    actors: ["PERSONNEL", "SCHOOL_ADMIN"],
    guards: [],
    checks: [needsComment],
    to: goto("REVOKED"),
    effects: () => [{ type: "leavePublicity" }, { type: "openAppealWindow" }],
  }),
  row({
    id: "revoke",
    ref: "32",
    from: ["APPROVED"],
    event: "revoke",
    actors: ["PERSONNEL", "SCHOOL_ADMIN"],
    guards: [],
    checks: [needsReason],
    to: goto("REVOKED"),
    effects: () => [{ type: "supersedeResult" }],
  }),

  // Appeals (an overlay on the terminal states)
  row({
    id: "appeal-filed",
    ref: "29",
    from: TERMINAL,
    event: "appealFiled",
    actors: ["DECLARANT"],
    guards: [
      guard("decl.appealWindowClosed", (f) => f.appealWindowOpen === true),
      guard("decl.appealAlreadyOpen", (f) => f.appealOpen !== true),
    ],
    checks: [],
    to: stay,
    effects: () => [{ type: "openAppeal" }, { type: "notify", to: "APPEAL_HANDLER" }],
  }),
  row({
    id: "appeal-upheld",
    ref: "30",
    from: TERMINAL,
    event: "appealUpheld",
    actors: ["APPEAL_HANDLER"],
    guards: [appealOpen],
    checks: [
      {
        refusal: ({ facts, event }) =>
          (isPipelineStage(event.reinstateAt) && stageEnabled(facts.pipeline, event.reinstateAt)) ||
          (event.reinstateAt === "QUALIFIED" && stageEnabled(facts.pipeline, "PEER_REVIEW"))
            ? null
            : "decl.reinstateStageInvalid",
      },
    ],
    to: ({ facts, event }) => {
      const stage = enabledAtOrAfter(facts.pipeline, event.reinstateAt);
      return event.toDeclarant ? { next: "RETURNED", returnedFrom: stage } : { next: stage, returnedFrom: null };
    },
    effects: ({ event }, next) => [
      { type: "closeAppeal", outcome: "UPHELD" },
      ...(event.toDeclarant ? [{ type: "unlockAll" } as const] : entryEffects(next)),
    ],
  }),
  row({
    id: "appeal-dismissed",
    ref: "30",
    from: TERMINAL,
    event: "appealDismissed",
    actors: ["APPEAL_HANDLER"],
    guards: [appealOpen],
    checks: [],
    to: stay,
    effects: () => [{ type: "closeAppeal", outcome: "DISMISSED" }],
    notifiesDeclarant: true,
  }),
];
