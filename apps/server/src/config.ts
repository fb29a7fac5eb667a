import { randomUUID } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { TRACE_BUFFER_DEFAULT } from "@zcps/contracts/traces";
import { z } from "zod";
import { isTimeZone } from "./modules/admin/jobs";
import type { S3Settings } from "./platform/s3-storage";

/** Every setting, read from the environment in one place; development defaults are listed in the README. */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().optional(),
  /** "demo" seeds every role's demo account; "none" seeds only the administrator */
  SEED: z.enum(["demo", "none"]).default("demo"),
  ADMIN_PASSWORD: z.string().min(6).optional(),
  OAUTH_CLIENT_ID: z.string().default("console"),
  OAUTH_CLIENT_SECRET: z.string().default("console-secret"),
  TRANSPORT_KEY: z.string().length(16).default("zcps-console-key"),
  TRANSPORT_IV: z.string().length(16).default("zcps-console-iv!"),
  TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).default(14400),
  CAS_LOGOUT_URL: z.string().optional(),
  PUBLIC_URL: z.string().default("http://localhost:8080"),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.string().default("info"),
  /**
   * failed sign-ins in the window: per account from one address, per address on any accounts; past
   * LOGIN_MAX_FAILURES on an account, other addresses wait (admin/auth/sign-in-throttle.ts)
   */
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_IP_MAX_FAILURES: z.coerce.number().int().min(1).default(30),
  LOGIN_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  /** requests per minute and address to the public authentication calls (token, codes, resets) */
  AUTH_RATE_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /** the IANA zone whose wall clock the scheduled jobs' cron expressions read */
  TIME_ZONE: z
    .string()
    .default("Asia/Shanghai")
    .refine(isTimeZone, { message: "TIME_ZONE must be an IANA time zone such as Asia/Shanghai" }),
  /** how often the job scheduler looks for due slots */
  JOB_TICK_MS: z.coerce.number().int().min(100).max(60_000).default(1000),
  /** run scheduled jobs in this instance; on by default, off by default under NODE_ENV=test */
  JOB_SCHEDULER: z.enum(["on", "off"]).optional(),
  /**
   * how often a listening instance writes its heartbeat to the service registry; it is STALE after 3 missed beats
   * and DOWN after 12
   */
  INSTANCE_HEARTBEAT_MS: z.coerce.number().int().min(50).max(60_000).default(5000),
  /**
   * the bearer token a Prometheus scraper sends to GET /metrics (header `Authorization: Bearer`, or `?token=`);
   * without one /metrics is off (404). The console's own charts need no token.
   */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** count requests for the service monitor (off only to measure what counting costs) */
  METRICS: z.enum(["on", "off"]).default("on"),
  /** trace API requests and their database calls (platform/tracing.ts); off: no spans at all */
  TRACING: z.enum(["on", "off"]).default("on"),
  /**
   * off: HTTP spans only, without the database calls' spans; their context (AsyncLocalStorage) turns on promise hooks
   * for the whole process on Node 20 while a traced request runs, which is most of tracing's cost there
   */
  TRACE_QUERIES: z.enum(["on", "off"]).default("on"),
  /** the share of requests traced, 0 to 1: a tenth by default, as Zipkin's samplers do (each sampled request whole) */
  TRACE_SAMPLE: z.coerce.number().min(0).max(1).default(0.1),
  /**
   * the most requests traced a second per instance, whatever the share (0: no cap): under load it bounds what tracing
   * costs, since a traced request's context slows every request running beside it
   */
  TRACE_RATE: z.coerce.number().int().min(0).max(100_000).default(10),
  /** how many finished traces an instance keeps in memory for the service-tracing page */
  TRACE_BUFFER: z.coerce.number().int().min(10).max(100_000).default(TRACE_BUFFER_DEFAULT),
  /** an OpenTelemetry collector's base address: spans are also exported there over OTLP/HTTP (…/v1/traces) */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  /** how often an idle task-queue worker looks for work; 2000 by default, 200 under NODE_ENV=test */
  QUEUE_POLL_MS: z.coerce.number().int().min(50).max(60_000).optional(),
  /** on shutdown, how long running tasks may take to finish before they are interrupted and left for a retry;
   * 10000 by default, 500 under NODE_ENV=test */
  QUEUE_STOP_GRACE_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  /**
   * files on an S3-compatible object store instead of the disk (several instances behind a load balancer): the
   * bucket turns it on; the endpoint is the store's address (AWS when absent)
   */
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** path-style addresses (http://host/bucket/key), as MinIO and most self-hosted stores want */
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).default("true"),
  /** keys go under this prefix in the bucket */
  S3_PREFIX: z.string().default(""),
  /**
   * development and test only: the SMS and mail the log transports send are appended to this file too (a JSON line
   * each), for browser tests that read a verification code; refused under NODE_ENV=production
   */
  DEV_OUTBOX_FILE: z.string().min(1).optional(),
  /**
   * development and test only: the embedded database is also offered on this local port in PostgreSQL's protocol
   * (db/wire.ts), so a browser test or psql can read and change it while the server runs; refused under
   * NODE_ENV=production, and without effect on PostgreSQL
   */
  EMBEDDED_SQL_PORT: z.coerce.number().int().min(0).max(65535).optional(),
});

export type Config = ReturnType<typeof loadConfig>;

/** The object store's settings when S3_BUCKET is set; its keys must then be set too. */
function s3Settings(env: z.infer<typeof envSchema>): S3Settings | null {
  if (!env.S3_BUCKET) return null;
  if (!env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY)
    throw new Error("S3_BUCKET is set: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set too");
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === "true",
    prefix: env.S3_PREFIX,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.parse(env);
  if (parsed.NODE_ENV === "production" && parsed.DEV_OUTBOX_FILE)
    throw new Error("DEV_OUTBOX_FILE writes verification codes to a file: it is refused under NODE_ENV=production");
  if (parsed.NODE_ENV === "production" && parsed.EMBEDDED_SQL_PORT !== undefined)
    throw new Error("EMBEDDED_SQL_PORT opens the database without a password: it is refused under NODE_ENV=production");
  // "memory://" keeps the database in memory; its files and backups go to a directory of their own under the
  // system's temporary directory, never beside the working directory
  const dataDir =
    parsed.DATA_DIR === "memory://"
      ? path.join(os.tmpdir(), `zcps-memory-${randomUUID()}`)
      : path.resolve(parsed.DATA_DIR);
  return {
    ...parsed,
    dataDir,
    filesDir: path.join(dataDir, "files"),
    backupsDir: path.join(dataDir, "backups"),
    queuePollMs: parsed.QUEUE_POLL_MS ?? (parsed.NODE_ENV === "test" ? 200 : 2000),
    queueStopGraceMs: parsed.QUEUE_STOP_GRACE_MS ?? (parsed.NODE_ENV === "test" ? 500 : 10_000),
    jobScheduler: (parsed.JOB_SCHEDULER ?? (parsed.NODE_ENV === "test" ? "off" : "on")) === "on",
    transportKey: { key: parsed.TRANSPORT_KEY, iv: parsed.TRANSPORT_IV },
    s3: s3Settings(parsed),
  };
}
