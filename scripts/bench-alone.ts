// One part of `npm run bench` run alone (`npx tsx scripts/bench-<part>.ts`): a fresh embedded database with the
// generated batch (5,000 declarations × 40 items), served on a free port; the constant route's rate first (how fast
// this machine is now), then the part's rows of docs/benchmarks.md.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadConfig } from "../apps/server/src/config";
import { createServer, type Started } from "../apps/server/src/server";
import { generateDeclarations } from "./bench-declarations";
import { load } from "./bench-load";
import { freePort } from "./lib.mjs";

/** Whether the module of `url` is the script node was started with. */
export const isMain = (url: string) =>
  Boolean(process.argv[1]) && path.resolve(process.argv[1] as string) === fileURLToPath(url);

export async function runAlone(
  part: string,
  figures: (server: Started, base: string, batchId: string) => Promise<string[]>,
): Promise<never> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `zcps-bench-${part}-`));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn", NODE_ENV: "production" });
  const server = await createServer(config);
  const generated = await generateDeclarations(server);
  const port = await freePort();
  await server.app.listen({ port, host: "127.0.0.1" });
  const base = `http://127.0.0.1:${port}`;
  const ping = await load("the constant route", `${base}/api/ping`, null);
  console.log(`the constant route: ${ping.rps.toFixed(0)} req/s`);
  const rows = await figures(server, base, generated.batchId);
  await server.app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  console.log(rows.join("\n"));
  process.exit(0);
}
