import { z } from "zod";

/**
 * This instance's request traces on the wire (/api/admin/traces): the newest finished traces kept in memory, each an
 * HTTP server span with the database calls made while answering it. Times are milliseconds.
 */

/** how many finished traces an instance keeps by default (the TRACE_BUFFER setting) */
export const TRACE_BUFFER_DEFAULT = 2000;
/** the most traces one search answers */
export const TRACE_LIST_MAX = 500;

/** "2xx", "4xx" or "5xx", or one exact status such as "404" */
const STATUS_FILTER = /^([1-5]xx|[1-5][0-9]{2})$/;

export const traceQuerySchema = z.object({
  /** a part of the request's path */
  path: z.string().trim().max(200).optional(),
  method: z.enum(["GET", "POST", "PUT", "DELETE", "PATCH"]).optional(),
  status: z.string().trim().toLowerCase().regex(STATUS_FILTER, { message: "traces.statusFilter" }).optional(),
  /** only traces that took at least this long */
  minMs: z.coerce.number({ message: "traces.minMs" }).min(0, { message: "traces.minMs" }).max(600_000).optional(),
  limit: z.coerce.number().int().min(1).max(TRACE_LIST_MAX).default(100),
});
export type TraceQuery = z.infer<typeof traceQuerySchema>;

/** One trace as the list shows it: its request and how long it took. */
export const traceSummarySchema = z.object({
  traceId: z.string(),
  /** ISO date-time the request arrived */
  startedAt: z.string(),
  method: z.string(),
  /** the route pattern, e.g. /api/admin/user/:id; null when no route matched */
  route: z.string().nullable(),
  /** the path asked for, without the query */
  path: z.string(),
  status: z.number().int(),
  durationMs: z.number(),
  spanCount: z.number().int(),
  /** the signed-in caller's user id, null for a public call */
  userId: z.string().nullable(),
});
export type TraceSummary = z.infer<typeof traceSummarySchema>;

export const traceListSchema = z.object({
  rows: z.array(traceSummarySchema),
  /** traces this instance holds now, and the most it keeps */
  kept: z.number().int(),
  capacity: z.number().int(),
  /** the share of requests traced (TRACE_SAMPLE) */
  sampleRatio: z.number(),
  /** the most requests traced a second (TRACE_RATE; 0: no cap) */
  perSecond: z.number().int(),
});
export type TraceList = z.infer<typeof traceListSchema>;

export const traceSpanSchema = z.object({
  spanId: z.string(),
  /** null for the trace's root (the HTTP span) */
  parentSpanId: z.string().nullable(),
  name: z.string(),
  kind: z.enum(["server", "client", "internal"]),
  /** from the trace's start */
  startOffsetMs: z.number(),
  durationMs: z.number(),
  /** an error status, with its message */
  error: z.string().nullable(),
  attributes: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
});
export type TraceSpan = z.infer<typeof traceSpanSchema>;

/** One trace: its summary and every span, parents before their children, in start order. */
export const traceDetailSchema = traceSummarySchema.extend({ spans: z.array(traceSpanSchema) });
export type TraceDetail = z.infer<typeof traceDetailSchema>;

export const traceIdParamSchema = z.object({
  traceId: z.string().regex(/^[0-9a-f]{32}$/, { message: "traces.badId" }),
});
