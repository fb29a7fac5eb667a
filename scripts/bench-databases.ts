// The two databases side by side, in `npm run bench` when DATABASE_URL is set: the same server (in this process) on a
// fresh embedded database and on a scratch PostgreSQL database beside DATABASE_URL's, each seeded alike (the demo, 20,000
// users, the generated batch of 5,000 declarations × 40 items), under the same loads: the constant route, front/info,
// the user page, a mutating call (a declarant's profile save) and the declarations list.
// Alone: `npm run build -w apps/server && DATABASE_URL=postgres://… npx tsx scripts/bench-databases.ts`.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { loadConfig } from "../apps/server/src/config";
import type { Database } from "../apps/server/src/db/client";
import { users } from "../apps/server/src/db/schema";
import { DEFAULT_TENANT_ID } from "../apps/server/src/db/seed/index";
import { hashPassword } from "../apps/server/src/platform/passwords";
import { createServer } from "../apps/server/src/server";
import { isMain } from "./bench-alone";
import { generateDeclarations, signIn } from "./bench-declarations";
import { DURATION, type Load, load } from "./bench-load";
import { freePort, scratchDatabase } from "./lib.mjs";

export const USERS = 20_000;

/** 20,000 accounts created over time, in batches of 1,000. */
export async function seedUsers(db: Database["db"]) {
  const hash = await hashPassword("Bench@2026");
  for (let start = 0; start < USERS; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, USERS - start) }, (_, i) => {
      const n = start + i;
      return {
        id: randomUUID(),
        tenantId: DEFAULT_TENANT_ID,
        username: `bench${n}`,
        passwordHash: hash,
        name: `测试用户${n}`,
        no: `B${String(n).padStart(6, "0")}`,
        mobilePhone: `186${String(n).padStart(8, "0")}`,
        email: `bench${n}@example.edu.cn`,
        // accounts are created over time, not all in the same instant
        createdAt: new Date(Date.UTC(2020, 0, 1) + n * 3_600_000),
      };
    });
    await db.insert(users).values(rows);
  }
}

/** What a profile save (`PUT front/profile`) sends for the signed-in user: their own contacts and a desk phone. */
export async function profileBody(base: string, token: string): Promise<string> {
  const me = (
    await (
      await fetch(`${base}/api/admin/user/getLoginUserInfo`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()
  ).data;
  return JSON.stringify({ id: me.id, mobilePhone: me.mobilePhone, email: me.email, telPhone: "010-12345678" });
}

/** The routes measured on each database, in this order. */
const ROUTES = ["constant route", "front/info", "user page", "profile save (PUT)", "declarations list"] as const;
type Route = (typeof ROUTES)[number];

/** One database's loads, seeded and served afresh; `url` is PostgreSQL's, or none for the embedded database. */
async function loadsOn(url: string | null): Promise<Record<Route, Load>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "zcps-bench-db-"));
  const { DATABASE_URL: _given, ...rest } = process.env;
  const env = { ...rest, DATA_DIR: dataDir, LOG_LEVEL: "warn", NODE_ENV: "production", JOB_SCHEDULER: "off" };
  const server = await createServer(loadConfig(url ? { ...env, DATABASE_URL: url } : env));
  try {
    await seedUsers(server.deps.db);
    const { batchId } = await generateDeclarations(server);
    await server.deps.db.execute(sql`analyze`);
    const port = await freePort();
    await server.app.listen({ port, host: "127.0.0.1" });
    const base = `http://127.0.0.1:${port}`;
    const [admin, declarant, personnel] = [
      await signIn(base, "admin"),
      await signIn(base, "declarant"),
      await signIn(base, "personnel"),
    ];
    const profile = await profileBody(base, declarant);
    return {
      "constant route": await load("constant route", `${base}/api/ping`, null),
      "front/info": await load("front/info", `${base}/api/admin/user/front/info`, admin),
      "user page": await load("user page", `${base}/api/admin/user/page?page=1&limit=20`, admin),
      "profile save (PUT)": await load("profile save", `${base}/api/admin/user/front/profile`, declarant, {
        method: "PUT",
        body: profile,
      }),
      "declarations list": await load(
        "declarations list",
        `${base}/api/zcps-sh/declareUser/page?projectTimeId=${batchId}&page=1&limit=20`,
        personnel,
      ),
    };
  } finally {
    await server.app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export interface DatabaseFigures {
  embedded: Record<Route, Load>;
  postgres: Record<Route, Load>;
}

/** Both databases, one after the other; the PostgreSQL database is created for the run and dropped after it. */
export async function databaseFigures(postgresUrl: string): Promise<DatabaseFigures> {
  const embedded = await loadsOn(null);
  const scratch = await scratchDatabase(postgresUrl);
  try {
    return { embedded, postgres: await loadsOn(scratch.url) };
  } finally {
    await scratch.drop();
  }
}

const cells = (l: Load) => `${l.rps.toFixed(0)} | ${l.p50} ms | ${l.p99} ms`;

/** The section of docs/benchmarks.md: the figures side by side, or how to have them. */
export function databaseLines(figures: DatabaseFigures | null): string[] {
  const head = ["## Both databases", ""];
  if (!figures)
    return [
      ...head,
      "Not measured in this run: `npm run bench` measures PostgreSQL beside the embedded database when `DATABASE_URL` names a PostgreSQL server (a scratch database is made beside it and dropped after).",
      "",
    ];
  return [
    ...head,
    `The same server on a fresh embedded database (PGlite, one connection) and on PostgreSQL (a pool of 10 connections, a scratch database on this machine), each with the demo, ${USERS.toLocaleString("en")} users and the generated batch of 5,000 declarations × 40 items. Load: autocannon, 10 connections, ${DURATION} s per route. The profile save is a declarant's \`PUT front/profile\`: a row updated and the operation log written on every call.`,
    "",
    "| route | embedded req/s | p50 | p99 | PostgreSQL req/s | p50 | p99 |",
    "|---|---:|---:|---:|---:|---:|---:|",
    ...ROUTES.map((r) => {
      const e = figures.embedded[r];
      return `| ${r} \`${e.path.replace(/projectTimeId=[^&]+/, "projectTimeId=…")}\` | ${cells(e)} | ${cells(figures.postgres[r])} |`;
    }),
    "",
  ];
}

if (isMain(import.meta.url)) {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("set DATABASE_URL to a PostgreSQL server: a scratch database is made beside its database");
  console.log(databaseLines(await databaseFigures(url)).join("\n"));
  process.exit(0);
}
