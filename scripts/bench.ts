// `npm run bench`: API throughput under load (autocannon, in a child process) against the server on an embedded
// database with 20,000 users, the console's JS weight (measured in Chromium), and restart time; with DATABASE_URL set,
// the main routes on both databases side by side (bench-databases.ts).
// Writes docs/benchmarks.md. Budgets come from the issues; a missed budget is reported, not hidden.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { sql } from "drizzle-orm";
import { loadConfig } from "../apps/server/src/config";
import { createServer } from "../apps/server/src/server";
import { a3Figures, a3Rows } from "./bench-a3";
import { allocationFigures, allocationRow } from "./bench-allocation";
import { backofficeFigures, operationLogOverhead } from "./bench-backoffice";
import { committeeFigures, committeeRows } from "./bench-committee";
import { databaseFigures, databaseLines, seedUsers, USERS } from "./bench-databases";
import { DECLARATIONS, declarationFigures, IMPORT_ROWS, ITEMS_PER_DECLARATION } from "./bench-declarations";
import { adminToken, lighthouseLines, lighthouseScores } from "./bench-lighthouse";
import { DURATION, type Load, load } from "./bench-load";
import { packetFigures, packetRow } from "./bench-packets";
import { peerReviewFigures, peerReviewRows } from "./bench-peer-review";
import { reviewStageFigures } from "./bench-review-stages";
import { teamReviewFigures, teamReviewRows } from "./bench-team-review";
import { observabilityCost, observabilityRows } from "./bench-tracing";
import { findChromium, freePort, root } from "./lib.mjs";

// the bench's own server is the embedded database's; PostgreSQL, when DATABASE_URL names one, is measured beside it
// in a scratch database (bench-databases.ts), never in DATABASE_URL's own
const postgresUrl = process.env.DATABASE_URL;
delete process.env.DATABASE_URL;
const webDist = path.join(root, "apps/web/dist");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "zcps-bench-"));

/** Gzip size of every script a cold load of each page fetches, measured in Chromium. */
async function bundleWeights(baseUrl: string, token: string) {
  const executablePath = findChromium();
  if (!executablePath) return null;
  const browser = await chromium.launch({
    executablePath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  const gz = (url: string) => {
    const file = path.join(webDist, new URL(url).pathname);
    return fs.existsSync(file) ? gzipSync(fs.readFileSync(file)).length : 0;
  };
  const scriptsOf = async (page: string, signedIn: boolean) => {
    const ctx = await browser.newContext();
    if (signedIn) await ctx.addCookies([{ name: "Authorization", value: `Bearer ${token}`, url: baseUrl }]);
    const p = await ctx.newPage();
    const seen = new Set<string>();
    p.on("response", (res) => {
      if (res.request().resourceType() === "script" && res.url().startsWith(baseUrl)) seen.add(res.url());
    });
    await p.goto(`${baseUrl}${page}`, { waitUntil: "networkidle" });
    await ctx.close();
    return [...seen];
  };
  const sum = (urls: string[]) => urls.reduce((n, u) => n + gz(u), 0);
  const isCharts = (u: string) => /\/echarts-[^/]+\.js$/.test(u);
  // the shell alone: every signed-in page is now a real page, so the shell is the dashboard's
  // scripts less its charts and the page's own chunk (layout, top bar, sidebar, tabs, antd root)
  const isDashboardPage = (u: string) => /\/dashboard-page-[^/]+\.js$/.test(u);
  const dashboard = await scriptsOf("/dashboard", true);
  const weights = {
    login: sum(await scriptsOf("/login", false)),
    landing: sum(await scriptsOf("/enterStation", true)),
    shell: sum(dashboard.filter((u) => !isCharts(u) && !isDashboardPage(u))),
    dashboard: sum(dashboard.filter((u) => !isCharts(u))),
    charts: sum(dashboard.filter(isCharts)),
    users: sum(await scriptsOf("/baseManager/userManager", true)),
  };
  await browser.close();
  return weights;
}

async function restartTime(): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const port = await freePort();
    const started = performance.now();
    const child = spawn(process.execPath, ["apps/server/dist/main.js"], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
      stdio: "ignore",
    });
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/ping`)).ok) break;
      } catch {}
      await new Promise((r) => setTimeout(r, 20));
    }
    times.push(performance.now() - started);
    child.kill("SIGTERM");
    await new Promise((r) => child.on("exit", r));
  }
  return times.sort((a, b) => a - b)[1] as number;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (ok: boolean) => (ok ? "within budget" : "**over budget**");

const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
  NODE_ENV: "production",
  JOB_SCHEDULER: "off",
});
const server = await createServer(config, { webDist });
await seedUsers(server.deps.db);
await server.deps.db.execute(sql`analyze`);
const port = await freePort();
await server.app.listen({ port, host: "127.0.0.1" });
const base = `http://127.0.0.1:${port}`;
const token = await adminToken(base, config.OAUTH_CLIENT_ID, config.OAUTH_CLIENT_SECRET);

console.log(`Load: ${DURATION} s each, 10 connections, ${USERS} users seeded`);
const baseline = await load("constant route (baseline)", `${base}/api/ping`, null);
const loads = [
  baseline,
  await load("front/info", `${base}/api/admin/user/front/info`, token),
  await load("front/menus", `${base}/api/admin/user/front/menus`, token),
  await load("user page", `${base}/api/admin/user/page?page=1&limit=20`, token),
];
for (const l of loads) {
  console.log(
    `${l.name.padEnd(28)} ${l.rps.toFixed(0).padStart(7)} req/s  p50 ${l.p50} ms  p99 ${l.p99} ms  ${((l.rps / baseline.rps) * 100).toFixed(0)}% of baseline`,
  );
}
// the same page with nothing cached: one request at a time, every cache dropped before each
const coldTimes: number[] = [];
for (let i = 0; i < 200; i++) {
  server.deps.cache.invalidateAll();
  const started = performance.now();
  const res = await fetch(`${base}/api/admin/user/page?page=${1 + (i % 50)}&limit=20`, {
    headers: { authorization: `Bearer ${token}` },
  });
  await res.arrayBuffer();
  coldTimes.push(performance.now() - started);
}
coldTimes.sort((a, b) => a - b);
const cold = { p50: coldTimes[100] as number, p99: coldTimes[197] as number };
console.log(`user page, nothing cached: p50 ${cold.p50.toFixed(1)} ms, p99 ${cold.p99.toFixed(1)} ms`);
const bundle = await bundleWeights(base, token);
const chromiumPath = findChromium();
const lighthouseRuns = chromiumPath ? await lighthouseScores(chromiumPath, base, token) : [];
const backoffice = await backofficeFigures(server, base, load);
console.log(
  `authority save (200 menus, 800 elements): p50 ${backoffice.authoritySave.p50.toFixed(1)} ms, p99 ${backoffice.authoritySave.p99.toFixed(1)} ms`,
);
const declarations = await declarationFigures(server, base, load);
const packets = await packetFigures(server, base);
const stages = await reviewStageFigures(server, base, load, declarations.generated.batchId);
// last on the generated batch: it moves the declarations still before the departments into the formal audit
const teams = await teamReviewFigures(server, base, load, declarations.generated.batchId);
// after the teams': it makes 3,000 of the batch's declarations QUALIFIED for the peer review
const peer = await peerReviewFigures(server, base, load, declarations.generated.batchId);
// after the peer review's: it puts 300 of the batch's declarations before 8 meetings of 25 members
const committee = await committeeFigures(server, base, declarations.generated.batchId);
// after the committee's: a draft meeting of 1,000 of the batch's declarations, whose packet of A3 tables is zipped
const a3 = await a3Figures(server, base, declarations.generated.batchId);
await server.app.close();
const oplog = await operationLogOverhead(load);
console.log(
  `operation log: ${oplog.logged.rps.toFixed(0)} vs ${oplog.unlogged.rps.toFixed(0)} req/s (${(oplog.ratio * 100).toFixed(0)}%)`,
);
// the built server in processes of its own, with the service monitor's counting and the tracing on and off
const observability = await observabilityCost(load);
console.log(observabilityRows(observability).join("\n"));
const restart = await restartTime();
const databases = postgresUrl ? await databaseFigures(postgresUrl) : null;
const allocation = allocationFigures();
fs.rmSync(dataDir, { recursive: true, force: true });

const info = loads[1] as Load;
const page = loads[3] as Load;
const lines = [
  "# Benchmarks",
  "",
  `Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, embedded database (PGlite) with ${USERS.toLocaleString("en")} users. Load: autocannon, 10 connections, ${DURATION} s per route, in a separate process on the same machine.`,
  "",
  "## API under load",
  "",
  "| route | req/s | p50 | p99 | of baseline |",
  "|---|---:|---:|---:|---:|",
  ...loads.map(
    (l) =>
      `| ${l.name} \`${l.path}\` | ${l.rps.toFixed(0)} | ${l.p50} ms | ${l.p99} ms | ${((l.rps / baseline.rps) * 100).toFixed(0)}% |`,
  ),
  "",
  `User page with nothing cached (sessions, codes and lists dropped before each of 200 sequential requests): p50 ${cold.p50.toFixed(1)} ms, p99 ${cold.p99.toFixed(1)} ms. Under load the list cache answers repeated pages; it is dropped whenever a tenant's users change.`,
  "",
  "## Budgets",
  "",
  "| budget | measured | verdict |",
  "|---|---|---|",
  `| \`front/info\` ≥ 50% of the baseline's req/s | ${((info.rps / baseline.rps) * 100).toFixed(0)}% | ${verdict(info.rps >= baseline.rps / 2)} |`,
  `| user page p99 ≤ 30 ms | ${page.p99} ms | ${verdict(page.p99 <= 30)} |`,
  ...(bundle
    ? [
        `| JS that \`/login\` loads ≤ 180 KB gzip | ${kb(bundle.login)} | ${verdict(bundle.login <= 180 * 1024)} |`,
        `| JS the shell loads after sign-in ≤ 280 KB gzip: the landing page \`/enterStation\` | ${kb(bundle.landing)} | ${verdict(bundle.landing <= 280 * 1024)} |`,
        `| the same: layout, top bar, sidebar and tabs alone (\`/dashboard\` less its page chunk and charts) | ${kb(bundle.shell)} | ${verdict(bundle.shell <= 280 * 1024)} |`,
        `| JS that \`/baseManager/userManager\` loads ≤ 350 KB gzip | ${kb(bundle.users)} | ${verdict(bundle.users <= 350 * 1024)} |`,
      ]
    : ["| bundle | Chromium not found: not measured | |"]),
  `| a role's authority save with 200 menus and 800 elements (p99 of 30 saves) | ${backoffice.authoritySave.p99.toFixed(1)} ms (p50 ${backoffice.authoritySave.p50.toFixed(1)} ms) | |`,
  `| \`front/menus\` for a user in 40 role groups | ${backoffice.menus40.rps.toFixed(0)} req/s, p99 ${backoffice.menus40.p99} ms; uncached p50 ${backoffice.menus40.coldP50.toFixed(1)} ms, p99 ${backoffice.menus40.coldP99.toFixed(1)} ms | |`,
  ...observabilityRows(observability),
  `| operation log on a mutating call (profile save): with / without logging ≥ 0.9 | ${oplog.logged.rps.toFixed(0)} / ${oplog.unlogged.rps.toFixed(0)} req/s = ${oplog.ratio.toFixed(2)} | ${verdict(oplog.ratio >= 0.9)} |`,
  `| declarations list (${DECLARATIONS.toLocaleString("en")} declarations × ${ITEMS_PER_DECLARATION} items, page 20) p99 ≤ 100 ms | ${declarations.list.p99} ms (${declarations.list.rps.toFixed(0)} req/s) | ${verdict(declarations.list.p99 <= 100)} |`,
  `| the same, unit + status filter | ${declarations.filtered.p99} ms (${declarations.filtered.rps.toFixed(0)} req/s) | ${verdict(declarations.filtered.p99 <= 100)} |`,
  `| the same, name keyword | ${declarations.keyword.p99} ms (${declarations.keyword.rps.toFixed(0)} req/s) | ${verdict(declarations.keyword.p99 <= 100)} |`,
  `| eligibility pre-check of one declaration ≤ 20 ms (200 sequential calls on different declarations, incl. reading it, after 50 calls of warm-up on others) | p99 ${declarations.precheck.p99.toFixed(1)} ms (p50 ${declarations.precheck.p50.toFixed(1)} ms) | ${verdict(declarations.precheck.p99 <= 20)} |`,
  `| xlsx import of ${IMPORT_ROWS.toLocaleString("en")} staff rows ≤ 30 s (upload, validate, apply) | ${declarations.importSeconds.toFixed(1)} s | ${verdict(declarations.importSeconds <= 30)} |`,
  `| a department reviewer's queue on the same batch (${stages.assigned.toLocaleString("en")} items of one page assigned, ${stages.tasks.toLocaleString("en")} department tasks opened by ${stages.recommended} recommendations through the workflow) p99 ≤ 100 ms | ${stages.queue.p99} ms (${stages.queue.rps.toFixed(0)} req/s) | ${verdict(stages.queue.p99 <= 100)} |`,
  `| a bulk verdict on 200 items ≤ 1 s (slowest of ${stages.bulkTimes.length}) | ${stages.bulk === null ? "not measured" : `${stages.bulk.toFixed(0)} ms`} | ${stages.bulk === null ? "" : verdict(stages.bulk <= 1000)} |`,
  ...teamReviewRows(teams),
  packetRow(packets),
  allocationRow(allocation),
  ...peerReviewRows(peer),
  ...committeeRows(committee),
  ...a3Rows(a3),
  `| restart on an existing embedded database ≤ 3 s (to first answer, median of 3) | ${(restart / 1000).toFixed(2)} s | ${verdict(restart <= 3000)} |`,
  "",
  ...(bundle
    ? [
        "## Console pages (cold load, signed in, gzip)",
        "",
        "| page | JS |",
        "|---|---:|",
        `| \`/login\` | ${kb(bundle.login)} |`,
        `| \`/enterStation\` | ${kb(bundle.landing)} |`,
        `| the shell alone (\`/dashboard\` less its page chunk and charts) | ${kb(bundle.shell)} |`,
        `| \`/dashboard\` | ${kb(bundle.dashboard)}, and ${kb(bundle.charts)} of charts loaded after the page shows |`,
        `| \`/baseManager/userManager\` | ${kb(bundle.users)} |`,
        "",
      ]
    : []),
  ...databaseLines(databases),
  ...lighthouseLines(lighthouseRuns),
];
fs.mkdirSync(path.join(root, "docs"), { recursive: true });
fs.writeFileSync(path.join(root, "docs/benchmarks.md"), lines.join("\n"));
console.log(lines.slice(-8).join("\n"));
console.log("written to docs/benchmarks.md");
process.exit(0);
