import { bilingual } from "../../../../platform/bilingual";
import { badRequest } from "../../../../platform/errors";
import type { Notice } from "../../../../platform/notify";
import { giveBackQuotaPlace, quotaRowFor, takeQuotaPlace } from "../../catalogue";
import {
  type DeclarationRecord,
  type StageModule,
  type StageTransition,
  UNIT_ACTOR_ROLES,
  unitActedSinceSubmit,
} from "../../declarations";
import { unitAdministratorIds } from "../../staff";
import * as repo from "./repo";

const STATES = ["UNIT_REVIEW", "UNIT_PUBLICITY", "UNIT_RECOMMENDATION"] as const;
const owns = (state: string | undefined) => (STATES as readonly string[]).includes(state ?? "");
const ROSTER_LINK = "/UnitAuditMan/UnitAuditRostor";
const DECLARANT_LINK = "/zcps/userCenter";

type Db = Parameters<NonNullable<StageModule["notices"]>>[0];

const quotaOf = (db: Db, d: DeclarationRecord) =>
  d.unitId
    ? quotaRowFor(db, {
        tenantId: d.tenantId,
        projectTimeId: d.projectTimeId,
        unitId: d.unitId,
        level: d.level,
        trackCode: d.trackCode,
      })
    : Promise.resolve(null);

/**
 * What the unit's administrators hear: a declaration arriving for review (submitted, or resubmitted after a
 * return), and one its declarant took back before the unit acted (the unit stops waiting for it). The declarant
 * hears the unit's recommendation either way.
 */
async function unitNotices(db: Db, t: StageTransition): Promise<Notice[]> {
  const { declaration, result } = t;
  if (t.event.type === "recommend" || t.event.type === "notRecommend") {
    const recommended = t.event.type === "recommend";
    return [
      {
        userId: declaration.userId,
        kind: recommended ? "declaration.recommended" : "declaration.notRecommended",
        title: bilingual("notice.recommended.title"),
        body: bilingual(recommended ? "notice.recommended.body" : "notice.notRecommended.body"),
        link: DECLARANT_LINK,
      },
    ];
  }
  if (!declaration.unitId) return [];
  // a declaration arrives from its declarant; moving on within the unit's own stage is no news to the unit
  const fromDeclarant = t.event.type === "submit" || t.event.type === "resubmit";
  const arrived = fromDeclarant && result.effects.some((e) => e.type === "notify" && e.to === "STAGE" && owns(e.state));
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

/** A recommendation takes a place of the unit's quota; leaving the pipeline later may give it back. */
async function quotaEffects(db: Db, t: StageTransition) {
  for (const effect of t.result.effects) {
    if (effect.type !== "consumeQuota" && effect.type !== "releaseQuota") continue;
    const quota = await quotaOf(db, t.declaration);
    if (!quota) continue;
    if (effect.type === "releaseQuota") await giveBackQuotaPlace(db, quota.id);
    else if (!(await takeQuotaPlace(db, quota.id)))
      throw badRequest("unit.quotaExceeded", { level: t.declaration.level, left: 0 });
  }
}

/** Stage 2: unit review, publicity and recommendation (DOMAIN.md). */
export const unitReviewStage: StageModule = {
  name: "unit-review",
  states: STATES,
  gatherFacts: async (db, declaration) => {
    const [acted, quota, objections] = await Promise.all([
      // a declarant may take a declaration back only until the unit has acted on it
      unitActedSinceSubmit(db, declaration.id, [...UNIT_ACTOR_ROLES]),
      declaration.status === "UNIT_RECOMMENDATION" ? quotaOf(db, declaration) : null,
      declaration.status === "UNIT_PUBLICITY" ? repo.openObjectionCounts(db, [declaration.id]) : null,
    ]);
    return {
      unitHasActed: acted,
      ...(quota ? { quotaLeft: quota.left } : {}),
      ...(objections ? { openObjections: objections.get(declaration.id) ?? 0 } : {}),
    };
  },
  notices: unitNotices,
  onEffects: quotaEffects,
  handles: ["consumeQuota", "releaseQuota"],
  publicity: [{ state: "UNIT_PUBLICITY", closingEvent: "closePublicity" }],
};
