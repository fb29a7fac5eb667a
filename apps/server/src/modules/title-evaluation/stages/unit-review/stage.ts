import { bilingual } from "../../../../platform/bilingual";
import type { Notice } from "../../../../platform/notify";
import { type StageModule, type StageTransition, UNIT_ACTOR_ROLES, unitActedSinceSubmit } from "../../declarations";
import { unitAdministratorIds } from "../../staff";

const STATES = ["UNIT_REVIEW", "UNIT_PUBLICITY", "UNIT_RECOMMENDATION"] as const;
const owns = (state: string | undefined) => (STATES as readonly string[]).includes(state ?? "");
const ROSTER_LINK = "/UnitAuditMan/UnitAuditRostor";

/**
 * What the unit's administrators hear: a declaration arriving for review (submitted, or resubmitted after a
 * return), and one its declarant took back before the unit acted (the unit stops waiting for it).
 */
async function unitNotices(db: Parameters<NonNullable<StageModule["notices"]>>[0], t: StageTransition) {
  const { declaration, result } = t;
  if (!declaration.unitId) return [];
  const arrived = result.effects.some((e) => e.type === "notify" && e.to === "STAGE" && owns(e.state));
  const withdrawn = t.event.type === "withdraw" && t.actor.role === "DECLARANT" && owns(result.decision.from);
  if (!arrived && !withdrawn) return [];
  const kind = withdrawn ? "withdrawn" : t.event.type === "resubmit" ? "resubmitted" : "submitted";
  const admins = await unitAdministratorIds(db, declaration.tenantId, declaration.unitId);
  return admins.map(
    (userId): Notice => ({
      userId,
      kind: `declaration.${kind}`,
      title: bilingual(`declare.notice.${kind}.title`),
      body: bilingual(`declare.notice.${kind}.body`, { name: t.declarantName }),
      link: ROSTER_LINK,
    }),
  );
}

/** Stage 2: unit review, publicity and recommendation (DOMAIN.md). */
export const unitReviewStage: StageModule = {
  name: "unit-review",
  states: STATES,
  // a declarant may take a declaration back only until the unit has acted on it
  gatherFacts: async (db, declaration) => ({
    unitHasActed: await unitActedSinceSubmit(db, declaration.id, [...UNIT_ACTOR_ROLES]),
  }),
  notices: unitNotices,
  publicity: [{ state: "UNIT_PUBLICITY", closingEvent: "closePublicity" }],
};
