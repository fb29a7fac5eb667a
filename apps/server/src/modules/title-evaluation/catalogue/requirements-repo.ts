import type { RequirementKey, RequirementRow } from "@zcps/contracts/zcps/catalogue/api";
import type { RuleNode } from "@zcps/contracts/zcps/eligibility";
import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { requirements, titles, users } from "../../../db/schema";
import { raiseBatchVersion } from "../config";

const columns = {
  id: requirements.id,
  projectTimeId: requirements.projectTimeId,
  titleId: requirements.titleId,
  titleName: sql<string>`coalesce(${titles.name}, '')`,
  titleNameEn: sql<string>`coalesce(${titles.nameEn}, '')`,
  trackCode: requirements.trackCode,
  method: requirements.method,
  version: requirements.version,
  // qualified by hand: the subquery must see the outer row
  versions: sql<number>`(select count(*)::int from requirements r2 where r2.project_time_id = "requirements"."project_time_id"
    and r2.title_id = "requirements"."title_id" and r2.track_code = "requirements"."track_code"
    and r2.method = "requirements"."method")`,
  rule: sql<RuleNode>`${requirements.rule}`,
  text: requirements.text,
  createdAt: sql<string>`to_char(${requirements.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
  createdBy: requirements.createdBy,
  createdByName: users.name,
};

const fromRequirements = (db: Executor) =>
  db
    .select(columns)
    .from(requirements)
    .leftJoin(titles, eq(titles.id, requirements.titleId))
    .leftJoin(users, eq(users.id, requirements.createdBy));

const keyCondition = (key: RequirementKey) =>
  and(
    eq(requirements.projectTimeId, key.projectTimeId),
    eq(requirements.titleId, key.titleId),
    eq(requirements.trackCode, key.trackCode),
    eq(requirements.method, key.method),
  );

/** Only each key's highest version: the one declarations are checked against. */
const isCurrent = sql`${requirements.version} = (select max(r3.version) from requirements r3
  where r3.project_time_id = "requirements"."project_time_id" and r3.title_id = "requirements"."title_id"
  and r3.track_code = "requirements"."track_code" and r3.method = "requirements"."method")`;

export interface RequirementFilter {
  titleId?: string;
  trackCode?: string;
  method?: string;
}

export async function pageCurrentRequirements(
  db: Executor,
  tenantId: string,
  projectTimeId: string,
  filter: RequirementFilter,
  page: { page: number; limit: number },
): Promise<{ rows: RequirementRow[]; total: number }> {
  const where: SQL | undefined = and(
    eq(requirements.tenantId, tenantId),
    eq(requirements.projectTimeId, projectTimeId),
    filter.titleId ? eq(requirements.titleId, filter.titleId) : undefined,
    filter.trackCode !== undefined ? eq(requirements.trackCode, filter.trackCode) : undefined,
    filter.method ? eq(requirements.method, filter.method) : undefined,
    isCurrent,
  );
  const [rows, [total]] = await Promise.all([
    fromRequirements(db)
      .where(where)
      .orderBy(titles.seriesCode, titles.orderNum, requirements.trackCode, requirements.method)
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ n: count() }).from(requirements).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Every version of one key, newest first. */
export const listVersions = (db: Executor, tenantId: string, key: RequirementKey): Promise<RequirementRow[]> =>
  fromRequirements(db)
    .where(and(eq(requirements.tenantId, tenantId), keyCondition(key)))
    .orderBy(desc(requirements.version));

export async function findRequirement(db: Executor, tenantId: string, id: string): Promise<RequirementRow | null> {
  const rows = await fromRequirements(db).where(and(eq(requirements.tenantId, tenantId), eq(requirements.id, id)));
  return rows[0] ?? null;
}

async function findCurrent(db: Executor, key: RequirementKey): Promise<RequirementRow | null> {
  const rows = await fromRequirements(db).where(keyCondition(key)).orderBy(desc(requirements.version)).limit(1);
  return rows[0] ?? null;
}

export const findCurrentOfKey = findCurrent;

export async function insertRequirement(db: Executor, row: typeof requirements.$inferInsert) {
  await db.insert(requirements).values(row);
  await raiseBatchVersion(db, "configVersion", row.projectTimeId);
}

export async function overwriteRequirement(
  db: Executor,
  id: string,
  values: { rule: RuleNode; text: string | null; createdBy: string },
) {
  await raiseBatchVersion(
    db,
    "configVersion",
    sql`(select ${requirements.projectTimeId} from ${requirements} where ${requirements.id} = ${id})`,
  );
  await db
    .update(requirements)
    .set({ ...values, createdAt: new Date() })
    .where(eq(requirements.id, id));
}

export async function deleteKey(db: Executor, tenantId: string, key: RequirementKey) {
  await db.delete(requirements).where(and(eq(requirements.tenantId, tenantId), keyCondition(key)));
  await raiseBatchVersion(db, "configVersion", key.projectTimeId);
}
