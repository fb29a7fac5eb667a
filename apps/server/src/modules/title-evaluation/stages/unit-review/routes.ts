import { idSchema } from "@zcps/contracts/validation";
import {
  countDetailQuerySchema,
  countQuerySchema,
  dismissObjectionSchema,
  objectionSchema,
  personAllocationSchema,
  publishNoticeSchema,
  UNIT_RECOMMEND_API as RECOMMEND,
  recommendListQuerySchema,
  saveRecommendSchema,
  submitRecommendSchema,
  ZCPS_SH_UNIT as UNIT,
  UNIT_BATCHES_API,
  unitApproveSchema,
  unitListQuerySchema,
  unitRejectSchema,
  upholdObjectionSchema,
} from "@zcps/contracts/zcps/unit-review/api";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { caller } from "../../../../platform/auth";
import type { AppDeps } from "../../../../platform/deps";
import { idParams } from "../../../../platform/entity-routes";
import { ok, requestLanguage, sendNamedXlsx } from "../../../../platform/http";
import { receiveEvidence } from "../../kit";
import { createUnitCountService } from "./count-service";
import { packetRoutes } from "./packets/routes";
import { createUnitPublicityService } from "./publicity-service";
import { createRecommendService } from "./recommend-service";
import { registerRoutes } from "./register-routes";
import { createUnitReviewService } from "./review-service";

const oneSchema = z.object({ id: idSchema });

/**
 * /api/zcps-sh/unit: the unit's review (list, approve, reject, roster), its publicity notices and objections, its
 * recommendation within quota (unit/recommend/*) and its counts. Every call is scoped to the caller's units.
 */
export const unitReviewRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const review = createUnitReviewService(deps);
  const publicity = createUnitPublicityService(deps);
  const recommend = createRecommendService(deps);
  const counts = createUnitCountService(deps);
  const tags = ["title evaluation: unit review"];
  await app.register(registerRoutes, { deps });
  await app.register(packetRoutes, { deps });

  // -- the unit's declarations ------------------------------------------------------------------------------------
  app.get(
    UNIT_BATCHES_API,
    { schema: { tags, summary: "The current project's batches the unit pages filter by, and the default one" } },
    async (request) => ok(request, await review.batches(caller(request))),
  );
  app.post(
    `${UNIT}/getDeclareUserList`,
    {
      schema: {
        tags,
        summary: "The unit's declarations with verdict, sign-off, reviewers, objections; counts and quota use",
        body: unitListQuerySchema,
      },
    },
    async (request) => ok(request, await review.list(caller(request), request.body, requestLanguage(request))),
  );
  app.post(
    `${UNIT}/getDeclareUserCheckList`,
    {
      schema: {
        tags,
        summary: "The declarations assigned to me on the unit's review roster",
        body: unitListQuerySchema,
      },
    },
    async (request) =>
      ok(request, await review.list(caller(request), { ...request.body, mine: true }, requestLanguage(request))),
  );
  app.post(
    `${UNIT}/getDeclareUser`,
    { schema: { tags, summary: "One declaration of the unit as its pages list it", body: oneSchema } },
    async (request) => ok(request, await review.one(caller(request), request.body.id)),
  );
  app.get(
    `${UNIT}/getCheckContOfCheckUser`,
    { schema: { tags, summary: "What I review on the unit's roster", querystring: countQuerySchema } },
    async (request) =>
      ok(request, (await review.list(caller(request), { ...request.query, mine: true, limit: 500 })).rows),
  );
  app.get(
    `${UNIT}/getCheckCont`,
    { schema: { tags, summary: "The unit's check of one declaration", querystring: oneSchema } },
    async (request) => ok(request, await review.one(caller(request), request.query.id)),
  );
  app.post(
    `${UNIT}/submit`,
    { schema: { tags, summary: "Approve (or sign, where the unit leader approves second)", body: unitApproveSchema } },
    async (request) => {
      const reply = await review.approve(caller(request), request.body);
      return ok(request, reply, reply.signed ? "unit.signed" : "unit.approved");
    },
  );
  app.post(
    `${UNIT}/reject`,
    { schema: { tags, summary: "Reject, with a reason (the unit leader)", body: unitRejectSchema } },
    async (request) => ok(request, await review.reject(caller(request), request.body), "unit.rejected"),
  );
  app.post(
    `${UNIT}/getManagerUserList`,
    { schema: { tags, summary: "The unit's administrators and leaders (the roster picks from them)" } },
    async (request) => ok(request, await review.managers(caller(request))),
  );
  app.post(
    `${UNIT}/personAllocation`,
    { schema: { tags, summary: "Assign the unit's reviewers to declarations", body: personAllocationSchema } },
    async (request) => ok(request, await review.allocate(caller(request), request.body), "unit.allocated"),
  );

  // -- publicity and objections -----------------------------------------------------------------------------------
  app.get(
    `${RECOMMEND}/noticeStatus`,
    {
      schema: { tags, summary: "The unit's notices and the declarations awaiting one", querystring: countQuerySchema },
    },
    async (request) => ok(request, await publicity.status(caller(request), request.query.projectTimeId)),
  );
  app.post(
    `${RECOMMEND}/notice`,
    {
      schema: {
        tags,
        summary: "Publish a notice over the approved declarations (working days on the calendar)",
        body: publishNoticeSchema,
      },
    },
    async (request) => ok(request, await publicity.publish(caller(request), request.body), "unit.noticePublished"),
  );
  app.get(
    `${RECOMMEND}/notice/:id`,
    { schema: { tags, summary: "One notice with its declarants and objections", params: idParams } },
    async (request) =>
      ok(request, await publicity.notice(caller(request), request.params.id, requestLanguage(request))),
  );
  app.post(
    `${RECOMMEND}/notice/:id/close`,
    { schema: { tags, summary: "Close a notice whose last working day has passed", params: idParams } },
    async (request) => ok(request, await publicity.close(caller(request), request.params.id), "unit.noticeClosed"),
  );
  app.get(
    `${UNIT}/publicNotices`,
    { schema: { tags, summary: "The open notices of my unit, as its staff read them" } },
    async (request) => ok(request, await publicity.publicNotices(caller(request), requestLanguage(request))),
  );
  app.post(
    `${UNIT}/objection/evidence`,
    { schema: { tags, summary: "Upload one evidence file for an objection (multipart `file`: PDF, JPG, PNG)" } },
    async (request) => ok(request, await publicity.uploadEvidence(caller(request), await receiveEvidence(request))),
  );
  app.post(
    `${UNIT}/objection`,
    { schema: { tags, summary: "Object, under my name, to a declaration on my unit's notice", body: objectionSchema } },
    async (request) => ok(request, await publicity.object(caller(request), request.body), "unit.objectionFiled"),
  );
  app.post(
    `${UNIT}/writeBackDismissedSuggestions`,
    {
      schema: {
        tags,
        summary: "Dismiss an objection, the reply written back to who raised it",
        body: dismissObjectionSchema,
      },
    },
    async (request) => ok(request, await publicity.dismiss(caller(request), request.body), "unit.objectionDismissed"),
  );
  app.post(
    `${UNIT}/upholdObjection`,
    {
      schema: {
        tags,
        summary: "Uphold an objection: the declaration is returned or rejected (the unit leader)",
        body: upholdObjectionSchema,
      },
    },
    async (request) => ok(request, await publicity.uphold(caller(request), request.body), "unit.objectionUpheld"),
  );

  // -- recommendation within quota --------------------------------------------------------------------------------
  app.get(
    `${RECOMMEND}/getRecommendList`,
    {
      schema: {
        tags,
        summary: "Declarations awaiting the recommendation, the draft ranking and the quota",
        querystring: recommendListQuerySchema,
      },
    },
    async (request) => ok(request, await recommend.list(caller(request), request.query.projectTimeId)),
  );
  app.post(
    `${RECOMMEND}/saveRecommend`,
    { schema: { tags, summary: "Save the draft ranking", body: saveRecommendSchema } },
    async (request) => ok(request, await recommend.save(caller(request), request.body), "unit.recommendDraftSaved"),
  );
  app.post(
    `${RECOMMEND}/submit`,
    {
      schema: {
        tags,
        summary: "Recommend the chosen declarations in rank order, within quota; turn down the rest",
        body: submitRecommendSchema,
      },
    },
    async (request) =>
      ok(
        request,
        await recommend.submit(caller(request), request.body.projectTimeId, requestLanguage(request)),
        "unit.recommendSubmitted",
      ),
  );
  app.get(
    `${RECOMMEND}/exportRecommend`,
    {
      compress: false,
      schema: { tags, summary: "The recommendation as an xlsx download", querystring: recommendListQuerySchema },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const body = await recommend.exportXlsx(caller(request), request.query.projectTimeId, lang);
      return sendNamedXlsx(reply, body, { en: "recommendation", zh: "推荐名单" }, lang);
    },
  );

  // -- counts -----------------------------------------------------------------------------------------------------
  app.get(
    `${UNIT}/findDeclareCount`,
    { schema: { tags, summary: "Counts by title, level and state", querystring: countQuerySchema } },
    async (request) => ok(request, await counts.byTitle(caller(request), request.query.projectTimeId)),
  );
  app.get(
    `${UNIT}/exportDeclareCount`,
    {
      compress: false,
      schema: { tags, summary: "Counts by title, level and state as xlsx", querystring: countQuerySchema },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const body = await counts.exportByTitle(caller(request), request.query.projectTimeId, lang);
      return sendNamedXlsx(reply, body, { en: "declaration-count", zh: "申报统计" }, lang);
    },
  );
  app.get(
    `${UNIT}/userDeclareCount`,
    { schema: { tags, summary: "Declarants by state, level, series and gender", querystring: countQuerySchema } },
    async (request) => ok(request, await counts.declarants(caller(request), request.query.projectTimeId)),
  );
  app.get(
    `${UNIT}/getCountDetailOfUser`,
    { schema: { tags, summary: "The declarants behind one count", querystring: countDetailQuerySchema } },
    async (request) => ok(request, await counts.detail(caller(request), request.query)),
  );
};
