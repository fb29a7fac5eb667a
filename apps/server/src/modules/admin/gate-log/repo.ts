import type { GateLogFilter, GateLogKind, GateLogRow } from "@zcps/contracts/gate-log";
import { and, desc, eq, gte, ilike, lt, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { containsPattern } from "../../../db/like";
import { gateLogs, tenants } from "../../../db/schema";

/** The filter with the caller's reach: one tenant, or every tenant (and unattributed entries) when null. */
export interface GateLogQuery extends GateLogFilter {
  tenantId?: string;
  allTenants: boolean;
}

function statusCondition(status: string): SQL {
  if (status.endsWith("xx")) {
    const from = Number(status[0]) * 100;
    return and(gte(gateLogs.status, from), lt(gateLogs.status, from + 100)) as SQL;
  }
  return eq(gateLogs.status, Number(status));
}

export function whereOf(query: GateLogQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (!query.allTenants || query.tenantId) conditions.push(eq(gateLogs.tenantId, query.tenantId ?? ""));
  if (query.from) conditions.push(gte(gateLogs.at, query.from));
  if (query.to) conditions.push(lt(gateLogs.at, query.to));
  if (query.name) {
    const pattern = containsPattern(query.name);
    conditions.push(or(ilike(gateLogs.name, pattern), ilike(gateLogs.username, pattern)));
  }
  if (query.kind) conditions.push(eq(gateLogs.kind, query.kind));
  if (query.method) conditions.push(eq(gateLogs.method, query.method));
  if (query.status) conditions.push(statusCondition(query.status));
  if (query.path) conditions.push(ilike(gateLogs.path, containsPattern(query.path)));
  return and(...conditions);
}

function selectRows(db: Executor) {
  return db
    .select({
      id: gateLogs.id,
      kind: gateLogs.kind,
      at: gateLogs.at,
      tenantId: gateLogs.tenantId,
      tenantName: tenants.name,
      userId: gateLogs.userId,
      username: gateLogs.username,
      name: gateLogs.name,
      ip: gateLogs.ip,
      menu: gateLogs.menu,
      menuEn: gateLogs.menuEn,
      operation: gateLogs.operation,
      operationEn: gateLogs.operationEn,
      method: gateLogs.method,
      path: gateLogs.path,
      route: gateLogs.route,
      status: gateLogs.status,
      durationMs: gateLogs.durationMs,
      /** the time at full precision, for paging through an export */
      cursor: sql<string>`${gateLogs.at}::text`,
    })
    .from(gateLogs)
    .leftJoin(tenants, eq(tenants.id, gateLogs.tenantId));
}

type RawRow = Awaited<ReturnType<typeof selectRows>>[number];

function toRow({ cursor: _cursor, ...raw }: RawRow): GateLogRow {
  return {
    ...raw,
    kind: raw.kind as GateLogKind,
    at: new Date(raw.at).toISOString(),
    menuEn: raw.menuEn ?? raw.menu,
    operationEn: raw.operationEn ?? raw.operation,
  };
}

export async function countGateLogs(db: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(gateLogs).where(where);
  return row?.n ?? 0;
}

/** Newest first. */
export async function pageGateLogs(db: Executor, where: SQL | undefined, page: number, limit: number) {
  const total = await countGateLogs(db, where);
  const raws = await selectRows(db)
    .where(where)
    .orderBy(desc(gateLogs.at), desc(gateLogs.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return { rows: raws.map(toRow), total };
}

/** Every matching row, newest first, read in chunks (keyset on time and id) so an export never holds them all. */
export async function* eachGateLog(db: Executor, where: SQL | undefined, chunk = 1000): AsyncGenerator<GateLogRow> {
  let after: { at: string; id: number } | null = null;
  for (;;) {
    const keyset: SQL | undefined = after
      ? sql`(${gateLogs.at}, ${gateLogs.id}) < (${after.at}::timestamptz, ${after.id})`
      : undefined;
    const raws = await selectRows(db)
      .where(and(where, keyset))
      .orderBy(desc(gateLogs.at), desc(gateLogs.id))
      .limit(chunk);
    for (const raw of raws) yield toRow(raw);
    const last = raws.at(-1);
    if (!last || raws.length < chunk) return;
    after = { at: last.cursor, id: last.id };
  }
}
