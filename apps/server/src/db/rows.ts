import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "./client";

/** The rows of a raw query, typed by the caller (the columns' aliases are its fields). */
export const rowsOf = async <T>(db: Executor, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** `= any($1::text[])`: one parameter for a list of ids, however long. */
export const anyOf = (values: readonly string[]) => sql`any(${sql.param([...values])}::text[])`;
