import { mobileSchema, newPasswordSchema, resetByEmailRequestSchema } from "@zcps/contracts/validation";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../../platform/deps";
import { AppError, badRequest } from "../../../platform/errors";
import { ok } from "../../../platform/http";
import { identifyCaller } from "../../../platform/operation-log";
import { bearer } from "../../../platform/tokens";
import { type AuthOrigin, createAuthService, parseBasic } from "./service";

const flag = z.enum(["0", "1", "true", "false"]).optional();
const isSet = (v: string | undefined) => v === "1" || v === "true";

const tokenBody = z.object({
  grant_type: z.literal("password"),
  username: z.string().max(64).default(""),
  password: z.string().max(512).default(""),
  is_encrypt: flag,
  tenant_id: z.string().max(64).optional(),
  have_cas_login: flag,
  mobile_login: flag,
  verify_code_id: z.string().max(64).optional(),
  verify_code: z.string().max(16).optional(),
  /** a one-time sign-in link's token (then no user name or password) */
  link_token: z.string().max(128).optional(),
  /** the scopes asked for, space-separated; each must be the client's (none: all of the client's) */
  scope: z
    .string()
    .max(1000)
    .regex(/^[A-Za-z0-9_.: -]*$/)
    .optional(),
});

const encryptedQuery = z.object({ is_encrypt: flag });

const originOf = (request: FastifyRequest): AuthOrigin => ({
  ip: request.ip,
  identify: (who) => identifyCaller(request, who),
});

/** A refusal that names its wait (`data.retryAfter`, seconds) says it in Retry-After too. */
const withRetryAfter =
  (reply: FastifyReply) =>
  (error: unknown): never => {
    const wait = error instanceof AppError ? (error.data as { retryAfter?: number } | null)?.retryAfter : undefined;
    if (wait !== undefined) reply.header("retry-after", String(wait));
    throw error;
  };

/** Authentication: the OAuth token endpoint, logout, verification codes and self-service password reset. */
export const authRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const auth = createAuthService(deps);
  const perMinute = deps.config.AUTH_RATE_PER_MINUTE;
  const plainPassword = (password: string, encrypted: boolean) => {
    const plain = auth.decodePassword(password, encrypted);
    if (plain === null) throw badRequest("common.badRequest");
    return newPasswordSchema.parse(plain);
  };

  app.post(
    "/api/auth/oauth/token",
    {
      config: { public: true, authEvent: "login", rateLimit: { max: perMinute, timeWindow: 60_000 } },
      schema: {
        tags: ["auth"],
        summary: "Issue an access token (password, phone or one-time link grant)",
        body: tokenBody,
      },
    },
    async (request, reply) => {
      const body = request.body;
      const basic = parseBasic(request.headers.authorization);
      const client = basic && { ...basic, scope: body.scope };
      const granted = body.link_token
        ? auth.linkGrant(client, body.link_token, originOf(request))
        : isSet(body.mobile_login)
          ? auth.phoneGrant(
              client,
              {
                tenantId: body.tenant_id || "default",
                mobilePhone: body.username.trim(),
                verifyCodeId: body.verify_code_id ?? "",
                verifyCode: body.verify_code ?? "",
              },
              originOf(request),
            )
          : auth.passwordGrant(
              client,
              {
                username: body.username,
                password: body.password,
                encrypted: isSet(body.is_encrypt),
                casLogin: isSet(body.have_cas_login),
              },
              originOf(request),
            );
      return granted.catch(withRetryAfter(reply));
    },
  );

  app.delete(
    "/api/auth/oauth/token",
    {
      config: { public: true, authEvent: "logout" },
      schema: {
        tags: ["auth"],
        summary: "Log out (revoke the token)",
        querystring: z.object({ access_token: z.string().max(200) }),
      },
    },
    async (request) => {
      const token = bearer(request.query.access_token);
      const casLogout = token ? await auth.logout(token, originOf(request)) : "";
      return { status: 200, message: casLogout, data: null };
    },
  );

  app.get(
    "/api/auth/user/ignoreUserToken/getVerifyCodeId",
    {
      config: { public: true, rateLimit: { max: Math.ceil(perMinute / 6), timeWindow: 60_000 } },
      schema: {
        tags: ["auth"],
        summary: "Send a six-digit code by SMS and return its id",
        querystring: z.object({ mobilePhone: mobileSchema, purpose: z.enum(["login", "reset"]).default("login") }),
      },
    },
    async (request) =>
      ok(request, await auth.sendVerifyCode(request.query.mobilePhone, request.query.purpose), "auth.verifyCodeSent"),
  );

  app.post(
    "/api/auth/user/ignoreUserToken/resetPasswordByCode",
    {
      config: { public: true, rateLimit: { max: Math.ceil(perMinute / 6), timeWindow: 60_000 } },
      schema: {
        tags: ["auth"],
        summary: "Reset a password with an SMS code",
        querystring: encryptedQuery,
        body: z.object({
          mobilePhone: mobileSchema,
          verifyCodeId: z.string().min(1).max(64),
          verifyCode: z.string().trim().max(16),
          password: z.string().min(1).max(512),
        }),
      },
    },
    async (request) => {
      const password = plainPassword(request.body.password, isSet(request.query.is_encrypt));
      await auth.resetByCode({ ...request.body, password });
      return ok(request, null, "auth.resetDone");
    },
  );

  app.post(
    "/api/auth/user/ignoreUserToken/sendResetMail",
    {
      config: { public: true, rateLimit: { max: Math.ceil(perMinute / 12), timeWindow: 60_000 } },
      schema: { tags: ["auth"], summary: "E-mail a password-reset link", body: resetByEmailRequestSchema },
    },
    async (request) => {
      await auth.sendResetMail(request.body.email);
      return ok(request, null, "auth.resetMailSent");
    },
  );

  app.post(
    "/api/auth/user/ignoreUserToken/resetPasswordByMail",
    {
      config: { public: true, rateLimit: { max: Math.ceil(perMinute / 6), timeWindow: 60_000 } },
      schema: {
        tags: ["auth"],
        summary: "Reset a password with the e-mailed link",
        querystring: encryptedQuery,
        body: z.object({ token: z.string().min(16).max(200), password: z.string().min(1).max(512) }),
      },
    },
    async (request) => {
      const password = plainPassword(request.body.password, isSet(request.query.is_encrypt));
      await auth.resetByMail(request.body.token, password);
      return ok(request, null, "auth.resetDone");
    },
  );
};
