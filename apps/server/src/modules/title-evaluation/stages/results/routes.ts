import { idSchema } from "@zcps/contracts/validation";
import {
  appealsQuerySchema,
  deleteNoticeQuerySchema,
  dismissAppealSchema,
  fileAppealSchema,
  findNoticeQuerySchema,
  objectionActionSchema,
  objectionDecisionSchema,
  RESULTS_ROUTES as R,
  resultObjectionSchema,
  saveNoticeSchema,
  upholdAppealSchema,
} from "@zcps/contracts/zcps/results/api";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { caller } from "../../../../platform/auth";
import type { AppDeps } from "../../../../platform/deps";
import { idParams } from "../../../../platform/entity-routes";
import { attachmentDisposition, ok, requestLanguage } from "../../../../platform/http";
import { receiveEvidence } from "../../kit";
import { createAppealsService } from "./appeals-service";
import { createNoticesService } from "./notices-service";
import { sealCheck } from "./seals";

const fileParams = z.object({ id: idSchema, fileId: idSchema });
const batchQuery = z.object({ projectTimeId: idSchema.optional() });

/** /api/zcps-sh/results and /api/zcps-sh/school: the results stage's calls (stage 9). */
export const resultsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ["title evaluation: results"];
  const notices = createNoticesService(deps);
  const appeals = createAppealsService(deps);
  const send = (
    reply: FastifyReply,
    kind: string,
    file: { name: string; mime: string; body: Buffer | Uint8Array | NodeJS.ReadableStream },
  ) =>
    reply
      .type(file.mime)
      .header("content-disposition", attachmentDisposition(kind, file.name))
      .header("cache-control", "no-store")
      .send(file.body);

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

  // -- school notices ---------------------------------------------------------------------------------------------
  app.post(
    R.saveNotice,
    {
      schema: {
        tags,
        summary:
          "school/saveNotice: publish a notice or change one's title and text; a result notice opens the results " +
          "publicity over the declarations awaiting it (the batch's working days on the holiday calendar)",
        body: saveNoticeSchema,
      },
    },
    async (request) =>
      ok(
        request,
        await notices.saveNotice(caller(request), request.body, requestLanguage(request)),
        request.body.id ? "results.noticeUpdated" : "results.noticeSaved",
      ),
  );
  app.get(
    R.findNotice,
    {
      schema: {
        tags,
        summary:
          "school/findNotice: the school's notices of a batch, newest first, result notices with their declarants",
        querystring: findNoticeQuerySchema,
      },
    },
    async (request) => ok(request, await notices.findNotice(caller(request), request.query, requestLanguage(request))),
  );
  app.get(
    R.deleteNotice,
    {
      schema: {
        tags,
        summary: "school/deleteNotice: withdraw a notice (a result notice while open and without objections)",
        querystring: deleteNoticeQuerySchema,
      },
    },
    async (request) =>
      ok(request, await notices.deleteNotice(caller(request), request.query.id), "results.noticeDeleted"),
  );

  // -- the results publicity ----------------------------------------------------------------------------------------
  app.get(
    R.publicity,
    {
      schema: {
        tags,
        summary: "the declarations awaiting a result notice and the result notices with their pending objections",
        querystring: batchQuery,
      },
    },
    async (request) =>
      ok(request, await notices.status(caller(request), request.query.projectTimeId, requestLanguage(request))),
  );
  app.get(
    R.publicityDetail,
    { schema: { tags, summary: "one result notice: its declarants and the objections raised", params: idParams } },
    async (request) => ok(request, await notices.detail(caller(request), request.params.id, requestLanguage(request))),
  );
  app.post(
    R.publicityClose,
    {
      schema: {
        tags,
        summary:
          "close a result notice whose last working day has passed: the declarations without a pending objection are approved and sealed",
        params: idParams,
      },
    },
    async (request) => ok(request, await notices.close(caller(request), request.params.id), "results.publicityClosed"),
  );

  // -- objections -------------------------------------------------------------------------------------------------
  app.post(
    R.objectionEvidence,
    { schema: { tags, summary: "upload one evidence file for an objection (multipart `file`: PDF, JPG, PNG)" } },
    async (request) => ok(request, await notices.uploadEvidence(caller(request), await receiveEvidence(request))),
  );
  app.get(
    R.objectionEvidenceFile,
    { schema: { tags, summary: "one evidence file of an objection", params: fileParams } },
    async (request, reply) =>
      send(reply, "evidence", await notices.evidence(caller(request), request.params.id, request.params.fileId)),
  );
  app.post(
    R.objection,
    {
      schema: {
        tags,
        summary: "object, under my name and with evidence, to a result on an open result notice",
        body: resultObjectionSchema,
      },
    },
    async (request) => ok(request, await notices.object(caller(request), request.body), "results.objectionFiled"),
  );
  app.post(
    R.objectionAccept,
    {
      schema: {
        tags,
        summary: "take an objection up: the result is held (objectionAccepted)",
        body: objectionActionSchema,
      },
    },
    async (request) =>
      ok(request, await notices.accept(caller(request), request.body.objectionId), "results.objectionAccepted"),
  );
  app.post(
    R.objectionDismiss,
    {
      schema: {
        tags,
        summary: "dismiss an objection with the reply to who raised it; a held result goes on once none is pending",
        body: objectionDecisionSchema,
      },
    },
    async (request) => ok(request, await notices.dismiss(caller(request), request.body), "results.objectionDismissed"),
  );
  app.post(
    R.objectionUphold,
    {
      schema: { tags, summary: "uphold a taken-up objection: the result is revoked", body: objectionDecisionSchema },
    },
    async (request) => ok(request, await notices.uphold(caller(request), request.body), "results.objectionUpheld"),
  );

  // -- appeals --------------------------------------------------------------------------------------------------------
  app.get(
    R.myAppeals,
    { schema: { tags, summary: "my declarations with a decision I may appeal, and my appeals" } },
    async (request) => ok(request, await appeals.mine(caller(request), requestLanguage(request))),
  );
  app.post(
    R.appealEvidence,
    { schema: { tags, summary: "upload one evidence file for an appeal (multipart `file`: PDF, JPG, PNG)" } },
    async (request) => ok(request, await appeals.uploadEvidence(caller(request), await receiveEvidence(request))),
  );
  app.post(
    R.appeals,
    {
      schema: {
        tags,
        summary:
          "appeal (申诉 / 复查) against the negative decision on my declaration, within its window (appealFiled)",
        body: fileAppealSchema,
      },
    },
    async (request) => ok(request, await appeals.file(caller(request), request.body), "results.appealFiled"),
  );
  app.get(
    R.appeals,
    { schema: { tags, summary: "the register of appeals of a batch", querystring: appealsQuerySchema } },
    async (request) => ok(request, await appeals.list(caller(request), request.query, requestLanguage(request))),
  );
  app.get(R.appeal, { schema: { tags, summary: "one appeal", params: idParams } }, async (request) =>
    ok(request, await appeals.one(caller(request), request.params.id, requestLanguage(request))),
  );
  app.get(
    R.appealEvidenceFile,
    { schema: { tags, summary: "one evidence file of an appeal", params: fileParams } },
    async (request, reply) =>
      send(reply, "evidence", await appeals.evidence(caller(request), request.params.id, request.params.fileId)),
  );
  app.post(
    R.appealDismiss,
    {
      schema: {
        tags,
        summary: "dismiss an appeal: the decision stands (appealDismissed)",
        params: idParams,
        body: dismissAppealSchema,
      },
    },
    async (request) =>
      ok(
        request,
        await appeals.dismiss(caller(request), request.params.id, request.body, requestLanguage(request)),
        "results.appealDismissed",
      ),
  );
  app.post(
    R.appealUpheld,
    {
      schema: {
        tags,
        summary:
          "uphold an appeal (appealUpheld): the decision revoked (on to the stage after) or a re-review at a named stage",
        params: idParams,
        body: upholdAppealSchema,
      },
    },
    async (request) =>
      ok(
        request,
        await appeals.uphold(caller(request), request.params.id, request.body, requestLanguage(request)),
        "results.appealUpheldDone",
      ),
  );
};
