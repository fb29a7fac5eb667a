import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DEV_TRANSPORT_KEY, encryptPassword } from "@zcps/contracts/password-transport";
import { afterAll, beforeAll, inject } from "vitest";
import { loadConfig } from "../src/config";
import { type Database, openDatabase } from "../src/db/client";
import { DEMO_PASSWORD } from "../src/db/seed/index";
import { createServer, type Started } from "../src/server";
import { createClient, type Method, requestToken } from "./client";
import { databaseUrl, onServer, RUNTIME_SETTINGS } from "./seed-template";

export { DEMO_PASSWORD };
export const encrypt = (plain: string) => encryptPassword(plain, DEV_TRANSPORT_KEY);

/**
 * A server on a fresh, seeded database: in-memory PGlite by default, or a new PostgreSQL database
 * (dropped afterwards) when DATABASE_URL is set. Each test file gets its own, copied from the run's seeded template
 * (its files too) unless the settings given change what the seed writes.
 */
export async function startTestServer(env: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "zcps-test-"));
  const template = Object.keys(env).every((key) => RUNTIME_SETTINGS.has(key)) ? inject("seedTemplate") : null;
  let url: string | undefined;
  let dropDatabase = async () => {};
  if (process.env.DATABASE_URL) {
    const name = `zcps_test_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
    await onServer(`create database ${name}${template?.database ? ` template ${template.database}` : ""}`);
    url = databaseUrl(name);
    dropDatabase = () => onServer(`drop database if exists ${name} with (force)`);
  }
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: url ? dataDir : "memory://",
    ...(url ? { DATABASE_URL: url } : {}),
    ...env,
  } as NodeJS.ProcessEnv);
  // files still go to disk, under a temporary folder
  config.filesDir = path.join(dataDir, "files");
  let database: Database | undefined;
  if (template) {
    fs.cpSync(template.files, config.filesDir, { recursive: true });
    if (template.dump && !url) {
      const load = new Blob([fs.readFileSync(template.dump)], { type: "application/x-gzip" });
      database = await openDatabase({ dataDir: "memory://", load });
    }
  }
  const started: Started = await createServer(config, { database });
  const { app } = started;
  await app.ready();

  async function login(username: string, password = DEMO_PASSWORD): Promise<string> {
    const res = await requestToken(app, { username, password: encrypt(password), is_encrypt: "1" });
    if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.body}`);
    return res.json().access_token as string;
  }

  return {
    ...started,
    login,
    async close() {
      await app.close();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/**
 * Every registered route, read from `printRoutes({ commonPrefix: false })`: each line is a tree node whose
 * indentation (4 columns per level) gives its depth; a node's path is its ancestors' segments joined.
 */
export function registeredRoutes(app: Pick<Started["app"], "printRoutes">): { method: Method; url: string }[] {
  const routes: { method: Method; url: string }[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    stack.length = (match[1] ?? "").length / 4;
    stack.push(match[2] ?? "");
    for (const method of (match[3] ?? "").split(", ")) {
      if (method === "GET" || method === "POST" || method === "PUT" || method === "DELETE") {
        routes.push({ method, url: stack.join("") });
      }
    }
  }
  return routes;
}

/** Asks for an SMS code for the number, from an address (anonymous): the reply carries its verifyCodeId. */
export function sendSmsCode(
  server: Pick<TestServer, "app">,
  mobilePhone: string,
  purpose: "login" | "reset",
  ip: string,
) {
  return createClient(server.app, null, { ip }).get(
    `/api/auth/user/ignoreUserToken/getVerifyCodeId?mobilePhone=${encodeURIComponent(mobilePhone)}&purpose=${purpose}`,
  );
}

/** The six-digit code of the last SMS to the number (the development transport keeps it). */
export function lastSmsCode(server: Pick<TestServer, "deps">, mobilePhone: string): string {
  // a link's token may hold six digits in a row
  const text = (server.deps.sms.last(mobilePhone)?.text ?? "").replace(/https?:\/\/\S+/g, "");
  const code = /(\d{6})/.exec(text)?.[1];
  if (!code) throw new Error(`no code sent to ${mobilePhone}`);
  return code;
}

/** The token call's fields for a sign-in by phone code. */
export const phoneFields = (mobile: string, verifyCodeId: string, code: string) => ({
  username: mobile,
  password: "",
  mobile_login: "1",
  is_encrypt: "0",
  verify_code_id: verifyCodeId,
  verify_code: code,
});

/**
 * Two instances of the server on one PostgreSQL database, each with its own cache bus, as in production: for a
 * describe block of the PostgreSQL pass (DATABASE_URL). They start before the block's tests and close after them.
 */
export function twoInstances() {
  const pair = {} as { first: TestServer; second: Started };
  beforeAll(async () => {
    pair.first = await startTestServer();
    pair.second = await createServer({ ...pair.first.deps.config });
    await pair.second.app.ready();
  });
  afterAll(async () => {
    await pair.second.app.close();
    await pair.first.close();
  });
  return pair;
}
