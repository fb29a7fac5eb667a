import { createContextKey } from "@opentelemetry/api";

/**
 * Set in a traced request's context (platform/tracing.ts): the tracer that request's database calls make their
 * spans with. A call outside a traced request (a job, a migration, a request sampled out) finds none and is not traced.
 */
export const REQUEST_TRACER = createContextKey("zcps request tracer");
