import { sql } from "drizzle-orm";
import type { Executor } from "../../../../db/client";
import { anyOf, rowsOf } from "./repo";

/**
 * What the allocation reads of other modules' tables: the approved experts of both pools with their history, their
 * conflicts, and the batch's declarants with their staff record, unit and title.
 */

export interface PoolExpert {
  id: string;
  kind: "external" | "internal";
  userId: string;
  staffId: string | null;
  name: string;
  institution: string | null;
  unitId: string | null;
  unitName: string | null;
  unitNameEn: string | null;
  titleName: string;
  titleLevel: string;
  doctoralSupervisor: boolean;
  disciplineCodes: string[];
  keywords: string[];
  phone: string | null;
  email: string | null;
  maxLoad: number;
  active: boolean;
  blacklisted: boolean;
  /** invitations of the expert before (cancelled ones aside) and those accepted */
  invited: number;
  accepted: number;
}

/** Approved experts of the tenant (an account opened or linked): the pool allocation chooses from. */
export async function approvedExperts(db: Executor, tenantId: string, ids?: readonly string[]) {
  return rowsOf<PoolExpert>(
    db,
    sql`select e.id, e.kind, e.user_id as "userId", e.staff_id as "staffId", coalesce(s.name, e.name, '') as name,
          e.institution, s.unit_id as "unitId", un.name as "unitName", un.name_en as "unitNameEn",
          e.title_name as "titleName", e.title_level as "titleLevel", e.doctoral_supervisor as "doctoralSupervisor",
          e.discipline_codes as "disciplineCodes", e.keywords, coalesce(e.phone, s.phone) as phone,
          coalesce(e.email, s.email) as email, e.max_load as "maxLoad", e.active, e.blacklisted,
          coalesce(h.invited, 0)::int as invited, coalesce(h.accepted, 0)::int as accepted
        from experts e
          left join staff s on s.id = e.staff_id
          left join departs un on un.id = s.unit_id
          left join (
            select expert_id, count(*) as invited,
              count(*) filter (where status in ('ACCEPTED', 'COMPLETED', 'INVALID')) as accepted
            from peer_assignments where tenant_id = ${tenantId} and status <> 'CANCELLED' group by expert_id
          ) h on h.expert_id = e.id
        where e.tenant_id = ${tenantId} and e.user_id is not null and e.approved_at is not null
          ${ids ? sql`and e.id = ${anyOf(ids)}` : sql``}
        order by e.id`,
  );
}

export interface ConflictRecord {
  expertId: string;
  targetType: "DECLARANT" | "UNIT" | "INSTITUTION";
  targetId: string | null;
  institution: string | null;
}

export async function expertConflicts(db: Executor, tenantId: string) {
  return rowsOf<ConflictRecord>(
    db,
    sql`select expert_id as "expertId", target_type as "targetType", target_id as "targetId", institution
        from expert_conflicts where tenant_id = ${tenantId}`,
  );
}

export interface DeclarantRecord {
  declarationId: string;
  version: number;
  status: string;
  userId: string;
  staffId: string;
  name: string;
  employeeNo: string | null;
  unitId: string | null;
  unitName: string | null;
  unitNameEn: string | null;
  titleName: string | null;
  titleNameEn: string | null;
  level: string;
  track: string;
  method: string;
  disciplineCode: string | null;
  avoidExperts: { name: string; institution: string; reason: string }[];
}

/** The batch's declarations with their declarant, unit and title: all, those named, or those in one state. */
export async function batchDeclarants(
  db: Executor,
  tenantId: string,
  projectTimeId: string,
  filter: { ids?: readonly string[]; status?: string },
) {
  return rowsOf<DeclarantRecord>(
    db,
    sql`select d.id as "declarationId", d.version, d.status, d.user_id as "userId", d.staff_id as "staffId",
          s.name, s.employee_no as "employeeNo", d.unit_id as "unitId", un.name as "unitName",
          un.name_en as "unitNameEn", ti.name as "titleName", ti.name_en as "titleNameEn", d.level,
          d.track_code as track, d.method, s.discipline_code as "disciplineCode", d.avoid_experts as "avoidExperts"
        from declarations d join staff s on s.id = d.staff_id
          left join departs un on un.id = d.unit_id
          left join titles ti on ti.id = d.title_id
        where d.tenant_id = ${tenantId} and d.project_time_id = ${projectTimeId}
          ${filter.ids ? sql`and d.id = ${anyOf(filter.ids)}` : sql``}
          ${filter.status ? sql`and d.status = ${filter.status}` : sql``}
        order by d.unit_id, d.submitted_at, d.id`,
  );
}

/** Staff who declare in the batch (submitted, not withdrawn): never allocated as experts. */
export async function declaringStaff(db: Executor, projectTimeId: string): Promise<string[]> {
  const rows = await rowsOf<{ staffId: string }>(
    db,
    sql`select distinct staff_id as "staffId" from declarations
        where project_time_id = ${projectTimeId} and status not in ('DRAFT', 'WITHDRAWN')`,
  );
  return rows.map((r) => r.staffId);
}

export async function tenantName(db: Executor, tenantId: string): Promise<string> {
  const [row] = await rowsOf<{ name: string }>(db, sql`select name from tenants where id = ${tenantId}`);
  return row?.name ?? "";
}

/** Whether an expert of the tenant exists and is approved (an account opened or linked). */
export async function expertApproval(db: Executor, tenantId: string, expertId: string) {
  const [row] = await rowsOf<{ approved: boolean }>(
    db,
    sql`select (user_id is not null and approved_at is not null) as approved from experts
        where tenant_id = ${tenantId} and id = ${expertId}`,
  );
  return row ?? null;
}
