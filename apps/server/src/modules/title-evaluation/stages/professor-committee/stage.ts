import { bilingual } from "../../../../platform/bilingual";
import type { Notice } from "../../../../platform/notify";
import type { StageModule, StageTransition } from "../../declarations";
import * as repo from "./repo";

type Db = Parameters<NonNullable<StageModule["notices"]>>[0];

/** A declaration arriving before the committee: its unit's members hear of it. */
async function professorNotices(db: Db, t: StageTransition): Promise<Notice[]> {
  const { declaration, result } = t;
  if (result.next !== "PROFESSOR_COMMITTEE" || result.decision.from === "PROFESSOR_COMMITTEE" || !declaration.unitId)
    return [];
  // in the transition's transaction: one query at a time
  const members = await repo.members(db, declaration.tenantId, declaration.projectTimeId, {
    unitIds: [declaration.unitId],
  });
  const [put] = await repo.putDeclarations(db, declaration.tenantId, declaration.projectTimeId, {
    ids: [declaration.id],
  });
  const name = put?.staffName ?? "";
  return members.map((m) => ({
    userId: m.userId,
    kind: "professor.arrived",
    title: bilingual("professor.notice.arrivedTitle"),
    body: bilingual("professor.notice.arrivedBody", { name }),
    link: "/ProfessorCom/ReportperInformation",
  }));
}

/**
 * Stage 7 in the workflow: the unit's professor committee owns PROFESSOR_COMMITTEE. Its members' recommendations
 * decide through personnel's confirmation (results-service.ts), which moves each declarant with committeeRecommend
 * or committeeNotRecommend.
 */
export const professorCommitteeStage: StageModule = {
  name: "professor-committee",
  states: ["PROFESSOR_COMMITTEE"],
  notices: professorNotices,
};
