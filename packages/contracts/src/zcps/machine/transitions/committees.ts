import { advance, appealable, entryEffects, goto, needsReason, onEntry, row, stay, type TransitionRow } from "../rows";

/** Professor committee (stage 7) and senior committee (stage 8). */
export const COMMITTEE_ROWS: readonly TransitionRow[] = [
  // Professor committee (stage 7)
  row({
    id: "committee-recommend",
    ref: "22",
    from: ["PROFESSOR_COMMITTEE"],
    event: "committeeRecommend",
    actors: ["SYSTEM", "COMMITTEE_CHAIR", "PERSONNEL"],
    guards: [],
    checks: [],
    to: advance,
    effects: ({ event }, next) => [
      ...(event.rank === undefined ? [] : [{ type: "storeRank", rank: event.rank } as const]),
      ...entryEffects(next),
    ],
  }),
  row({
    id: "committee-not-recommend",
    ref: "22",
    from: ["PROFESSOR_COMMITTEE"],
    event: "committeeNotRecommend",
    actors: ["SYSTEM", "COMMITTEE_CHAIR", "PERSONNEL"],
    guards: [],
    checks: [],
    to: goto("COMMITTEE_NOT_RECOMMENDED"),
    effects: appealable,
  }),

  // Senior committee (stage 8)
  row({
    id: "vote-passed",
    ref: "23",
    from: ["SENIOR_COMMITTEE"],
    event: "votePassed",
    actors: ["SYSTEM", "COMMITTEE_CHAIR"],
    guards: [],
    checks: [],
    to: advance,
    effects: onEntry,
  }),
  row({
    id: "vote-failed",
    ref: "24",
    from: ["SENIOR_COMMITTEE"],
    event: "voteFailed",
    actors: ["SYSTEM", "COMMITTEE_CHAIR"],
    guards: [],
    checks: [],
    to: goto("SENIOR_FAILED"),
    effects: appealable,
  }),
  row({
    id: "vote-deferred",
    ref: "25",
    from: ["SENIOR_COMMITTEE"],
    event: "defer",
    actors: ["COMMITTEE_CHAIR"],
    guards: [],
    checks: [needsReason],
    to: stay,
    effects: () => [{ type: "scheduleRevote" }],
  }),
];
