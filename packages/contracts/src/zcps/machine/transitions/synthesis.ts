import { returnRow } from "../return-matrix";
import { advance, entryEffects, filled, row, stay, type TransitionRow } from "../rows";
import { quotaHeld } from "../standing";

/** Synthesis review (stage 5): a disputed conclusion stays and goes up to personnel. */
export const SYNTHESIS_ROWS: readonly TransitionRow[] = [
  returnRow("SYNTHESIS_REVIEW", "14"),
  row({
    id: "synthesis-conclude",
    ref: "16-17",
    from: ["SYNTHESIS_REVIEW"],
    event: "conclude",
    actors: ["SYNTHESIS_MEMBER", "PERSONNEL", "SCHOOL_ADMIN"],
    guards: [],
    checks: [
      {
        refusal: ({ event }) =>
          event.conclusion === "QUALIFIED" || filled(event.comment) ? null : "decl.reasonRequired",
      },
      // once escalated, only personnel's ruling (qualified or not) settles the dispute
      {
        refusal: ({ facts, event, actor }) =>
          facts.escalated && (actor === "SYNTHESIS_MEMBER" || event.conclusion === "DISPUTED")
            ? "decl.disputeEscalated"
            : null,
      },
    ],
    to: (ctx) => {
      if (ctx.event.conclusion === "QUALIFIED") return advance(ctx);
      if (ctx.event.conclusion === "NOT_QUALIFIED") return { next: "INELIGIBLE", returnedFrom: null };
      return stay(ctx);
    },
    effects: ({ facts, event }, next) => {
      if (event.conclusion === "DISPUTED") return [{ type: "escalate", to: "PERSONNEL" }];
      if (event.conclusion === "NOT_QUALIFIED") {
        return [
          ...(quotaHeld(facts) ? [{ type: "releaseQuota", reason: "INELIGIBLE" } as const] : []),
          { type: "openAppealWindow" },
        ];
      }
      return entryEffects(next);
    },
  }),
];
