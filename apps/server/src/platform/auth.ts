import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../db/client";
import type { AccessCache } from "./access-cache";
import { findGrantedCodes, findLiveSession, type GrantedCode, type SessionRow } from "./access-repo";
import { forbidden, tokenInvalid } from "./errors";
import { bearer, sha256 } from "./tokens";

export interface AuthContext extends SessionRow {
  token: string;
  codes: Set<string>;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** no token needed */
    public?: boolean;
    /** the caller needs one of these element or menu codes (a super administrator needs none) */
    permission?: readonly string[];
  }
  interface FastifyRequest {
    auth: AuthContext | null;
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
 * Every route is private unless it says `config.public`; a route with `config.permission`
 * also needs one of the codes. The check runs before the body is parsed.
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Db; cache: AccessCache }) => {
  app.decorateRequest("auth", null);
  app.addHook("onRequest", async (request) => {
    const config = request.routeOptions.config;
    if (!request.routeOptions.url || config.public) return;
    if (!request.url.startsWith("/api/")) return;
    const auth = await authenticate(opts.db, opts.cache, request.headers.authorization);
    request.auth = auth;
    const needed = config.permission;
    if (needed && needed.length > 0 && !auth.isSuperAdmin && !needed.some((code) => auth.codes.has(code))) {
      throw forbidden();
    }
  });
});
