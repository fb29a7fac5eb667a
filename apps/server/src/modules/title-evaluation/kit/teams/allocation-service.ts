import { type Language, translate } from "@zcps/contracts/messages";
import {
  type AllocationBody,
  type AllocationReply,
  allocationSchema,
  type UnplacedReason,
} from "@zcps/contracts/zcps/team-review/api";
import type { Executor } from "../../../../db/client";
import { bilingual } from "../../../../platform/bilingual";
import type { AppDeps } from "../../../../platform/deps";
import { badRequest } from "../../../../platform/errors";
import { type Notice, notify } from "../../../../platform/notify";
import { mayTake, planAllocation } from "./allocation";
import { stageKey, type TeamAuth } from "./caller";
import * as cases from "./cases-repo";
import type { TeamStageConfig } from "./stage-config";
import * as repo from "./teams-repo";

interface TeamUnits {
  id: string;
  name: string;
  unitIds: Set<string>;
}

/** The stage's teams with the units of their members (the units whose declarations each must not get). */
async function teamsWithUnits(db: Executor, key: repo.TeamKey, only: readonly string[] = []): Promise<TeamUnits[]> {
  const teams = (await repo.listTeams(db, key)).filter((t) => only.length === 0 || only.includes(t.id));
  await repo.lockTeams(
    db,
    teams.map((t) => t.id),
  );
  const members = await repo.membersOf(
    db,
    teams.map((t) => t.id),
  );
  return teams.map((t) => ({
    id: t.id,
    name: t.name,
    unitIds: new Set(members.filter((m) => m.teamId === t.id && m.unitId).map((m) => m.unitId as string)),
  }));
}

/**
 * Allocation of a stage's declarations to its teams: by hand (a reallocation when a declaration had another team) or
 * evenly in one action, never to a team with a member from the declarant's unit. Each team's members hear what they
 * got.
 */
export function createAllocationService({ db }: Pick<AppDeps, "db">, config: TeamStageConfig) {
  async function tellTeams(tx: Executor, tenantId: string, teams: readonly TeamUnits[], counts: Map<string, number>) {
    const notices: Notice[] = [];
    for (const team of teams) {
      const count = counts.get(team.id) ?? 0;
      if (count === 0) continue;
      for (const userId of await repo.memberIdsOf(tx, [team.id]))
        notices.push({
          userId,
          kind: "team.allocated",
          title: bilingual("team.notice.allocated.title"),
          body: bilingual("team.notice.allocated.body", {
            count: String(count),
            stage: bilingual(`team.stage.${config.stage}` as "team.stage.FORMAL_AUDIT"),
            team: team.name,
          }),
          link: config.links.queue,
        });
    }
    await notify(tx, tenantId, notices);
  }

  return {
    async allocate(auth: TeamAuth, input: AllocationBody, lang: Language = "zh"): Promise<AllocationReply> {
      const body = allocationSchema.parse(input);
      return db.transaction(async (tx) => {
        const { key } = await stageKey(tx, auth, config.stage, body.projectTimeId);
        const now = new Date();
        let placed: cases.PlacedCase[];
        let unplaced: { declaration: cases.StageDeclaration; reason: UnplacedReason }[] = [];
        let teams: TeamUnits[];
        const loads = await cases.teamLoads(tx, key);
        if (body.mode === "HAND") {
          teams = await teamsWithUnits(tx, key, [body.teamId as string]);
          const [team] = teams;
          if (!team) throw badRequest("team.notFound");
          const chosen = [...new Set(body.declarationIds)];
          const found = await cases.declarationsInStage(tx, key, chosen);
          if (found.length !== chosen.length) throw badRequest("team.notInStage");
          const excluded = found.find((d) => !mayTake(team, d.unitId));
          if (excluded)
            throw badRequest("team.ownUnit", {
              team: team.name,
              unit: { zh: excluded.unitName ?? "", en: excluded.unitNameEn },
            });
          placed = found
            .filter((d) => d.teamId !== team.id)
            .map((d) => ({ declarationId: d.id, unitId: d.unitId, teamId: team.id, fromTeamId: d.teamId }));
        } else {
          teams = await teamsWithUnits(tx, key, body.teamIds);
          if (body.teamIds.length > 0 && teams.length !== new Set(body.teamIds).size) throw badRequest("team.notFound");
          if (teams.length === 0) throw badRequest("team.noTeams");
          const waiting = (await cases.declarationsInStage(tx, key)).filter((d) => !d.teamId);
          const plan = planAllocation(
            waiting.map((d) => ({
              id: d.id,
              unitId: d.unitId,
              groupKey: (body.by === "DISCIPLINE" ? d.disciplineCode : d.unitId) ?? "",
            })),
            teams.map((t) => ({ id: t.id, unitIds: t.unitIds, load: loads.get(t.id) ?? 0 })),
          );
          const byId = new Map(waiting.map((d) => [d.id, d]));
          placed = plan.placed.map((p) => ({
            declarationId: p.caseId,
            unitId: byId.get(p.caseId)?.unitId ?? null,
            teamId: p.teamId,
            fromTeamId: null,
          }));
          unplaced = plan.unplaced.map((u) => ({ declaration: byId.get(u.caseId)!, reason: u.reason }));
        }
        const counts = new Map<string, number>();
        for (const p of placed) counts.set(p.teamId, (counts.get(p.teamId) ?? 0) + 1);
        if (!body.dryRun) {
          await cases.allocate(tx, key, placed, { userId: auth.userId, mode: body.mode }, now);
          await tellTeams(tx, auth.tenantId, teams, counts);
        }
        return {
          dryRun: body.dryRun,
          allocated: placed.length,
          moved: placed.filter((p) => p.fromTeamId !== null).length,
          unplaced: unplaced.map(({ declaration, reason }) => ({
            declarationId: declaration.id,
            staffName: declaration.staffName,
            unitName: declaration.unitName,
            reason,
            reasonText: translate(`team.unplaced.${reason}`, lang),
          })),
          perTeam: teams.map((t) => ({
            teamId: t.id,
            name: t.name,
            allocated: counts.get(t.id) ?? 0,
            load: (loads.get(t.id) ?? 0) + (counts.get(t.id) ?? 0),
          })),
        };
      });
    },
  };
}
