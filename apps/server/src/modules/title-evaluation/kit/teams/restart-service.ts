import { randomUUID } from "node:crypto";
import { type UnitRestartBody, type UnitRestartReply, unitRestartSchema } from "@zcps/contracts/zcps/team-review/api";
import { bilingual } from "../../../../platform/bilingual";
import type { AppDeps } from "../../../../platform/deps";
import { badRequest, forbidden } from "../../../../platform/errors";
import { notify } from "../../../../platform/notify";
import { readSettings } from "../../config";
import { applyTransition, findDeclaration, findUserName } from "../../declarations";
import { unitAdministratorIds } from "../../staff";
import { stageKey, type TeamAuth, teamCaller } from "./caller";
import * as cases from "./cases-repo";
import { returnDeadline } from "./deadline";

/**
 * personnel/unitStartAgainAudit: every declaration of a unit in a team stage goes back to the unit with personnel's
 * reason (a return to the unit, with the stage's correction deadline); the unit's administrators hear it once.
 */
export function createRestartService({ db }: Pick<AppDeps, "db">) {
  return {
    async restartUnit(auth: TeamAuth, input: UnitRestartBody): Promise<UnitRestartReply> {
      const body = unitRestartSchema.parse(input);
      return db.transaction(async (tx) => {
        const caller = await teamCaller(tx, auth);
        if (!caller.personnel) throw forbidden();
        const { key } = await stageKey(tx, auth, body.stage, body.projectTimeId);
        const ids = (await cases.declarationsInStage(tx, key)).filter((d) => d.unitId === body.unitId).map((d) => d.id);
        if (ids.length === 0) throw badRequest("team.noneInUnit");
        const now = new Date();
        const settings = await readSettings(tx, auth.tenantId);
        const deadline = await returnDeadline(tx, auth.tenantId, now, settings.formalAuditReturnDays);
        const name = (await findUserName(tx, auth.userId)) ?? "";
        for (const id of ids) {
          const declaration = await findDeclaration(tx, auth.tenantId, id, true);
          if (!declaration) continue;
          await applyTransition(tx, {
            tenantId: auth.tenantId,
            declarationId: id,
            event: { type: "return", comment: body.reason, target: "UNIT" },
            actor: { userId: auth.userId, name, role: "PERSONNEL" },
            expectedVersion: declaration.version,
            now,
          });
          await cases.insertCheck(tx, {
            id: randomUUID(),
            tenantId: auth.tenantId,
            projectTimeId: declaration.projectTimeId,
            declarationId: id,
            stage: body.stage,
            teamId: null,
            userId: auth.userId,
            userName: name,
            kind: "DECISION",
            conclusion: "RETURN",
            checklist: [],
            comment: body.reason,
            detail: { target: "UNIT", restart: true, deadline, byPersonnel: true },
            declarationVersion: declaration.version,
            createdAt: now,
          });
          await cases.setCase(tx, id, body.stage, { returnDeadline: deadline }, now);
        }
        const admins = await unitAdministratorIds(tx, auth.tenantId, body.unitId);
        await notify(
          tx,
          auth.tenantId,
          admins.map((userId) => ({
            userId,
            kind: "team.unitRestart",
            title: bilingual("team.notice.unitReturned.title"),
            body: bilingual("team.notice.unitRestart.body", {
              stage: bilingual(`team.stage.${body.stage}` as "team.stage.FORMAL_AUDIT"),
              count: String(ids.length),
              comment: body.reason,
              deadline,
            }),
            link: "/UnitAuditMan/AuditResult",
          })),
        );
        return { returned: ids.length, declarationIds: ids, returnDeadline: deadline };
      });
    },
  };
}
