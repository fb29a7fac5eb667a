import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../db/client";
import type { AccessCache } from "./access-cache";
import { findGrantedCodes, findLiveSession, type GrantedCode, type SessionRow } from "./access-repo";
import { forbidden, tokenInvalid } from "./errors";
import { type RouteGrant, routeGrants, routeKey } from "./route-codes";
import { bearer, sha256 } from "./tokens";

export interface RegisteredRoute {
  method: string;
  route: string;
  access: "public" | "signedIn" | "element";
  summary: string;
}

export interface AuthContext extends SessionRow {
  token: string;
  codes: Set<string>;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** no token needed */
    public?: boolean;
    /** any signed-in user may call it (their own data); otherwise the route needs an element that opens it */
    signedIn?: boolean;
  }
  interface FastifyInstance {
    /** every /api route with who may call it: the menu page maps elements to the "element" ones */
    routeTable: RegisteredRoute[];
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /** the element grant that opened this route, when one did (for the operation log) */
    grant: RouteGrant | null;
  }
}

/** The authenticated caller; routes that are not public can rely on it. */
export function caller(request: FastifyRequest): AuthContext {
  if (!request.auth) throw tokenInvalid();
  return request.auth;
}

const codeSets = new WeakMap<GrantedCode[], Set<string>>();

/** The codes as a set, built once per cached list. */
function codeSet(codes: GrantedCode[]): Set<string> {
  let set = codeSets.get(codes);
  if (!set) {
    set = new Set(codes.map((c) => c.code));
    codeSets.set(codes, set);
  }
  return set;
}

/** The caller's granted codes, from the cache or the database. */
export async function grantedCodes(db: Db, cache: AccessCache, userId: string, isSuperAdmin: boolean) {
  let codes = cache.grantedCodes(userId);
  if (!codes) {
    codes = await findGrantedCodes(db, userId, isSuperAdmin);
    cache.keepGrantedCodes(userId, codes);
  }
  return codes;
}

export async function authenticate(db: Db, cache: AccessCache, header: string | undefined): Promise<AuthContext> {
  const token = bearer(header);
  if (!token) throw tokenInvalid();
  const tokenHash = sha256(token);
  let session = cache.session(tokenHash);
  if (!session) {
    session = (await findLiveSession(db, tokenHash)) ?? undefined;
    if (!session) throw tokenInvalid();
    cache.keepSession(tokenHash, session, session.expiresAt);
  }
  if (session.expiresAt.getTime() <= Date.now()) throw tokenInvalid();
  const codes = await grantedCodes(db, cache, session.userId, session.isSuperAdmin);
  return { ...session, token, codes: codeSet(codes) };
}

/**
 * Every /api route is private unless it says `config.public`. A signed-in caller may use a `config.signedIn`
 * route; any other route is opened only by the elements the database maps to it (element_routes, edited on
 * the menu page), and a caller needs one of their codes. A route nothing maps to is closed to all but a super
 * administrator. The check runs before the body is parsed.
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Db; cache: AccessCache }) => {
  app.decorateRequest("auth", null);
  app.decorateRequest("grant", null);
  const table: RegisteredRoute[] = [];
  app.decorate("routeTable", table);
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/")) return;
    const access = route.config?.public ? "public" : route.config?.signedIn ? "signedIn" : "element";
    const summary = (route.schema as { summary?: string } | undefined)?.summary ?? "";
    for (const method of [route.method].flat()) {
      if (method !== "HEAD" && method !== "OPTIONS") table.push({ method, route: route.url, access, summary });
    }
  });
  app.addHook("onRequest", async (request) => {
    const config = request.routeOptions.config;
    const route = request.routeOptions.url;
    if (!route || config.public || !route.startsWith("/api/")) return;
    const auth = await authenticate(opts.db, opts.cache, request.headers.authorization);
    request.auth = auth;
    if (config.signedIn) return;
    const grant = (await routeGrants(opts.db, opts.cache)).get(routeKey(request.method, route)) ?? null;
    request.grant = grant;
    if (auth.isSuperAdmin) return;
    if (!grant || !hasAny(auth.codes, grant.codes)) throw forbidden();
  });
});

function hasAny(held: Set<string>, needed: Set<string>): boolean {
  for (const code of needed) if (held.has(code)) return true;
  return false;
}
