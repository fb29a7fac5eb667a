import { randomUUID } from "node:crypto";
import {
  type CronPreview,
  type JobHandlerInfo,
  type JobInput,
  type JobParamInfo,
  type JobRow,
  type JobRun,
  jobInputSchema,
} from "@zcps/contracts/jobs";
import { type MessageKey, messages } from "@zcps/contracts/messages";
import { z } from "zod";
import type { Executor } from "../../../db/client";
import { uniqueViolation } from "../../../platform/db-errors";
import { badRequest, notFound } from "../../../platform/errors";
import { CronError, type CronSchedule, nextFireTime, nextFireTimes, parseCron } from "./cron";
import type { JobHandler } from "./handlers/handler";
import type { HandlerRegistry } from "./registry";
import * as repo from "./repo";
import type { JobRunner } from "./runner";

export interface JobActor {
  userId: string;
  tenantId: string;
}

const CRON_MESSAGES: Record<CronError["field"], MessageKey> = {
  fieldCount: "job.cronFieldCount",
  minute: "job.cronMinute",
  hour: "job.cronHour",
  dayOfMonth: "job.cronDayOfMonth",
  month: "job.cronMonth",
  dayOfWeek: "job.cronDayOfWeek",
  never: "job.cronNever",
};

/** How long "run now" waits for the run to finish before answering that it has started. */
const RUN_NOW_WAIT_MS = 10_000;

const isMessageKey = (text: string): text is MessageKey => text in messages.zh;

/** Parses an expression that must fire again after `now`; refusals name the field at fault. */
export function checkedSchedule(cron: string, now: Date, timeZone: string): CronSchedule {
  try {
    const schedule = parseCron(cron);
    if (!nextFireTime(schedule, now, timeZone)) throw new CronError("never", "the schedule never fires again");
    return schedule;
  } catch (error) {
    if (error instanceof CronError)
      throw badRequest(CRON_MESSAGES[error.field], { field: error.field, detail: error.message });
    throw error;
  }
}

/** The handler's own schema decides; its first issue becomes the message. */
function checkedParams(handler: JobHandler, params: unknown): Record<string, unknown> {
  const result = handler.params.safeParse(params);
  if (result.success) return result.data as Record<string, unknown>;
  const issues = result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
  const [first] = result.error.issues;
  const key: MessageKey =
    first?.code === "unrecognized_keys"
      ? "job.paramsUnknown"
      : first && isMessageKey(first.message)
        ? first.message
        : "job.paramsInvalid";
  throw badRequest(key, { issues });
}

function handlerInfo(handler: JobHandler): JobHandlerInfo {
  const schema = z.toJSONSchema(handler.params, { io: "input", unrepresentable: "any" }) as {
    properties?: Record<string, { type?: string; default?: unknown; minimum?: number; maximum?: number }>;
    required?: string[];
  };
  const params: JobParamInfo[] = Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    type: property.type ?? "any",
    required: schema.required?.includes(name) ?? false,
    default: property.default,
    minimum: property.minimum,
    maximum: property.maximum,
    description: handler.paramsHelp[name]?.zh ?? "",
    descriptionEn: handler.paramsHelp[name]?.en ?? "",
  }));
  const defaults = handler.params.safeParse({});
  return {
    name: handler.name,
    title: handler.title.zh,
    titleEn: handler.title.en,
    description: handler.description.zh,
    descriptionEn: handler.description.en,
    params,
    defaults: defaults.success ? (defaults.data as Record<string, unknown>) : {},
    schema: schema as Record<string, unknown>,
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toJobRun(run: repo.RunRecord): JobRun {
  return {
    id: run.id,
    jobId: run.jobId,
    jobName: run.jobName,
    jobNameEn: run.jobNameEn,
    trigger: run.trigger as JobRun["trigger"],
    scheduledFor: iso(run.scheduledFor),
    startedAt: run.startedAt.toISOString(),
    finishedAt: iso(run.finishedAt),
    durationMs: run.durationMs,
    status: run.status as JobRun["status"],
    result: run.result,
    error: run.error,
    instance: run.instance,
  };
}

export function createJobService(deps: {
  db: Executor;
  handlers: HandlerRegistry;
  runner: JobRunner;
  timeZone: string;
  clock?: () => Date;
}) {
  const { db, handlers, runner, timeZone } = deps;
  const clock = deps.clock ?? (() => new Date());

  /** System handlers act on every tenant's data: only the super tenant's jobs may use them. */
  async function allowedHandlers(tenantId: string): Promise<JobHandler[]> {
    const superTenant = await repo.isSuperTenant(db, tenantId);
    return [...handlers.values()].filter((h) => superTenant || h.scope === "tenant");
  }

  async function validated(actor: JobActor, input: JobInput, excludeId?: string) {
    const values = jobInputSchema.parse(input);
    const handler = handlers.get(values.handler);
    if (!handler) throw badRequest("job.handlerUnknown");
    if (!(await allowedHandlers(actor.tenantId)).includes(handler)) throw badRequest("job.handlerNotAllowed");
    checkedSchedule(values.cron, clock(), timeZone);
    const params = checkedParams(handler, values.params);
    if (await repo.isNameTaken(db, actor.tenantId, values.name, excludeId)) throw badRequest("job.nameTaken");
    return { ...values, cron: values.cron.replace(/\s+/g, " "), params };
  }

  /** A unique-index violation that slipped past the check still gets its message. */
  async function guarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (uniqueViolation(error) === "jobs_tenant_name") throw badRequest("job.nameTaken");
      throw error;
    }
  }

  async function toRows(records: repo.JobRecord[]): Promise<JobRow[]> {
    const latest = new Map(
      (
        await repo.latestRuns(
          db,
          records.map((r) => r.id),
        )
      ).map((r) => [r.jobId, r]),
    );
    const now = clock();
    return records.map((record) => {
      let nextFireAt: string | null = null;
      if (record.enabled) {
        try {
          nextFireAt = iso(nextFireTime(parseCron(record.cron), now, timeZone));
        } catch {
          nextFireAt = null;
        }
      }
      const last = latest.get(record.id);
      return {
        id: record.id,
        name: record.name,
        nameEn: record.nameEn,
        handler: record.handler,
        cron: record.cron,
        params: (record.params ?? {}) as Record<string, unknown>,
        enabled: record.enabled,
        description: record.description,
        descriptionEn: record.descriptionEn,
        nextFireAt,
        lastRun: last
          ? {
              id: last.id,
              status: last.status as JobRun["status"],
              trigger: last.trigger as JobRun["trigger"],
              startedAt: last.startedAt.toISOString(),
              durationMs: last.durationMs,
            }
          : null,
        createdAt: record.createdAt.toISOString(),
        updatedAt: record.updatedAt.toISOString(),
      };
    });
  }

  async function found(actor: JobActor, id: string) {
    const record = await repo.findJob(db, actor.tenantId, id);
    if (!record) throw notFound();
    return record;
  }

  return {
    async handlers(actor: JobActor): Promise<JobHandlerInfo[]> {
      return (await allowedHandlers(actor.tenantId)).map(handlerInfo);
    },

    async page(filter: repo.JobFilter) {
      const { rows, total } = await repo.pageJobs(db, filter);
      return { rows: await toRows(rows), total };
    },

    async get(actor: JobActor, id: string): Promise<JobRow> {
      const [row] = await toRows([await found(actor, id)]);
      return row as JobRow;
    },

    async create(actor: JobActor, input: JobInput): Promise<JobRow> {
      const values = await validated(actor, input);
      const id = randomUUID();
      await guarded(() => repo.insertJob(db, { ...values, id, tenantId: actor.tenantId }));
      return this.get(actor, id);
    },

    async update(actor: JobActor, id: string, input: JobInput): Promise<JobRow> {
      await found(actor, id);
      const values = await validated(actor, input, id);
      await guarded(() => repo.updateJob(db, actor.tenantId, id, values));
      return this.get(actor, id);
    },

    async setEnabled(actor: JobActor, id: string, enabled: boolean): Promise<JobRow> {
      if (!(await repo.updateJob(db, actor.tenantId, id, { enabled }))) throw notFound();
      return this.get(actor, id);
    },

    async remove(actor: JobActor, id: string) {
      if (!(await repo.deleteJob(db, actor.tenantId, id))) throw notFound();
    },

    /** Runs the job at once and answers with its run: finished, or still running after a short wait. */
    async runNow(actor: JobActor, id: string): Promise<JobRun> {
      const record = await found(actor, id);
      const started = await runner.runNow(record);
      if (started === "busy") throw badRequest("job.busy");
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        started.finished,
        new Promise((resolve) => {
          timer = setTimeout(resolve, RUN_NOW_WAIT_MS);
        }),
      ]);
      clearTimeout(timer);
      const run = await repo.findRun(db, actor.tenantId, started.runId);
      if (!run) throw notFound();
      return toJobRun(run);
    },

    async runs(filter: repo.RunFilter) {
      const { rows, total } = await repo.pageRuns(db, filter);
      return { rows: rows.map(toJobRun), total };
    },

    previewCron(cron: string, count: number): CronPreview {
      const now = clock();
      const schedule = checkedSchedule(cron, now, timeZone);
      return { timeZone, times: nextFireTimes(schedule, now, timeZone, count).map((d) => d.toISOString()) };
    },
  };
}

export type JobService = ReturnType<typeof createJobService>;
