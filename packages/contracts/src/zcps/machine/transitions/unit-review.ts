import { returnRow } from "../return-matrix";
import {
  advance,
  appealable,
  entryEffects,
  goto,
  guard,
  needsComment,
  needsReason,
  noOpenObjection,
  onEntry,
  publicityElapsed,
  row,
  type TransitionRow,
} from "../rows";
import { quotaHeld } from "../standing";
import { stageEnabled } from "../states";

/** Unit review, publicity, recommendation (stage 2). */
export const UNIT_REVIEW_ROWS: readonly TransitionRow[] = [
  returnRow("UNIT_REVIEW", "3"),
  row({
    id: "approve",
    ref: "5",
    from: ["UNIT_REVIEW"],
    event: "approve",
    actors: ["UNIT_ADMIN", "UNIT_LEADER"],
    guards: [],
    checks: [],
    to: advance,
    effects: onEntry,
  }),
  row({
    id: "reject",
    ref: "6",
    from: ["UNIT_REVIEW"],
    event: "reject",
    actors: ["UNIT_LEADER"],
    guards: [],
    checks: [needsReason],
    to: goto("UNIT_REJECTED"),
    effects: appealable,
  }),
  row({
    id: "close-unit-publicity",
    ref: "7",
    from: ["UNIT_PUBLICITY"],
    event: "closePublicity",
    actors: ["SYSTEM", "UNIT_ADMIN", "UNIT_LEADER"],
    guards: [publicityElapsed, noOpenObjection],
    checks: [],
    to: advance,
    effects: onEntry,
  }),
  row({
    id: "unit-objection-upheld",
    ref: "8",
    from: ["UNIT_PUBLICITY"],
    event: "objectionUpheld",
    actors: ["UNIT_LEADER"],
    guards: [],
    checks: [needsComment],
    // a corrected declaration goes through the unit's review again before a new publicity
    to: ({ facts, event }) =>
      event.outcome === "REJECT"
        ? { next: "UNIT_REJECTED", returnedFrom: null }
        : {
            next: "RETURNED",
            returnedFrom: stageEnabled(facts.pipeline, "UNIT_REVIEW") ? "UNIT_REVIEW" : "UNIT_PUBLICITY",
          },
    effects: ({ event }) =>
      event.outcome === "REJECT"
        ? [{ type: "leavePublicity" }, { type: "openAppealWindow" }]
        : [{ type: "leavePublicity" }, { type: "unlockAll" }],
  }),
  row({
    id: "unit-recommend",
    ref: "9",
    from: ["UNIT_RECOMMENDATION"],
    event: "recommend",
    actors: ["UNIT_LEADER"],
    guards: [
      guard(
        "decl.quotaExceeded",
        (f) => f.quotaExempt === true || quotaHeld(f) || f.quotaLeft === undefined || f.quotaLeft > 0,
      ),
    ],
    checks: [],
    to: advance,
    effects: ({ facts, event }, next) => [
      ...(facts.quotaExempt || quotaHeld(facts) ? [] : [{ type: "consumeQuota" } as const]),
      ...(event.rank === undefined ? [] : [{ type: "storeRank", rank: event.rank } as const]),
      ...entryEffects(next),
    ],
  }),
  row({
    id: "unit-not-recommend",
    ref: "10",
    from: ["UNIT_RECOMMENDATION"],
    event: "notRecommend",
    actors: ["UNIT_LEADER"],
    guards: [],
    checks: [],
    to: goto("NOT_RECOMMENDED"),
    effects: ({ facts }) => [
      ...(quotaHeld(facts) ? [{ type: "releaseQuota", reason: "NOT_RECOMMENDED" } as const] : []),
      { type: "openAppealWindow" },
    ],
  }),
];
