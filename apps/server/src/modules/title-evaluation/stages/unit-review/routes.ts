import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../../../platform/deps";

/** /api/zcps-sh/unit and /api/zcps-sh/zcjzc: the unit's review, publicity, recommendation and register. */
export const unitReviewRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async () => {};
