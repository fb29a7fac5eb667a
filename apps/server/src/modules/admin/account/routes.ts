import { profileUpdateSchema } from "@zcps/contracts/validation";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { caller } from "../../../platform/auth";
import type { AppDeps } from "../../../platform/deps";
import { badRequest } from "../../../platform/errors";
import { ok, requestLanguage, sendUserCached } from "../../../platform/http";
import { createAuthService } from "../auth";
import { createUserService, TAKEN_MESSAGES } from "../users";
import { createAccountService } from "./service";

const encryptedPair = z.object({
  is_encrypt: z.enum(["0", "1"]).default("1"),
  oldPass: z.string().min(1).max(512),
  newPass: z.string().min(1).max(512),
});

/** /api/admin/user/front/*: what every signed-in user may do with their own account. */
export const accountRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const account = createAccountService(deps);
  const users = createUserService(deps);
  const { decodePassword } = createAuthService(deps);
  const tags = ["account"];

  app.get(
    "/api/admin/user/front/info",
    { config: { signedIn: true }, schema: { tags, summary: "The signed-in user and their codes" } },
    async (request, reply) => {
      const auth = caller(request);
      const lang = requestLanguage(request);
      return sendUserCached(reply, deps.cache, auth.userId, `front-info:${lang}`, async () =>
        ok(request, await account.frontInfo(auth, lang)),
      );
    },
  );

  app.get(
    "/api/admin/user/front/menus",
    { config: { signedIn: true }, schema: { tags, summary: "The signed-in user's menu tree" } },
    async (request, reply) => {
      const auth = caller(request);
      // titles travel in both languages, but the envelope's message is in the caller's
      return sendUserCached(reply, deps.cache, auth.userId, `menus:${requestLanguage(request)}`, async () =>
        ok(request, await account.menus(auth)),
      );
    },
  );

  app.post(
    "/api/admin/user/getLoginUserInfo",
    { config: { signedIn: true }, schema: { tags, summary: "The signed-in user's profile" } },
    async (request) => ok(request, await account.profile(caller(request))),
  );

  app.get(
    "/api/admin/user/front/checkOldPassword",
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: "Is this the current password?",
        querystring: z.object({ is_encrypt: z.enum(["0", "1"]).default("1"), oldPass: z.string().max(512) }),
      },
    },
    async (request) => {
      const plain = decodePassword(request.query.oldPass, request.query.is_encrypt === "1");
      return ok(request, plain !== null && (await account.checkOldPassword(caller(request), plain)));
    },
  );

  app.post(
    "/api/admin/user/front/changePassword",
    {
      config: { signedIn: true },
      schema: { tags, summary: "Change the signed-in user's password", querystring: encryptedPair },
    },
    async (request) => {
      const encrypted = request.query.is_encrypt === "1";
      const oldPass = decodePassword(request.query.oldPass, encrypted);
      const newPass = decodePassword(request.query.newPass, encrypted);
      if (oldPass === null || newPass === null) throw badRequest("common.badRequest");
      const changed = await account.changePassword(caller(request), oldPass, newPass);
      return ok(request, changed, changed ? "password.changed" : "password.changeFailed");
    },
  );

  app.get(
    "/api/admin/user/front/checkEmail",
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: "Is the e-mail free in the tenant?",
        querystring: z.object({ id: z.string().optional(), email: z.string().max(64) }),
      },
    },
    async (request) => availability(request, "email", request.query.email),
  );

  app.get(
    "/api/admin/user/front/checkMobilePhone",
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: "Is the mobile number free in the tenant?",
        querystring: z.object({ id: z.string().optional(), mobilePhone: z.string().max(32) }),
      },
    },
    async (request) => availability(request, "mobilePhone", request.query.mobilePhone),
  );

  async function availability(request: Parameters<typeof caller>[0], field: "email" | "mobilePhone", value: string) {
    const auth = caller(request);
    const free = await users.isAvailable(auth, field, value, auth.userId);
    return ok(request, free, free ? "common.ok" : TAKEN_MESSAGES[field]);
  }

  app.put(
    "/api/admin/user/front/profile",
    {
      config: { signedIn: true },
      schema: { tags, summary: "Update the signed-in user's contact details", body: profileUpdateSchema },
    },
    async (request) => ok(request, await account.updateProfile(caller(request), request.body), "common.created"),
  );

  app.post(
    "/api/admin/user/front/changeAvatar",
    { config: { signedIn: true }, schema: { tags, summary: "Upload a new avatar (multipart `file`)" } },
    async (request) => {
      const part = await request.file({ limits: { fileSize: 2 * 1024 * 1024 + 1, files: 1 } });
      if (!part) throw badRequest("avatar.missing");
      const bytes = await part.toBuffer().catch(() => {
        throw badRequest("avatar.tooLarge");
      });
      if (part.file.truncated) throw badRequest("avatar.tooLarge");
      return ok(request, await account.changeAvatar(caller(request), bytes, part.filename));
    },
  );

  app.get(
    "/api/files/:id",
    {
      config: { public: true },
      schema: { tags, summary: "An avatar image", params: z.object({ id: z.string().uuid() }) },
    },
    async (request, reply) => {
      const file = await account.publicFile(request.params.id);
      return reply
        .header("content-type", file.mime)
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("x-content-type-options", "nosniff")
        .send(file.body);
    },
  );
};
