import { type Context, context, SpanKind, SpanStatusCode, type Tracer } from "@opentelemetry/api";
import {
  ATTR_DB_OPERATION_NAME,
  ATTR_DB_QUERY_SUMMARY,
  ATTR_DB_SYSTEM_NAME,
  DB_SYSTEM_NAME_VALUE_POSTGRESQL,
} from "@opentelemetry/semantic-conventions";
import { REQUEST_TRACER } from "./tracing-context";

/** the first table a statement names: after from, into, update or join, quoted or not */
const FIRST_TABLE = /\b(?:from|into|update|join)\s+"?([\w.]+)"?/i;
/** a statement's table is looked for in its first characters only (a select lists its columns first) */
const SCANNED = 4000;

/**
 * A statement's head as a span names it: the operation and its first table ("SELECT users", "INSERT gate_logs",
 * "BEGIN"). Never the values: drizzle sends them apart from the text, and only the text's words are read.
 */
export function statementHead(text: string): { operation: string; summary: string } {
  const start = text.trimStart();
  const end = start.search(/\s/);
  const operation = (end < 0 ? start : start.slice(0, end)).toUpperCase();
  const table = FIRST_TABLE.exec(start.length > SCANNED ? start.slice(0, SCANNED) : start)?.[1];
  return { operation, summary: table ? `${operation} ${table}` : operation };
}

function failed(span: ReturnType<Tracer["startSpan"]>, error: unknown) {
  span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
  span.end();
}

// biome-ignore lint/suspicious/noExplicitAny: a driver's query takes many shapes; only the first argument is read
export type Query = (...args: any[]) => any;

/**
 * A driver's query made to record a child span of the request it runs in: one span per statement, named by its head.
 * Outside a traced request it is the query itself, plus one context lookup. A query given a callback (pg's pool
 * calling its own client) is passed through: the promise-returning call that started it is the one traced.
 */
export function tracedQuery<Q extends Query>(run: Q): Q {
  return function traced(this: unknown, ...args: Parameters<Q>) {
    const active: Context = context.active();
    const tracer = active.getValue(REQUEST_TRACER) as Tracer | undefined;
    const first = args[0] as unknown;
    const text = typeof first === "string" ? first : (first as { text?: unknown } | null)?.text;
    if (!tracer || typeof text !== "string" || typeof args.at(-1) === "function") return run.apply(this, args);
    const head = statementHead(text);
    const span = tracer.startSpan(
      head.summary,
      {
        kind: SpanKind.CLIENT,
        attributes: {
          [ATTR_DB_SYSTEM_NAME]: DB_SYSTEM_NAME_VALUE_POSTGRESQL,
          [ATTR_DB_OPERATION_NAME]: head.operation,
          [ATTR_DB_QUERY_SUMMARY]: head.summary,
        },
      },
      active,
    );
    let result: Promise<unknown>;
    try {
      result = Promise.resolve(run.apply(this, args));
    } catch (error) {
      failed(span, error);
      throw error;
    }
    return result.then(
      (value) => {
        span.end();
        return value;
      },
      (error: unknown) => {
        failed(span, error);
        throw error;
      },
    );
  } as Q;
}
