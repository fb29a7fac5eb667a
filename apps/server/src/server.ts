import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { type BuildOptions, buildApp } from "./app";
import type { Config } from "./config";
import { type Database, openDatabase } from "./db/client";
import { type SeedResult, seedDatabase } from "./db/seed/index";
import { createInstanceRegistration, type InstanceRegistration } from "./modules/admin/instances";
import { createJobScheduler, type Scheduler } from "./modules/admin/jobs";
import { AccessCache } from "./platform/access-cache";
import { connectCacheBus } from "./platform/cache-bus";
import type { AppDeps } from "./platform/deps";
import { createServiceMetrics } from "./platform/metrics";
import { insertGateLogs, noOperationLog, OperationLogWriter } from "./platform/operation-log-writer";
import { ProcessEnds } from "./platform/process-ends";
import { createTaskQueue, type TaskQueueLog } from "./platform/queue";
import { openFileStorage } from "./platform/storage";
import { createTracing } from "./platform/tracing";
import { LogTransport } from "./platform/transports";
import { createUploadChecker } from "./platform/uploads/checker";

export interface Started {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: Database;
  deps: AppDeps & { sms: LogTransport; mail: LogTransport };
  seed: SeedResult;
  /** started when config.jobScheduler (not under NODE_ENV=test unless JOB_SCHEDULER=on) */
  scheduler: Scheduler;
  /** this process in the service registry, from the moment it listens until it closes */
  instance: InstanceRegistration;
}

const quietLog: Pick<FastifyBaseLogger, "info"> = { info: () => undefined };

/** Opens (creating, migrating and seeding when new) the database and builds the app; does not listen. */
export async function createServer(
  config: Config,
  options: BuildOptions & {
    log?: Pick<FastifyBaseLogger, "info">;
    /** the benchmark's baseline: mutating calls are not logged */
    withoutOperationLog?: boolean;
    /** a database already opened (the tests start from a seeded copy); closed with the app */
    database?: Database;
  } = {},
): Promise<Started> {
  const database =
    options.database ??
    (await openDatabase({
      url: config.DATABASE_URL,
      dataDir: config.DATA_DIR === "memory://" ? "memory://" : config.dataDir,
    }));
  await database.migrate();
  const seed = await seedDatabase(database.db, config);
  const log = options.log ?? quietLog;
  const errors = { report: (error: unknown) => console.error(error) };
  // the app's logger once it exists: the queue is made first, since modules register their tasks as it is built
  let queueLog: TaskQueueLog = { warn: () => undefined, error: (obj) => errors.report(obj) };
  // the journal lives beside the embedded database; an in-memory one does not outlive a crash, so neither need it
  const operationLog = options.withoutOperationLog
    ? noOperationLog
    : await OperationLogWriter.open({
        insert: insertGateLogs(database.db),
        journalDir: config.DATA_DIR === "memory://" ? null : path.join(config.dataDir, "operation-log"),
        onError: (error) => errors.report(error),
      });
  const deps = {
    db: database.db,
    config,
    sms: new LogTransport(log, "sms", config.DEV_OUTBOX_FILE ?? null),
    mail: new LogTransport(log, "mail", config.DEV_OUTBOX_FILE ?? null),
    storage: openFileStorage(config),
    uploads: createUploadChecker(),
    cache: new AccessCache(),
    operationLog,
    metrics: createServiceMetrics(database.poolUse),
    tracing: await createTracing({
      enabled: config.TRACING === "on",
      sampleRatio: config.TRACE_SAMPLE,
      perSecond: config.TRACE_RATE,
      capacity: config.TRACE_BUFFER,
      otlpEndpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT,
    }),
    queue: createTaskQueue(database, {
      pollMs: config.queuePollMs,
      stopGraceMs: config.queueStopGraceMs,
      log: { warn: (obj, msg) => queueLog.warn(obj, msg), error: (obj, msg) => queueLog.error(obj, msg) },
    }),
    processEnds: new ProcessEnds(),
    database,
  };
  const app = await buildApp(deps, options);
  queueLog = app.log;
  // every instance works every queue
  await deps.queue.start();
  const scheduler = createJobScheduler(deps, app.log);
  if (config.jobScheduler) scheduler.start();
  errors.report = (error) => app.log.error(error);
  const stopBus = config.DATABASE_URL
    ? await connectCacheBus(config.DATABASE_URL, database.db, deps.cache, (e) => app.log.error(e))
    : async () => {};
  // instances already running hold route grants and users' codes from before the structure sync's new rows
  if (seed.structureRowsAdded > 0) deps.cache.invalidateAll();
  const instance = createInstanceRegistration(deps, app.log);
  // an instance joins the registry once it serves: the API tests, which never listen, stay out of it
  app.addHook("onListen", async () => {
    const address = app.server.address();
    await instance.start(typeof address === "object" && address ? address.port : null);
  });
  app.addHook("onClose", async () => {
    await instance.stop();
    await deps.queue.stop();
    await scheduler.stop();
    await operationLog.close();
    await deps.tracing.shutdown();
    await stopBus();
    await database.close();
    await deps.uploads.close();
  });
  return { app, database, deps, seed, scheduler, instance };
}
