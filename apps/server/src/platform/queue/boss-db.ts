import { type SQL, sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import type { Database, Executor, SqlResult } from "../../db/client";

/**
 * pg-boss's connection: the application's own database, PostgreSQL pool or PGlite alike. pg-boss sends single
 * statements with `$n` values, and scripts without values (its schema, migrations and maintenance, each one
 * BEGIN ... COMMIT under an advisory lock), which is the contract of `Database.executeSql`.
 */
export function bossDb(database: Pick<Database, "executeSql">): PgBoss.Db {
  return { executeSql: (text, values) => database.executeSql(text, values) };
}

/**
 * pg-boss's connection inside a drizzle transaction, so that what it writes commits or rolls back with it. Only
 * for statements that use each `$n` once (pg-boss's `insert`): drizzle binds every occurrence as a value of its
 * own, and PostgreSQL would type a reused one anew at each place (`send` reuses them, so it is not used here).
 */
export function bossDbIn(tx: Executor): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      const result = (await tx.execute(bindPlaceholders(text, values))) as unknown as SqlResult;
      return { rows: result.rows };
    },
  };
}

/** pg-boss's `$n` placeholders as drizzle values. */
function bindPlaceholders(text: string, values: unknown[]): SQL {
  const chunks: SQL[] = [];
  const seen = new Set<string>();
  let from = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    if (seen.has(match[1] as string)) throw new Error(`placeholder $${match[1]} is used twice`);
    seen.add(match[1] as string);
    chunks.push(sql.raw(text.slice(from, match.index)), sql`${values[Number(match[1]) - 1] ?? null}`);
    from = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(from)));
  return sql.join(chunks);
}
