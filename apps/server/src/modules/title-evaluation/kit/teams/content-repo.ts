import { sql } from "drizzle-orm";
import type { Executor } from "../../../../db/client";
import { rowsOf } from "./teams-repo";

/** What a team reads about one declaration beyond its detail: who verified its items, and its duplicate claims. */

export interface ItemVerdictRecord {
  itemId: string;
  materialType: string;
  verifyStatus: string;
  verifyComment: string | null;
  verifiedBy: string | null;
  verifiedAt: Date | string | null;
}

export function itemVerdicts(db: Executor, declarationId: string) {
  return rowsOf<ItemVerdictRecord>(
    db,
    sql`select i.id as "itemId", i.material_type as "materialType", i.verify_status as "verifyStatus",
          i.verify_comment as "verifyComment", coalesce(u.name, i.verified_by) as "verifiedBy",
          i.verified_at as "verifiedAt"
        from declaration_items i left join users u on u.id = i.verified_by
        where i.declaration_id = ${declarationId}
        order by i.material_type, i.order_num, i.created_at`,
  );
}

export interface DuplicateRecord {
  itemId: string;
  materialType: string;
  claimKey: string;
  declarationId: string;
  staffName: string;
  unitName: string | null;
  state: string;
}

/** Items of the declaration another declarant of the batch claims too (same claim key and type). */
export function duplicateClaims(db: Executor, declarationId: string, projectTimeId: string) {
  return rowsOf<DuplicateRecord>(
    db,
    sql`select i.id as "itemId", i.material_type as "materialType", i.claim_key as "claimKey",
          od.id as "declarationId", s.name as "staffName", un.name as "unitName", od.status as state
        from declaration_items i
          join declaration_items o on o.material_type = i.material_type and o.claim_key = i.claim_key
            and o.declaration_id <> i.declaration_id
          join declarations od on od.id = o.declaration_id and od.project_time_id = ${projectTimeId}
            and od.status not in ('DRAFT', 'WITHDRAWN')
          join staff s on s.id = od.staff_id
          left join departs un on un.id = od.unit_id
        where i.declaration_id = ${declarationId} and i.claim_key is not null
        order by i.material_type, i.id, s.name`,
  );
}

export async function departNames(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, { name: string; nameEn: string | null }>();
  const rows = await rowsOf<{ id: string; name: string; nameEn: string | null }>(
    db,
    sql`select id, name, name_en as "nameEn" from departs where id = any(${sql.param([...ids])}::text[])`,
  );
  return new Map(rows.map((r) => [r.id, { name: r.name, nameEn: r.nameEn }]));
}
