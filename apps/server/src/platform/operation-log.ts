import { GATE_LOG_KIND_LABELS } from "@zcps/contracts/gate-log";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { GateLogKind, NewGateLogEntry, OperationLog } from "./operation-log-writer";

/** Who a public call turned out to concern: the account that signed in (or failed to) or out. */
export interface AuditUser {
  tenantId: string;
  userId: string;
  username: string | null;
  name: string | null;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** the call signs in or out: logged as its own kind, before the answer (see below) */
    authEvent?: "login" | "logout";
  }
  interface FastifyRequest {
    auditUser: AuditUser | null;
  }
}

/** Tells the operation log who a public call concerned (the caller of a private one is known already). */
export function identifyCaller(request: FastifyRequest, who: AuditUser) {
  request.auditUser = who;
}

const MUTATING = new Set(["POST", "PUT", "DELETE", "PATCH"]);
const MAX_TYPED_USERNAME = 64;

function kindOf(request: FastifyRequest, reply: FastifyReply): GateLogKind {
  const event = request.routeOptions.config.authEvent;
  if (event === "login") return reply.statusCode === 200 ? "login" : "login_failed";
  return event === "logout" ? "logout" : "operation";
}

/** The account name a failed sign-in typed (the phone grant types the mobile number there). */
function typedUsername(request: FastifyRequest): string | null {
  const typed = (request.body as { username?: unknown } | undefined)?.username;
  return typeof typed === "string" && typed.trim() ? typed.trim().slice(0, MAX_TYPED_USERNAME) : null;
}

export function entryFor(request: FastifyRequest, reply: FastifyReply): NewGateLogEntry {
  const config = request.routeOptions.config;
  const kind = kindOf(request, reply);
  const auth = request.auth;
  const who = request.auditUser;
  const grant = request.grant;
  // element routes are named by the element that opened them, sign-in and sign-out by their kind, other
  // signed-in and public ones by their summary
  const summary = (request.routeOptions.schema as { summary?: string } | undefined)?.summary || null;
  const named = config.public || config.signedIn ? summary : null;
  const event = config.authEvent ? GATE_LOG_KIND_LABELS[kind] : null;
  return {
    kind,
    tenantId: who?.tenantId ?? auth?.tenantId ?? null,
    userId: who?.userId ?? auth?.userId ?? null,
    username: who?.username ?? auth?.username ?? (kind === "login_failed" ? typedUsername(request) : null),
    name: who?.name ?? auth?.name ?? null,
    ip: request.ip,
    menu: grant?.menu ?? null,
    menuEn: grant?.menuEn ?? null,
    operation: grant?.operation ?? event?.zh ?? named,
    operationEn: grant?.operationEn ?? event?.en ?? named,
    method: request.method,
    path: request.url.split("?")[0] ?? request.url,
    route: request.routeOptions.url ?? null,
    status: reply.statusCode,
    durationMs: Math.round(reply.elapsedTime),
  };
}

const logged = (request: FastifyRequest) => MUTATING.has(request.method) && request.url.startsWith("/api/");

/**
 * Records every mutating /api call (public ones and refusals included) in the operation log. The hot path is
 * the writer's `record`: a push and one journal line; the database insert happens in batches.
 *
 * Sign-in and sign-out calls are recorded just before their answer and flushed with it: they are rare, and the
 * dashboard counts today's sign-ins at once. Every other call is recorded after its answer went out, with its
 * final status and duration.
 */
export const operationLogPlugin = fp(async (app: FastifyInstance, opts: { log: OperationLog }) => {
  app.decorateRequest("auditUser", null);

  app.addHook("onSend", async (request, reply) => {
    if (!request.routeOptions.config.authEvent || !logged(request)) return;
    opts.log.record(entryFor(request, reply));
    // a failed insert keeps the entry in the journal and the batch: the sign-in itself must not fail for it
    await opts.log.flush().catch((error) => request.log.error(error));
  });

  app.addHook("onResponse", async (request, reply) => {
    if (request.routeOptions.config.authEvent || !logged(request)) return;
    opts.log.record(entryFor(request, reply));
  });
});
