import { idSchema } from "@zcps/contracts/validation";
import {
  batchBodySchema,
  batchQuerySchema,
  confirmSchema,
  pdfQuerySchema,
  PROFESSOR_ROUTES as R,
  rejectSchema,
  saveRecommendSchema,
} from "@zcps/contracts/zcps/professor/api";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { caller } from "../../../../platform/auth";
import type { AppDeps } from "../../../../platform/deps";
import { idParams } from "../../../../platform/entity-routes";
import { attachmentDisposition, ok, requestLanguage, sendNamedXlsx } from "../../../../platform/http";
import { createDocumentService } from "./documents";
import { createMemberService } from "./member-service";
import { createResultsService } from "./results-service";

const unitParams = z.object({ unitId: idSchema });

/**
 * /api/zcps-sh/professor: the professor committee (stage 7). Each route is opened
 * by its element (contracts professor/elements.ts) and works in the caller's tenant; a member's calls also need the
 * caller to sit on a unit's committee in the batch, and reach that unit's declarants only.
 */
export const professorCommitteeRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ["title evaluation: professor committee"];
  const members = createMemberService(deps);
  const results = createResultsService(deps);
  const documents = createDocumentService(deps);

  // --- the member
  app.get(
    R.duty,
    { schema: { tags, summary: "getDuty: the caller's committee and its round", querystring: batchQuerySchema } },
    async (request) => ok(request, await members.duty(caller(request), request.query.projectTimeId)),
  );
  app.get(
    R.declarations,
    {
      schema: {
        tags,
        summary: "declarations put to the caller's committee in the batch",
        querystring: batchQuerySchema,
      },
    },
    async (request) => ok(request, await members.declarations(caller(request), request.query.projectTimeId)),
  );
  app.get(
    R.declaration,
    {
      schema: {
        tags,
        summary: "declarations/{id}: a declarant as the committee reads them (no expert named)",
        params: idParams,
      },
    },
    async (request) =>
      ok(request, await members.declaration(caller(request), request.params.id, requestLanguage(request))),
  );
  app.post(
    R.recommendList,
    { schema: { tags, summary: "getRecommendList: the member's ballot with their draft", body: batchBodySchema } },
    async (request) => ok(request, await members.ballot(caller(request), request.body.projectTimeId)),
  );
  app.post(
    R.saveRecommend,
    { schema: { tags, summary: "saveRecommend: the member's draft", body: saveRecommendSchema } },
    async (request) => ok(request, await members.save(caller(request), request.body), "professor.draftSaved"),
  );
  app.post(
    R.submit,
    {
      schema: {
        tags,
        summary: "submit: the member's final recommendation, stored without them",
        body: batchBodySchema,
      },
    },
    async (request) =>
      ok(request, await members.submit(caller(request), request.body.projectTimeId), "professor.submitted"),
  );

  // --- personnel
  app.get(
    R.committees,
    { schema: { tags, summary: "every unit's professor committee in the batch", querystring: batchQuerySchema } },
    async (request) => ok(request, await results.committees(caller(request), request.query.projectTimeId)),
  );
  app.get(
    R.committee,
    {
      schema: {
        tags,
        summary: "committees/{unitId}: the round's progress, its tally once complete, the rounds before",
        params: unitParams,
        querystring: batchQuerySchema,
      },
    },
    async (request) =>
      ok(
        request,
        await results.committee(
          caller(request),
          request.params.unitId,
          request.query.projectTimeId,
          requestLanguage(request),
        ),
      ),
  );
  app.post(
    R.confirm,
    {
      schema: {
        tags,
        summary: "committees/{unitId}/confirm: the tally moves the declarations",
        params: unitParams,
        body: confirmSchema,
      },
    },
    async (request) =>
      ok(
        request,
        await results.confirm(caller(request), request.params.unitId, request.body.projectTimeId),
        "professor.confirmed",
      ),
  );
  app.post(
    R.reject,
    { schema: { tags, summary: "reject: sends the committee's open round back", body: rejectSchema } },
    async (request) =>
      ok(request, await results.reject(caller(request), request.body, requestLanguage(request)), "professor.rejected"),
  );
  app.get(
    R.pdf,
    {
      compress: false,
      schema: {
        tags,
        summary: "getPdf: the result sheet of the committee's confirmed round",
        querystring: pdfQuerySchema,
      },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const file = await documents.resultPdf(caller(request), request.query.unitId, request.query.projectTimeId, lang);
      const name =
        lang === "en"
          ? `professor-committee-${file.round}.pdf`
          : `${file.unitName}教授委员会推荐结果-第${file.round}轮.pdf`;
      return reply
        .type("application/pdf")
        .header("content-disposition", attachmentDisposition(`professor-committee-${file.round}.pdf`, name))
        .header("cache-control", "no-store")
        .send(file.body);
    },
  );

  // --- statistics
  app.get(
    R.count,
    { schema: { tags, summary: "the committees' statistics per unit and level", querystring: batchQuerySchema } },
    async (request) => ok(request, await documents.count(caller(request), request.query.projectTimeId)),
  );
  app.get(
    R.countExport,
    { compress: false, schema: { tags, summary: "the statistics as xlsx", querystring: batchQuerySchema } },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const body = await documents.countXlsx(caller(request), request.query.projectTimeId, lang);
      return sendNamedXlsx(reply, body, { en: "professor-committee-count", zh: "教授委员会统计" }, lang);
    },
  );
};
