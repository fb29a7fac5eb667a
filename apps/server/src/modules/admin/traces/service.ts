import type { HrTime } from "@opentelemetry/api";
import type { ReadableSpan } from "@opentelemetry/sdk-trace-base";
import {
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
  ATTR_URL_PATH,
} from "@opentelemetry/semantic-conventions";
import type { TraceDetail, TraceList, TraceQuery, TraceSpan, TraceSummary } from "@zcps/contracts/traces";
import type { StoredTrace } from "../../../platform/trace-store";
import type { Tracing } from "../../../platform/tracing";

const KINDS: readonly TraceSpan["kind"][] = ["internal", "server", "client"];

const ms = (time: HrTime) => time[0] * 1000 + time[1] / 1e6;
const round = (value: number) => Math.round(value * 1000) / 1000;

/** Whether a status matches a filter: a class ("4xx") or one code ("404"). */
export function statusMatches(status: number, filter: string): boolean {
  return filter.endsWith("xx") ? Math.floor(status / 100) === Number(filter[0]) : status === Number(filter);
}

function summary(trace: StoredTrace): TraceSummary {
  const { root } = trace;
  const attributes = root.attributes;
  const route = attributes[ATTR_HTTP_ROUTE];
  const userId = attributes["user.id"];
  return {
    traceId: trace.traceId,
    startedAt: new Date(ms(root.startTime)).toISOString(),
    method: String(attributes[ATTR_HTTP_REQUEST_METHOD] ?? ""),
    route: typeof route === "string" ? route : null,
    path: String(attributes[ATTR_URL_PATH] ?? ""),
    status: Number(attributes[ATTR_HTTP_RESPONSE_STATUS_CODE] ?? 0),
    durationMs: round(ms(root.duration)),
    spanCount: trace.spans.length,
    userId: typeof userId === "string" ? userId : null,
  };
}

function wireSpan(span: ReadableSpan, traceStart: number, isRoot: boolean): TraceSpan {
  const attributes: TraceSpan["attributes"] = {};
  for (const [key, value] of Object.entries(span.attributes)) {
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") attributes[key] = value;
    else if (Array.isArray(value)) attributes[key] = value.join(", ");
  }
  return {
    spanId: span.spanContext().spanId,
    parentSpanId: isRoot ? null : (span.parentSpanContext?.spanId ?? null),
    name: span.name,
    kind: KINDS[span.kind] ?? "internal",
    startOffsetMs: round(ms(span.startTime) - traceStart),
    durationMs: round(ms(span.duration)),
    error: span.status.code === 2 ? (span.status.message ?? "error") : null,
    attributes,
  };
}

/** The spans parents first, each parent's children in start order; a span whose parent was not kept hangs on the root. */
function ordered(trace: StoredTrace): TraceSpan[] {
  const traceStart = ms(trace.root.startTime);
  const rootId = trace.root.spanContext().spanId;
  const ids = new Set(trace.spans.map((s) => s.spanContext().spanId));
  const children = new Map<string, ReadableSpan[]>();
  for (const span of trace.spans) {
    if (span === trace.root) continue;
    const parent = span.parentSpanContext?.spanId;
    const key = parent && ids.has(parent) ? parent : rootId;
    children.set(key, [...(children.get(key) ?? []), span]);
  }
  const out: TraceSpan[] = [];
  const visit = (span: ReadableSpan, isRoot: boolean) => {
    const wire = wireSpan(span, traceStart, isRoot);
    if (!isRoot && !ids.has(wire.parentSpanId ?? "")) wire.parentSpanId = rootId;
    out.push(wire);
    const kids = (children.get(wire.spanId) ?? []).sort((a, b) => ms(a.startTime) - ms(b.startTime));
    for (const kid of kids) visit(kid, false);
  };
  visit(trace.root, true);
  return out;
}

/**
 * Whose traces a caller reads: the super tenant's administrators every request's, anyone else their own tenant's
 * requests only (not another tenant's, nor a request made without signing in, whose path may name anything).
 */
export type TraceReader = { allTenants: true } | { allTenants: false; tenantId: string };

const readable = (trace: StoredTrace, reader: TraceReader) =>
  reader.allTenants || trace.root.attributes["tenant.id"] === reader.tenantId;

/** What the service-tracing page reads of this instance's trace store: a search, and one trace whole. */
export function createTraceService(tracing: Tracing) {
  const { store } = tracing;
  return {
    /** the newest traces first, those the reader may read that match every filter given */
    list(reader: TraceReader, query: TraceQuery): TraceList {
      const path = query.path?.toLowerCase();
      const rows: TraceSummary[] = [];
      for (const trace of store.newestFirst()) {
        if (!readable(trace, reader)) continue;
        const row = summary(trace);
        if (query.method && row.method !== query.method) continue;
        if (path && !row.path.toLowerCase().includes(path)) continue;
        if (query.status && !statusMatches(row.status, query.status)) continue;
        if (query.minMs !== undefined && row.durationMs < query.minMs) continue;
        rows.push(row);
        if (rows.length >= query.limit) break;
      }
      return {
        rows,
        kept: store.size,
        capacity: store.capacity,
        sampleRatio: tracing.sampleRatio,
        perSecond: tracing.perSecond,
      };
    },

    get(reader: TraceReader, traceId: string): TraceDetail | null {
      const trace = store.get(traceId);
      return trace && readable(trace, reader) ? { ...summary(trace), spans: ordered(trace) } : null;
    },
  };
}
