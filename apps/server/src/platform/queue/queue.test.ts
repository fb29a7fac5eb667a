import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import PgBoss from "pg-boss";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../db/client";
import { bossDb } from "./boss-db";
import { createTaskQueue, type TaskQueue, type TaskQueueOptions, type TaskStatus } from "./index";

/**
 * The queue on a real database: a new PostgreSQL database when DATABASE_URL is set (dropped afterwards), else
 * PGlite in a data directory on disk, so that a "restarted" instance can open it again after the first closed it.
 */
async function freshDatabase(): Promise<{ open(): Promise<Database>; drop(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "zcps-queue-"));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { open: () => openDatabase({ dataDir }), drop: async () => removeDir() };
  const name = `zcps_test_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    open: () => openDatabase({ url: url.toString(), dataDir }),
    async drop() {
      await admin(`drop database if exists ${name} with (force)`);
      removeDir();
    },
  };
}

let testDatabase: Awaited<ReturnType<typeof freshDatabase>>;
/** this process's connection; the restart tests close it and open another */
let database: Database;
const queues: TaskQueue[] = [];

beforeAll(async () => {
  testDatabase = await freshDatabase();
  database = await testDatabase.open();
  await database.migrate();
});
afterEach(async () => {
  for (const queue of queues.splice(0)) await queue.stop();
});
afterAll(async () => {
  await database?.close();
  await testDatabase?.drop();
});

function newQueue(options: Partial<TaskQueueOptions> = {}): TaskQueue {
  const queue = createTaskQueue(database, { pollMs: 50, stopGraceMs: 200, ...options });
  queues.push(queue);
  return queue;
}

async function restartDatabase(): Promise<void> {
  await database.close();
  database = await testDatabase.open();
}

/** Reads until `done` holds, for at most `ms`. */
async function until(
  read: () => Promise<TaskStatus | null>,
  done: (task: TaskStatus | null) => boolean,
  ms = 10_000,
): Promise<TaskStatus | null> {
  const deadline = Date.now() + ms;
  for (;;) {
    const task = await read();
    if (done(task)) return task;
    if (Date.now() > deadline) throw new Error(`gave up waiting; last seen: ${JSON.stringify(task)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const ended = (task: TaskStatus | null) => task?.state === "completed" || task?.state === "failed";

function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe("task queue", () => {
  it("runs a task: its progress is readable while it runs, its output once it completes", async () => {
    const queue = newQueue();
    const secondHalf = gate();
    queue.register<{ packets: number }>("zip-packets", async ({ data, reportProgress }) => {
      await reportProgress(1, data.packets, "packet 1");
      await secondHalf.opened;
      await reportProgress(data.packets, data.packets, "zipped");
      return { file: "packets.zip", packets: data.packets };
    });
    await queue.start();
    const id = await queue.send("zip-packets", { packets: 3 });

    const running = await until(
      () => queue.get(id),
      (task) => task?.progress.done === 1,
    );
    expect(running).toMatchObject({
      id,
      name: "zip-packets",
      state: "active",
      progress: { done: 1, total: 3, note: "packet 1" },
      output: null,
      error: null,
      attempts: 1,
    });
    secondHalf.open();
    const done = await until(() => queue.get(id), ended);
    expect(done).toMatchObject({
      state: "completed",
      progress: { done: 3, total: 3, note: "zipped" },
      output: { file: "packets.zip", packets: 3 },
      error: null,
      attempts: 1,
    });
    expect(done?.completedAt).toBeInstanceOf(Date);
    expect(await queue.get(randomUUID())).toBeNull();
    expect(await queue.get("not-a-task")).toBeNull();
  });

  it("retries a task that fails once, and it completes", async () => {
    const queue = newQueue();
    const attempts: number[] = [];
    queue.register(
      "send-invitations",
      async ({ attempt }) => {
        attempts.push(attempt);
        if (attempt === 1) throw new Error("mail server busy");
        return { sent: 12 };
      },
      { retryLimit: 2, retryDelaySeconds: 0 },
    );
    await queue.start();
    const id = await queue.send("send-invitations", { batch: "2026" });

    const done = await until(() => queue.get(id), ended);
    expect(done).toMatchObject({ state: "completed", output: { sent: 12 }, error: null, attempts: 2 });
    expect(attempts).toEqual([1, 2]);
  });

  it("ends a task that always fails as failed, with its error, after its retries", async () => {
    const queue = newQueue();
    let calls = 0;
    queue.register(
      "render-document",
      async () => {
        calls += 1;
        throw new Error("template missing");
      },
      { retryLimit: 1 },
    );
    await queue.start();
    const id = await queue.send("render-document", { template: "notice" });

    const done = await until(() => queue.get(id), ended);
    expect(done).toMatchObject({ state: "failed", error: "template missing", output: null, attempts: 2 });
    expect(calls).toBe(2);
  });

  it("aborts and fails an attempt that runs past its expiry", async () => {
    const queue = newQueue();
    let aborted: unknown = null;
    queue.register(
      "slow-export",
      ({ signal }) =>
        new Promise((_, reject) => {
          signal.addEventListener("abort", () => {
            aborted = signal.reason;
            reject(signal.reason);
          });
        }),
      { retryLimit: 0, expireInSeconds: 1 },
    );
    await queue.start();
    const id = await queue.send("slow-export", {});

    const done = await until(() => queue.get(id), ended);
    expect(done).toMatchObject({ state: "failed", error: "timed out after 1 seconds", attempts: 1 });
    expect(aborted).toBeInstanceOf(Error);
  });

  it("queues a task in the caller's transaction: none when it rolls back", async () => {
    const queue = newQueue();
    const invited: string[] = [];
    queue.register<{ to: string }>("invite-expert", async ({ data }) => {
      invited.push(data.to);
      return null;
    });
    await queue.start();

    let lost = "";
    await expect(
      database.db.transaction(async (tx) => {
        lost = await queue.send("invite-expert", { to: "rolled back" }, { tx });
        throw new Error("decision withdrawn");
      }),
    ).rejects.toThrow("decision withdrawn");
    const kept = await database.db.transaction((tx) => queue.send("invite-expert", { to: "committed" }, { tx }));

    expect(await until(() => queue.get(kept), ended)).toMatchObject({ state: "completed", output: null });
    expect(await queue.get(lost)).toBeNull();
    expect(invited).toEqual(["committed"]);
  });

  it("leaves tasks unfinished at a stop to the next instance on the same database", async () => {
    const first = newQueue({ stopGraceMs: 100 });
    const underWay = gate();
    first.register("build-packet", async ({ reportProgress, signal }) => {
      await reportProgress(1, 2, "first half");
      underWay.open();
      // long work that ends when told to
      await new Promise((_, reject) => signal.addEventListener("abort", () => reject(signal.reason)));
    });
    await first.start();
    const interrupted = await first.send("build-packet", { declaration: "d1" });
    const waiting = await first.send("build-packet", { declaration: "d2" });
    await underWay.opened;
    await first.stop();

    expect(await first.get(interrupted)).toMatchObject({
      state: "retry",
      error: "interrupted: the server stopped while the task ran",
      progress: { done: 1, total: 2, note: "first half" },
      attempts: 1,
    });
    expect(await first.get(waiting)).toMatchObject({ state: "created", attempts: 0 });

    await restartDatabase();
    const second = newQueue();
    second.register<{ declaration: string }>("build-packet", async ({ data, attempt, reportProgress }) => {
      await reportProgress(2, 2, "second half");
      return { packet: `${data.declaration}.zip`, attempt };
    });
    await second.start();

    expect(await until(() => second.get(interrupted), ended)).toMatchObject({
      state: "completed",
      output: { packet: "d1.zip", attempt: 2 },
      progress: { done: 2, total: 2, note: "second half" },
      attempts: 2,
    });
    expect(await until(() => second.get(waiting), ended)).toMatchObject({
      state: "completed",
      output: { packet: "d2.zip", attempt: 1 },
      attempts: 1,
    });
  });

  it("retries a task whose instance died under it, once the task's expiry has passed", async () => {
    const sender = newQueue();
    sender.register("archive-batch", async () => ({}), { expireInSeconds: 1 });
    await sender.start();
    // not due for a minute, so the sender's own worker leaves it alone
    const id = await sender.send("archive-batch", { batch: "2026" }, { startAfter: 60 });
    await sender.stop();
    // an instance takes the task and dies: the task stays active, nobody will complete or fail it
    const [taken] = await new PgBoss({ db: bossDb(database), schedule: false, supervise: false }).fetch(
      "archive-batch",
      { ignoreStartAfter: true },
    );
    expect(taken?.id).toBe(id);

    await restartDatabase();
    const survivor = newQueue({ maintenanceIntervalSeconds: 1 });
    survivor.register("archive-batch", async ({ attempt }) => ({ attempt }), { expireInSeconds: 1 });
    await survivor.start();

    expect(await until(() => survivor.get(id), ended)).toMatchObject({
      state: "completed",
      output: { attempt: 2 },
      attempts: 2,
    });
  });
});
