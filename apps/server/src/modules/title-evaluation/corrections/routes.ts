import {
  correctionAcceptSchema,
  correctionInputSchema,
  correctionPageQuerySchema,
  correctionRejectSchema,
  myCorrectionPageQuerySchema,
  sourceQuerySchema,
} from "@zcps/contracts/zcps/workflow/api";
import { CORRECTION_API, MY_CORRECTION_API } from "@zcps/contracts/zcps/workflow/elements";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { caller } from "../../../platform/auth";
import { requestDataScope } from "../../../platform/data-scope";
import type { AppDeps } from "../../../platform/deps";
import { idParams } from "../../../platform/entity-routes";
import { ok } from "../../../platform/http";
import { receiveEvidence } from "../kit";
import { createCorrectionService } from "./service";

const evidenceParams = idParams.extend({ fileId: z.uuid() });

function sendFile(reply: FastifyReply, file: { name: string; mime: string; body: Buffer }) {
  return reply
    .type(file.mime)
    .header("content-disposition", `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`)
    .header("x-content-type-options", "nosniff")
    .header("cache-control", "private, no-store")
    .send(file.body);
}

/**
 * Data corrections: /api/zcps-sh/personErrorCorrection (the declarant's own requests) and
 * /api/zcps-sh/errorCorrection (the owning department: personnel see every department, department staff their own).
 */
export const correctionRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const corrections = createCorrectionService(deps);
  const tags = ["title evaluation: data corrections"];
  const handler = async (request: FastifyRequest) => ({
    auth: caller(request),
    scope: await requestDataScope(request, deps),
  });

  app.get(
    `${MY_CORRECTION_API}/page`,
    { schema: { tags, summary: "My correction requests, pending first", querystring: myCorrectionPageQuerySchema } },
    async (request) => ok(request, await corrections.myPage(caller(request), request.query)),
  );
  app.get(
    `${MY_CORRECTION_API}/sources`,
    {
      schema: {
        tags,
        summary: "My imported records (source_records); with ?item= the record one of my declaration items came from",
        querystring: sourceQuerySchema,
      },
    },
    async (request) => ok(request, await corrections.mySources(caller(request), request.query.item)),
  );
  app.post(
    `${MY_CORRECTION_API}/evidence`,
    { schema: { tags, summary: "Upload one evidence file (multipart `file`: PDF, JPG, PNG; at most 10 MB)" } },
    async (request) => ok(request, await corrections.uploadEvidence(caller(request), await receiveEvidence(request))),
  );
  app.post(
    MY_CORRECTION_API,
    {
      schema: {
        tags,
        summary: "File a correction request against one of my imported records (routed to the verifying department)",
        body: correctionInputSchema,
      },
    },
    async (request) =>
      ok(request, await corrections.submit(caller(request), request.body), "workflow.correctionSubmitted"),
  );
  app.post(
    `${MY_CORRECTION_API}/:id/withdraw`,
    { schema: { tags, summary: "Withdraw my request while it is still SUBMITTED", params: idParams } },
    async (request) => {
      await corrections.withdraw(caller(request), request.params.id);
      return ok(request, null, "workflow.correctionWithdrawn");
    },
  );
  app.get(
    `${MY_CORRECTION_API}/:id/evidence/:fileId`,
    { schema: { tags, summary: "One evidence file of my request", params: evidenceParams } },
    async (request, reply) =>
      sendFile(reply, await corrections.myEvidence(caller(request), request.params.id, request.params.fileId)),
  );

  app.get(
    `${CORRECTION_API}/page`,
    {
      schema: {
        tags,
        summary: "Correction requests addressed to my department (personnel: every department), pending first",
        querystring: correctionPageQuerySchema,
      },
    },
    async (request) => {
      const { keyword, materialType, departId, ...rest } = request.query;
      return ok(
        request,
        await corrections.page(await handler(request), {
          ...rest,
          keyword: keyword || undefined,
          materialType: materialType || undefined,
          departId: departId || undefined,
        }),
      );
    },
  );
  app.get(
    `${CORRECTION_API}/:id`,
    { schema: { tags, summary: "One correction request", params: idParams } },
    async (request) => ok(request, await corrections.get(await handler(request), request.params.id)),
  );
  app.get(
    `${CORRECTION_API}/:id/evidence/:fileId`,
    { schema: { tags, summary: "One evidence file of a request", params: evidenceParams } },
    async (request, reply) =>
      sendFile(reply, await corrections.evidence(await handler(request), request.params.id, request.params.fileId)),
  );
  app.post(
    `${CORRECTION_API}/:id/accept`,
    {
      schema: {
        tags,
        summary:
          "Accept: fix the source record and the copied items of DRAFT or RETURNED declarations, tell the declarant",
        params: idParams,
        body: correctionAcceptSchema,
      },
    },
    async (request) =>
      ok(
        request,
        await corrections.accept(await handler(request), request.params.id, request.body.response),
        "workflow.correctionAccepted",
      ),
  );
  app.post(
    `${CORRECTION_API}/:id/reject`,
    {
      schema: {
        tags,
        summary: "Reject with a reason and tell the declarant",
        params: idParams,
        body: correctionRejectSchema,
      },
    },
    async (request) => {
      await corrections.reject(await handler(request), request.params.id, request.body.response);
      return ok(request, null, "workflow.correctionRejected");
    },
  );
};
