// What the service monitor's counting and the request tracing cost: the built server started with METRICS and
// TRACING on, then off, in turns (off, on, off, on), each a process of its own on one seeded embedded database; the
// constant route and front/info under load in each; the best of each setting's turns is compared.
// Alone: `npm run build -w apps/server && npx tsx scripts/bench-tracing.ts`.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { adminToken } from "./bench-lighthouse";
import { DURATION, type Load, load } from "./bench-load";
import { freePort, root } from "./lib.mjs";

type LoadFn = typeof load;

export interface ObservabilityCost {
  on: { ping: Load; info: Load };
  off: { ping: Load; info: Load };
  pingRatio: number;
  infoRatio: number;
  turns: number;
}

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
  const found: Record<"on" | "off", { ping?: Load; info?: Load }> = { on: {}, off: {} };
  try {
    for (let turn = 0; turn < turns; turn++) {
      for (const setting of ["off", "on"] as const) {
        const server = await startBuilt(dataDir, { METRICS: setting, TRACING: setting });
        try {
          const token = await adminToken(server.base, "console", "console-secret");
          const label = `metrics and tracing ${setting}`;
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
  const on = { ping: found.on.ping as Load, info: found.on.info as Load };
  const off = { ping: found.off.ping as Load, info: found.off.info as Load };
  return { on, off, pingRatio: on.ping.rps / off.ping.rps, infoRatio: on.info.rps / off.info.rps, turns };
}

/** The budget's row of docs/benchmarks.md. */
export function observabilityRow(cost: ObservabilityCost): string {
  const ok = cost.pingRatio >= 0.9 && cost.infoRatio >= 0.9;
  return `| metrics and tracing on / off ≥ 0.9 (best of ${cost.turns} turns each, ${DURATION} s per route) | \`/api/ping\` ${cost.on.ping.rps.toFixed(0)} / ${cost.off.ping.rps.toFixed(0)} req/s = ${cost.pingRatio.toFixed(2)}; \`front/info\` ${cost.on.info.rps.toFixed(0)} / ${cost.off.info.rps.toFixed(0)} req/s = ${cost.infoRatio.toFixed(2)} | ${ok ? "within budget" : "**over budget**"} |`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(root, "scripts/bench-tracing.ts")) {
  console.log(
    `load: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")} (1, 5, 15 min), ${os.cpus().length} cores`,
  );
  const cost = await observabilityCost();
  console.log(observabilityRow(cost));
  console.log(
    `load after: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}`,
  );
  process.exit(0);
}
