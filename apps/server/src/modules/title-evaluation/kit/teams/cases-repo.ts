import {
  type CaseStatus,
  OPEN_CASE_STATUSES,
  type TeamDecision,
  type TeamReturnTarget,
  type TeamStage,
} from "@zcps/contracts/zcps/team-review/api";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../../../db/client";
import { insertJsonRows } from "../../../../db/json-rows";
import { reviewTeamMembers, teamAllocations, teamCases, teamChecks } from "../../../../db/schema";
import { raiseBatchVersion } from "../../config";
import { anyOf, rowsOf, type TeamKey } from "./teams-repo";

/** A declaration's case in a team stage, the allocations and the append-only checks. */

export type CaseRecord = typeof teamCases.$inferSelect;
export type CheckRecord = typeof teamChecks.$inferSelect;

const OPEN = anyOf(OPEN_CASE_STATUSES);

/**
 * Every write to a case or a check below raises its batch's declarations version in the same transaction, as every
 * write to a declaration does: a member's kept queue (lists-service.ts) is keyed by it.
 */
const casesChanged = (db: Executor, batch: string | SQL) => raiseBatchVersion(db, "declarationsVersion", batch);
const batchOf = (declarationId: string) =>
  sql`(select d.project_time_id from declarations d where d.id = ${declarationId})`;

export async function findCase(db: Executor, declarationId: string, stage: TeamStage): Promise<CaseRecord | null> {
  const [row] = await db
    .select()
    .from(teamCases)
    .where(and(eq(teamCases.declarationId, declarationId), eq(teamCases.stage, stage)));
  return row ?? null;
}

/** Whether the declaration's case in the stage is allocated to a team the user belongs to. */
export async function allocatedToMember(db: Executor, declarationId: string, stage: TeamStage, userId: string) {
  const [row] = await db
    .select({ teamId: teamCases.teamId })
    .from(teamCases)
    .innerJoin(
      reviewTeamMembers,
      and(eq(reviewTeamMembers.teamId, teamCases.teamId), eq(reviewTeamMembers.userId, userId)),
    )
    .where(and(eq(teamCases.declarationId, declarationId), eq(teamCases.stage, stage)))
    .limit(1);
  return row !== undefined;
}

/**
 * A declaration arrives in the stage (first time, or back after a return or a recall): it waits again, with the team
 * it had (the same team sees its correction).
 */
export async function caseArrived(
  db: Executor,
  row: { declarationId: string; stage: TeamStage; tenantId: string; projectTimeId: string; unitId: string | null },
  now: Date,
) {
  await db
    .insert(teamCases)
    .values({ ...row, status: "PENDING", updatedAt: now })
    .onConflictDoUpdate({
      target: [teamCases.declarationId, teamCases.stage],
      set: {
        status: "PENDING",
        unitId: row.unitId,
        checks: 0,
        lastCheckAt: null,
        decidedAt: null,
        decidedBy: null,
        returnDeadline: null,
        returnTarget: null,
        updatedAt: now,
      },
    });
  await casesChanged(db, row.projectTimeId);
}

export async function setCase(
  db: Executor,
  declarationId: string,
  stage: TeamStage,
  values: Partial<Pick<CaseRecord, "status" | "decidedAt" | "decidedBy" | "returnDeadline" | "returnTarget">>,
  now: Date,
) {
  await db
    .update(teamCases)
    .set({ ...values, updatedAt: now })
    .where(and(eq(teamCases.declarationId, declarationId), eq(teamCases.stage, stage)));
  await casesChanged(db, batchOf(declarationId));
}

/** A member's check counted: a waiting case becomes checked. */
export async function caseChecked(db: Executor, declarationId: string, stage: TeamStage, now: Date) {
  await db
    .update(teamCases)
    .set({
      checks: sql`${teamCases.checks} + 1`,
      lastCheckAt: now,
      status: sql`case when ${teamCases.status} = 'PENDING' then 'CHECKED' else ${teamCases.status} end`,
      updatedAt: now,
    })
    .where(and(eq(teamCases.declarationId, declarationId), eq(teamCases.stage, stage)));
  await casesChanged(db, batchOf(declarationId));
}

export interface PlacedCase {
  declarationId: string;
  unitId: string | null;
  teamId: string;
  fromTeamId: string | null;
}

/** Allocations written at once: each case gets its team (created if the declaration had none yet), and is logged. */
export async function allocate(
  db: Executor,
  key: TeamKey,
  placed: readonly PlacedCase[],
  by: { userId: string; mode: "HAND" | "EVEN" },
  now: Date,
) {
  if (placed.length === 0) return;
  await insertJsonRows(
    db,
    teamCases,
    placed.map((p) => ({
      declarationId: p.declarationId,
      stage: key.stage,
      tenantId: key.tenantId,
      projectTimeId: key.projectTimeId,
      unitId: p.unitId,
      teamId: p.teamId,
      allocatedBy: by.userId,
      allocatedAt: now,
      status: "PENDING",
      updatedAt: now,
    })),
    sql`on conflict (declaration_id, stage) do update set team_id = excluded.team_id,
      allocated_by = excluded.allocated_by, allocated_at = excluded.allocated_at, updated_at = excluded.updated_at`,
  );
  await insertJsonRows(
    db,
    teamAllocations,
    placed.map((p) => ({
      tenantId: key.tenantId,
      declarationId: p.declarationId,
      stage: key.stage,
      teamId: p.teamId,
      fromTeamId: p.fromTeamId,
      mode: by.mode,
      byUserId: by.userId,
      createdAt: now,
    })),
  );
  await casesChanged(db, key.projectTimeId);
}

export interface StageDeclaration {
  id: string;
  unitId: string | null;
  disciplineCode: string | null;
  teamId: string | null;
  staffName: string;
  unitName: string | null;
  unitNameEn: string | null;
}

/** The declarations now in the stage (some chosen, or all), with their team if they have one. */
export function declarationsInStage(db: Executor, key: TeamKey, ids?: readonly string[]) {
  return rowsOf<StageDeclaration>(
    db,
    sql`select d.id, d.unit_id as "unitId", s.discipline_code as "disciplineCode", c.team_id as "teamId",
          s.name as "staffName", un.name as "unitName",
          un.name_en as "unitNameEn"
        from declarations d join staff s on s.id = d.staff_id
          left join departs un on un.id = d.unit_id
          left join team_cases c on c.declaration_id = d.id and c.stage = ${key.stage}
        where d.tenant_id = ${key.tenantId} and d.project_time_id = ${key.projectTimeId} and d.status = ${key.stage}${
          ids ? sql` and d.id = ${anyOf(ids)}` : sql``
        }
        order by un.order_num nulls last, d.unit_id, d.submitted_at, d.id`,
  );
}

/** How many declarations still in the stage each team holds. */
export async function teamLoads(db: Executor, key: TeamKey): Promise<Map<string, number>> {
  const rows = await rowsOf<{ teamId: string; n: number }>(
    db,
    sql`select c.team_id as "teamId", count(*)::int as n from team_cases c
        join declarations d on d.id = c.declaration_id and d.status = ${key.stage}
        where c.project_time_id = ${key.projectTimeId} and c.stage = ${key.stage} and c.team_id is not null
        group by c.team_id`,
  );
  return new Map(rows.map((r) => [r.teamId, r.n]));
}

/** Cases of a team still to decide (a team holding some cannot be deleted). */
export async function openCasesOf(db: Executor, teamId: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from team_cases c join declarations d on d.id = c.declaration_id and d.status = c.stage
        where c.team_id = ${teamId} and c.status = ${OPEN}`,
  );
  return row?.n ?? 0;
}

/** A team's cases still to decide, counted by the declarant's unit (a member may not join from one of them). */
export async function openCasesByUnit(db: Executor, teamId: string): Promise<Map<string, number>> {
  const rows = await rowsOf<{ unitId: string; n: number }>(
    db,
    sql`select d.unit_id as "unitId", count(*)::int as n
        from team_cases c join declarations d on d.id = c.declaration_id and d.status = c.stage
        where c.team_id = ${teamId} and c.status = ${OPEN} and d.unit_id is not null
        group by d.unit_id`,
  );
  return new Map(rows.map((r) => [r.unitId, r.n]));
}

export async function insertCheck(db: Executor, row: typeof teamChecks.$inferInsert) {
  await db.insert(teamChecks).values(row);
  await casesChanged(db, batchOf(row.declarationId));
}

export interface CheckWithTeam extends CheckRecord {
  teamName: string | null;
}

export function listChecks(db: Executor, declarationId: string, stage: TeamStage): Promise<CheckWithTeam[]> {
  return rowsOf<CheckWithTeam>(
    db,
    sql`select k.seq, k.id, k.tenant_id as "tenantId", k.project_time_id as "projectTimeId",
          k.declaration_id as "declarationId", k.stage, k.team_id as "teamId", k.user_id as "userId",
          k.user_name as "userName", k.kind, k.conclusion, k.checklist, k.comment, k.detail,
          k.declaration_version as "declarationVersion", k.created_at as "createdAt", t.name as "teamName"
        from team_checks k left join review_teams t on t.id = k.team_id
        where k.declaration_id = ${declarationId} and k.stage = ${stage}
        order by k.seq`,
  );
}

/** The workflow's last decision on a declaration (what a recall would take back). */
export async function lastDecision(db: Executor, declarationId: string) {
  const [row] = await rowsOf<{ event: string; fromStatus: string; toStatus: string; createdAt: Date | string }>(
    db,
    sql`select event, from_status as "fromStatus", to_status as "toStatus", created_at as "createdAt"
        from declaration_decisions where declaration_id = ${declarationId} order by seq desc limit 1`,
  );
  return row ?? null;
}

/** Whether a stage's team recorded anything on the declaration since a moment (the next stage has acted). */
export async function checkedSince(db: Executor, declarationId: string, stage: string, since: Date | string) {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from team_checks
        where declaration_id = ${declarationId} and stage = ${stage} and created_at >= ${new Date(since).toISOString()}`,
  );
  return (row?.n ?? 0) > 0;
}

/** Open returns of the stages past their deadline (the lapse job's work), oldest first. */
export function lapsedReturns(db: Executor, tenantId: string, today: string, limit: number) {
  return db
    .select({
      declarationId: teamCases.declarationId,
      stage: teamCases.stage,
      teamId: teamCases.teamId,
      returnDeadline: teamCases.returnDeadline,
    })
    .from(teamCases)
    .where(
      and(
        eq(teamCases.tenantId, tenantId),
        eq(teamCases.status, "RETURNED"),
        sql`${teamCases.returnDeadline} < ${today}`,
      ),
    )
    .orderBy(asc(teamCases.returnDeadline))
    .limit(limit);
}

export type { CaseStatus, TeamDecision, TeamReturnTarget };
