import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { loadConfig } from "./config";
import { DEMO_PASSWORD } from "./db/seed/index";
import { createServer } from "./server";

function findWebDist(configured: string | undefined): string | undefined {
  if (configured) return path.resolve(configured);
  const here = path.dirname(fileURLToPath(import.meta.url));
  return [path.resolve(here, "../../web/dist"), path.resolve("apps/web/dist")].find((p) =>
    fs.existsSync(path.join(p, "index.html")),
  );
}

const started = Date.now();
const config = loadConfig();
const { app, seed, database } = await createServer(config, {
  logger: { level: config.LOG_LEVEL },
  webDist: findWebDist(config.WEB_DIST),
  log: { info: (obj: unknown, msg?: string) => console.log(msg ?? obj) },
});
const address = await app.listen({ port: config.PORT, host: config.HOST });
if (database.kind === "pglite") {
  // the embedded database has no autovacuum: refresh the planner's statistics once, soon after start
  setTimeout(() => database.db.execute(sql`analyze`).catch((error) => app.log.warn(error)), 15_000).unref();
}
const url = address.replace("0.0.0.0", "localhost").replace("[::]", "localhost");
const wire =
  config.EMBEDDED_SQL_PORT !== undefined && database.serveWire
    ? await database.serveWire(config.EMBEDDED_SQL_PORT)
    : null;

console.log(`\n  Title-evaluation console ready in ${Date.now() - started} ms on ${database.kind}: ${url}`);
console.log(`  API documentation: ${url}/api/docs`);
if (wire) console.log(`  Embedded database (development only): postgres://postgres@127.0.0.1:${wire.port}/postgres`);
if (seed.demoAccounts.length > 0) {
  console.log(`  Demo accounts (password ${DEMO_PASSWORD}): ${seed.demoAccounts.join(", ")}\n`);
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    // the local port first: a connection on it holds the embedded database's one session
    Promise.resolve(wire?.close())
      .then(() => app.close())
      .then(() => process.exit(0));
  });
}
