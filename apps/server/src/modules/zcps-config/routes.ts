import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../platform/deps";
import { fieldHelpRoutes } from "../zcps-field-help/routes";
import { holidayRoutes } from "../zcps-holidays/routes";
import { projectTimeRoutes } from "../zcps-project-time/routes";
import { settingsRoutes } from "../zcps-settings/routes";
import { tableSettingRoutes } from "../zcps-table-settings/routes";

/** The title-evaluation configuration pages: projects and batches, holidays, settings, field help, A3 layouts. */
export const zcpsConfigRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  for (const routes of [projectTimeRoutes, holidayRoutes, settingsRoutes, fieldHelpRoutes, tableSettingRoutes]) {
    await app.register(routes, { deps });
  }
};
