import type { FastifyBaseLogger } from "fastify";
import { type BuildOptions, buildApp } from "./app";
import type { Config } from "./config";
import { type Database, openDatabase } from "./db/client";
import { type SeedResult, seedDatabase } from "./db/seed/index";
import { AccessCache } from "./platform/access-cache";
import { connectCacheBus } from "./platform/cache-bus";
import type { AppDeps } from "./platform/deps";
import { DiskStorage } from "./platform/storage";
import { LogTransport } from "./platform/transports";

export interface Started {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: Database;
  deps: AppDeps & { sms: LogTransport; mail: LogTransport };
  seed: SeedResult;
}

const quietLog: Pick<FastifyBaseLogger, "info"> = { info: () => undefined };

/** Opens (creating, migrating and seeding when new) the database and builds the app; does not listen. */
export async function createServer(
  config: Config,
  options: BuildOptions & { log?: Pick<FastifyBaseLogger, "info"> } = {},
): Promise<Started> {
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR === "memory://" ? "memory://" : config.dataDir,
  });
  await database.migrate();
  const seed = await seedDatabase(database.db, config);
  const log = options.log ?? quietLog;
  const deps = {
    db: database.db,
    config,
    sms: new LogTransport(log, "sms"),
    mail: new LogTransport(log, "mail"),
    storage: new DiskStorage(config.filesDir),
    cache: new AccessCache(),
  };
  const app = await buildApp(deps, options);
  const stopBus = config.DATABASE_URL
    ? await connectCacheBus(config.DATABASE_URL, database.db, deps.cache, (e) => app.log.error(e))
    : async () => {};
  app.addHook("onClose", async () => {
    await stopBus();
    await database.close();
  });
  return { app, database, deps, seed };
}
