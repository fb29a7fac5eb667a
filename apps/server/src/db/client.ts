import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { type Query, tracedQuery } from "../platform/tracing-db";
import * as schema from "./schema";
import { serveWire, type WireServer } from "./wire";

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or a transaction: repositories accept both. */
export type Executor = Db | Tx;

/** A backup written (the file and its size), or why none can be. */
export type BackupResult = { ok: true; file: string; bytes: number } | { ok: false; reason: string };

/** Rows of the last statement run. */
export interface SqlResult {
  rows: Record<string, unknown>[];
}

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /**
   * Raw SQL for a library that brings its own (the task queue's pg-boss): one statement with `$n` values, or a
   * script of several statements without values. A script that fails is rolled back, so a failed BEGIN ... COMMIT
   * never leaves the session inside an aborted transaction.
   */
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** writes a restorable copy of the whole database to `targetFile` (PGlite: a gzipped data directory) */
  backup?(targetFile: string): Promise<BackupResult>;
  /** the connection pool's use (PostgreSQL); the embedded database has one connection in the process and no pool */
  poolUse?(): { total: number; idle: number; waiting: number; max: number };
  /** the embedded database offered on a local port in PostgreSQL's protocol (development and test: db/wire.ts) */
  serveWire?(port: number): Promise<WireServer>;
}

/** PostgreSQL is backed up by its own tools, outside the application. */
export const POSTGRES_BACKUP_UNSUPPORTED = "not supported on PostgreSQL (use pg_dump)";

function migrationsFolder(): string {
  // beside this file in development, beside the bundle in production
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (const candidate of [path.join(here, "migrations"), path.join(here, "db", "migrations")]) {
    if (fs.existsSync(candidate)) return candidate;
  }
  throw new Error("migrations folder not found");
}

/**
 * A connection's query made to send its statements one after another: a statement asked for while another is under
 * way (a transaction's reads started together with Promise.all) waits for it here, in the order asked. pg queues such
 * a statement itself today but has deprecated that queue, to be removed in its next major version. Calls with a
 * callback (the pool's own) and pg's own query objects pass through as they are.
 */
export function oneAtATime<Q extends Query>(run: Q): Q {
  let tail: Promise<unknown> = Promise.resolve();
  return function queued(this: unknown, ...args: Parameters<Q>) {
    const first = args[0] as { submit?: unknown } | null | undefined;
    if (typeof args.at(-1) === "function" || typeof first?.submit === "function") return run.apply(this, args);
    const result = tail.then(() => run.apply(this, args));
    tail = result.catch(() => undefined);
    return result;
  } as Q;
}

/**
 * PostgreSQL when a URL is given, else the embedded PGlite in `dataDir/pglite` (or in memory for "memory://", started
 * from `load`, a dump of another's data directory, when given: the tests' seeded copy).
 */
export async function openDatabase(opts: { url?: string; dataDir: string; load?: Blob }): Promise<Database> {
  if (opts.url) {
    const poolMax = 10;
    const pool = new pg.Pool({ connectionString: opts.url, max: poolMax });
    // an idle connection the server ends (restart, terminated backend, a dropped database) is no query's failure:
    // the pool discards it and opens another when needed; unhandled, the error would take the process down
    pool.on("error", () => undefined);
    // each statement of a traced request becomes its child span: the pool's queries and those of the connections
    // a transaction takes (the pool's own calls to its connections pass a callback and are not counted twice)
    pool.query = tracedQuery(pool.query.bind(pool));
    pool.on("connect", (connection) => {
      connection.query = oneAtATime(tracedQuery(connection.query.bind(connection)));
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      async executeSql(text, values) {
        if (values && values.length > 0) return pool.query(text, values);
        // a script keeps its connection until it is known to have ended its transaction
        const connection = await pool.connect();
        let broken: Error | undefined;
        try {
          const result: pg.QueryResult | pg.QueryResult[] = await connection.query(text);
          return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
        } catch (error) {
          await connection.query("rollback").catch((rollbackError: Error) => {
            broken = rollbackError;
          });
          throw error;
        } finally {
          connection.release(broken);
        }
      },
      migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder: migrationsFolder() }),
      close: () => pool.end(),
      backup: async () => ({ ok: false, reason: POSTGRES_BACKUP_UNSUPPORTED }),
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: poolMax }),
    };
  }
  let client: PGlite;
  if (opts.dataDir === "memory://") {
    client = new PGlite(opts.load ? { loadDataDir: opts.load } : {});
  } else {
    const dir = path.join(opts.dataDir, "pglite");
    fs.mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  await client.waitReady;
  // each statement of a traced request becomes its child span, inside a transaction too
  client.query = tracedQuery(client.query.bind(client));
  const transaction = client.transaction.bind(client);
  client.transaction = (run) =>
    transaction((tx) => {
      tx.query = tracedQuery(tx.query);
      return run(tx);
    });
  const pgliteDb = drizzlePglite(client, { schema });
  return {
    db: pgliteDb as unknown as Db,
    kind: "pglite",
    async executeSql(text, values) {
      // PGlite's query takes one statement with values, its exec a script without
      if (values && values.length > 0) return client.query<Record<string, unknown>>(text, values);
      try {
        const results = await client.exec(text);
        return results.at(-1) ?? { rows: [] };
      } catch (error) {
        // outside a transaction this is only a warning
        await client.exec("rollback");
        throw error;
      }
    },
    migrate: () => migratePglite(pgliteDb, { migrationsFolder: migrationsFolder() }),
    close: () => client.close(),
    serveWire: (port) => serveWire(client, port),
    async backup(targetFile) {
      // written beside the target first, so a crash never leaves a truncated file under the final name
      const dump = await client.dumpDataDir("gzip");
      const bytes = new Uint8Array(await dump.arrayBuffer());
      fs.mkdirSync(path.dirname(targetFile), { recursive: true });
      const partial = `${targetFile}.partial`;
      await fs.promises.writeFile(partial, bytes);
      await fs.promises.rename(partial, targetFile);
      return { ok: true, file: targetFile, bytes: bytes.byteLength };
    },
  };
}
