import { sql } from "drizzle-orm";
import type { Executor } from "../../../db/client";

async function rows<T>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function countFigures(db: Executor, tenantId: string, projectId: string | null) {
  const [row] = await rows<Record<string, number>>(
    db,
    sql`select
      (select count(*)::int from users where tenant_id = ${tenantId} and deleted_at is null) as users,
      (select count(*)::int from users where tenant_id = ${tenantId} and deleted_at is null and not enabled) as disabled_users,
      (select count(*)::int from users where tenant_id = ${tenantId} and deleted_at is null
         and (mobile_phone is null or email is null)) as incomplete_profiles,
      (select count(*)::int from departs where tenant_id = ${tenantId}) as departs,
      (select count(*)::int from departs where tenant_id = ${tenantId} and type = 'unit') as units,
      (select count(*)::int from project_times where project_id = ${projectId ?? ""}) as batches,
      (select count(distinct user_id)::int from sessions where tenant_id = ${tenantId}
         and revoked_at is null and expires_at > now()) as online_users,
      (select count(*)::int from gate_logs where tenant_id = ${tenantId} and kind = 'login'
         and at >= date_trunc('day', now())) as logins_today`,
  );
  return row ?? {};
}

export async function usersByUnit(db: Executor, tenantId: string) {
  return rows<{ name: string; nameEn: string | null; value: number }>(
    db,
    sql`select d.name, d.name_en as "nameEn", count(u.id)::int as value
        from departs d left join users u on u.depart_id = d.id and u.deleted_at is null
        where d.tenant_id = ${tenantId} and d.type in ('unit', 'office')
        group by d.id, d.name, d.name_en, d.order_num order by value desc, d.order_num limit 12`,
  );
}

export async function loginsByDay(db: Executor, tenantId: string, days: number) {
  return rows<{ day: string; value: number }>(
    db,
    sql`select to_char(d.day, 'YYYY-MM-DD') as day, count(e.id)::int as value
        from generate_series(date_trunc('day', now()) - make_interval(days => ${days - 1}), date_trunc('day', now()), interval '1 day') as d(day)
        left join gate_logs e on e.kind = 'login' and e.tenant_id = ${tenantId}
          and e.at >= d.day and e.at < d.day + interval '1 day'
        group by d.day order by d.day`,
  );
}

export async function ownProfileGaps(db: Executor, userId: string) {
  const [row] = await rows<{ gaps: number }>(
    db,
    sql`select ((mobile_phone is null)::int + (email is null)::int) as gaps from users where id = ${userId}`,
  );
  return row?.gaps ?? 0;
}
