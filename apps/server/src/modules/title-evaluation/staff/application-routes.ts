import { applicationExpertSchema } from "@zcps/contracts/zcps/experts/api";
import {
  accountApplySchema,
  applicationPageQuerySchema,
  applicationRejectSchema,
} from "@zcps/contracts/zcps/staff/api";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { caller } from "../../../platform/auth";
import type { AppDeps } from "../../../platform/deps";
import { idParams } from "../../../platform/entity-routes";
import { ok } from "../../../platform/http";
import { createApplicationService } from "./application-service";

const API = "/api/zcps-sh/userAudit";

/** /api/zcps-sh/userAudit: public account applications and their review (element codes userAudit:*). */
export const applicationRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const applications = createApplicationService(deps);
  const tags = ["title evaluation: account applications"];
  // throttled like the other anonymous auth calls: one address cannot flood the review queue
  const rateLimit = { max: deps.config.AUTH_RATE_PER_MINUTE, timeWindow: 60_000 };

  app.post(
    `${API}/apply`,
    {
      config: { public: true, rateLimit },
      schema: { tags, summary: "Apply for an account (public)", body: accountApplySchema },
    },
    async (request) => ok(request, await applications.apply(request.body), "staff.apply.submitted"),
  );
  app.get(
    `${API}/apply/units`,
    {
      config: { public: true, rateLimit },
      schema: {
        tags,
        summary: "Units a staff applicant may choose (public)",
        querystring: z.object({ tenantId: z.string().max(64).default("default") }),
      },
    },
    async (request) => ok(request, await applications.publicUnits(request.query.tenantId)),
  );
  app.get(
    `${API}/page`,
    { schema: { tags, summary: "Applications, filtered and paged", querystring: applicationPageQuerySchema } },
    async (request) => ok(request, await applications.page(caller(request), request.query)),
  );
  app.post(
    `${API}/:id/approve`,
    {
      schema: {
        tags,
        summary:
          "Approve: open the account and mail the initial password; an expert joins the external pool with the title level and disciplines given",
        params: idParams,
        body: applicationExpertSchema.partial().nullish(),
      },
    },
    async (request) =>
      ok(
        request,
        await applications.approve(caller(request), request.params.id, request.body ?? {}),
        "staff.apply.approved",
      ),
  );
  app.get(
    `${API}/disciplines`,
    { schema: { tags, summary: "First-level disciplines of the national catalogue, for an expert's approval" } },
    async (request) => ok(request, await applications.disciplines(caller(request))),
  );
  app.post(
    `${API}/:id/reject`,
    { schema: { tags, summary: "Reject with a reason (mailed)", params: idParams, body: applicationRejectSchema } },
    async (request) =>
      ok(
        request,
        await applications.reject(caller(request), request.params.id, request.body.reason),
        "staff.apply.rejected",
      ),
  );
};
