import { bilingual } from "../../../../platform/bilingual";
import { notify } from "../../../../platform/notify";
import type { StageModule } from "../../declarations";
import { EXPERT_PAGE } from "./invitations";
import * as repo from "./repo";

/** Experts a supplement adds when the event does not say how many. */
const DEFAULT_SUPPLEMENT = 2;

/**
 * Stage 6 in the workflow: a declaration may enter PEER_REVIEW only with live invitations (`peerAllocated`); leaving
 * it early (a withdrawal) cancels the invitations no opinion answered and tells their experts; a supplement raises
 * the experts its round requires, so the declarant shows as short of experts until replacements are sent.
 */
export const peerReviewStage: StageModule = {
  name: "peer-review",
  states: ["PEER_REVIEW"],

  async gatherFacts(db, declaration) {
    return { peerAllocated: await repo.hasLiveAssignments(db, declaration.id) };
  },

  async onEffects(db, { declaration, result, now }) {
    for (const effect of result.effects) {
      if (effect.type === "cancelAllocation") {
        const reason = result.decision.reason ?? result.decision.comment ?? "";
        const cancelled = await repo.cancelOpenAssignments(db, declaration.id, reason, now);
        if (cancelled.length === 0) continue;
        const code = (await repo.latestRoundDeclaration(db, declaration.id))?.code ?? "";
        await notify(
          db,
          declaration.tenantId,
          cancelled.map((a) => ({
            userId: a.expertUserId,
            kind: "peer.invitationCancelled",
            title: bilingual("peer.notice.cancelled.title"),
            body: bilingual("peer.notice.cancelled.body", { code, reason }),
            link: EXPERT_PAGE,
          })),
        );
      }
      if (effect.type === "addExperts") {
        const taken = await repo.latestRoundDeclaration(db, declaration.id);
        if (taken)
          await repo.updateRoundDeclaration(db, taken.id, {
            required: taken.required + (effect.count ?? DEFAULT_SUPPLEMENT),
          });
      }
    }
  },
};
