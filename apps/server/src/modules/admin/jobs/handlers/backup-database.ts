import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { defineHandler } from "./handler";

const PREFIX = "pglite-";
const SUFFIX = ".tar.gz";

const params = z.strictObject({
  keep: z.number("job.paramKeep").int("job.paramKeep").min(1, "job.paramKeep").max(100, "job.paramKeep").default(7),
});

/** "pglite-2026-03-01T18-00-00-000Z.tar.gz": UTC, so names sort by time whatever the zone. */
export function backupFileName(at: Date): string {
  return `${PREFIX}${at.toISOString().replace(/[:.]/g, "-")}${SUFFIX}`;
}

/** The backups in `dir`, newest first. */
export function listBackups(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.startsWith(PREFIX) && name.endsWith(SUFFIX))
    .sort()
    .reverse();
}

/**
 * Copies the embedded database (PGlite's data directory, gzipped tar) to DATA_DIR/backups and deletes all but
 * the newest `keep`. Restore by starting PGlite with the file as `loadDataDir`, or by unpacking it as
 * DATA_DIR/pglite while the server is stopped. PostgreSQL deployments back up with pg_dump instead: the run
 * fails with that message, so a job left enabled there is visibly not protecting anything.
 */
export const backupDatabaseHandler = defineHandler({
  name: "backupDatabase",
  scope: "system",
  title: { zh: "备份内置数据库", en: "Back up the embedded database" },
  description: {
    zh: "备份内置数据库（PGlite）到 DATA_DIR/backups，只保留最新的 keep 份；PostgreSQL 请使用 pg_dump",
    en: "Back up the embedded database (PGlite) to DATA_DIR/backups, keeping the newest (keep) copies; PostgreSQL uses pg_dump",
  },
  params,
  paramsHelp: {
    keep: { zh: "保留的备份份数", en: "Number of backups to keep" },
  },
  async run({ database, config, now }, { keep }) {
    if (!database.backup) throw new Error("this database offers no backup");
    const outcome = await database.backup(path.join(config.backupsDir, backupFileName(now)));
    if (!outcome.ok) throw new Error(outcome.reason);
    const removed = listBackups(config.backupsDir).slice(keep);
    for (const name of removed) fs.rmSync(path.join(config.backupsDir, name), { force: true });
    return { file: path.basename(outcome.file), bytes: outcome.bytes, removed: removed.length };
  },
});
