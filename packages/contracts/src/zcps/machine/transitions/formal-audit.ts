import { returnRow } from "../return-matrix";
import { advance, goto, needsReason, onEntry, row, type TransitionRow } from "../rows";
import { quotaHeld } from "../standing";

/** Formal audit (stage 4). */
export const FORMAL_AUDIT_ROWS: readonly TransitionRow[] = [
  row({
    id: "formal-pass",
    ref: "13",
    from: ["FORMAL_AUDIT"],
    event: "pass",
    actors: ["FORMAL_AUDITOR", "PERSONNEL"],
    guards: [],
    checks: [],
    to: advance,
    effects: onEntry,
  }),
  returnRow("FORMAL_AUDIT", "14"),
  row({
    id: "formal-ineligible",
    ref: "15",
    from: ["FORMAL_AUDIT"],
    event: "ineligible",
    actors: ["FORMAL_AUDITOR", "PERSONNEL"],
    guards: [],
    checks: [needsReason],
    to: goto("INELIGIBLE"),
    effects: ({ facts }) => [
      ...(quotaHeld(facts) ? [{ type: "releaseQuota", reason: "INELIGIBLE" } as const] : []),
      { type: "openAppealWindow" },
    ],
  }),
];
