// What the service monitor's counting and the request tracing cost: the built server started with METRICS and
// TRACING off, on as configured by default (a tenth of the requests traced), on with every request traced, and that
// with HTTP spans only, in turns, each a process of its own on one
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
  /** the defaults: a tenth of the requests traced, each with its queries */
  on: Pair;
  /** TRACE_SAMPLE=1: every request traced */
  every: Pair;
  /** TRACE_SAMPLE=1, TRACE_QUERIES=off: every request's HTTP span, no database spans */
  httpOnly: Pair;
  turns: number;
}

const SETTINGS = {
  off: { METRICS: "off", TRACING: "off" },
  on: { METRICS: "on", TRACING: "on" },
  every: { METRICS: "on", TRACING: "on", TRACE_SAMPLE: "1" },
  httpOnly: { METRICS: "on", TRACING: "on", TRACE_SAMPLE: "1", TRACE_QUERIES: "off" },
} as const;
const LABELS = {
  off: "off",
  on: "on (defaults)",
  every: "on, TRACE_SAMPLE=1",
  httpOnly: "on, TRACE_SAMPLE=1, TRACE_QUERIES=off",
} as const;

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
    every: {},
    httpOnly: {},
  };
  try {
    for (let turn = 0; turn < turns; turn++) {
      for (const setting of ["off", "on", "every", "httpOnly"] as const) {
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
  return { off: pair("off"), on: pair("on"), every: pair("every"), httpOnly: pair("httpOnly"), turns };
}

/** A setting's rates against the rates with metrics and tracing off, and whether both ratios reach 0.9. */
function compared(on: Pair, off: Pair) {
  const ping = on.ping.rps / off.ping.rps;
  const info = on.info.rps / off.info.rps;
  const text = `\`/api/ping\` ${on.ping.rps.toFixed(0)} / ${off.ping.rps.toFixed(0)} req/s = ${ping.toFixed(2)}; \`front/info\` ${on.info.rps.toFixed(0)} / ${off.info.rps.toFixed(0)} req/s = ${info.toFixed(2)}`;
  return { text, met: ping >= 0.9 && info >= 0.9 };
}
const verdict = (ok: boolean) => (ok ? "within budget" : "**over budget**");

/** The budget's row of docs/benchmarks.md, and what tracing every request would cost. */
export function observabilityRows(cost: ObservabilityCost): string[] {
  const on = compared(cost.on, cost.off);
  const every = compared(cost.every, cost.off);
  const httpOnly = compared(cost.httpOnly, cost.off);
  return [
    `| metrics and tracing on (the defaults: a tenth of the requests traced, each with its queries) / off ≥ 0.9 (best of ${cost.turns} turns each, ${DURATION} s per route) | ${on.text} | ${verdict(on.met)} |`,
    `| not the default: every request traced (\`TRACE_SAMPLE=1\`) | ${every.text} | ${every.met ? "≥ 0.9" : "< 0.9"} |`,
    `| not the default: every request's HTTP span only (\`TRACE_SAMPLE=1\`, \`TRACE_QUERIES=off\`) | ${httpOnly.text} | ${httpOnly.met ? "≥ 0.9" : "< 0.9"} |`,
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
