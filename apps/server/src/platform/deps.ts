import type { Config } from "../config";
import type { Database, Db } from "../db/client";
import type { AccessCache } from "./access-cache";
import type { ServiceMetrics } from "./metrics";
import type { OperationLog } from "./operation-log-writer";
import type { ProcessEnds } from "./process-ends";
import type { TaskQueue } from "./queue";
import type { FileStorage } from "./storage";
import type { Tracing } from "./tracing";
import type { MailTransport, SmsTransport } from "./transports";
import type { UploadChecker } from "./uploads/checker";

/** What modules are given: one database, the configuration and the outside-world transports. */
export interface AppDeps {
  db: Db;
  config: Config;
  sms: SmsTransport;
  mail: MailTransport;
  storage: FileStorage;
  /** whether an uploaded file opens as what it claims to be, checked before it is kept */
  uploads: UploadChecker;
  cache: AccessCache;
  /** the operation log writer (platform/operation-log.ts records every mutating call through it) */
  operationLog: OperationLog;
  /** background tasks: register handlers while the app is built, send from anywhere after it starts */
  queue: TaskQueue;
  /** what modules do when a workflow process of theirs ends (the workflow engine runs them in the step) */
  processEnds: ProcessEnds;
  /** this instance's request and process metrics (platform/metrics.ts counts the requests) */
  metrics: ServiceMetrics;
  /** this instance's request traces (platform/tracing.ts makes the spans; the trace page reads its store) */
  tracing: Tracing;
  /** which database this is and what it can do beyond queries (the backup job uses it) */
  database: Pick<Database, "kind" | "backup">;
}
