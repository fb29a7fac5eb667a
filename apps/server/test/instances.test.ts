import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { InstanceList, InstanceRow } from "@zcps/contracts/instances";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import serverPackage from "../package.json";
import { createInstanceRegistration } from "../src/modules/admin/instances";
import { instanceStatus } from "../src/modules/admin/instances/service";
import { createServiceMetrics } from "../src/platform/metrics";
import { createServer } from "../src/server";
import { type Client, createClient, data, expectRefused, signedIn } from "./client";
import { startTestServer, type TestServer } from "./harness";

/** The service registry (/monitorManager/serviceEurekaManager): instances register, beat, stop and go stale. */

const HEARTBEAT_MS = 100;
const LIST = "/api/admin/instances";

describe("an instance's status", () => {
  const at = (heartbeatAgoMs: number, stopped = false) => instanceStatus({ heartbeatAgoMs, heartbeatMs: 100, stopped });

  it("is UP within three heartbeats, STALE to twelve, DOWN after or once stopped", () => {
    expect([at(0), at(300), at(301), at(1200), at(1201), at(0, true)]).toEqual([
      "UP",
      "UP",
      "STALE",
      "STALE",
      "DOWN",
      "DOWN",
    ]);
  });
});

async function listed(api: Client): Promise<InstanceRow[]> {
  return data<InstanceList>(await api.get(LIST)).rows;
}

describe("the service registry", () => {
  let server: TestServer;
  let adminApi: Client;
  beforeAll(async () => {
    server = await startTestServer({ INSTANCE_HEARTBEAT_MS: String(HEARTBEAT_MS) });
    await server.app.listen({ port: 0, host: "127.0.0.1" });
    [adminApi] = await signedIn(server, ["admin"]);
  });
  afterAll(() => server.close());

  it("lists this instance UP, with its port, process and version", async () => {
    const address = server.app.server.address();
    const port = typeof address === "object" && address ? address.port : null;
    const selfRow = async () => (await listed(adminApi)).find((row) => row.id === server.instance.id);
    // the row read UP is the one checked: a second read on a busy machine may come after a late beat (STALE)
    let self: InstanceRow | undefined;
    await expect
      .poll(async () => {
        self = await selfRow();
        return self?.status;
      })
      .toBe("UP");
    expect(self).toMatchObject({
      status: "UP",
      host: os.hostname(),
      port,
      pid: process.pid,
      version: serverPackage.version,
      heartbeatMs: HEARTBEAT_MS,
      stoppedAt: null,
    });
    // it keeps beating
    const first = self?.heartbeatAt ?? "";
    await expect.poll(async () => (await selfRow())?.heartbeatAt).not.toBe(first);
  });

  it("is read by the school administrator and refused without a token or without the code", async () => {
    const [schoolAdmin, judge] = await signedIn(server, ["school_admin", "judge"]);
    expect((await listed(schoolAdmin)).length).toBeGreaterThan(0);
    expectRefused(await judge.get(LIST));
    const anonymous = await createClient(server.app).get(LIST);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().status).toBe(40101);
  });

  it("shows an instance DOWN once it stops, and a stopped one beats no more", async () => {
    const other = createInstanceRegistration(
      { db: server.deps.db, config: server.deps.config, metrics: createServiceMetrics() },
      { warn: (obj) => console.warn(obj) },
    );
    await other.start(4321);
    const before = (await listed(adminApi)).find((row) => row.id === other.id);
    expect(before).toMatchObject({ status: "UP", port: 4321 });
    await other.stop();
    const after = (await listed(adminApi)).find((row) => row.id === other.id);
    expect(after?.status).toBe("DOWN");
    expect(after?.stoppedAt).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, HEARTBEAT_MS * 3));
    expect((await listed(adminApi)).find((row) => row.id === other.id)?.heartbeatAt).toBe(after?.heartbeatAt);
  });
});

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The server from source in a process of its own, on the database given: answers once it listens. */
async function startServerProcess(databaseUrl: string): Promise<{ child: ChildProcess; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "zcps-instance-"));
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: "test",
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      INSTANCE_HEARTBEAT_MS: String(HEARTBEAT_MS),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error(`no start in 60 s:\n${output}`)), 60_000);
    child.stdout?.on("data", (chunk) => {
      output += chunk;
      if (output.includes("ready in")) {
        clearTimeout(timeout);
        resolve();
      }
    });
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    child.on("exit", (code) => {
      clearTimeout(timeout);
      reject(new Error(`exited with ${code}:\n${output}`));
    });
  });
  return { child, dataDir };
}

// Two instances need a shared server database: this part runs in the PostgreSQL pass of the suite.
describe.runIf(Boolean(process.env.DATABASE_URL))("two instances on one PostgreSQL database", () => {
  let survivor: TestServer;
  let adminApi: Client;
  let killed: { child: ChildProcess; dataDir: string } | undefined;
  beforeAll(async () => {
    survivor = await startTestServer({ INSTANCE_HEARTBEAT_MS: String(HEARTBEAT_MS) });
    await survivor.app.listen({ port: 0, host: "127.0.0.1" });
    [adminApi] = await signedIn(survivor, ["admin"]);
  }, 90_000);
  afterAll(async () => {
    killed?.child.kill("SIGKILL");
    if (killed) fs.rmSync(killed.dataDir, { recursive: true, force: true });
    await survivor.close();
  });

  const statusOf = async (match: (row: InstanceRow) => boolean) => (await listed(adminApi)).find(match)?.status;

  it("a killed instance turns STALE on the survivor's list, then DOWN without a stop", async () => {
    killed = await startServerProcess(survivor.deps.config.DATABASE_URL as string);
    const pid = killed.child.pid;
    const isKilled = (row: InstanceRow) => row.pid === pid;
    await expect.poll(() => statusOf(isKilled)).toBe("UP");
    killed.child.kill("SIGKILL");
    await expect.poll(() => statusOf(isKilled), { timeout: 5000, interval: 50 }).toBe("STALE");
    await expect.poll(() => statusOf(isKilled), { timeout: 5000, interval: 100 }).toBe("DOWN");
    expect((await listed(adminApi)).find(isKilled)?.stoppedAt).toBeNull();
    expect(await statusOf((row) => row.id === survivor.instance.id)).toBe("UP");
  }, 90_000);

  it("an instance closed gracefully is DOWN at once, with its stop", async () => {
    const other = await createServer({ ...survivor.deps.config });
    await other.app.listen({ port: 0, host: "127.0.0.1" });
    // the registration follows the listen (Fastify runs onListen hooks after listen resolves)
    await expect.poll(() => statusOf((row) => row.id === other.instance.id)).toBe("UP");
    await other.app.close();
    const row = (await listed(adminApi)).find((r) => r.id === other.instance.id);
    expect(row?.status).toBe("DOWN");
    expect(row?.stoppedAt).not.toBeNull();
  }, 60_000);
});
