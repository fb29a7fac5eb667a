import { DEPART_ROUTES } from "@zcps/contracts/zcps/department-review/elements";
import {
  appealEvidenceQuerySchema,
  batchScopeQuerySchema,
  exportQuerySchema,
  remindSchema,
  supplementaryQueueQuerySchema,
  supplementaryResultsQuerySchema,
} from "@zcps/contracts/zcps/department-review/supervision";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { caller } from "../../../../platform/auth";
import type { AppDeps } from "../../../../platform/deps";
import { ok, sendNamedXlsx } from "../../../../platform/http";
import { receiveEvidence } from "../../kit";
import { createAppealEvidenceService } from "./appeal-evidence";
import { createDepartmentCountService } from "./count-service";
import { createSupervisionService } from "./supervision-service";

/**
 * /api/zcps-sh/depart beyond the per-type pages: the supplementary review and its outcomes, the supervision with
 * reminders, the count form, the declarant statistics, and the evidence of an appeal. Whose figures a caller sees
 * is decided in the services (their department, or every department for the personnel office).
 */
export const departmentSupervisionRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const supervision = createSupervisionService(deps);
  const counts = createDepartmentCountService(deps);
  const evidence = createAppealEvidenceService(deps);
  const tags = ["title evaluation: department verification"];

  app.get(
    DEPART_ROUTES.supplementary,
    {
      schema: {
        tags,
        summary: "AuditTasksOfDep: my items of supplementary rounds (reopened after a return), every material page",
        querystring: supplementaryQueueQuerySchema,
      },
    },
    async (request) => ok(request, await supervision.supplementaryQueue(caller(request), request.query)),
  );
  app.get(
    DEPART_ROUTES.supplementaryResults,
    {
      schema: {
        tags,
        summary: "AuditTasksOfDepResult: my department's verdicts given in rounds after the first",
        querystring: supplementaryResultsQuerySchema,
      },
    },
    async (request) => ok(request, await supervision.supplementaryResults(caller(request), request.query)),
  );
  app.get(
    DEPART_ROUTES.supervision,
    {
      schema: {
        tags,
        summary:
          "SupervisionOfAudit: progress per department and reviewer, and items overdue by working days (my department, " +
          "or every department for the personnel office)",
        querystring: batchScopeQuerySchema,
      },
    },
    async (request) => ok(request, await supervision.supervision(caller(request), request.query)),
  );
  app.post(
    DEPART_ROUTES.remind,
    {
      schema: {
        tags,
        summary: "Remind a reviewer of their waiting items (inbox message); refused within an hour of the last one",
        body: remindSchema,
      },
    },
    async (request) => ok(request, await supervision.remind(caller(request), request.body), "depart.reminded"),
  );
  app.get(
    DEPART_ROUTES.countForm,
    {
      schema: {
        tags,
        summary: "AuditCountForm: items per department and material page by verdict, appeals by outcome, with totals",
        querystring: batchScopeQuerySchema,
      },
    },
    async (request) => ok(request, await counts.countForm(caller(request), request.query)),
  );
  app.get(
    DEPART_ROUTES.countFormExport,
    { schema: { tags, summary: "The count form as xlsx", querystring: exportQuerySchema } },
    async (request, reply) => {
      const { lang, ...query } = request.query;
      const body = await counts.exportCountForm(caller(request), query, lang);
      return sendNamedXlsx(reply, body, { en: "review-count", zh: "审核统计表" }, lang);
    },
  );
  app.get(
    DEPART_ROUTES.declarantCount,
    {
      schema: {
        tags,
        summary: "BCUserDeclareCountNew: declarants under department verification by state, level and department",
        querystring: batchScopeQuerySchema,
      },
    },
    async (request) => ok(request, await counts.declarants(caller(request), request.query)),
  );
  app.get(
    DEPART_ROUTES.declarantCountExport,
    { schema: { tags, summary: "The declarant statistics as xlsx", querystring: exportQuerySchema } },
    async (request, reply) => {
      const { lang, ...query } = request.query;
      const body = await counts.exportDeclarants(caller(request), query, lang);
      return sendNamedXlsx(reply, body, { en: "verification-declarants", zh: "核查申报人统计" }, lang);
    },
  );
  app.post(
    DEPART_ROUTES.appealEvidence,
    { schema: { tags, summary: "Upload one evidence file for an appeal (multipart `file`: PDF, JPG, PNG)" } },
    async (request) =>
      ok(request, await evidence.upload(caller(request), await receiveEvidence(request)), "depart.evidenceUploaded"),
  );
  app.get(
    DEPART_ROUTES.appealEvidence,
    {
      schema: {
        tags,
        summary: "One evidence file of an appeal (its declarant, or the department answering it)",
        querystring: appealEvidenceQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await evidence.read(caller(request), request.query.id, request.query.fileId);
      return reply
        .type(file.mime)
        .header("content-disposition", `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "private, no-store")
        .send(file.body);
    },
  );
};
