import { randomUUID } from "node:crypto";
import { type Language, translate } from "@zcps/contracts/messages";
import {
  type DutyOption,
  TEAM_DUTIES,
  type TeamDuty,
  type TeamRow,
  type TeamSave,
  type TeamsReply,
  teamSaveSchema,
} from "@zcps/contracts/zcps/team-review/api";
import type { Executor } from "../../../../db/client";
import { bilingual } from "../../../../platform/bilingual";
import type { AppDeps } from "../../../../platform/deps";
import { badRequest } from "../../../../platform/errors";
import { type Notice, notify } from "../../../../platform/notify";
import { readSettings } from "../../config";
import { stageKey, type TeamAuth } from "./caller";
import * as cases from "./cases-repo";
import * as lists from "./lists-repo";
import type { TeamStageConfig } from "./stage-config";
import * as repo from "./teams-repo";

const stageName = (stage: string) => bilingual(`team.stage.${stage}` as "team.stage.FORMAL_AUDIT");

/** The stage's teams with their members, the members' units and the declarations they hold. */
export async function teamRows(db: Executor, key: repo.TeamKey): Promise<TeamRow[]> {
  const rows = await repo.listTeams(db, key);
  const [members, figures] = await Promise.all([
    repo.membersOf(
      db,
      rows.map((t) => t.id),
    ),
    lists.teamFigures(db, key),
  ]);
  const byTeam = new Map(figures.map((f) => [f.teamId, f]));
  return rows.map((t) => {
    const own = members.filter((m) => m.teamId === t.id);
    const f = byTeam.get(t.id);
    return {
      id: t.id,
      stage: key.stage,
      projectTimeId: t.projectTimeId,
      name: t.name,
      leaderId: t.leaderUserId,
      members: own.map(({ teamId: _t, ...m }) => m),
      unitIds: [...new Set(own.flatMap((m) => (m.unitId ? [m.unitId] : [])))],
      allocated: f?.allocated ?? 0,
      open: f?.open ?? 0,
      decided: f?.decided ?? 0,
    };
  });
}

/** A stage's teams: formed, changed and dissolved by personnel; listed with their members and figures. */
export function createTeamService({ db }: Pick<AppDeps, "db">, config: TeamStageConfig) {
  /** The members as the team will hold them (the leader first), each a holder of the stage's role group. */
  async function membersFor(tx: Executor, tenantId: string, body: ReturnType<typeof teamSaveSchema.parse>) {
    const ids = [body.leaderId, ...body.memberIds.filter((id) => id !== body.leaderId)];
    const allowed = new Map((await repo.candidates(tx, tenantId, config.roleGroup)).map((c) => [c.userId, c]));
    if (ids.some((id) => !allowed.has(id))) throw badRequest("team.memberNotCandidate");
    return ids.map((userId, i) => ({
      userId,
      duty: (i === 0 ? "LEADER" : "MEMBER") as TeamDuty,
      unitId: allowed.get(userId)?.unitId ?? null,
      name: allowed.get(userId)?.name ?? "",
      unitName: allowed.get(userId)?.unitName ?? null,
      unitNameEn: allowed.get(userId)?.unitNameEn ?? null,
    }));
  }

  /**
   * A team never holds a declaration of a unit one of its members comes from: a member joining from the unit of a
   * declaration the team still has to decide is refused until that declaration goes to another team.
   */
  async function keepUnitsApart(tx: Executor, teamId: string, members: Awaited<ReturnType<typeof membersFor>>) {
    const open = await cases.openCasesByUnit(tx, teamId);
    const clash = members.find((m) => m.unitId !== null && open.has(m.unitId));
    if (clash)
      throw badRequest("team.memberOwnUnit", {
        member: clash.name,
        unit: { zh: clash.unitName ?? "", en: clash.unitNameEn },
        count: String(open.get(clash.unitId as string)),
      });
  }

  /** Tells the people new to a team (or whose duty changed) that they are in it. */
  async function tellMembers(
    tx: Executor,
    tenantId: string,
    teamName: string,
    members: readonly repo.MemberInput[],
    before: ReadonlyMap<string, TeamDuty>,
  ) {
    const notices: Notice[] = members
      .filter((m) => before.get(m.userId) !== m.duty)
      .map((m) => ({
        userId: m.userId,
        kind: "team.added",
        title: bilingual("team.notice.added.title"),
        body: bilingual("team.notice.added.body", {
          stage: stageName(config.stage),
          team: teamName,
          duty: bilingual(`team.duty.${m.duty}` as "team.duty.LEADER"),
        }),
        link: config.links.queue,
      }));
    await notify(tx, tenantId, notices);
  }

  return {
    async list(auth: TeamAuth, projectTimeId?: string): Promise<TeamsReply> {
      const { key } = await stageKey(db, auth, config.stage, projectTimeId);
      const [teams, people, settings] = await Promise.all([
        teamRows(db, key),
        repo.candidates(db, auth.tenantId, config.roleGroup),
        readSettings(db, auth.tenantId),
      ]);
      return {
        projectTimeId: key.projectTimeId,
        stage: config.stage,
        leaderConfirms: config.leaderConfirms(settings),
        teams,
        candidates: people.map((p) => ({
          ...p,
          teamIds: teams.filter((t) => t.members.some((m) => m.userId === p.userId)).map((t) => t.id),
        })),
      };
    },

    duties(lang: Language): DutyOption[] {
      return TEAM_DUTIES.map((code) => ({ code, name: translate(`team.duty.${code}`, lang) }));
    },

    async create(auth: TeamAuth, input: TeamSave): Promise<TeamRow> {
      const body = teamSaveSchema.parse(input);
      return db.transaction(async (tx) => {
        const { key } = await stageKey(tx, auth, config.stage, body.projectTimeId);
        if (await repo.nameTaken(tx, key, body.name)) throw badRequest("team.nameTaken");
        const members = await membersFor(tx, auth.tenantId, body);
        const id = randomUUID();
        const order = (await repo.listTeams(tx, key)).length;
        await repo.insertTeam(tx, {
          id,
          ...key,
          name: body.name,
          leaderUserId: body.leaderId,
          orderNum: order,
          createdBy: auth.userId,
        });
        await repo.replaceMembers(tx, id, members);
        await tellMembers(tx, auth.tenantId, body.name, members, new Map());
        return (await teamRows(tx, key)).find((t) => t.id === id) as TeamRow;
      });
    },

    async update(auth: TeamAuth, id: string, input: TeamSave): Promise<TeamRow> {
      const body = teamSaveSchema.parse(input);
      return db.transaction(async (tx) => {
        const team = await repo.findTeam(tx, auth.tenantId, id);
        if (!team || team.stage !== config.stage) throw badRequest("team.notFound");
        await repo.lockTeams(tx, [id]);
        const key = { tenantId: auth.tenantId, projectTimeId: team.projectTimeId, stage: config.stage };
        if (await repo.nameTaken(tx, key, body.name, id)) throw badRequest("team.nameTaken");
        const members = await membersFor(tx, auth.tenantId, body);
        await keepUnitsApart(tx, id, members);
        const before = new Map((await repo.membersOf(tx, [id])).map((m) => [m.userId, m.duty]));
        await repo.updateTeam(tx, id, { name: body.name, leaderUserId: body.leaderId, updatedAt: new Date() });
        await repo.replaceMembers(tx, id, members);
        await tellMembers(tx, auth.tenantId, body.name, members, before);
        return (await teamRows(tx, key)).find((t) => t.id === id) as TeamRow;
      });
    },

    /** A team still holding declarations to decide is not dissolved: they go to another team first. */
    async remove(auth: TeamAuth, id: string) {
      await db.transaction(async (tx) => {
        const team = await repo.findTeam(tx, auth.tenantId, id);
        if (!team || team.stage !== config.stage) throw badRequest("team.notFound");
        if ((await cases.openCasesOf(tx, id)) > 0) throw badRequest("team.hasOpenCases");
        await repo.deleteTeam(tx, id);
      });
    },
  };
}
