import { randomUUID } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../../../../db/client";
import { rowsOf } from "../../../../../db/rows";
import { a3TableEdits, a3TableZips } from "../../../../../db/schema-review-stages";

/**
 * What an A3 table reads: the declaration and its declarant, its items, and each stage's figures (read-only, from
 * the stages' tables), and its own tables: personnel's edits and the zips' task pointers.
 */

export interface A3DeclarationRecord {
  id: string;
  userId: string;
  projectTimeId: string;
  status: string;
  seriesCode: string;
  level: string;
  unitId: string | null;
  unitRank: number | null;
  seriesName: string | null;
  seriesNameEn: string | null;
  titleName: string | null;
  titleNameEn: string | null;
  unitName: string | null;
  unitNameEn: string | null;
  name: string;
  sex: string | null;
  birthDate: string | null;
  employeeNo: string;
  currentTitle: string | null;
  currentTitleDate: string | null;
  education: string | null;
  degree: string | null;
  discipline: string | null;
}

/** The declarant's declaration in the batch, by their account (dates as text, whichever the driver). */
export async function findDeclaration(db: Executor, tenantId: string, projectTimeId: string, userId: string) {
  const [row] = await rowsOf<A3DeclarationRecord>(
    db,
    sql`select d.id, d.user_id as "userId", d.project_time_id as "projectTimeId", d.status,
          d.series_code as "seriesCode", d.level, d.unit_id as "unitId", d.unit_rank as "unitRank",
          ts.name as "seriesName", ts.name_en as "seriesNameEn", ti.name as "titleName", ti.name_en as "titleNameEn",
          un.name as "unitName", un.name_en as "unitNameEn", s.name, s.sex, s.birth_date::text as "birthDate",
          s.employee_no as "employeeNo", s.current_title_name as "currentTitle",
          s.current_title_date::text as "currentTitleDate", s.education, s.degree, s.discipline_code as discipline
        from declarations d join staff s on s.id = d.staff_id
          left join titles ti on ti.id = d.title_id
          left join departs un on un.id = d.unit_id
          left join title_series ts on ts.tenant_id = d.tenant_id and ts.code = d.series_code
        where d.tenant_id = ${tenantId} and d.project_time_id = ${projectTimeId} and d.user_id = ${userId}`,
  );
  return row ?? null;
}

/** A declaration's declarant and batch, within the tenant. */
export async function declarantOf(db: Executor, tenantId: string, declarationId: string) {
  const [row] = await rowsOf<{ declarationId: string; userId: string; projectTimeId: string; name: string }>(
    db,
    sql`select d.id as "declarationId", d.user_id as "userId", d.project_time_id as "projectTimeId", s.name
        from declarations d join staff s on s.id = d.staff_id
        where d.id = ${declarationId} and d.tenant_id = ${tenantId}`,
  );
  return row ?? null;
}

export async function findLayout(db: Executor, tenantId: string, seriesCode: string, level: string) {
  const [row] = await rowsOf<{ id: string; title: string; sections: unknown; voteStages: unknown }>(
    db,
    sql`select id, title, sections, vote_stages as "voteStages" from table_settings
        where tenant_id = ${tenantId} and series_code = ${seriesCode} and level = ${level}`,
  );
  return row ?? null;
}

export async function items(db: Executor, declarationId: string) {
  return rowsOf<{
    materialType: string;
    payload: Record<string, unknown>;
    isRepresentative: boolean;
    representativeOrder: number | null;
  }>(
    db,
    sql`select material_type as "materialType", payload, is_representative as "isRepresentative",
          representative_order as "representativeOrder"
        from declaration_items where declaration_id = ${declarationId}
        order by material_type, order_num, created_at, id`,
  );
}

/** The unit's last word: the last of its decisions that says something. */
export async function unitOpinion(db: Executor, declarationId: string) {
  const [row] = await rowsOf<{ text: string }>(
    db,
    sql`select coalesce(comment, reason) as text from declaration_decisions
        where declaration_id = ${declarationId} and actor_role in ('UNIT_ADMIN', 'UNIT_LEADER')
          and coalesce(comment, reason) is not null
        order by seq desc limit 1`,
  );
  return row?.text ?? null;
}

/** The declaration's last decision of each kind given (e.g. the unit's recommendation, the senior vote). */
export async function lastEvent(db: Executor, declarationId: string, events: readonly string[]) {
  const [row] = await rowsOf<{ event: string }>(
    db,
    sql`select event from declaration_decisions
        where declaration_id = ${declarationId} and event in (${sql.join(
          events.map((e) => sql`${e}`),
          sql`, `,
        )})
        order by seq desc limit 1`,
  );
  return row?.event ?? null;
}

/** Per department verifying its items: how many verified, not recognised, still pending. */
export async function departmentCounts(db: Executor, declarationId: string) {
  return rowsOf<{ name: string; nameEn: string | null; verified: number; notRecognised: number; pending: number }>(
    db,
    sql`select coalesce(dp.name, dti.depart_id) as name, dp.name_en as "nameEn",
          (count(*) filter (where i.verify_status = 'VERIFIED'))::int as verified,
          (count(*) filter (where i.verify_status = 'NOT_RECOGNIZED'))::int as "notRecognised",
          (count(*) filter (where i.verify_status not in ('VERIFIED', 'NOT_RECOGNIZED')))::int as pending
        from department_task_items dti join declaration_items i on i.id = dti.item_id
          left join departs dp on dp.id = dti.depart_id
        where dti.declaration_id = ${declarationId}
        group by dti.depart_id, dp.name, dp.name_en, dp.order_num
        order by dp.order_num, 1`,
  );
}

/** The peer review the declaration went through last: its rule, the experts required and the opinions in. */
export async function peerReview(db: Executor, declarationId: string) {
  const [row] = await rowsOf<{
    required: number;
    verdict: string | null;
    passRule: unknown;
    opinions: { conclusion: string | null; scores: Record<string, number>; validity: string }[];
  }>(
    db,
    sql`select rd.required, rd.verdict, r.settings -> 'passRule' as "passRule",
          coalesce((select json_agg(json_build_object('conclusion', o.conclusion, 'scores', o.scores,
              'validity', o.validity))
            from peer_opinions o join peer_assignments a on a.id = o.assignment_id
            where a.round_id = rd.round_id and a.declaration_id = rd.declaration_id
              and o.submitted_at is not null), '[]'::json) as opinions
        from peer_round_declarations rd join peer_rounds r on r.id = rd.round_id
        where rd.declaration_id = ${declarationId}
        order by rd.created_at desc limit 1`,
  );
  return row ?? null;
}

/** The declaration's line in its unit committee's last confirmed tally, with the members then. */
export async function professorTally(db: Executor, projectTimeId: string, unitId: string, declarationId: string) {
  const [row] = await rowsOf<{ members: number | null; line: Record<string, unknown> }>(
    db,
    sql`select pr.members, r.value as line
        from professor_rounds pr cross join lateral jsonb_array_elements(coalesce(pr.result, '[]'::jsonb)) r
        where pr.project_time_id = ${projectTimeId} and pr.unit_id = ${unitId} and pr.state = 'CONFIRMED'
          and r.value ->> 'declarationId' = ${declarationId}
        order by pr.round desc limit 1`,
  );
  return row ?? null;
}

export interface SeniorFigures {
  meeting: string;
  members: number;
  attending: number;
  agree: number;
  disagree: number;
  abstain: number;
}

/** The senior committee's figures: the first round of the group that voted on it, else its applied paper vote. */
export async function seniorFigures(db: Executor, tenantId: string, declarationId: string) {
  const [vote] = await rowsOf<SeniorFigures>(
    db,
    sql`select m.name as meeting, cr.members, cr.attending, (c.value ->> 'agree')::int as agree,
          (c.value ->> 'disagree')::int as disagree, (c.value ->> 'abstain')::int as abstain
        from committee_candidates cc join committee_meetings m on m.id = cc.meeting_id
          join committee_rounds cr on cr.group_id = cc.group_id and cr.round = 1 and cr.state = 'CLOSED'
          cross join lateral jsonb_array_elements(cr.tally -> 'tally' -> 'candidates') c
        where cc.declaration_id = ${declarationId} and m.tenant_id = ${tenantId}
          and c.value ->> 'candidateId' = ${declarationId}
        order by cr.closed_at desc limit 1`,
  );
  if (vote) return vote;
  const [paper] = await rowsOf<SeniorFigures>(
    db,
    sql`select meeting_name as meeting, members, attending, agree, disagree, abstain from paper_tallies
        where declaration_id = ${declarationId} and tenant_id = ${tenantId} and applied_at is not null
        order by applied_at desc limit 1`,
  );
  return paper ?? null;
}

// --- the edits

export async function latestEdit(db: Executor, declarationId: string) {
  const [row] = await db
    .select({ version: a3TableEdits.version, texts: a3TableEdits.texts })
    .from(a3TableEdits)
    .where(eq(a3TableEdits.declarationId, declarationId))
    .orderBy(desc(a3TableEdits.version))
    .limit(1);
  return row ?? null;
}

/** A new version; the unique (declaration, version) index refuses a second save of the same version. */
export async function insertEdit(
  db: Executor,
  row: Omit<typeof a3TableEdits.$inferInsert, "id" | "createdAt">,
): Promise<boolean> {
  const saved = await db
    .insert(a3TableEdits)
    .values({ id: randomUUID(), ...row })
    .onConflictDoNothing()
    .returning({ id: a3TableEdits.id });
  return saved.length === 1;
}

// --- the zips' scopes

/** A unit's declarants in the batch past their draft, in the unit's order. */
export async function unitDeclarants(db: Executor, tenantId: string, projectTimeId: string, unitId: string) {
  return rowsOf<{ userId: string; name: string; employeeNo: string }>(
    db,
    sql`select d.user_id as "userId", s.name, s.employee_no as "employeeNo"
        from declarations d join staff s on s.id = d.staff_id
        where d.tenant_id = ${tenantId} and d.project_time_id = ${projectTimeId} and d.unit_id = ${unitId}
          and d.status not in ('DRAFT', 'WITHDRAWN')
        order by d.unit_rank nulls last, s.employee_no, d.id`,
  );
}

/** A meeting's candidates, in their groups' order. */
export async function meetingDeclarants(db: Executor, tenantId: string, projectTimeId: string, meetingId: string) {
  return rowsOf<{ userId: string; name: string; employeeNo: string }>(
    db,
    sql`select d.user_id as "userId", s.name, s.employee_no as "employeeNo"
        from committee_candidates cc join committee_meetings m on m.id = cc.meeting_id
          join committee_groups g on g.id = cc.group_id
          join declarations d on d.id = cc.declaration_id join staff s on s.id = d.staff_id
        where m.id = ${meetingId} and m.tenant_id = ${tenantId} and m.project_time_id = ${projectTimeId}
        order by g.order_num, cc.order_num, s.employee_no, d.id`,
  );
}

export async function scopeName(db: Executor, tenantId: string, scope: { unitId?: string; meetingId?: string }) {
  const [row] = scope.meetingId
    ? await rowsOf<{ name: string; nameEn: string | null }>(
        db,
        sql`select name, null as "nameEn" from committee_meetings
            where id = ${scope.meetingId} and tenant_id = ${tenantId}`,
      )
    : await rowsOf<{ name: string; nameEn: string | null }>(
        db,
        sql`select name, name_en as "nameEn" from departs where id = ${scope.unitId ?? ""} and tenant_id = ${tenantId}`,
      );
  return row ?? null;
}

// --- the zips' task pointers

export interface ZipKey {
  tenantId: string;
  projectTimeId: string;
  scope: string;
}

const ofKey = (key: ZipKey) =>
  and(
    eq(a3TableZips.tenantId, key.tenantId),
    eq(a3TableZips.projectTimeId, key.projectTimeId),
    eq(a3TableZips.scope, key.scope),
  );

export async function readZipPointer(db: Executor, key: ZipKey) {
  const [row] = await db
    .select({ taskId: a3TableZips.taskId, doneTaskId: a3TableZips.doneTaskId })
    .from(a3TableZips)
    .where(ofKey(key));
  return row ?? null;
}

/** Serialises the starts of one scope's zip (held to the transaction's end). */
export async function lockZip(tx: Executor, key: ZipKey) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`a3/${key.projectTimeId}/${key.scope}`}))`);
}

export async function zipStarted(tx: Executor, key: ZipKey, taskId: string) {
  await tx
    .insert(a3TableZips)
    .values({ ...key, taskId })
    .onConflictDoUpdate({
      target: [a3TableZips.projectTimeId, a3TableZips.scope],
      set: { taskId, updatedAt: new Date() },
    });
}

/** A task finished: its zip is the one to download. Answers the finished task it replaces (to remove its file). */
export async function zipFinished(db: Executor, key: ZipKey, taskId: string): Promise<string | null> {
  const [before] = await rowsOf<{ doneTaskId: string | null }>(
    db,
    sql`select done_task_id as "doneTaskId" from a3_table_zips
        where project_time_id = ${key.projectTimeId} and scope = ${key.scope}`,
  );
  await db
    .insert(a3TableZips)
    .values({ ...key, taskId, doneTaskId: taskId })
    .onConflictDoUpdate({
      target: [a3TableZips.projectTimeId, a3TableZips.scope],
      set: { doneTaskId: taskId, updatedAt: new Date() },
    });
  const replaced = before?.doneTaskId ?? null;
  return replaced && replaced !== taskId ? replaced : null;
}
