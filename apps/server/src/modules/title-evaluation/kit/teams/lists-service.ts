import {
  CASE_STATUSES,
  type CaseStatus,
  OPEN_CASE_STATUSES,
  type OutcomeCount,
  type StageFigures,
  type TeamCaseRow,
  type TeamDecision,
  type TeamDuty,
  type TeamProgress,
  type TeamQueueQuery,
  type TeamReturnTarget,
  type TeamStage,
  teamQueueSchema,
} from "@zcps/contracts/zcps/team-review/api";
import type { z } from "zod";
import { departsGeneration } from "../../../../platform/data-scope";
import type { AppDeps } from "../../../../platform/deps";
import { keptForStaffLookups } from "../../staff";
import { stageKey, type TeamAuth } from "./caller";
import * as lists from "./lists-repo";
import * as repo from "./teams-repo";

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

export function toCaseRow(stage: TeamStage, r: lists.CaseListRecord): TeamCaseRow {
  return {
    declarationId: r.declarationId,
    version: r.version,
    stage,
    staffName: r.staffName,
    employeeNo: r.employeeNo,
    unitId: r.unitId,
    unitName: r.unitName,
    unitNameEn: r.unitNameEn,
    titleId: r.titleId,
    titleName: r.titleName ?? "",
    titleNameEn: r.titleNameEn ?? r.titleName ?? "",
    level: r.level,
    method: r.method,
    disciplineCode: r.disciplineCode,
    state: r.state,
    returnedFrom: r.returnedFrom,
    status: r.status as CaseStatus,
    teamId: r.teamId,
    teamName: r.teamName,
    allocatedAt: iso(r.allocatedAt),
    checks: r.checks,
    lastCheck:
      r.lastCheckUser && r.lastCheckAt
        ? {
            userName: r.lastCheckUser,
            conclusion: r.lastCheckConclusion as TeamDecision | null,
            at: iso(r.lastCheckAt) as string,
          }
        : null,
    decidedAt: iso(r.decidedAt),
    decidedBy: r.decidedBy,
    returnDeadline: r.returnDeadline,
    returnTarget: r.returnTarget as TeamReturnTarget | null,
    declaredPass: r.eligibility?.pass ?? null,
  };
}

const OPEN = new Set<string>(OPEN_CASE_STATUSES);

/** The stages' lists: a member's queue, personnel's lists of a stage, progress per team and member, the counts. */
export function createListsService(
  { db, cache }: Pick<AppDeps, "db"> & Partial<Pick<AppDeps, "cache">>,
  stage: TeamStage,
) {
  async function page(key: repo.TeamKey, filter: lists.CaseFilter, pageNo = 1, limit = 20) {
    const found = await lists.pageCases(db, key, filter, (pageNo - 1) * limit, limit);
    return { rows: found.rows.map((r) => toCaseRow(key.stage, r)), total: found.total };
  }

  /** A member's queue page, read afresh: the caller's teams of the stage, then their cases. */
  async function queuePage(key: repo.TeamKey, userId: string, query: z.output<typeof teamQueueSchema>) {
    const mine = await repo.teamsOfUser(db, key, userId);
    const teamIds = mine.map((t) => t.teamId).filter((id) => !query.teamId || id === query.teamId);
    const teams = mine.map((t) => ({ teamId: t.teamId, name: t.name, duty: t.duty as TeamDuty }));
    if (teamIds.length === 0) return { rows: [], total: 0, teams: [] };
    const scope = query.status === "PENDING" ? "IN" : query.status === "DECIDED" ? "OUT" : "ALL";
    const found = await page(key, { scope, teamIds, keyword: query.keyword }, query.page, query.limit);
    return { ...found, teams };
  }

  return {
    /**
     * A member's queue: the declarations allocated to their teams (PENDING: in the stage; DECIDED: left it). The
     * answer is kept in the access cache under the batch's declarations version (raised in the same transaction as
     * every write to a declaration, a case, a check, a team or its members) and the organisation's generation, among
     * the staff lookups (dropped when a name changes): a new key after any change, on every instance, so a member who
     * leaves a team stops seeing its declarations at once.
     */
    async queue(auth: TeamAuth, input: TeamQueueQuery) {
      const query = teamQueueSchema.parse(input);
      const { batch, key } = await stageKey(db, auth, stage, query.projectTimeId);
      if (!cache) return queuePage(key, auth.userId, query);
      const kept = JSON.stringify([
        "team-queue",
        key.stage,
        batch.id,
        batch.declarationsVersion,
        departsGeneration(cache, key.tenantId),
        auth.userId,
        query,
      ]);
      return keptForStaffLookups(cache, key.tenantId, kept, () => queuePage(key, auth.userId, query));
    },

    /** Personnel's list of the stage: in it (IN), decided (OUT) or both, filtered. */
    async list(
      auth: TeamAuth,
      query: Omit<lists.CaseFilter, "teamIds" | "scope"> & {
        projectTimeId?: string;
        page?: number;
        limit?: number;
        scope?: lists.CaseFilter["scope"];
      },
    ) {
      const { key } = await stageKey(db, auth, stage, query.projectTimeId);
      const { page: pageNo, limit, projectTimeId: _p, scope, ...filter } = query;
      return page(key, { ...filter, scope: scope ?? "ALL" }, pageNo, limit);
    },

    async progress(auth: TeamAuth, projectTimeId?: string): Promise<TeamProgress> {
      const { key } = await stageKey(db, auth, stage, projectTimeId);
      const [teams, counts, figures] = await Promise.all([
        repo.listTeams(db, key),
        lists.statusCounts(db, key),
        lists.memberFigures(db, key),
      ]);
      const members = await repo.membersOf(
        db,
        teams.map((t) => t.id),
      );
      return {
        projectTimeId: key.projectTimeId,
        stage,
        inStage: counts.filter((c) => c.inStage).reduce((n, c) => n + c.n, 0),
        unallocated: counts.filter((c) => c.inStage && c.teamId === null).reduce((n, c) => n + c.n, 0),
        teams: teams.map((t) => {
          const own = counts.filter((c) => c.teamId === t.id);
          const byStatus: Partial<Record<CaseStatus, number>> = {};
          for (const c of own) byStatus[c.status] = (byStatus[c.status] ?? 0) + c.n;
          const sum = (pick: (c: (typeof own)[number]) => boolean) => own.filter(pick).reduce((n, c) => n + c.n, 0);
          return {
            teamId: t.id,
            name: t.name,
            allocated: sum(() => true),
            open: sum((c) => c.inStage && OPEN.has(c.status)),
            checked: sum((c) => c.inStage && c.status === "CHECKED"),
            decided: sum((c) => !OPEN.has(c.status)),
            byStatus,
            members: members
              .filter((m) => m.teamId === t.id)
              .map((m) => {
                const f = figures.find((x) => x.teamId === t.id && x.userId === m.userId);
                return {
                  userId: m.userId,
                  name: m.name,
                  duty: m.duty,
                  checks: f?.checks ?? 0,
                  decisions: f?.decisions ?? 0,
                  lastAt: iso(f?.lastAt ?? null),
                };
              }),
          };
        }),
      };
    },

    async figures(auth: TeamAuth, projectTimeId?: string): Promise<StageFigures & { projectTimeId: string }> {
      const { key } = await stageKey(db, auth, stage, projectTimeId);
      const [counts, returnsOpen] = await Promise.all([lists.statusCounts(db, key), lists.openReturns(db, key)]);
      const byStatus: Partial<Record<CaseStatus, number>> = {};
      for (const c of counts) byStatus[c.status] = (byStatus[c.status] ?? 0) + c.n;
      const inStage = counts.filter((c) => c.inStage);
      return {
        projectTimeId: key.projectTimeId,
        inStage: inStage.reduce((n, c) => n + c.n, 0),
        unallocated: inStage.filter((c) => c.teamId === null).reduce((n, c) => n + c.n, 0),
        checked: inStage.filter((c) => c.status === "CHECKED").reduce((n, c) => n + c.n, 0),
        disputed: inStage.filter((c) => c.status === "DISPUTED").reduce((n, c) => n + c.n, 0),
        returnsOpen,
        byStatus,
      };
    },

    /** The stage's declarations counted by unit × title and status (the result count). */
    async outcomes(auth: TeamAuth, projectTimeId?: string): Promise<OutcomeCount> {
      const { key } = await stageKey(db, auth, stage, projectTimeId);
      const cells = await lists.outcomeCells(db, key);
      const rows = new Map<string, OutcomeCount["rows"][number]>();
      const totals: OutcomeCount["totals"] = { total: 0 };
      for (const cell of cells) {
        const rowKey = `${cell.unitId}|${cell.titleId}`;
        const row = rows.get(rowKey) ?? {
          unitId: cell.unitId,
          unitName: cell.unitName,
          unitNameEn: cell.unitNameEn,
          titleId: cell.titleId,
          titleName: cell.titleName ?? "",
          titleNameEn: cell.titleNameEn ?? cell.titleName ?? "",
          level: cell.level,
          counts: {},
          total: 0,
        };
        row.counts[cell.status] = (row.counts[cell.status] ?? 0) + cell.n;
        row.total += cell.n;
        totals[cell.status] = (totals[cell.status] ?? 0) + cell.n;
        totals.total += cell.n;
        rows.set(rowKey, row);
      }
      const present = new Set(cells.map((c) => c.status));
      return {
        projectTimeId: key.projectTimeId,
        stage,
        statuses: CASE_STATUSES.filter((s) => present.has(s)),
        rows: [...rows.values()],
        totals,
      };
    },
  };
}
