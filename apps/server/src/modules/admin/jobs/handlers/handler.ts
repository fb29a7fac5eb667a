import type { z } from "zod";
import type { Config } from "../../../../config";
import type { Database, Db } from "../../../../db/client";

/** What a handler may use while it runs. */
export interface JobContext {
  db: Db;
  /** TIME_ZONE: the school's wall clock for calendar dates (publicity windows end on a date); Asia/Shanghai if absent */
  config: Pick<Config, "backupsDir" | "LOGIN_WINDOW_SECONDS"> & Partial<Pick<Config, "TIME_ZONE">>;
  database: Pick<Database, "kind" | "backup">;
  /** the run's start on the scheduler's clock: handlers measure ages from it */
  now: Date;
  /** the tenant that owns the job */
  tenantId: string;
}

/** A short bilingual text shown in the console. */
export interface Bilingual {
  zh: string;
  en: string;
}

/**
 * A job handler: a name jobs refer to, what it does, the zod schema its parameters must satisfy (defaults
 * included) and the work. `run` returns a summary (stored as the run's result, JSON); throwing fails the run.
 */
export interface JobHandler<Params extends z.ZodType = z.ZodType> {
  name: string;
  /** "system" handlers act on every tenant's data, so only the super tenant's jobs may use them */
  scope: "system" | "tenant";
  /** a few words, for the handler list */
  title: Bilingual;
  description: Bilingual;
  params: Params;
  /** each parameter's meaning, by name */
  paramsHelp: Record<string, Bilingual>;
  run(context: JobContext, params: z.output<Params>): Promise<Record<string, unknown>>;
}

/** Keeps the parameter type of `run` tied to the schema. */
export const defineHandler = <Params extends z.ZodType>(handler: JobHandler<Params>) =>
  handler as unknown as JobHandler;
