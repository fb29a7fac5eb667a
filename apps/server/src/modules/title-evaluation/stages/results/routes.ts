import { RESULTS_ROUTES as R } from "@zcps/contracts/zcps/results/api";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { caller } from "../../../../platform/auth";
import type { AppDeps } from "../../../../platform/deps";
import { ok, requestLanguage } from "../../../../platform/http";
import { sealCheck } from "./seals";

/** /api/zcps-sh/results: the results stage's calls (stage 9). */
export const resultsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ["title evaluation: results"];
  app.get(
    R.sealCheck,
    {
      schema: {
        tags,
        summary:
          "the sealed results' verification: recomputes the tenant's hash chain, names the first broken link and " +
          "lists approved declarations with no seal",
      },
    },
    async (request) => ok(request, await sealCheck(deps.db, caller(request).tenantId, requestLanguage(request))),
  );
};
