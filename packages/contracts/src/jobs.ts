import { z } from "zod";
import type { MessageKey } from "./messages";
import { optionalIdSchema, pageQuerySchema } from "./validation";

/** Scheduled jobs on the wire (/api/admin/job) and the rules of the job form. */

export const JOB_LIMITS = { name: 50, description: 200, cron: 100, params: 4000 } as const;

const m = (key: MessageKey) => key;

/** Optional text: trimmed, bounded, '' becomes null. */
const optionalText = (max: number, key: MessageKey) =>
  z
    .string()
    .trim()
    .max(max, m(key))
    .nullish()
    .transform((v) => (v ? v : null));

export const jobInputSchema = z.object({
  name: z
    .string(m("v.jobNameRequired"))
    .trim()
    .min(1, m("v.jobNameRequired"))
    .max(JOB_LIMITS.name, m("v.jobNameLength")),
  /** the name the English console shows; the Chinese one when left empty */
  nameEn: optionalText(JOB_LIMITS.name * 2, "v.jobNameLength"),
  handler: z.string(m("v.jobHandlerRequired")).trim().min(1, m("v.jobHandlerRequired")).max(100, m("v.tooLong")),
  cron: z.string(m("v.cronRequired")).trim().min(1, m("v.cronRequired")).max(JOB_LIMITS.cron, m("v.tooLong")),
  /** checked against the chosen handler's own schema by the server */
  params: z.record(z.string(), z.unknown(), m("job.paramsNotObject")).default({}),
  enabled: z.boolean().default(true),
  description: optionalText(JOB_LIMITS.description, "v.jobDescriptionLength"),
  descriptionEn: optionalText(JOB_LIMITS.description * 2, "v.jobDescriptionLength"),
});
export type JobInput = z.input<typeof jobInputSchema>;

export const jobPageQuerySchema = pageQuerySchema.extend({
  name: z.string().trim().max(50).optional(),
  handler: z.string().trim().max(100).optional(),
  enabled: z.enum(["true", "false"]).optional(),
});

export const JOB_RUN_STATUSES = ["running", "success", "failed"] as const;
export type JobRunStatus = (typeof JOB_RUN_STATUSES)[number];

export const jobRunPageQuerySchema = pageQuerySchema.extend({
  jobId: optionalIdSchema,
  status: z.enum(JOB_RUN_STATUSES).optional(),
  trigger: z.enum(["schedule", "manual"]).optional(),
});

export const cronPreviewQuerySchema = z.object({
  cron: z.string(m("v.cronRequired")).trim().min(1, m("v.cronRequired")).max(JOB_LIMITS.cron, m("v.tooLong")),
  count: z.coerce.number().int().min(1).max(20).default(5),
});

/** One parameter of a handler, for the form's help. */
export interface JobParamInfo {
  name: string;
  type: string;
  required: boolean;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  description: string;
  descriptionEn: string;
}

export interface JobHandlerInfo {
  name: string;
  title: string;
  titleEn: string;
  description: string;
  descriptionEn: string;
  params: JobParamInfo[];
  /** the parameters a new job starts with */
  defaults: Record<string, unknown>;
  /** the parameters' JSON Schema, generated from the handler's zod schema */
  schema: Record<string, unknown>;
}

export interface JobRunSummary {
  id: number;
  status: JobRunStatus;
  trigger: "schedule" | "manual";
  startedAt: string;
  durationMs: number | null;
}

export interface JobRow {
  id: string;
  name: string;
  nameEn: string | null;
  handler: string;
  cron: string;
  params: Record<string, unknown>;
  enabled: boolean;
  description: string | null;
  descriptionEn: string | null;
  /** the next scheduled slot when enabled (ISO), in the server's time zone rules */
  nextFireAt: string | null;
  lastRun: JobRunSummary | null;
  createdAt: string;
  updatedAt: string;
}

export interface JobRun {
  id: number;
  jobId: string;
  jobName: string;
  jobNameEn: string | null;
  trigger: "schedule" | "manual";
  /** the cron slot a scheduled run is for; null for a manual run */
  scheduledFor: string | null;
  startedAt: string;
  finishedAt: string | null;
  durationMs: number | null;
  status: JobRunStatus;
  /** the handler's summary, JSON */
  result: string | null;
  error: string | null;
  instance: string | null;
}

export interface CronPreview {
  timeZone: string;
  times: string[];
}
