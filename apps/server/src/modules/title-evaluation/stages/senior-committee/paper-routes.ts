import {
  PAPER_ROUTES as P,
  paperApplySchema,
  paperCandidatesQuerySchema,
  paperDeleteQuerySchema,
  paperEntrySchema,
  paperPageQuerySchema,
} from "@zcps/contracts/zcps/committee/paper";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { caller } from "../../../../platform/auth";
import type { AppDeps } from "../../../../platform/deps";
import { idParams } from "../../../../platform/entity-routes";
import { attachmentDisposition, ok } from "../../../../platform/http";
import { receiveEvidence } from "../../kit";
import { createPaperService } from "./paper-service";

/** /api/zcps-sh/gpwtglb: the register of paper ballots (HighJudgesRes/Gpwtglb), opened by its elements. */
export const paperRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ["title evaluation: senior committee"];
  const paper = createPaperService(deps);
  app.get(
    P.page,
    {
      schema: {
        tags,
        summary: "gpwtglb/page: the paper votes entered in the batch",
        querystring: paperPageQuerySchema,
      },
    },
    async (request) => ok(request, await paper.page(caller(request), request.query)),
  );
  app.get(
    P.candidates,
    {
      schema: {
        tags,
        summary: "declarants at the senior committee a paper vote may be entered for",
        querystring: paperCandidatesQuerySchema,
      },
    },
    async (request) => ok(request, await paper.candidates(caller(request), request.query.projectTimeId)),
  );
  app.post(
    P.sheetUpload,
    { schema: { tags, summary: "upload a signed tally sheet (multipart `file`: PDF, JPG, PNG)" } },
    async (request) =>
      ok(request, await paper.uploadSheet(caller(request), await receiveEvidence(request)), "gpwtglb.sheetUploaded"),
  );
  app.get(
    P.sheet,
    { schema: { tags, summary: "an entry's signed tally sheet", params: idParams } },
    async (request, reply) => {
      const file = await paper.sheet(caller(request), request.params.id);
      return reply
        .type(file.mime)
        .header("content-disposition", attachmentDisposition("tally-sheet", file.name))
        .header("cache-control", "no-store")
        .send(file.body);
    },
  );
  app.post(
    P.add,
    {
      schema: {
        tags,
        summary: "gpwtglb/addData: one declarant's paper vote with its tally sheet; the verdict follows the rule",
        body: paperEntrySchema,
      },
    },
    async (request) => ok(request, await paper.add(caller(request), request.body), "gpwtglb.entered"),
  );
  app.get(
    P.del,
    { schema: { tags, summary: "gpwtglb/del: delete an entry not yet applied", querystring: paperDeleteQuerySchema } },
    async (request) => ok(request, await paper.remove(caller(request), request.query.id), "common.deleted"),
  );
  app.post(
    P.apply,
    {
      schema: {
        tags,
        summary: "the chair applies pending paper votes: votePassed or voteFailed for each declarant",
        body: paperApplySchema,
      },
    },
    async (request) => ok(request, await paper.apply(caller(request), request.body), "gpwtglb.appliedDone"),
  );
};
