import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Db } from "../db/client";
import { gateLogs } from "../db/schema";

export type GateLogKind = "operation" | "login" | "logout" | "login_failed";

/** One row of the operation log as the writer keeps and journals it. */
export interface GateLogEntry {
  entryId: string;
  kind: GateLogKind;
  at: Date;
  tenantId: string | null;
  userId: string | null;
  username: string | null;
  name: string | null;
  ip: string | null;
  menu: string | null;
  operation: string | null;
  menuEn: string | null;
  operationEn: string | null;
  method: string | null;
  path: string | null;
  route: string | null;
  status: number | null;
  durationMs: number | null;
}

/** What a caller records: the kind and whatever else it knows; the writer stamps the id and the time. */
export type NewGateLogEntry = Pick<GateLogEntry, "kind"> & Partial<Omit<GateLogEntry, "kind" | "entryId">>;

/** The seam the platform and modules use: record on the hot path, flush when an answer must include it. */
export interface OperationLog {
  record(entry: NewGateLogEntry): void;
  flush(): Promise<void>;
}

export interface OperationLogWriterOptions {
  /** one multi-row insert; must skip entry ids that already arrived (a replay after a crash may repeat some) */
  insert(rows: GateLogEntry[]): Promise<void>;
  /** the journal folder; null keeps entries in memory only (an in-memory database does not outlive a crash either) */
  journalDir: string | null;
  flushIntervalMs?: number;
  batchSize?: number;
  now?: () => Date;
  onError?: (error: unknown) => void;
}

const JOURNAL_FILE = /^(\d+)-([0-9a-f-]{36})-(\d+)\.jsonl$/;
const MAX_RETRY_MS = 30_000;
/** writers of this process, so a second writer on the same folder leaves the first one's journal alone */
const liveInstances = new Set<string>();

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function removeFile(file: string) {
  try {
    fs.unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}

const text = (value: unknown): string | null => (typeof value === "string" ? value : null);
const integer = (value: unknown): number | null => (typeof value === "number" ? Math.round(value) : null);

/** A journal line back to an entry; a torn or foreign line gives null. */
function parseLine(line: string): GateLogEntry | null {
  let raw: Record<string, unknown>;
  try {
    raw = JSON.parse(line);
  } catch {
    return null;
  }
  const at = new Date(String(raw.at));
  if (typeof raw.entryId !== "string" || typeof raw.kind !== "string" || Number.isNaN(at.getTime())) return null;
  return {
    entryId: raw.entryId,
    kind: raw.kind as GateLogKind,
    at,
    tenantId: text(raw.tenantId),
    userId: text(raw.userId),
    username: text(raw.username),
    name: text(raw.name),
    ip: text(raw.ip),
    menu: text(raw.menu),
    operation: text(raw.operation),
    menuEn: text(raw.menuEn),
    operationEn: text(raw.operationEn),
    method: text(raw.method),
    path: text(raw.path),
    route: text(raw.route),
    status: integer(raw.status),
    durationMs: integer(raw.durationMs),
  };
}

/**
 * Writes the operation log in batches without losing entries.
 *
 * `record` is the hot path: it appends the entry as one JSON line to the current journal segment and pushes it
 * onto an in-memory batch. A flush (every `flushIntervalMs`, at `batchSize` entries, on demand and on close)
 * seals the segment, inserts the batch with one multi-row insert per `batchSize` rows and then deletes the sealed
 * segments. A writer that starts on the same folder replays the segments a crashed writer left (entries whose
 * ids already arrived are skipped by the insert), so every entry arrives exactly once.
 *
 * Journal writes: each entry is written with `fs.writeSync` on a descriptor kept open in append mode. That is
 * one system call of a few microseconds, next to a mutating call's milliseconds of database work, and once it
 * returns the line is in the kernel, so a crash of the process right after the answer loses nothing. A buffered
 * write stream would save that call but holds lines in the process until its asynchronous write completes: a
 * crash in that window loses them, and waiting for the stream before acknowledging would cost a round trip
 * through the thread pool instead of one direct write. There is no fsync per entry (milliseconds each): an
 * operating-system crash may lose the last lines, as it may lose the database's last commits.
 */
export class OperationLogWriter implements OperationLog {
  private readonly instance = randomUUID();
  private readonly flushIntervalMs: number;
  private readonly batchSize: number;
  private readonly now: () => Date;
  private readonly onError: (error: unknown) => void;
  /** entries not yet inserted (a failed batch goes back to the front) */
  private pending: GateLogEntry[] = [];
  /** sealed journal segments whose every line is in `pending` or in the batch being inserted */
  private sealed: string[] = [];
  private current: { file: string; fd: number } | null = null;
  private sequence = 0;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  private failures = 0;
  private closed = false;

  private constructor(private readonly options: OperationLogWriterOptions) {
    this.flushIntervalMs = options.flushIntervalMs ?? 200;
    this.batchSize = options.batchSize ?? 200;
    this.now = options.now ?? (() => new Date());
    this.onError = options.onError ?? (() => undefined);
    liveInstances.add(this.instance);
  }

  /** Opens a writer, replaying what a crashed writer left in the journal folder. */
  static async open(options: OperationLogWriterOptions): Promise<OperationLogWriter> {
    const writer = new OperationLogWriter(options);
    if (options.journalDir) {
      fs.mkdirSync(options.journalDir, { recursive: true });
      writer.adoptOrphans(options.journalDir);
      await writer.flush().catch(writer.onError);
    }
    return writer;
  }

  get pendingCount(): number {
    return this.pending.length;
  }

  record(input: NewGateLogEntry): void {
    const entry: GateLogEntry = {
      entryId: randomUUID(),
      kind: input.kind,
      at: input.at ?? this.now(),
      tenantId: input.tenantId ?? null,
      userId: input.userId ?? null,
      username: input.username ?? null,
      name: input.name ?? null,
      ip: input.ip ?? null,
      menu: input.menu ?? null,
      operation: input.operation ?? null,
      menuEn: input.menuEn ?? null,
      operationEn: input.operationEn ?? null,
      method: input.method ?? null,
      path: input.path ?? null,
      route: input.route ?? null,
      status: input.status ?? null,
      durationMs: input.durationMs ?? null,
    };
    this.journal(entry);
    this.pending.push(entry);
    if (this.closed) return;
    if (this.pending.length >= this.batchSize) this.flush().catch(this.onError);
    else this.schedule(this.flushIntervalMs);
  }

  /** Inserts everything recorded so far; rejects when the insert fails (the entries stay for the next try). */
  flush(): Promise<void> {
    if (this.running) {
      // one insert at a time: wait for the running one, then take what was recorded meanwhile
      this.queued ??= this.running
        .catch(() => undefined)
        .then(() => {
          this.queued = null;
          return this.flush();
        });
      return this.queued;
    }
    this.running = this.flushOnce().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Flushes and stops; what cannot be inserted now stays in the journal for the next start. */
  async close(): Promise<void> {
    this.closed = true;
    this.clearTimer();
    await this.flush().catch(this.onError);
    this.closeSegment();
    liveInstances.delete(this.instance);
  }

  private async flushOnce(): Promise<void> {
    this.clearTimer();
    if (this.pending.length === 0) {
      // sealed segments hold only pending lines: with none left (a replayed file of torn lines) they can go
      for (const file of this.sealed.splice(0)) removeFile(file);
      return;
    }
    const batch = this.pending;
    this.pending = [];
    this.closeSegment();
    const files = this.sealed;
    this.sealed = [];
    try {
      for (let i = 0; i < batch.length; i += this.batchSize) {
        await this.options.insert(batch.slice(i, i + this.batchSize));
      }
    } catch (error) {
      this.pending = batch.concat(this.pending);
      this.sealed = files.concat(this.sealed);
      this.failures += 1;
      if (!this.closed) this.schedule(Math.min(this.flushIntervalMs * 2 ** this.failures, MAX_RETRY_MS));
      throw error;
    }
    this.failures = 0;
    for (const file of files) removeFile(file);
  }

  private schedule(delayMs: number) {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.flush().catch(this.onError);
    }, delayMs);
    this.timer.unref();
  }

  private clearTimer() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private journal(entry: GateLogEntry) {
    const dir = this.options.journalDir;
    if (!dir) return;
    try {
      if (!this.current) {
        this.sequence += 1;
        const file = path.join(dir, `${process.pid}-${this.instance}-${this.sequence}.jsonl`);
        this.current = { file, fd: fs.openSync(file, "a") };
      }
      fs.writeSync(this.current.fd, `${JSON.stringify(entry)}\n`);
    } catch (error) {
      // the entry still goes to the database with the next batch; only its crash safety is lost
      this.onError(error);
    }
  }

  private closeSegment() {
    if (!this.current) return;
    const { file, fd } = this.current;
    this.current = null;
    try {
      fs.closeSync(fd);
    } catch (error) {
      this.onError(error);
    }
    this.sealed.push(file);
  }

  /** Takes over the segments of writers that are gone: their lines join the first batch. */
  private adoptOrphans(dir: string) {
    const seen = new Set<string>();
    for (const name of fs.readdirSync(dir).sort()) {
      const match = JOURNAL_FILE.exec(name);
      if (!match) continue;
      const pid = Number(match[1]);
      const owner = match[2] as string;
      // a live writer of another process, or of this one, still owns its segments
      if (liveInstances.has(owner) || (pid !== process.pid && processAlive(pid))) continue;
      const file = path.join(dir, name);
      for (const line of fs.readFileSync(file, "utf8").split("\n")) {
        const entry = line ? parseLine(line) : null;
        if (entry && !seen.has(entry.entryId)) {
          seen.add(entry.entryId);
          this.pending.push(entry);
        }
      }
      this.sealed.push(file);
    }
  }
}

/** The insert the server uses: one statement per batch, skipping entries a replay already delivered. */
export function insertGateLogs(db: Db) {
  return async (rows: GateLogEntry[]) => {
    await db.insert(gateLogs).values(rows).onConflictDoNothing({ target: gateLogs.entryId });
  };
}

/** Records nothing: the benchmark's baseline for the logging overhead (createServer's `withoutOperationLog`). */
export const noOperationLog: OperationLog & { close(): Promise<void> } = {
  record: () => undefined,
  flush: async () => undefined,
  close: async () => undefined,
};
