import os from "node:os";
import {
  type Attributes,
  type Context,
  context,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  type Tracer,
  trace,
} from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { resourceFromAttributes } from "@opentelemetry/resources";
import {
  AlwaysOnSampler,
  BasicTracerProvider,
  BatchSpanProcessor,
  type SpanProcessor,
} from "@opentelemetry/sdk-trace-base";
import {
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
  ATTR_SERVICE_INSTANCE_ID,
  ATTR_SERVICE_NAME,
  ATTR_URL_PATH,
} from "@opentelemetry/semantic-conventions";
import { TRACES_API } from "@zcps/contracts/elements-traces";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from "fastify";
import fp from "fastify-plugin";
import { TraceStore } from "./trace-store";
import { REQUEST_TRACER } from "./tracing-context";

declare module "fastify" {
  interface FastifyRequest {
    /** the request's server span and the context its work runs in; null when it is not traced */
    traceSpan: Span | null;
    traceContext: ReturnType<typeof context.active> | null;
  }
}

export interface TracingSettings {
  /** off: no spans at all */
  enabled: boolean;
  /** the share of requests traced, 0 to 1 */
  sampleRatio: number;
  /** the most requests traced a second on this instance (0: no cap) */
  perSecond: number;
  /** how many finished traces this instance keeps */
  capacity: number;
  /** where spans are also sent over OTLP/HTTP (the collector's base address), when set */
  otlpEndpoint?: string;
}

/** This instance's tracing: the tracer requests use, the store the console reads, and its shutdown. */
export interface Tracing {
  tracer: Tracer | null;
  store: TraceStore;
  sampleRatio: number;
  perSecond: number;
  shutdown(): Promise<void>;
}

/**
 * The process's context manager, set once, and how many traced requests hold a context in it now. On Node 20 an
 * AsyncLocalStorage that has run keeps promise hooks on for the whole process, which every request pays for; they
 * are turned off while no traced request needs a context, and the next one's run turns them on again.
 */
let contextManager: AsyncLocalStorageContextManager | null = null;
let heldContexts = 0;

/** How many traced requests hold a context now (none once every request is answered). */
export const heldTraceContexts = () => heldContexts;

function holdContext(request: FastifyRequest, traceContext: Context) {
  heldContexts++;
  request.traceContext = traceContext;
}

function releaseContext(request: FastifyRequest) {
  if (!request.traceContext) return;
  request.traceContext = null;
  heldContexts--;
  if (heldContexts === 0) contextManager?.disable();
}

/**
 * A tracer provider of this instance's own (not the global one, so several servers in one process, as in the tests,
 * never share spans), its finished traces kept in a bounded store and, with an OTLP endpoint, exported in batches.
 * The async-hooks context manager is process-wide and set once: it carries a request's span into its queries.
 */
export async function createTracing(settings: TracingSettings): Promise<Tracing> {
  const store = new TraceStore(settings.capacity);
  if (!settings.enabled) return { tracer: null, store, sampleRatio: 0, perSecond: 0, shutdown: async () => {} };
  if (!contextManager) {
    contextManager = new AsyncLocalStorageContextManager().enable();
    context.setGlobalContextManager(contextManager);
  }
  const processors: SpanProcessor[] = [store];
  if (settings.otlpEndpoint) {
    // loaded only when asked for: most instances never export
    const { OTLPTraceExporter } = await import("@opentelemetry/exporter-trace-otlp-http");
    const url = new URL(
      "v1/traces",
      settings.otlpEndpoint.endsWith("/") ? settings.otlpEndpoint : `${settings.otlpEndpoint}/`,
    );
    processors.push(new BatchSpanProcessor(new OTLPTraceExporter({ url: url.toString() })));
  }
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({
      [ATTR_SERVICE_NAME]: "zcps-console",
      [ATTR_SERVICE_INSTANCE_ID]: `${os.hostname()}:${process.pid}`,
    }),
    // the request hook samples before it starts a span (requestTracingPlugin): every span made is kept
    sampler: new AlwaysOnSampler(),
    spanProcessors: processors,
  });
  return {
    tracer: provider.getTracer("zcps-console"),
    store,
    sampleRatio: settings.sampleRatio,
    perSecond: settings.perSecond,
    shutdown: () => provider.shutdown(),
  };
}

/** Only the API is traced: not the console's files, the API documentation nor the trace API itself. */
function traced(url: string): boolean {
  return url.startsWith("/api/") && !url.startsWith(TRACES_API) && !url.startsWith("/api/docs");
}

/**
 * Which requests are traced: the sampled share of them, and of those no more than `perSecond` a second (a bucket
 * that refills continuously and holds a second's worth). Under light traffic the share alone decides; under load the
 * cap keeps the time a traced request's context is held, and the promise hooks it turns on for every request then
 * running, to a small part of each second, whatever the traffic.
 */
export function traceSampler(
  sampleRatio: number,
  perSecond: number,
  now: () => number = performance.now.bind(performance),
) {
  let tokens = perSecond;
  let filled = now();
  return (): boolean => {
    if (sampleRatio <= 0 || (sampleRatio < 1 && Math.random() >= sampleRatio)) return false;
    if (perSecond <= 0) return true;
    const at = now();
    tokens = Math.min(perSecond, tokens + ((at - filled) * perSecond) / 1000);
    filled = at;
    if (tokens < 1) return false;
    tokens--;
    return true;
  };
}

/**
 * One server span per API request, from Fastify's hooks: started when the request arrives (method, route pattern,
 * path), ended when the answer is sent (status, the caller's user id). The request's hooks and handler run in the
 * span's context, so the database calls they make become its children. Registered before the other request hooks.
 */
export const requestTracingPlugin = fp<{
  tracer: Tracer;
  withQueries: boolean;
  sampleRatio: number;
  perSecond: number;
}>(
  async (app: FastifyInstance, { tracer, withQueries, sampleRatio, perSecond }) => {
    const sampled = traceSampler(sampleRatio, perSecond);
    app.decorateRequest("traceSpan", null);
    app.decorateRequest("traceContext", null);

    app.addHook("onRequest", (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
      const url = request.url;
      // sampled here, before any span exists: a request sampled out costs one random number
      if (!traced(url) || !sampled()) return done();
      const route = request.routeOptions.url;
      const query = url.indexOf("?");
      const attributes: Attributes = {
        [ATTR_HTTP_REQUEST_METHOD]: request.method,
        [ATTR_URL_PATH]: query < 0 ? url : url.slice(0, query),
      };
      if (route) attributes[ATTR_HTTP_ROUTE] = route;
      const span = tracer.startSpan(
        route ? `${request.method} ${route}` : request.method,
        { kind: SpanKind.SERVER, attributes },
        ROOT_CONTEXT,
      );
      request.traceSpan = span;
      // a request whose database calls are not traced needs no context for its work
      if (!withQueries || !span.isRecording()) return done();
      const traceContext = trace.setSpan(ROOT_CONTEXT, span).setValue(REQUEST_TRACER, tracer);
      holdContext(request, traceContext);
      context.with(traceContext, done);
    });

    // a body is parsed on the socket's events, outside the hook's context: the handler of a route that takes one
    // enters it again (a GET's hooks and handler follow the hook's own continuation, so they need nothing more)
    app.addHook("onRoute", (route) => {
      if (
        !withQueries ||
        !traced(route.url) ||
        [route.method].flat().every((method) => method === "GET" || method === "HEAD")
      )
        return;
      const handler = route.handler as RouteHandlerMethod;
      route.handler = function tracedHandler(this: FastifyInstance, request, reply) {
        const traceContext = request.traceContext;
        return traceContext
          ? context.with(traceContext, handler, this, request, reply)
          : handler.call(this, request, reply);
      } as RouteHandlerMethod;
    });

    app.addHook("onResponse", (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      const span = request.traceSpan;
      if (span) {
        const status = reply.statusCode;
        span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, status);
        const auth = request.auth;
        if (auth) {
          span.setAttribute("user.id", auth.userId);
          // whose request it was: a tenant's administrators read their tenant's traces only
          span.setAttribute("tenant.id", auth.tenantId);
        }
        if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
      }
      releaseContext(request);
      done();
    });

    // a request its caller gave up on may never be answered
    app.addHook("onRequestAbort", (request: FastifyRequest, done: () => void) => {
      releaseContext(request);
      done();
    });
  },
  { name: "request-tracing" },
);
