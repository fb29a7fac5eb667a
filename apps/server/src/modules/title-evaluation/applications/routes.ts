import {
  applicationAssignEvenlySchema,
  applicationAssignSchema,
  applicationBatchQuerySchema,
  applicationDecideSchema,
  applicationEnterSchema,
  applicationEvidenceQuerySchema,
  applicationExportQuerySchema,
  applicationFileSchema,
  applicationIdQuerySchema,
  applicationListQuerySchema,
  applicationQueueQuerySchema,
  staffOptionsQuerySchema,
} from "@zcps/contracts/zcps/applications/api";
import { APPLICATION_ROUTES } from "@zcps/contracts/zcps/applications/elements";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { caller } from "../../../platform/auth";
import type { AppDeps } from "../../../platform/deps";
import { ok, requestLanguage, sendNamedXlsx } from "../../../platform/http";
import { receiveEvidence } from "../kit";
import { createAllocationService } from "./allocation-service";
import { createDecisionService } from "./decision-service";
import { createFilingService } from "./filing-service";
import { createStatisticsService } from "./statistics-service";

/**
 * /api/zcps-sh/application: special-track applications before the pipeline. The applicant files and follows their
 * own; AuditAssignment lists the tenant's and allocates them; MaterialsReview is a reviewer's queue and decision;
 * AuditStatistics counts them. Whose applications a caller sees is decided in the services.
 */
export const applicationRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const filing = createFilingService(deps);
  const allocation = createAllocationService(deps);
  const decisions = createDecisionService(deps);
  const statistics = createStatisticsService(deps);
  const tags = ["title evaluation: special-track applications"];

  app.get(
    APPLICATION_ROUTES.batches,
    { schema: { tags, summary: "The batches of the current project (to file in, or to filter by)" } },
    async (request) => ok(request, await filing.batches(caller(request))),
  );
  app.get(
    APPLICATION_ROUTES.mine,
    { schema: { tags, summary: "My applications, with their status and decision (the reviewer is not named)" } },
    async (request) => ok(request, await filing.mine(caller(request))),
  );
  app.post(
    APPLICATION_ROUTES.apply,
    {
      schema: {
        tags,
        summary: "File my application for a track (talents, kyry, tpUser, exceptional) in a batch, with evidence",
        body: applicationFileSchema,
      },
    },
    async (request) => ok(request, await filing.apply(caller(request), request.body), "application.filed"),
  );
  app.post(
    APPLICATION_ROUTES.evidence,
    { schema: { tags, summary: "Upload one evidence file for an application (multipart `file`: PDF, JPG, PNG)" } },
    async (request) =>
      ok(
        request,
        await filing.uploadEvidence(caller(request), await receiveEvidence(request)),
        "application.evidenceUploaded",
      ),
  );
  app.get(
    APPLICATION_ROUTES.evidence,
    {
      schema: {
        tags,
        summary: "One evidence file of an application (its applicant, its reviewer, or personnel)",
        querystring: applicationEvidenceQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await filing.readEvidence(caller(request), request.query.applicationId, request.query.fileId);
      return reply
        .type(file.mime)
        .header("content-disposition", `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "private, no-store")
        .send(file.body);
    },
  );
  app.get(
    APPLICATION_ROUTES.list,
    {
      schema: {
        tags,
        summary: "AuditAssignment: the tenant's applications with their reviewer, filtered and paged",
        querystring: applicationListQuerySchema,
      },
    },
    async (request) => ok(request, await allocation.list(caller(request), request.query)),
  );
  app.get(
    APPLICATION_ROUTES.detail,
    {
      schema: {
        tags,
        summary: "One application with its evidence and history (personnel, or the reviewer it is allocated to)",
        querystring: applicationIdQuerySchema,
      },
    },
    async (request) => ok(request, await allocation.detail(caller(request), request.query.id)),
  );
  app.get(
    APPLICATION_ROUTES.progress,
    {
      schema: {
        tags,
        summary: "AuditAssignment: applications by status and the reviewers with their loads",
        querystring: applicationBatchQuerySchema,
      },
    },
    async (request) => ok(request, await allocation.progress(caller(request), request.query)),
  );
  app.post(
    APPLICATION_ROUTES.assign,
    {
      schema: {
        tags,
        summary: "Allocate (or move) undecided applications to one reviewer",
        body: applicationAssignSchema,
      },
    },
    async (request) => ok(request, await allocation.assign(caller(request), request.body), "application.assigned"),
  );
  app.post(
    APPLICATION_ROUTES.assignEvenly,
    {
      schema: {
        tags,
        summary: "Spread every application awaiting a reviewer (in a batch, on a track) evenly over the reviewers",
        body: applicationAssignEvenlySchema,
      },
    },
    async (request) =>
      ok(request, await allocation.assignEvenly(caller(request), request.body), "application.assigned"),
  );
  app.get(
    APPLICATION_ROUTES.staffOptions,
    { schema: { tags, summary: "Staff to enter an application for", querystring: staffOptionsQuerySchema } },
    async (request) => ok(request, await filing.staffOptions(caller(request), request.query.keyword || undefined)),
  );
  app.post(
    APPLICATION_ROUTES.enter,
    {
      schema: { tags, summary: "Enter an application on a staff member's behalf", body: applicationEnterSchema },
    },
    async (request) => ok(request, await filing.enter(caller(request), request.body), "application.entered"),
  );
  app.get(
    APPLICATION_ROUTES.queue,
    {
      schema: {
        tags,
        summary: "MaterialsReview: the applications allocated to me, to decide or decided",
        querystring: applicationQueueQuerySchema,
      },
    },
    async (request) => ok(request, await decisions.queue(caller(request), request.query)),
  );
  app.post(
    APPLICATION_ROUTES.decide,
    {
      schema: {
        tags,
        summary:
          "Approve or reject (with a reason) an application allocated to me, at the version I saw; an approval takes " +
          "the track's effect (the named-list entry, or exceptional promotion opened to the declarant)",
        body: applicationDecideSchema,
      },
    },
    async (request) => ok(request, await decisions.decide(caller(request), request.body), "application.decided"),
  );
  app.get(
    APPLICATION_ROUTES.statistics,
    {
      schema: {
        tags,
        summary: "AuditStatistics: applications by track and status, and per reviewer",
        querystring: applicationBatchQuerySchema,
      },
    },
    async (request) => ok(request, await statistics.statistics(caller(request), request.query)),
  );
  app.get(
    APPLICATION_ROUTES.statisticsExport,
    { schema: { tags, summary: "The application statistics as xlsx", querystring: applicationExportQuerySchema } },
    async (request, reply) => {
      const { lang, ...query } = request.query;
      const body = await statistics.exportStatistics(caller(request), query, lang ?? requestLanguage(request));
      return sendNamedXlsx(reply, body, { en: "application-statistics", zh: "申请审核统计" }, lang);
    },
  );
};
