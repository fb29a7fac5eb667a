import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { loadConfig } from "../src/config";
import { openDatabase } from "../src/db/client";
import { seedDatabase } from "../src/db/seed/index";

/**
 * The seeded database every test file starts from, made once per run by the global set-up: the embedded database's
 * dump (or, on PostgreSQL, a template database) and the files the seed wrote. A test file copies it in a second
 * rather than migrating and seeding its own in several.
 */
export interface SeedTemplate {
  /** the embedded database's data directory, dumped (gzip tar) */
  dump: string | null;
  /** the PostgreSQL database new ones are created from */
  database: string | null;
  /** the seed's files (attachments, signatures) */
  files: string;
}

/** The settings a test may change that the seed does not read: a server with others seeds its own database. */
export const RUNTIME_SETTINGS = new Set([
  "QUEUE_POLL_MS",
  "AUTH_RATE_PER_MINUTE",
  "JOB_SCHEDULER",
  "JOB_TICK_MS",
  "LOGIN_IP_MAX_FAILURES",
  "LOGIN_MAX_FAILURES",
  "LOGIN_WINDOW_SECONDS",
  "CAS_LOGOUT_URL",
  "INSTANCE_HEARTBEAT_MS",
  "METRICS_TOKEN",
  "METRICS",
  "TRACING",
  "TRACE_SAMPLE",
  "TRACE_RATE",
  "TRACE_QUERIES",
  "TRACE_BUFFER",
]);

/** The URL of one database of the server DATABASE_URL points at. */
export function databaseUrl(name: string) {
  const url = new URL(process.env.DATABASE_URL as string);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs statements on the server's own database (creating and dropping test databases). */
export async function onServer(...statements: string[]) {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export async function createSeedTemplate(): Promise<{ template: SeedTemplate; remove: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "zcps-template-"));
  const name = process.env.DATABASE_URL ? `zcps_template_${randomUUID().replace(/-/g, "").slice(0, 16)}` : null;
  if (name) await onServer(`create database ${name}`);
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: name ? dir : "memory://",
    ...(name ? { DATABASE_URL: databaseUrl(name) } : {}),
  } as NodeJS.ProcessEnv);
  config.filesDir = path.join(dir, "files");
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: name ? config.dataDir : "memory://" });
  const dump = name ? null : path.join(dir, "database.tar.gz");
  try {
    await database.migrate();
    await seedDatabase(database.db, config);
    if (dump) {
      const copy = await database.backup?.(dump);
      if (!copy?.ok) throw new Error("the seeded embedded database could not be dumped");
    }
  } finally {
    await database.close();
  }
  fs.mkdirSync(config.filesDir, { recursive: true });
  return {
    template: { dump, database: name, files: config.filesDir },
    async remove() {
      if (name) await onServer(`drop database if exists ${name} with (force)`);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
