import { settingsUpdateSchema } from "@zcps/contracts/zcps/config/api";
import { CONFIG_API } from "@zcps/contracts/zcps/config/elements";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { caller } from "../../../../platform/auth";
import type { AppDeps } from "../../../../platform/deps";
import { ok } from "../../../../platform/http";
import { createSettingsService } from "./service";

const API = CONFIG_API.settings;

/** /api/zcps-sh/sysConfig: typed system settings of the tenant (element codes sysConfig:*). */
export const settingsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const settings = createSettingsService(deps);
  const tags = ["zcps-settings"];

  app.get(API, { schema: { tags, summary: "Every setting with its definition and value" } }, async (request) =>
    ok(request, await settings.view(caller(request))),
  );
  app.put(
    API,
    { schema: { tags, summary: "Save settings (only the keys sent)", body: settingsUpdateSchema } },
    async (request) => ok(request, await settings.save(caller(request), request.body.values), "config.settingsSaved"),
  );
  app.delete(
    `${API}/:key`,
    { schema: { tags, summary: "Reset a setting to its default", params: z.object({ key: z.string().max(64) }) } },
    async (request) => ok(request, await settings.reset(caller(request), request.params.key), "config.settingReset"),
  );
};
