// What the service monitor's counting and the request tracing cost: the built server started with METRICS and
// TRACING off, on as configured by default (a tenth of the requests traced), on with every request traced, and that
// with HTTP spans only, side by side, each a process of its own on a copy of one seeded embedded database; the
// constant route and front/info under load in each, in turns; the best of each setting's turns is compared.
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
  /** the defaults: a tenth of the requests traced (at most TRACE_RATE a second), each with its queries */
  on: Pair;
  /** TRACE_SAMPLE=1, TRACE_RATE=0: every request traced */
  every: Pair;
  /** TRACE_SAMPLE=1, TRACE_RATE=0, TRACE_QUERIES=off: every request's HTTP span, no database spans */
  httpOnly: Pair;
  turns: number;
  /** every turn's rates, by setting, in the order measured */
  rates: Record<keyof typeof SETTINGS, { ping: number[]; info: number[] }>;
}

const SETTINGS = {
  off: { METRICS: "off", TRACING: "off" },
  on: { METRICS: "on", TRACING: "on" },
  every: { METRICS: "on", TRACING: "on", TRACE_SAMPLE: "1", TRACE_RATE: "0" },
  httpOnly: { METRICS: "on", TRACING: "on", TRACE_SAMPLE: "1", TRACE_RATE: "0", TRACE_QUERIES: "off" },
} as const;
const LABELS = {
  off: "off",
  on: "on (defaults)",
  every: "on, TRACE_SAMPLE=1, TRACE_RATE=0",
  httpOnly: "on, TRACE_SAMPLE=1, TRACE_RATE=0, TRACE_QUERIES=off",
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
const ORDER = ["off", "on", "every", "httpOnly"] as const;

/**
 * The four settings' servers run side by side, each on its own copy of one seeded database, and are loaded in turns
 * (the order rotating each turn) after a warm-up of their own, so that a fresh process's compiling and the machine's
 * moods fall on every setting alike; the best of each setting's turns is compared.
 */
export async function observabilityCost(run: LoadFn = load, turns = 4): Promise<ObservabilityCost> {
  const dirs = fs.mkdtempSync(path.join(os.tmpdir(), "zcps-bench-tracing-"));
  const found: Record<keyof typeof SETTINGS, { ping?: Load; info?: Load }> = {
    off: {},
    on: {},
    every: {},
    httpOnly: {},
  };
  const rates = Object.fromEntries(
    ORDER.map((setting) => [setting, { ping: [], info: [] }]),
  ) as ObservabilityCost["rates"];
  const servers: Partial<Record<keyof typeof SETTINGS, { base: string; token: string; stop(): Promise<void> }>> = {};
  try {
    // the first start creates and seeds the database; each setting gets a copy of it
    const seeded = path.join(dirs, "seeded");
    await (await startBuilt(seeded, SETTINGS.off)).stop();
    for (const setting of ORDER) {
      const dataDir = path.join(dirs, setting);
      fs.cpSync(seeded, dataDir, { recursive: true });
      const server = await startBuilt(dataDir, SETTINGS[setting]);
      servers[setting] = { ...server, token: await adminToken(server.base, "console", "console-secret") };
    }
    for (const setting of ORDER) {
      const server = servers[setting] as NonNullable<(typeof servers)[typeof setting]>;
      await run(`warm-up, ${setting}`, `${server.base}/api/ping`, null);
      await run(`warm-up, ${setting}`, `${server.base}/api/admin/user/front/info`, server.token);
    }
    for (let turn = 0; turn < turns; turn++) {
      for (let i = 0; i < ORDER.length; i++) {
        const setting = ORDER[(i + turn) % ORDER.length];
        const server = servers[setting] as NonNullable<(typeof servers)[typeof setting]>;
        const label = `metrics and tracing ${LABELS[setting]}`;
        const ping = await run(`constant route, ${label}`, `${server.base}/api/ping`, null);
        const info = await run(`front/info, ${label}`, `${server.base}/api/admin/user/front/info`, server.token);
        console.log(`${label}: /api/ping ${ping.rps.toFixed(0)} req/s, front/info ${info.rps.toFixed(0)} req/s`);
        found[setting].ping = best(found[setting].ping, ping);
        found[setting].info = best(found[setting].info, info);
        rates[setting].ping.push(ping.rps);
        rates[setting].info.push(info.rps);
      }
    }
  } finally {
    for (const server of Object.values(servers)) await server?.stop();
    fs.rmSync(dirs, { recursive: true, force: true });
  }
  const pair = (setting: keyof typeof SETTINGS): Pair => ({
    ping: found[setting].ping as Load,
    info: found[setting].info as Load,
  });
  return { off: pair("off"), on: pair("on"), every: pair("every"), httpOnly: pair("httpOnly"), turns, rates };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** A setting's rates against the rates with metrics and tracing off, and whether both ratios reach 0.9. */
function compared(cost: ObservabilityCost, setting: "on" | "every" | "httpOnly") {
  const on = cost[setting];
  const off = cost.off;
  const ping = on.ping.rps / off.ping.rps;
  const info = on.info.rps / off.info.rps;
  const medianRatio = (route: "ping" | "info") =>
    (median(cost.rates[setting][route]) / median(cost.rates.off[route])).toFixed(2);
  const text = `\`/api/ping\` ${on.ping.rps.toFixed(0)} / ${off.ping.rps.toFixed(0)} req/s = ${ping.toFixed(2)} (medians: ${medianRatio("ping")}); \`front/info\` ${on.info.rps.toFixed(0)} / ${off.info.rps.toFixed(0)} req/s = ${info.toFixed(2)} (medians: ${medianRatio("info")})`;
  return { text, met: ping >= 0.9 && info >= 0.9 };
}
const verdict = (ok: boolean) => (ok ? "within budget" : "**over budget**");

/** The budget's row of docs/benchmarks.md, and what tracing every request would cost. */
export function observabilityRows(cost: ObservabilityCost): string[] {
  const on = compared(cost, "on");
  const every = compared(cost, "every");
  const httpOnly = compared(cost, "httpOnly");
  return [
    `| metrics and tracing on (the defaults: a tenth of the requests traced, at most 10 a second, each with its queries) / off ≥ 0.9 (best of ${cost.turns} turns each, ${DURATION} s per route) | ${on.text} | ${verdict(on.met)} |`,
    `| not the default: every request traced (\`TRACE_SAMPLE=1\`, \`TRACE_RATE=0\`) | ${every.text} | ${every.met ? "≥ 0.9" : "< 0.9"} |`,
    `| not the default: every request's HTTP span only (\`TRACE_SAMPLE=1\`, \`TRACE_RATE=0\`, \`TRACE_QUERIES=off\`) | ${httpOnly.text} | ${httpOnly.met ? "≥ 0.9" : "< 0.9"} |`,
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
