import { type CaseStatus, OPEN_CASE_STATUSES, type TeamStage } from "@zcps/contracts/zcps/team-review/api";
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../../../db/client";
import { anyOf, rowsOf, type TeamKey } from "./teams-repo";

/** The stages' lists (a member's queue, personnel's lists), progress and counts, read in one statement each. */

export interface CaseFilter {
  keyword?: string;
  unitId?: string;
  titleId?: string;
  teamId?: string;
  /** only these teams' declarations (a member's queue) */
  teamIds?: readonly string[];
  allocated?: "yes" | "no" | "all";
  status?: CaseStatus;
  /** IN: in the stage now; OUT: decided (left it); ALL: every declaration that reached it */
  scope: "IN" | "OUT" | "ALL";
}

export interface CaseListRecord {
  declarationId: string;
  version: number;
  staffName: string;
  employeeNo: string;
  unitId: string | null;
  unitName: string | null;
  unitNameEn: string | null;
  titleId: string;
  titleName: string | null;
  titleNameEn: string | null;
  level: string;
  method: string;
  disciplineCode: string | null;
  state: string;
  returnedFrom: string | null;
  status: string;
  teamId: string | null;
  teamName: string | null;
  allocatedAt: Date | string | null;
  checks: number;
  lastCheckUser: string | null;
  lastCheckConclusion: string | null;
  lastCheckAt: Date | string | null;
  decidedAt: Date | string | null;
  decidedBy: string | null;
  returnDeadline: string | null;
  returnTarget: string | null;
  eligibility: { pass?: boolean | null } | null;
}

const OPEN = anyOf(OPEN_CASE_STATUSES);
/** The case's status; a declaration in the stage without a case row yet waits. */
const STATUS = sql`coalesce(c.status, 'PENDING')`;

/** The declarations `d` (with the declarant `s` and the case `c`) of one stage that a filter keeps. */
function casesFrom(key: TeamKey, filter: CaseFilter): SQL {
  const where: SQL[] = [sql`d.tenant_id = ${key.tenantId}`, sql`d.project_time_id = ${key.projectTimeId}`];
  if (filter.scope === "IN") where.push(sql`d.status = ${key.stage}`);
  else if (filter.scope === "OUT") where.push(sql`d.status <> ${key.stage} and c.status is not null`);
  else where.push(sql`(d.status = ${key.stage} or c.status is not null)`);
  if (filter.keyword) {
    const like = `%${filter.keyword}%`;
    where.push(sql`(s.name ilike ${like} or s.employee_no ilike ${like})`);
  }
  if (filter.unitId) where.push(sql`d.unit_id = ${filter.unitId}`);
  if (filter.titleId) where.push(sql`d.title_id = ${filter.titleId}`);
  if (filter.teamId) where.push(sql`c.team_id = ${filter.teamId}`);
  if (filter.teamIds) where.push(sql`c.team_id = ${anyOf(filter.teamIds)}`);
  if (filter.allocated === "yes") where.push(sql`c.team_id is not null`);
  if (filter.allocated === "no") where.push(sql`c.team_id is null`);
  if (filter.status) where.push(sql`${STATUS} = ${filter.status}`);
  // a team's queue starts from its cases (an index on the team); a batch list from the batch's declarations; the
  // declarant only for a keyword
  const from = filter.teamIds
    ? sql`from team_cases c join declarations d on d.id = c.declaration_id and c.stage = ${key.stage}`
    : sql`from declarations d left join team_cases c on c.declaration_id = d.id and c.stage = ${key.stage}`;
  const declarant = filter.keyword ? sql` join staff s on s.id = d.staff_id` : sql``;
  return sql`${from}${declarant} where ${sql.join(where, sql` and `)}`;
}

const columns = (stage: TeamStage) => sql`d.id as "declarationId", d.version, s.name as "staffName",
  s.employee_no as "employeeNo", d.unit_id as "unitId", un.name as "unitName", un.name_en as "unitNameEn",
  d.title_id as "titleId", ti.name as "titleName", ti.name_en as "titleNameEn", d.level, d.method,
  s.discipline_code as "disciplineCode", d.status as state, d.returned_from as "returnedFrom",
  ${STATUS} as status, c.team_id as "teamId", rt.name as "teamName", c.allocated_at as "allocatedAt",
  coalesce(c.checks, 0) as checks, lc.user_name as "lastCheckUser", lc.conclusion as "lastCheckConclusion",
  lc.created_at as "lastCheckAt", c.decided_at as "decidedAt", c.decided_by as "decidedBy",
  c.return_deadline as "returnDeadline", c.return_target as "returnTarget",
  -- of the stored pre-check a list shows its verdict alone: the rules' results stay in the database
  jsonb_build_object('pass', d.eligibility -> 'pass') as eligibility
  from declarations d join staff s on s.id = d.staff_id
    left join team_cases c on c.declaration_id = d.id and c.stage = ${stage}
    left join review_teams rt on rt.id = c.team_id
    left join departs un on un.id = d.unit_id
    left join titles ti on ti.id = d.title_id
    left join lateral (
      select k.user_name, k.conclusion, k.created_at from team_checks k
      where k.declaration_id = d.id and k.stage = ${stage} and k.kind = 'CHECK' order by k.seq desc limit 1
    ) lc on true`;

/**
 * One page of a stage's declarations and the total: the keys are found, counted and ordered (unit, then submit time)
 * among the cases and declarations in one statement, and the page's rows are read whole in a second. Two small
 * statements cost less than one large one: on the embedded database, planning a join of eight tables around a
 * window costs as much as running it.
 */
export async function pageCases(db: Executor, key: TeamKey, filter: CaseFilter, offset: number, limit: number) {
  const from = casesFrom(key, filter);
  const keys = await rowsOf<{ id: string; total: number }>(
    db,
    sql`select d.id, count(*) over ()::int as total ${from}
        order by d.unit_id, d.submitted_at, d.id limit ${limit} offset ${offset}`,
  );
  const total =
    keys[0]?.total ??
    (offset > 0 ? ((await rowsOf<{ n: number }>(db, sql`select count(*)::int as n ${from}`))[0]?.n ?? 0) : 0);
  if (keys.length === 0) return { rows: [], total };
  const found = await rowsOf<CaseListRecord>(
    db,
    sql`select ${columns(key.stage)} where d.id = ${anyOf(keys.map((k) => k.id))}`,
  );
  const byId = new Map(found.map((row) => [row.declarationId, row]));
  return { rows: keys.flatMap((k) => byId.get(k.id) ?? []), total };
}

/** Each status's count among a stage's declarations (those in it without a case waiting), per team. */
export function statusCounts(db: Executor, key: TeamKey) {
  return rowsOf<{ teamId: string | null; status: CaseStatus; inStage: boolean; n: number }>(
    db,
    sql`select c.team_id as "teamId", ${STATUS} as status, d.status = ${key.stage} as "inStage", count(*)::int as n
        from declarations d left join team_cases c on c.declaration_id = d.id and c.stage = ${key.stage}
        where d.tenant_id = ${key.tenantId} and d.project_time_id = ${key.projectTimeId}
          and (d.status = ${key.stage} or c.status is not null)
        group by 1, 2, 3`,
  );
}

/** Per member of the stage's teams: checks and decisions recorded, and the last. */
export function memberFigures(db: Executor, key: TeamKey) {
  return rowsOf<{ teamId: string; userId: string; checks: number; decisions: number; lastAt: Date | string | null }>(
    db,
    sql`select k.team_id as "teamId", k.user_id as "userId",
          count(*) filter (where k.kind = 'CHECK')::int as checks,
          count(*) filter (where k.kind = 'DECISION')::int as decisions, max(k.created_at) as "lastAt"
        from team_checks k join review_teams t on t.id = k.team_id
        where t.tenant_id = ${key.tenantId} and t.project_time_id = ${key.projectTimeId} and t.stage = ${key.stage}
        group by 1, 2`,
  );
}

/** Returns not corrected yet, and disputes open, in a stage. */
export async function openReturns(db: Executor, key: TeamKey): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from team_cases c join declarations d on d.id = c.declaration_id
        where c.project_time_id = ${key.projectTimeId} and c.stage = ${key.stage} and c.status = 'RETURNED'
          and d.status <> ${key.stage} and d.returned_from = ${key.stage}`,
  );
  return row?.n ?? 0;
}

export interface OutcomeCell {
  unitId: string | null;
  unitName: string | null;
  unitNameEn: string | null;
  titleId: string;
  titleName: string | null;
  titleNameEn: string | null;
  level: string;
  status: CaseStatus;
  n: number;
}

/** A stage's declarations counted by unit × title × status. */
export function outcomeCells(db: Executor, key: TeamKey) {
  return rowsOf<OutcomeCell>(
    db,
    sql`select d.unit_id as "unitId", un.name as "unitName", un.name_en as "unitNameEn", d.title_id as "titleId",
          ti.name as "titleName", ti.name_en as "titleNameEn", d.level, ${STATUS} as status, count(*)::int as n
        from declarations d left join team_cases c on c.declaration_id = d.id and c.stage = ${key.stage}
          left join departs un on un.id = d.unit_id left join titles ti on ti.id = d.title_id
        where d.tenant_id = ${key.tenantId} and d.project_time_id = ${key.projectTimeId}
          and (d.status = ${key.stage} or c.status is not null)
        group by 1, 2, 3, 4, 5, 6, 7, 8
        order by min(un.order_num) nulls last, un.name, ti.name`,
  );
}

/** Open cases of the teams of a batch's stage, per team (the team list's figures). */
export function teamFigures(db: Executor, key: TeamKey) {
  return rowsOf<{ teamId: string; allocated: number; open: number; decided: number }>(
    db,
    sql`select c.team_id as "teamId", count(*)::int as allocated,
          count(*) filter (where d.status = ${key.stage} and c.status = ${OPEN})::int as open,
          count(*) filter (where not (c.status = ${OPEN}))::int as decided
        from team_cases c join declarations d on d.id = c.declaration_id
        where c.project_time_id = ${key.projectTimeId} and c.stage = ${key.stage} and c.team_id is not null
        group by 1`,
  );
}
