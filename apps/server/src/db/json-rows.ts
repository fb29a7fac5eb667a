import { getTableColumns, getTableName, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "./client";

/**
 * Inserts many rows as one JSON parameter unpacked by `jsonb_to_recordset`: one bound value instead of one per cell,
 * which is several times faster than a multi-row VALUES list on PGlite and keeps large imports under PostgreSQL's
 * 65,535-parameter limit. The columns are the ones the first row names (the rest take their defaults); a later row
 * naming another column is refused rather than silently losing it, so every row must name the same columns (use
 * null for "none"). `onConflict` is appended verbatim (e.g. `on conflict (...) do update set ...`).
 */
export async function insertJsonRows<T extends PgTable>(
  db: Executor,
  table: T,
  rows: readonly T["$inferInsert"][],
  onConflict?: SQL,
): Promise<{ rows: Record<string, unknown>[] }> {
  const [first] = rows;
  if (!first) return { rows: [] };
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in first);
  const names = columns.map(([, column]) => sql.identifier(column.name));
  const definitions = columns.map(([, column]) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`);
  const written = new Set(columns.map(([key]) => key));
  const tableKeys = new Set(Object.keys(getTableColumns(table)));
  const payload = rows.map((row, index) => {
    for (const key of Object.keys(row)) {
      if (tableKeys.has(key) && !written.has(key)) {
        throw new Error(`insertJsonRows: row ${index} names "${key}", which the first row does not`);
      }
    }
    const out: Record<string, unknown> = {};
    for (const [key, column] of columns) out[column.name] = (row as Record<string, unknown>)[key] ?? null;
    return out;
  });
  return (await db.execute(sql`
    insert into ${sql.identifier(getTableName(table))} (${sql.join(names, sql`, `)})
    select ${sql.join(names, sql`, `)} from jsonb_to_recordset(${JSON.stringify(payload)}::jsonb)
      as x(${sql.join(definitions, sql`, `)})
    ${onConflict ?? sql``}`)) as unknown as { rows: Record<string, unknown>[] };
}
