import { messagePageQuerySchema } from "@zcps/contracts/zcps/workflow/api";
import { MESSAGE_API } from "@zcps/contracts/zcps/workflow/elements";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { caller } from "../../../platform/auth";
import type { AppDeps } from "../../../platform/deps";
import { idParams } from "../../../platform/entity-routes";
import { ok, requestLanguage } from "../../../platform/http";
import { createMessageService } from "./service";

/** /api/zcps-sh/message: the signed-in user's inbox (messageCenter) and the top bar's unread count. */
export const messageRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const messages = createMessageService(deps);
  const tags = ["title evaluation: messages"];
  const reader = (request: FastifyRequest) => {
    const auth = caller(request);
    return { tenantId: auth.tenantId, userId: auth.userId, lang: requestLanguage(request) };
  };

  app.get(
    `${MESSAGE_API}/unreadCount`,
    { config: { signedIn: true }, schema: { tags, summary: "How many of my messages are unread (the top-bar bell)" } },
    async (request) => ok(request, await messages.unreadCount(reader(request))),
  );
  app.get(
    `${MESSAGE_API}/page`,
    {
      schema: {
        tags,
        summary: "My messages, unread first then newest, in my language",
        querystring: messagePageQuerySchema,
      },
    },
    async (request) => {
      const q = request.query;
      return ok(
        request,
        await messages.page(reader(request), {
          unread: q.unread === undefined ? undefined : q.unread === "true",
          kind: q.kind || undefined,
          page: q.page,
          limit: q.limit,
        }),
      );
    },
  );
  app.put(
    `${MESSAGE_API}/readAll`,
    { schema: { tags, summary: "Mark all my messages read; returns how many changed" } },
    async (request) => ok(request, await messages.readAll(reader(request)), "workflow.messagesRead"),
  );
  app.get(
    `${MESSAGE_API}/:id`,
    { schema: { tags, summary: "Read one of my messages (marks it read)", params: idParams } },
    async (request) => ok(request, await messages.read(reader(request), request.params.id)),
  );
  app.delete(
    `${MESSAGE_API}/:id`,
    { schema: { tags, summary: "Delete one of my messages", params: idParams } },
    async (request) => {
      await messages.remove(reader(request), request.params.id);
      return ok(request, null, "common.deleted");
    },
  );
};
