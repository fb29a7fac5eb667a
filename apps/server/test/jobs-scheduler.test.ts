import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { type Database, openDatabase } from "../src/db/client";
import { jobRuns, jobs, loginFailures, passwordResets, sessions, users, verifyCodes } from "../src/db/schema";
import { backupDatabaseHandler, listBackups } from "../src/modules/admin/jobs/handlers/backup-database";
import { defineHandler, type JobHandler } from "../src/modules/admin/jobs/handlers/handler";
import { purgeExpiredHandler } from "../src/modules/admin/jobs/handlers/purge-expired";
import { handlerRegistry } from "../src/modules/admin/jobs/registry";
import { createJobRunner } from "../src/modules/admin/jobs/runner";
import { createScheduler, type Scheduler } from "../src/modules/admin/jobs/scheduler";
import { startTestServer, type TestServer } from "./harness";

const ZONE = "Asia/Shanghai";
const MINUTE = 60_000;

let server: TestServer;
/** a second connection to the same database: another instance (PostgreSQL); the same database on PGlite */
let other: Pick<Database, "db" | "kind">;
let closeOther = async () => {};
let backupsDir: string;

beforeAll(async () => {
  server = await startTestServer();
  backupsDir = fs.mkdtempSync(path.join(os.tmpdir(), "zcps-backups-"));
  const url = server.deps.config.DATABASE_URL;
  if (url) {
    const second = await openDatabase({ url, dataDir: backupsDir });
    other = second;
    closeOther = () => second.close();
  } else {
    other = server.database;
  }
});
afterAll(async () => {
  await closeOther();
  await server.close();
  fs.rmSync(backupsDir, { recursive: true, force: true });
});

/** Handlers whose effects the tests count; `gate` holds "slow" runs until opened. */
const calls: string[] = [];
let gate: { promise: Promise<void>; open: () => void };
function closeGate() {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  gate = { promise, open };
}

const TEST_HANDLERS: JobHandler[] = [
  defineHandler({
    name: "count",
    scope: "tenant",
    title: { zh: "计数", en: "Count" },
    description: { zh: "计数", en: "Count" },
    params: z.strictObject({ tag: z.string().default("") }),
    paramsHelp: {},
    async run({ now }, { tag }) {
      calls.push(tag);
      return { at: now.toISOString() };
    },
  }),
  defineHandler({
    name: "slow",
    scope: "tenant",
    title: { zh: "慢", en: "Slow" },
    description: { zh: "慢", en: "Slow" },
    params: z.strictObject({}),
    paramsHelp: {},
    async run() {
      calls.push("slow");
      await gate.promise;
      return {};
    },
  }),
  defineHandler({
    name: "fail",
    scope: "tenant",
    title: { zh: "失败", en: "Fail" },
    description: { zh: "失败", en: "Fail" },
    params: z.strictObject({}),
    paramsHelp: {},
    async run() {
      throw new Error("the disk is full");
    },
  }),
];

/** What the scheduler logged as errors (a failed tick, a slot that could not be recorded): none expected. */
const loggedErrors: unknown[] = [];
const failuresLog = { warn: () => undefined, error: (obj: unknown) => loggedErrors.push(obj) };

/** A clock the test moves; it starts at the next whole minute after the job rows' creation. */
function testClock() {
  let now = new Date(Math.ceil((Date.now() + 1000) / MINUTE) * MINUTE);
  return {
    now: () => new Date(now),
    set: (at: Date) => {
      now = at;
    },
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  };
}

function schedulerOn(
  database: Pick<Database, "db" | "kind">,
  instance: string,
  clock: () => Date,
  handlers = TEST_HANDLERS,
): Scheduler {
  const runner = createJobRunner({
    db: database.db,
    database: { kind: database.kind },
    config: { backupsDir, LOGIN_WINDOW_SECONDS: 900 },
    handlers: handlerRegistry(handlers),
    clock,
    instance,
    log: failuresLog,
  });
  return createScheduler({ db: database.db, runner, timeZone: ZONE, tickMs: 60_000, clock, log: failuresLog });
}

async function addJob(values: Partial<typeof jobs.$inferInsert> & { handler: string }) {
  const id = randomUUID();
  await server.deps.db.insert(jobs).values({
    id,
    tenantId: "default",
    name: `test ${id}`,
    cron: "* * * * *",
    params: {},
    enabled: true,
    ...values,
  });
  return id;
}

async function runsOf(jobId: string) {
  return server.deps.db.select().from(jobRuns).where(eq(jobRuns.jobId, jobId)).orderBy(asc(jobRuns.id));
}

afterEach(() => {
  expect(loggedErrors).toEqual([]);
});

beforeEach(async () => {
  loggedErrors.length = 0;
  calls.length = 0;
  closeGate();
  // each test has the scheduler's attention alone
  await server.deps.db.update(jobs).set({ enabled: false });
});

describe("the scheduler", () => {
  it("runs each slot exactly once when two instances race for it", async () => {
    const clock = testClock();
    const jobId = await addJob({ handler: "count", params: { tag: "race" } });
    const a = schedulerOn(server.database, "instance-a", clock.now);
    const b = schedulerOn(other, "instance-b", clock.now);
    for (let minute = 1; minute <= 5; minute++) {
      await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
      await Promise.all([a.idle(), b.idle()]);
      clock.advance(MINUTE);
    }
    const runs = await runsOf(jobId);
    expect(runs).toHaveLength(5);
    expect(calls).toEqual(["race", "race", "race", "race", "race"]);
    expect(new Set(runs.map((r) => r.scheduledFor?.getTime())).size).toBe(5);
    expect(runs.every((r) => r.status === "success" && r.trigger === "schedule")).toBe(true);
    // the unique index refuses a second row for a claimed slot outright
    const [first] = runs;
    const again = await other.db
      .insert(jobRuns)
      .values({ jobId, trigger: "schedule", scheduledFor: first?.scheduledFor, status: "running" })
      .onConflictDoNothing()
      .returning();
    expect(again).toEqual([]);
  });

  it("never runs one job twice at once: a slot due during a run waits for it, then runs once", async () => {
    const clock = testClock();
    const jobId = await addJob({ handler: "slow" });
    const a = schedulerOn(server.database, "instance-a", clock.now);
    const b = schedulerOn(other, "instance-b", clock.now);
    await a.tick();
    await expect.poll(() => calls.length).toBe(1);
    // the next slot comes while the first run holds the job's lock
    clock.advance(MINUTE);
    await Promise.all([b.tick(), a.tick()]);
    await b.idle();
    expect(await runsOf(jobId)).toHaveLength(1);
    expect(calls).toEqual(["slow"]);
    gate.open();
    await a.idle();
    await Promise.all([b.tick(), a.tick()]);
    await Promise.all([a.idle(), b.idle()]);
    const runs = await runsOf(jobId);
    expect(runs.map((r) => r.status)).toEqual(["success", "success"]);
    expect(runs[1]?.scheduledFor?.getTime()).toBe((runs[0]?.scheduledFor?.getTime() ?? 0) + MINUTE);
  });

  it("after a restart runs the most recent missed slot once, not every missed slot", async () => {
    const clock = testClock();
    const jobId = await addJob({ handler: "count", params: { tag: "restart" }, cron: "*/5 * * * *" });
    clock.set(new Date(Math.ceil(clock.now().getTime() / (5 * MINUTE)) * 5 * MINUTE));
    const before = schedulerOn(server.database, "before", clock.now);
    await before.tick();
    await before.stop();
    const firstSlot = clock.now().getTime();
    // down for three slots and a bit
    clock.advance(3 * 5 * MINUTE + 30_000);
    const after = schedulerOn(server.database, "after", clock.now);
    after.start();
    await after.stop();
    await after.tick();
    await after.idle();
    const runs = await runsOf(jobId);
    expect(runs.map((r) => r.scheduledFor?.getTime())).toEqual([firstSlot, firstSlot + 3 * 5 * MINUTE]);
    expect(calls).toEqual(["restart", "restart"]);
  });

  it("does not fire a new or re-scheduled job for slots before its last change", async () => {
    const clock = testClock();
    clock.advance(-MINUTE);
    const jobId = await addJob({ handler: "count", cron: "0 0 * * *" });
    const scheduler = schedulerOn(server.database, "fresh", clock.now);
    await scheduler.tick();
    await scheduler.idle();
    expect(await runsOf(jobId)).toEqual([]);
  });

  it("records a failing handler's error and keeps scheduling every job", async () => {
    const clock = testClock();
    const failing = await addJob({ handler: "fail" });
    const counting = await addJob({ handler: "count", params: { tag: "ok" } });
    const unknown = await addJob({ handler: "gone" });
    const badParams = await addJob({ handler: "count", params: { tag: 5 } });
    const scheduler = schedulerOn(server.database, "failing", clock.now);
    for (let i = 0; i < 2; i++) {
      await scheduler.tick();
      await scheduler.idle();
      clock.advance(MINUTE);
    }
    const failed = await runsOf(failing);
    expect(failed).toHaveLength(2);
    expect(failed[0]).toMatchObject({ status: "failed", error: "the disk is full", result: null });
    expect(failed[0]?.durationMs).toBeGreaterThanOrEqual(0);
    expect(failed[0]?.finishedAt).toBeInstanceOf(Date);
    expect((await runsOf(counting)).map((r) => r.status)).toEqual(["success", "success"]);
    expect((await runsOf(unknown))[0]).toMatchObject({ status: "failed", error: 'unknown handler "gone"' });
    expect((await runsOf(badParams))[0]?.error).toMatch(/^invalid parameters: tag: /);
  });

  it("runs a job now as a manual run beside its schedule", async () => {
    const clock = testClock();
    const jobId = await addJob({ handler: "count", params: { tag: "manual" }, enabled: false });
    const runner = createJobRunner({
      db: server.deps.db,
      database: { kind: server.database.kind },
      config: { backupsDir, LOGIN_WINDOW_SECONDS: 900 },
      handlers: handlerRegistry(TEST_HANDLERS),
      clock: clock.now,
      instance: "manual",
    });
    const started = await runner.runNow({ id: jobId, tenantId: "default", name: "m", handler: "count", params: {} });
    if (started === "busy") throw new Error("busy");
    await started.finished;
    const [run] = await runsOf(jobId);
    expect(run).toMatchObject({ id: started.runId, trigger: "manual", scheduledFor: null, status: "success" });
    expect(JSON.parse(run?.result ?? "")).toEqual({ at: clock.now().toISOString() });
  });

  it("refuses a manual run while the job runs", async () => {
    const clock = testClock();
    const jobId = await addJob({ handler: "slow", enabled: false });
    const runner = createJobRunner({
      db: server.deps.db,
      database: { kind: server.database.kind },
      config: { backupsDir, LOGIN_WINDOW_SECONDS: 900 },
      handlers: handlerRegistry(TEST_HANDLERS),
      clock: clock.now,
    });
    const job = { id: jobId, tenantId: "default", name: "s", handler: "slow", params: {} };
    const first = await runner.runNow(job);
    expect(await runner.runNow(job)).toBe("busy");
    gate.open();
    if (first !== "busy") await first.finished;
    expect((await runsOf(jobId)).map((r) => r.status)).toEqual(["success"]);
  });

  it("on start closes runs a stopped process left running", async () => {
    const clock = testClock();
    const jobId = await addJob({ handler: "count", enabled: false });
    await server.deps.db.insert(jobRuns).values({ jobId, trigger: "manual", status: "running", instance: "crashed" });
    const scheduler = schedulerOn(server.database, "recovering", clock.now);
    scheduler.start();
    await scheduler.stop();
    const [run] = await runsOf(jobId);
    expect(run).toMatchObject({ status: "failed", error: "interrupted: the server stopped during the run" });
  });
});

describe("the server's scheduler", () => {
  it("is off in API tests unless asked, and runs when JOB_SCHEDULER=on", async () => {
    expect(server.scheduler.running).toBe(false);
    const on = await startTestServer({ JOB_SCHEDULER: "on", JOB_TICK_MS: "200" });
    try {
      expect(on.scheduler.running).toBe(true);
    } finally {
      await on.close();
    }
    expect(on.scheduler.running).toBe(false);
  });
});

describe("the purge handler", () => {
  it("deletes exactly the expired rows", async () => {
    const db = server.deps.db;
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const ahead = (ms: number) => new Date(now.getTime() + ms);
    const DAY = 86_400_000;
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, "judge"));
    const userId = user?.id as string;
    const tag = randomUUID().slice(0, 8);
    const session = (name: string, expiresAt: Date, revokedAt: Date | null = null) => ({
      id: `${tag}-${name}`,
      tokenHash: `${tag}-${name}`,
      userId,
      tenantId: "default",
      clientId: "console",
      expiresAt,
      revokedAt,
    });
    await db
      .insert(sessions)
      .values([
        session("expired-long-ago", ago(8 * DAY)),
        session("expired-recently", ago(6 * DAY)),
        session("revoked-long-ago", ahead(DAY), ago(8 * DAY)),
        session("revoked-recently", ahead(DAY), ago(DAY)),
        session("live", ahead(DAY)),
      ]);
    const code = (name: string, expiresAt: Date) => ({
      id: `${tag}-${name}`,
      mobilePhone: "13800000000",
      purpose: "login",
      codeHash: "x",
      expiresAt,
    });
    await db.insert(verifyCodes).values([code("code-expired", ago(1000)), code("code-live", ahead(MINUTE))]);
    const reset = (name: string, expiresAt: Date) => ({
      id: `${tag}-${name}`,
      userId,
      tokenHash: `${tag}-${name}`,
      expiresAt,
    });
    await db.insert(passwordResets).values([reset("reset-expired", ago(1000)), reset("reset-live", ahead(MINUTE))]);
    await db.insert(loginFailures).values([
      { key: `u:${tag}`, at: ago(901_000) },
      { key: `u:${tag}`, at: ago(899_000) },
    ]);
    const jobId = await addJob({ handler: "count", enabled: false });
    const run = (startedAt: Date, scheduledFor: Date | null, status = "success") => ({
      jobId,
      trigger: scheduledFor ? "schedule" : "manual",
      scheduledFor,
      startedAt,
      finishedAt: status === "running" ? null : startedAt,
      status,
    });
    await db.insert(jobRuns).values([
      run(ago(100 * DAY), ago(100 * DAY)),
      run(ago(99 * DAY), null),
      // the job's latest slot stays however old: the scheduler reads it
      run(ago(95 * DAY), ago(95 * DAY)),
      run(ago(92 * DAY), null, "running"),
      run(ago(10 * DAY), null),
    ]);
    // rows the other tests left behind are counted out by taking the totals before
    const before = await totals();

    const result = await purgeExpiredHandler.run(
      {
        db,
        config: { backupsDir, LOGIN_WINDOW_SECONDS: 900 },
        database: { kind: server.database.kind },
        now,
        tenantId: "default",
      },
      { days: 7, runDays: 90 },
    );

    const mine = async <T extends { id: unknown }>(rows: Promise<T[]>) => (await rows).map((r) => r.id);
    expect(
      await mine(
        db
          .select({ id: sessions.id })
          .from(sessions)
          .where(sql`${sessions.id} like ${`${tag}-%`}`),
      ),
    ).toEqual(expect.arrayContaining([`${tag}-expired-recently`, `${tag}-revoked-recently`, `${tag}-live`]));
    expect(
      (
        await db
          .select({ id: sessions.id })
          .from(sessions)
          .where(sql`${sessions.id} like ${`${tag}-%`}`)
      ).length,
    ).toBe(3);
    expect(
      await mine(
        db
          .select({ id: verifyCodes.id })
          .from(verifyCodes)
          .where(sql`${verifyCodes.id} like ${`${tag}-%`}`),
      ),
    ).toEqual([`${tag}-code-live`]);
    expect(
      await mine(
        db
          .select({ id: passwordResets.id })
          .from(passwordResets)
          .where(sql`${passwordResets.id} like ${`${tag}-%`}`),
      ),
    ).toEqual([`${tag}-reset-live`]);
    expect(
      await db
        .select({ at: loginFailures.at })
        .from(loginFailures)
        .where(eq(loginFailures.key, `u:${tag}`)),
    ).toHaveLength(1);
    const runsLeft = await runsOf(jobId);
    expect(runsLeft.map((r) => [r.status, r.scheduledFor ? "slot" : "manual"])).toEqual([
      ["success", "slot"],
      ["running", "manual"],
      ["success", "manual"],
    ]);
    const after = await totals();
    expect(result).toEqual({
      sessions: before.sessions - after.sessions,
      verifyCodes: before.verifyCodes - after.verifyCodes,
      passwordResets: before.passwordResets - after.passwordResets,
      loginFailures: before.loginFailures - after.loginFailures,
      jobRuns: before.jobRuns - after.jobRuns,
    });
    expect(result).toMatchObject({ sessions: 2, verifyCodes: 1, passwordResets: 1, jobRuns: 2 });
    expect(result.loginFailures).toBeGreaterThanOrEqual(1);
  });

  async function totals() {
    const db = server.deps.db;
    const n = async (
      table: typeof sessions | typeof verifyCodes | typeof passwordResets | typeof loginFailures | typeof jobRuns,
    ) => (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;
    return {
      sessions: await n(sessions),
      verifyCodes: await n(verifyCodes),
      passwordResets: await n(passwordResets),
      loginFailures: await n(loginFailures),
      jobRuns: await n(jobRuns),
    };
  }
});

describe("the backup handler", () => {
  const context = (now: Date) => ({
    db: server.deps.db,
    config: { backupsDir, LOGIN_WINDOW_SECONDS: 900 },
    database: server.database,
    now,
    tenantId: "default",
  });

  it.runIf(!process.env.DATABASE_URL)(
    "writes a restorable copy of the embedded database and keeps the newest N",
    async () => {
      const start = Date.UTC(2026, 2, 1, 18);
      const results: Record<string, unknown>[] = [];
      for (let i = 0; i < 3; i++) {
        results.push(await backupDatabaseHandler.run(context(new Date(start + i * 86_400_000)), { keep: 2 }));
      }
      const files = listBackups(backupsDir);
      expect(files).toEqual(["pglite-2026-03-03T18-00-00-000Z.tar.gz", "pglite-2026-03-02T18-00-00-000Z.tar.gz"]);
      expect(results[2]).toMatchObject({ file: files[0], removed: 1 });
      const content = fs.readFileSync(path.join(backupsDir, files[0] as string));
      expect(content.length).toBe(results[2]?.bytes);
      expect([content[0], content[1]]).toEqual([0x1f, 0x8b]);
      expect(fs.readdirSync(backupsDir).some((name) => name.endsWith(".partial"))).toBe(false);
    },
  );

  it.runIf(Boolean(process.env.DATABASE_URL))("on PostgreSQL refuses clearly: pg_dump is the way", async () => {
    await expect(backupDatabaseHandler.run(context(new Date()), { keep: 2 })).rejects.toThrow(
      "not supported on PostgreSQL (use pg_dump)",
    );
  });

  it("fails its run with that reason through the runner, and the run shows it", async () => {
    const jobId = await addJob({ handler: "backupDatabase", params: { keep: 1 }, enabled: false });
    const runner = createJobRunner({
      db: server.deps.db,
      database: server.database,
      config: { backupsDir, LOGIN_WINDOW_SECONDS: 900 },
      handlers: handlerRegistry(),
    });
    const started = await runner.runNow({
      id: jobId,
      tenantId: "default",
      name: "b",
      handler: "backupDatabase",
      params: { keep: 1 },
    });
    if (started === "busy") throw new Error("busy");
    await started.finished;
    const [run] = await runsOf(jobId);
    if (process.env.DATABASE_URL) {
      expect(run).toMatchObject({ status: "failed", error: "not supported on PostgreSQL (use pg_dump)" });
    } else {
      expect(run?.status).toBe("success");
      expect(JSON.parse(run?.result ?? "{}")).toMatchObject({ removed: expect.any(Number) });
      expect(listBackups(backupsDir)).toHaveLength(1);
    }
  });
});

describe("job runs of a deleted job", () => {
  it("go with it", async () => {
    const jobId = await addJob({ handler: "count", enabled: false });
    await server.deps.db.insert(jobRuns).values({ jobId, trigger: "manual", status: "success" });
    await server.deps.db.delete(jobs).where(and(eq(jobs.id, jobId)));
    expect(await runsOf(jobId)).toEqual([]);
  });
});
