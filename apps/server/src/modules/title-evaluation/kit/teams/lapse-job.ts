import { randomUUID } from "node:crypto";
import type { TeamStage } from "@zcps/contracts/zcps/team-review/api";
import { z } from "zod";
import type { Db } from "../../../../db/client";
import { bilingual } from "../../../../platform/bilingual";
import { notify } from "../../../../platform/notify";
import { defineHandler } from "../../../admin/jobs";
import { applyTransition, findDeclaration, findUserName } from "../../declarations";
import { localDate } from "../publicity";
import * as cases from "./cases-repo";
import * as repo from "./teams-repo";

/** Where a declaration returned by a team stage waits for its correction. */
const WAITING = new Set(["RETURNED", "UNIT_RECOMMENDATION", "UNIT_REVIEW"]);

/**
 * The returns of the team stages not corrected by their deadline: each declaration counts as withdrawn (the machine's
 * lapse, as the system), its case LAPSED, and the declarant and the team are told. One transaction per declaration,
 * so one refusal does not hold the others back; a declaration that moved on otherwise just leaves the list.
 */
export async function lapseOverdueReturns(db: Db, tenantId: string, now: Date, today: string) {
  let lapsed = 0;
  let left = 0;
  for (const due of await cases.lapsedReturns(db, tenantId, today, 500)) {
    const stage = due.stage as TeamStage;
    await db.transaction(async (tx) => {
      const declaration = await findDeclaration(tx, tenantId, due.declarationId, true);
      if (!declaration || !WAITING.has(declaration.status) || declaration.returnedFrom !== stage) {
        await cases.setCase(tx, due.declarationId, stage, { status: "LEFT" }, now);
        left += 1;
        return;
      }
      const deadline = due.returnDeadline ?? "";
      await applyTransition(tx, {
        tenantId,
        declarationId: declaration.id,
        event: { type: "lapse", reason: deadline },
        actor: { userId: "system", name: "系统", role: "SYSTEM" },
        expectedVersion: declaration.version,
        now,
      });
      await cases.insertCheck(tx, {
        id: randomUUID(),
        tenantId,
        projectTimeId: declaration.projectTimeId,
        declarationId: declaration.id,
        stage,
        teamId: due.teamId,
        userId: "system",
        userName: "系统",
        kind: "LAPSE",
        conclusion: null,
        checklist: [],
        comment: null,
        detail: { deadline },
        declarationVersion: declaration.version,
        createdAt: now,
      });
      await cases.setCase(tx, declaration.id, stage, { status: "LAPSED", decidedAt: now, decidedBy: "系统" }, now);
      const name = (await findUserName(tx, declaration.userId)) ?? "";
      const team = due.teamId ? await repo.memberIdsOf(tx, [due.teamId]) : [];
      await notify(tx, tenantId, [
        {
          userId: declaration.userId,
          kind: "team.lapsed",
          title: bilingual("team.notice.lapsed.title"),
          body: bilingual("team.notice.lapsed.body", { deadline }),
          link: `/zcps/userCenter?declaration=${declaration.id}`,
        },
        ...team.map((userId) => ({
          userId,
          kind: "team.lapsed",
          title: bilingual("team.notice.lapsed.title"),
          body: bilingual("team.notice.lapsedTeam.body", { name, deadline }),
        })),
      ]);
      lapsed += 1;
    });
  }
  return { lapsed, left };
}

export const lapseTeamReturnsHandler = defineHandler({
  name: "lapseTeamReturns",
  scope: "tenant",
  title: { zh: "逾期未整改的退回", en: "Lapse uncorrected returns" },
  description: {
    zh: "形式审查或综合审核退回后超过整改期限仍未重新提交的申报，按放弃申报处理并通知申报人",
    en: "Declarations returned by the formal audit or the synthesis review and not corrected by the deadline count as withdrawn; the declarants are told",
  },
  params: z.strictObject({}),
  paramsHelp: {},
  async run({ db, now, tenantId, config }) {
    return lapseOverdueReturns(db, tenantId, now, localDate(now, config.TIME_ZONE ?? "Asia/Shanghai"));
  },
});
