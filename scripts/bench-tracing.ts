// What the service monitor's counting and the request tracing cost: the built server started with METRICS and
// TRACING off, on (every request traced) and on with TRACE_SAMPLE=0.1, in turns, each a process of its own on one
// seeded embedded database; the constant route and front/info under load in each; the best of each setting's turns
// is compared.
// Alone: `npm run build -w apps/server && npx tsx scripts/bench-tracing.ts`.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { adminToken } from "./bench-lighthouse";
import { DURATION, type Load, load } from "./bench-load";
import { freePort, root } from "./lib.mjs";

type LoadFn = typeof load;

type Pair = { ping: Load; info: Load };

export interface ObservabilityCost {
  off: Pair;
  on: Pair;
  /** TRACE_SAMPLE=0.1: a tenth of the requests traced */
  sampled: Pair;
  /** TRACE_QUERIES=off: every request's HTTP span, no database spans */
  httpOnly: Pair;
  pingRatio: number;
  infoRatio: number;
  sampledPingRatio: number;
  sampledInfoRatio: number;
  turns: number;
}

const SETTINGS = {
  off: { METRICS: "off", TRACING: "off" },
  on: { METRICS: "on", TRACING: "on" },
  sampled: { METRICS: "on", TRACING: "on", TRACE_SAMPLE: "0.1" },
  httpOnly: { METRICS: "on", TRACING: "on", TRACE_QUERIES: "off" },
} as const;
const LABELS = { off: "off", on: "on", sampled: "on, TRACE_SAMPLE=0.1", httpOnly: "on, TRACE_QUERIES=off" } as const;

async function startBuilt(dataDir: string, env: Record<string, string>) {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ["apps/server/dist/main.js"], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      JOB_SCHEDULER: "off",
      ...env,
    },
    stdio: "ignore",
  });
  const base = `http://127.0.0.1:${port}`;
  // the first start creates and seeds the database
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    if (Date.now() > deadline) throw new Error("the server did not answer within 240 s");
    try {
      if ((await fetch(`${base}/api/ping`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.on("exit", r)));
    },
  };
}

const best = (a: Load | undefined, b: Load) => (!a || b.rps > a.rps ? b : a);

export async function observabilityCost(run: LoadFn = load, turns = 3): Promise<ObservabilityCost> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "zcps-bench-tracing-"));
  const found: Record<keyof typeof SETTINGS, { ping?: Load; info?: Load }> = {
    off: {},
    on: {},
    sampled: {},
    httpOnly: {},
  };
  try {
    for (let turn = 0; turn < turns; turn++) {
      for (const setting of ["off", "on", "sampled", "httpOnly"] as const) {
        const server = await startBuilt(dataDir, SETTINGS[setting]);
        try {
          const token = await adminToken(server.base, "console", "console-secret");
          const label = `metrics and tracing ${LABELS[setting]}`;
          const ping = await run(`constant route, ${label}`, `${server.base}/api/ping`, null);
          const info = await run(`front/info, ${label}`, `${server.base}/api/admin/user/front/info`, token);
          console.log(`${label}: /api/ping ${ping.rps.toFixed(0)} req/s, front/info ${info.rps.toFixed(0)} req/s`);
          found[setting].ping = best(found[setting].ping, ping);
          found[setting].info = best(found[setting].info, info);
        } finally {
          await server.stop();
        }
      }
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const pair = (setting: keyof typeof SETTINGS): Pair => ({
    ping: found[setting].ping as Load,
    info: found[setting].info as Load,
  });
  const [off, on, sampled, httpOnly] = [pair("off"), pair("on"), pair("sampled"), pair("httpOnly")];
  return {
    off,
    on,
    sampled,
    httpOnly,
    pingRatio: on.ping.rps / off.ping.rps,
    infoRatio: on.info.rps / off.info.rps,
    sampledPingRatio: sampled.ping.rps / off.ping.rps,
    sampledInfoRatio: sampled.info.rps / off.info.rps,
    turns,
  };
}

const figures = (on: Pair, off: Pair, pingRatio: number, infoRatio: number) =>
  `\`/api/ping\` ${on.ping.rps.toFixed(0)} / ${off.ping.rps.toFixed(0)} req/s = ${pingRatio.toFixed(2)}; \`front/info\` ${on.info.rps.toFixed(0)} / ${off.info.rps.toFixed(0)} req/s = ${infoRatio.toFixed(2)}`;
const verdict = (ok: boolean) => (ok ? "within budget" : "**over budget**");

/** The budget's rows of docs/benchmarks.md. */
export function observabilityRows(cost: ObservabilityCost): string[] {
  return [
    `| metrics and tracing on / off ≥ 0.9 (every request traced; best of ${cost.turns} turns each, ${DURATION} s per route) | ${figures(cost.on, cost.off, cost.pingRatio, cost.infoRatio)} | ${verdict(cost.pingRatio >= 0.9 && cost.infoRatio >= 0.9)} |`,
    `| the same with \`TRACE_SAMPLE=0.1\` | ${figures(cost.sampled, cost.off, cost.sampledPingRatio, cost.sampledInfoRatio)} | ${verdict(cost.sampledPingRatio >= 0.9 && cost.sampledInfoRatio >= 0.9)} |`,
    `| the same with \`TRACE_QUERIES=off\` (HTTP spans only) | ${figures(cost.httpOnly, cost.off, cost.httpOnly.ping.rps / cost.off.ping.rps, cost.httpOnly.info.rps / cost.off.info.rps)} | ${verdict(cost.httpOnly.ping.rps / cost.off.ping.rps >= 0.9 && cost.httpOnly.info.rps / cost.off.info.rps >= 0.9)} |`,
  ];
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(root, "scripts/bench-tracing.ts")) {
  console.log(
    `load: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")} (1, 5, 15 min), ${os.cpus().length} cores`,
  );
  const cost = await observabilityCost();
  console.log(observabilityRows(cost).join("\n"));
  console.log(
    `load after: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}`,
  );
  process.exit(0);
}
