import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../../../db/client";
import { rowsOf, schoolNameEn } from "./repo";

/** The administrator's lists of a round, each one page and its total in one statement. */

/** States a declaration reaches at or after QUALIFIED on the peer review's way (and the ends of that way). */
export const PAST_QUALIFIED = [
  "QUALIFIED",
  "PEER_REVIEW",
  "PEER_FAILED",
  "PROFESSOR_COMMITTEE",
  "COMMITTEE_NOT_RECOMMENDED",
  "SENIOR_COMMITTEE",
  "SENIOR_FAILED",
  "RESULT_PUBLICITY",
  "PUBLICITY_HOLD",
  "APPROVED",
  "REVOKED",
];

export interface Page {
  offset: number;
  limit: number;
}

export interface DeclarantFilter {
  tenantId: string;
  projectTimeId: string;
  roundId: string;
  /** WAITING: QUALIFIED and sent to no expert; TAKEN: the round took it; ALL: at or past QUALIFIED, or taken */
  scope: "WAITING" | "TAKEN" | "ALL";
  keyword?: string;
  unitId?: string;
  level?: string;
}

export interface DeclarantListRecord {
  declarationId: string;
  userId: string;
  name: string;
  employeeNo: string | null;
  unitId: string;
  unitName: string | null;
  unitNameEn: string | null;
  titleName: string | null;
  titleNameEn: string | null;
  level: string;
  track: string;
  method: string;
  disciplineCode: string | null;
  state: string;
  code: string | null;
  required: number | null;
  externalMin: number | null;
  counts: Record<string, number> | null;
  verdict: string | null;
  confirmedAt: Date | string | null;
}

const like = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const paged = <T>(rows: (T & { total: number })[]) => ({
  rows: rows.map(({ total: _t, ...row }) => row as T),
  total: rows[0]?.total ?? 0,
});

export async function pageDeclarants(db: Executor, f: DeclarantFilter, page: Page) {
  const where: SQL[] = [sql`d.tenant_id = ${f.tenantId}`, sql`d.project_time_id = ${f.projectTimeId}`];
  if (f.scope === "WAITING")
    where.push(
      sql`d.status = 'QUALIFIED' and not exists (select 1 from peer_assignments a where a.declaration_id = d.id
        and a.status in ('INVITED', 'ACCEPTED', 'COMPLETED'))`,
    );
  else if (f.scope === "TAKEN") where.push(sql`rd.id is not null`);
  else where.push(sql`(rd.id is not null or d.status = any(${sql.param(PAST_QUALIFIED)}::text[]))`);
  if (f.keyword) where.push(sql`(s.name ilike ${like(f.keyword)} or s.employee_no ilike ${like(f.keyword)})`);
  if (f.unitId) where.push(sql`d.unit_id = ${f.unitId}`);
  if (f.level) where.push(sql`d.level = ${f.level}`);
  const rows = await rowsOf<DeclarantListRecord & { total: number }>(
    db,
    sql`select d.id as "declarationId", d.user_id as "userId", s.name, s.employee_no as "employeeNo",
          d.unit_id as "unitId", un.name as "unitName", un.name_en as "unitNameEn", ti.name as "titleName",
          ti.name_en as "titleNameEn", d.level, d.track_code as track, d.method,
          s.discipline_code as "disciplineCode", d.status as state, rd.code, rd.required,
          rd.external_min as "externalMin", rd.verdict, rd.confirmed_at as "confirmedAt",
          (select jsonb_object_agg(x.status, x.n) from (
             select a.status, count(*)::int as n from peer_assignments a
             where a.declaration_id = d.id and a.round_id = ${f.roundId} group by a.status) x) as counts,
          count(*) over ()::int as total
        from declarations d join staff s on s.id = d.staff_id
          left join peer_round_declarations rd on rd.round_id = ${f.roundId} and rd.declaration_id = d.id
          left join departs un on un.id = d.unit_id
          left join titles ti on ti.id = d.title_id
        where ${sql.join(where, sql` and `)}
        order by rd.code nulls last, d.unit_id, d.submitted_at, d.id
        limit ${page.limit} offset ${page.offset}`,
  );
  return paged<DeclarantListRecord>(rows);
}

export interface AssignmentFilter {
  tenantId: string;
  roundId: string;
  declarationId?: string;
  expertId?: string;
  status?: string;
  keyword?: string;
  ids?: readonly string[];
}

export interface AssignmentListRecord {
  id: string;
  roundId: string;
  declarationId: string;
  declarantName: string;
  code: string | null;
  unitName: string | null;
  unitNameEn: string | null;
  expertId: string;
  expertUserId: string;
  expertName: string;
  institution: string | null;
  /** an internal expert's institution, the school, in English */
  institutionEn: string | null;
  kind: "external" | "internal";
  phone: string | null;
  email: string | null;
  status: string;
  invitedAt: Date | string;
  deadline: Date | string;
  reviewDeadline: Date | string | null;
  respondedAt: Date | string | null;
  openedAt: Date | string | null;
  note: string | null;
  conflictDeclared: boolean;
  reminders: number;
  supersedesId: string | null;
  replacementReasonCode: string | null;
  verified: boolean;
  score: Record<string, number> | null;
}

/** An expert's institution in both languages (`e` the expert, `t` the tenant): an internal one's is the school. */
const institutionColumns = sql`case when e.kind = 'internal' then coalesce(e.institution, t.name) else e.institution end
    as institution,
  case when e.kind = 'internal' and e.institution is null then ${schoolNameEn(sql`t.id`)} end as "institutionEn"`;

const assignmentColumns = sql`a.id, a.round_id as "roundId", a.declaration_id as "declarationId",
  s.name as "declarantName", rd.code, un.name as "unitName", un.name_en as "unitNameEn", a.expert_id as "expertId",
  a.expert_user_id as "expertUserId", coalesce(es.name, e.name, u.name, '') as "expertName",
  ${institutionColumns},
  coalesce(e.kind, 'external') as kind, coalesce(e.phone, es.phone, u.mobile_phone) as phone,
  coalesce(e.email, es.email, u.email) as email, a.status, a.invited_at as "invitedAt", a.deadline,
  a.review_deadline as "reviewDeadline", a.responded_at as "respondedAt", a.opened_at as "openedAt", a.note,
  a.conflict_declared as "conflictDeclared", a.reminders, a.supersedes_id as "supersedesId",
  a.replacement_reason_code as "replacementReasonCode", (v.id is not null) as verified, a.score`;

const assignmentJoins = sql`from peer_assignments a
  join declarations d on d.id = a.declaration_id
  join staff s on s.id = d.staff_id
  join tenants t on t.id = a.tenant_id
  left join departs un on un.id = d.unit_id
  left join peer_round_declarations rd on rd.round_id = a.round_id and rd.declaration_id = a.declaration_id
  left join experts e on e.id = a.expert_id
  left join staff es on es.id = e.staff_id
  left join users u on u.id = a.expert_user_id
  left join expert_verifications v on v.expert_id = a.expert_id`;

export async function pageAssignments(db: Executor, f: AssignmentFilter, page: Page) {
  const where: SQL[] = [sql`a.tenant_id = ${f.tenantId}`];
  if (f.roundId) where.push(sql`a.round_id = ${f.roundId}`);
  if (f.ids) where.push(sql`a.id = any(${sql.param([...f.ids])}::text[])`);
  if (f.declarationId) where.push(sql`a.declaration_id = ${f.declarationId}`);
  if (f.expertId) where.push(sql`a.expert_id = ${f.expertId}`);
  if (f.status) where.push(sql`a.status = ${f.status}`);
  if (f.keyword) {
    const k = like(f.keyword);
    where.push(sql`(s.name ilike ${k} or coalesce(es.name, e.name) ilike ${k} or rd.code ilike ${k})`);
  }
  const rows = await rowsOf<AssignmentListRecord & { total: number }>(
    db,
    sql`select ${assignmentColumns}, count(*) over ()::int as total ${assignmentJoins}
        where ${sql.join(where, sql` and `)}
        order by rd.code nulls last, a.invited_at, a.id
        limit ${page.limit} offset ${page.offset}`,
  );
  return paged<AssignmentListRecord>(rows);
}

/** Invitations by id, with their expert and declarant: for messages and refusals naming them. */
export async function assignmentsById(db: Executor, tenantId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return (await pageAssignments(db, { tenantId, roundId: "", ids }, { offset: 0, limit: ids.length })).rows;
}

export interface OpinionFilter {
  roundId: string;
  declarationId?: string;
  validity?: string;
  keyword?: string;
}

export interface OpinionListRecord extends AssignmentListRecord {
  scores: Record<string, number>;
  conclusion: string | null;
  comment: string;
  savedAt: Date | string;
  submittedAt: Date | string | null;
  validity: "VALID" | "INVALID";
  invalidReason: string | null;
  replaced: boolean;
  /** the declarant's account: the opinion's Word document is named by it */
  declarantUserId: string;
}

export async function pageOpinions(db: Executor, tenantId: string, f: OpinionFilter, page: Page) {
  const where: SQL[] = [
    sql`a.tenant_id = ${tenantId}`,
    sql`a.round_id = ${f.roundId}`,
    sql`o.submitted_at is not null`,
  ];
  if (f.declarationId) where.push(sql`a.declaration_id = ${f.declarationId}`);
  if (f.validity) where.push(sql`o.validity = ${f.validity}`);
  if (f.keyword) {
    const k = like(f.keyword);
    where.push(sql`(s.name ilike ${k} or coalesce(es.name, e.name) ilike ${k} or rd.code ilike ${k})`);
  }
  const rows = await rowsOf<OpinionListRecord & { total: number }>(
    db,
    sql`select ${assignmentColumns}, o.scores, o.conclusion, o.comment, o.saved_at as "savedAt",
          o.submitted_at as "submittedAt", o.validity, o.invalid_reason as "invalidReason",
          d.user_id as "declarantUserId",
          exists (select 1 from peer_assignments r where r.supersedes_id = a.id and r.status <> 'CANCELLED') as replaced,
          count(*) over ()::int as total
        ${assignmentJoins} join peer_opinions o on o.assignment_id = a.id
        where ${sql.join(where, sql` and `)}
        order by rd.code nulls last, o.submitted_at, a.id
        limit ${page.limit} offset ${page.offset}`,
  );
  return paged<OpinionListRecord>(rows);
}

export interface VerificationListRecord {
  expertId: string;
  name: string;
  kind: "external" | "internal";
  institution: string | null;
  institutionEn: string | null;
  titleName: string;
  phone: string | null;
  method: "SMS_CODE" | "HR" | null;
  verifiedAt: Date | string | null;
  verifiedByName: string | null;
  note: string | null;
  invitations: number;
}

export async function pageVerifications(
  db: Executor,
  tenantId: string,
  f: { keyword?: string; verified?: boolean },
  page: Page,
) {
  const where: SQL[] = [sql`e.tenant_id = ${tenantId}`, sql`e.user_id is not null`, sql`e.approved_at is not null`];
  if (f.keyword) {
    const k = like(f.keyword);
    where.push(sql`(coalesce(s.name, e.name) ilike ${k} or e.institution ilike ${k})`);
  }
  if (f.verified === true) where.push(sql`v.id is not null`);
  if (f.verified === false) where.push(sql`v.id is null`);
  const rows = await rowsOf<VerificationListRecord & { total: number }>(
    db,
    sql`select e.id as "expertId", coalesce(s.name, e.name, '') as name, e.kind,
          ${institutionColumns},
          e.title_name as "titleName", coalesce(e.phone, s.phone) as phone, v.method, v.verified_at as "verifiedAt",
          vb.name as "verifiedByName", v.note,
          (select count(*)::int from peer_assignments a join peer_rounds r on r.id = a.round_id
             where a.expert_id = e.id and r.status = 'OPEN' and a.status in ('INVITED', 'ACCEPTED', 'COMPLETED'))
            as invitations,
          count(*) over ()::int as total
        from experts e join tenants t on t.id = e.tenant_id
          left join staff s on s.id = e.staff_id
          left join expert_verifications v on v.expert_id = e.id
          left join users vb on vb.id = v.verified_by
        where ${sql.join(where, sql` and `)}
        order by (v.id is null) desc, coalesce(s.name, e.name), e.id
        limit ${page.limit} offset ${page.offset}`,
  );
  return paged<VerificationListRecord>(rows);
}
