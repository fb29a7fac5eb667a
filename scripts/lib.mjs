// Helpers shared by the test and benchmark scripts: find Chromium, start a built server on a fresh database.
import { spawn } from "node:child_process";
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

/** Debian's full Chromium: what Lighthouse measures, as a user's browser runs the pages. */
export function findChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
  ];
  return candidates.find((p) => p && fs.existsSync(p)) ?? null;
}

/**
 * The browser the browser tests drive: Debian's headless shell where it is installed (package
 * chromium-headless-shell, the same Blink without the full browser's GPU and UI processes: about a third less time
 * on two cores), else the full Chromium.
 */
export function findTestBrowser() {
  if (process.env.CHROMIUM_PATH) return findChromium();
  const shell = "/usr/bin/chromium-headless-shell";
  return fs.existsSync(shell) ? shell : findChromium();
}

export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", cwd: root, ...options });
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

export async function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A new empty PostgreSQL database next to DATABASE_URL's, with a function that drops it. */
export async function scratchDatabase(baseUrl) {
  const name = `zcps_run_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * The server the browser tests run against: sign-in unthrottled (many tests sign in from one address), every request
 * traced, without a cap a second (the service-tracing page's test looks for its own requests).
 */
export const BROWSER_TEST_SERVER = {
  AUTH_RATE_PER_MINUTE: "10000",
  LOGIN_IP_MAX_FAILURES: "10000",
  TRACE_SAMPLE: "1",
  TRACE_RATE: "0",
};

/** What the browser tests read of the server they run against (playwright.config.ts and the specs). */
export function browserTestEnv(server, chromium) {
  return {
    ...process.env,
    BASE_URL: server.url,
    CHROMIUM_PATH: chromium,
    DEV_OUTBOX_FILE: server.outbox,
    SERVER_DATABASE_URL: server.databaseUrl ?? "",
  };
}

/**
 * Starts the built server (apps/server/dist) on a fresh embedded or PostgreSQL database. `databaseUrl` reaches the
 * server's own database, for a test that changes it behind the server's back: the scratch PostgreSQL database, or,
 * with `sql`, the embedded one on a local port (EMBEDDED_SQL_PORT); null for the embedded one without.
 */
export async function startBuiltServer(env = {}, { sql = false } = {}) {
  const port = await freePort();
  const sqlPort = sql && !process.env.DATABASE_URL ? await freePort() : null;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "zcps-run-"));
  const database = process.env.DATABASE_URL ? await scratchDatabase(process.env.DATABASE_URL) : null;
  // the SMS and mail the server sends, for the browser tests that read a verification code (never in production)
  const outbox = path.join(dataDir, "outbox.jsonl");
  const child = spawn(process.execPath, ["apps/server/dist/main.js"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DEV_OUTBOX_FILE: outbox,
      ...(database ? { DATABASE_URL: database.url } : {}),
      ...(sqlPort ? { EMBEDDED_SQL_PORT: String(sqlPort) } : {}),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  // a first start creates and seeds the database: on a busy machine that can take over a minute
  const deadline = Date.now() + 180_000;
  for (let up = false; !up; ) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`server not answering after 180 s:\n${output}`);
    }
    try {
      up = (await fetch(`${url}/api/ping`)).ok;
    } catch {}
    if (!up) await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir,
    outbox,
    databaseUrl: database ? database.url : sqlPort ? `postgres://postgres@127.0.0.1:${sqlPort}/postgres` : null,
    output: () => output,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => (child.exitCode !== null ? r() : child.on("exit", r)));
      if (database) await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What the build reads: the three packages' sources and settings, and the locked dependencies. */
const BUILD_INPUTS = ["apps/web", "apps/server", "packages/contracts", "package-lock.json", "tsconfig.base.json"];
const BUILD_OUTPUTS = ["apps/web/dist", "apps/server/dist"];
const STAMP = "apps/server/dist/.build-inputs";

/**
 * A digest of every file the build reads (their paths and contents; outputs and installed packages left out) and of
 * the settings the console reads at build time (`VITE_*`).
 */
function buildInputsDigest() {
  const digest = createHash("sha256");
  for (const key of Object.keys(process.env)
    .filter((k) => k.startsWith("VITE_"))
    .sort())
    digest.update(`${key}=${process.env[key]}\0`);
  const walk = (rel) => {
    const full = path.join(root, rel);
    const stat = fs.statSync(full, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(full).sort()) {
        if (name === "node_modules" || name === "dist") continue;
        walk(path.join(rel, name));
      }
    } else {
      digest.update(`${rel}\0`).update(fs.readFileSync(full)).update("\0");
    }
  };
  for (const input of BUILD_INPUTS) walk(input);
  return digest.digest("hex");
}

/**
 * Builds the console and the server unless the built files are those of exactly these sources (the digest the last
 * build left beside them): CI's second run, on the other database, serves the first run's build. The exit code.
 */
export async function buildIfChanged() {
  const digest = buildInputsDigest();
  const stamp = path.join(root, STAMP);
  const built = BUILD_OUTPUTS.every((dir) => fs.existsSync(path.join(root, dir)));
  if (built && fs.existsSync(stamp) && fs.readFileSync(stamp, "utf8") === digest) {
    console.log("The build is up to date with the sources: not built again.");
    return 0;
  }
  fs.rmSync(stamp, { force: true });
  const code = await run("npm", ["run", "build"]);
  if (code === 0) fs.writeFileSync(stamp, digest);
  return code;
}
