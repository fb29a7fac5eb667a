import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../../platform/deps";
import { batchRoutes } from "./batches/routes";
import { fieldHelpRoutes } from "./field-help/routes";
import { holidayRoutes } from "./holidays/routes";
import { settingsRoutes } from "./settings/routes";
import { tableSettingRoutes } from "./table-settings/routes";

/** The title-evaluation configuration pages: projects and batches, holidays, settings, field help, A3 layouts. */
export const configRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  for (const routes of [batchRoutes, holidayRoutes, settingsRoutes, fieldHelpRoutes, tableSettingRoutes]) {
    await app.register(routes, { deps });
  }
};
