import {
  appealFileSchema,
  appealGetQuerySchema,
  appealListSchema,
  assignEvenlySchema,
  assignListQuerySchema,
  assignSchema,
  branchCountQuerySchema,
  bulkVerdictSchema,
  checkContQuerySchema,
  checkReplySchema,
  historyQuerySchema,
  myVerdictsQuerySchema,
  queueQuerySchema,
  verdictSchema,
} from "@zcps/contracts/zcps/department-review/api";
import { DEPART_ROUTES } from "@zcps/contracts/zcps/department-review/elements";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { caller } from "../../../../platform/auth";
import type { AppDeps } from "../../../../platform/deps";
import { ok } from "../../../../platform/http";
import { createAppealService } from "./appeals-service";
import { createAssignService } from "./assign-service";
import { createVerdictService } from "./service";
import { departmentSupervisionRoutes } from "./supervision-routes";

/**
 * /api/zcps-sh/depart: department verification. The caller's department comes from their user record; the routes
 * only pass the request on.
 */
export const departmentReviewRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const review = createVerdictService(deps);
  const assignment = createAssignService(deps);
  const appeals = createAppealService(deps);
  const tags = ["title evaluation: department verification"];
  await app.register(departmentSupervisionRoutes, { deps });

  app.get(
    DEPART_ROUTES.branchCount,
    {
      schema: {
        tags,
        summary: "getAllBranchCount: my department's items per material page (total, assigned, decided, returned)",
        querystring: branchCountQuerySchema,
      },
    },
    async (request) => ok(request, await review.branchCounts(caller(request), request.query.projectTimeId)),
  );
  app.get(
    DEPART_ROUTES.queue,
    {
      schema: {
        tags,
        summary:
          "getCheckContOfCheckUser: my queue of one material page (items assigned to me or to nobody yet), with " +
          "duplicate claims counted",
        querystring: queueQuerySchema,
      },
    },
    async (request) => ok(request, await review.queue(caller(request), request.query)),
  );
  app.get(
    DEPART_ROUTES.checkCont,
    {
      schema: {
        tags,
        summary:
          "getCheckCont: one item as my department checks it: declarant identity, payload, attachments, " +
          "duplicate claims, verdict history and appeal",
        querystring: checkContQuerySchema,
      },
    },
    async (request) => ok(request, await review.checkContent(caller(request), request.query.itemId)),
  );
  app.post(
    DEPART_ROUTES.verdict,
    {
      schema: {
        tags,
        summary:
          "One verdict (VERIFIED, NOT_RECOGNIZED with a reason, RETURNED with a comment) at the item's version, " +
          "with an optional reclassification; 409 when someone decided or changed the item first",
        body: verdictSchema,
      },
    },
    async (request) => ok(request, await review.verdict(caller(request), request.body), "depart.verdictSaved"),
  );
  app.post(
    DEPART_ROUTES.verdicts,
    {
      schema: {
        tags,
        summary: "The same verdict on several items at their versions, all or none",
        body: bulkVerdictSchema,
      },
    },
    async (request) => ok(request, await review.bulkVerdict(caller(request), request.body), "depart.verdictSaved"),
  );

  app.get(
    DEPART_ROUTES.items,
    {
      schema: {
        tags,
        summary: "The assigner's list of one material page: my department's items with their reviewer",
        querystring: assignListQuerySchema,
      },
    },
    async (request) => ok(request, await assignment.items(caller(request), request.query)),
  );
  app.get(
    DEPART_ROUTES.reviewers,
    { schema: { tags, summary: "My department's reviewers with their assigned and decided items" } },
    async (request) => ok(request, await assignment.reviewers(caller(request))),
  );
  app.post(
    DEPART_ROUTES.assign,
    { schema: { tags, summary: "Assign or reassign chosen items to one reviewer (logged)", body: assignSchema } },
    async (request) => {
      const result = await assignment.assign(caller(request), request.body);
      return ok(request, result, "depart.assigned");
    },
  );
  app.post(
    DEPART_ROUTES.assignEvenly,
    {
      schema: {
        tags,
        summary: "Assign every unassigned item of a material page evenly over the chosen reviewers (logged)",
        body: assignEvenlySchema,
      },
    },
    async (request) => ok(request, await assignment.assignEvenly(caller(request), request.body), "depart.assigned"),
  );
  app.get(
    DEPART_ROUTES.assignLog,
    {
      schema: { tags, summary: "AuditMainFpBak: my department's assignment history", querystring: historyQuerySchema },
    },
    async (request) => ok(request, await assignment.assignmentLog(caller(request), request.query)),
  );
  app.get(
    DEPART_ROUTES.verdictLog,
    {
      schema: { tags, summary: "AuditMainShBak: my department's verdict history", querystring: historyQuerySchema },
    },
    async (request) => ok(request, await assignment.verdictLog(caller(request), request.query)),
  );

  app.get(
    DEPART_ROUTES.myVerdicts,
    {
      schema: {
        tags,
        summary: "The declarant's items of one declaration that were not recognised, with their appeals",
        querystring: myVerdictsQuerySchema,
      },
    },
    async (request) => ok(request, await appeals.myVerdicts(caller(request), request.query.declarationId)),
  );
  app.post(
    DEPART_ROUTES.appeal,
    {
      schema: {
        tags,
        summary: "The declarant appeals a NOT_RECOGNIZED verdict (reason, optional evidence attachments)",
        body: appealFileSchema,
      },
    },
    async (request) => ok(request, await appeals.file(caller(request), request.body), "depart.appealFiled"),
  );
  app.post(
    DEPART_ROUTES.appealList,
    { schema: { tags, summary: "appealList: my department's appeals, open first", body: appealListSchema } },
    async (request) => ok(request, await appeals.list(caller(request), request.body)),
  );
  app.get(
    DEPART_ROUTES.appealGet,
    { schema: { tags, summary: "appealGet: one appeal of my department", querystring: appealGetQuerySchema } },
    async (request) => ok(request, await appeals.get(caller(request), request.query.id)),
  );
  app.post(
    DEPART_ROUTES.checkReply,
    {
      schema: {
        tags,
        summary: "checkReply: answer an appeal: UPHELD keeps the verdict, OVERTURNED recognises the item",
        body: checkReplySchema,
      },
    },
    async (request) => ok(request, await appeals.reply(caller(request), request.body), "depart.replied"),
  );
};
