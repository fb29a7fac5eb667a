import {
  declarantDocParamsSchema,
  opinionDocParamsSchema,
  PEER_ROUTES,
  roundRefQuerySchema,
  zipQuerySchema,
} from "@zcps/contracts/zcps/peer-review/api";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { caller } from "../../../../platform/auth";
import type { AppDeps } from "../../../../platform/deps";
import { ok, requestLanguage, sendDownload } from "../../../../platform/http";
import { DOCX_TYPE } from "../../kit";
import { createDocumentService } from "./documents/service";
import { OPINION_ZIP_QUEUE, type OpinionZipKind, opinionZipJob } from "./documents/zip-job";

/**
 * Stage 6: the opinions' Word documents and their zips. Each zip is made in the background: the first call starts
 * it (a second while it runs answers the same task), the exists call tells its state and, once done, the url to
 * download it, which is the start call with the finished task's id. The zips' handler is registered here, while the
 * app is built, before the queue starts.
 */
export const peerDocumentRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  // a round of 300 declarants × 5 experts is some 1,500 documents: a minute or two
  deps.queue.register(OPINION_ZIP_QUEUE, opinionZipJob(deps), {
    retryLimit: 2,
    retryDelaySeconds: 5,
    expireInSeconds: 1800,
  });
  const documents = createDocumentService(deps);
  const tags = ["title evaluation: peer review"];

  app.get(
    PEER_ROUTES.opinionDoc,
    {
      schema: {
        tags,
        summary: "One expert's submitted opinion as Word (the administrator's, or the expert's own)",
        params: opinionDocParamsSchema,
      },
    },
    async (request, reply) => {
      const { checkId, userId } = request.params;
      const file = await documents.opinionDocument(caller(request), checkId, userId, requestLanguage(request));
      return sendDownload(reply, DOCX_TYPE, file);
    },
  );

  app.get(
    PEER_ROUTES.declarantOpinionsDoc,
    {
      schema: {
        tags,
        summary: "Every valid opinion on one declarant as Word, for the committees: experts unnamed, with the summary",
        params: declarantDocParamsSchema,
      },
    },
    async (request, reply) => {
      const { userId, projectTimeId } = request.params;
      const file = await documents.declarantDocument(caller(request), userId, projectTimeId, requestLanguage(request));
      return sendDownload(reply, DOCX_TYPE, file);
    },
  );

  const zipRoutes: { kind: OpinionZipKind; start: string; exists: string; what: string }[] = [
    {
      kind: "opinions",
      start: PEER_ROUTES.opinionDocsZip,
      exists: PEER_ROUTES.opinionDocsZipExists,
      what: "every expert opinion document of the round",
    },
    {
      kind: "declarants",
      start: PEER_ROUTES.allOpinionsZip,
      exists: PEER_ROUTES.allOpinionsZipExists,
      what: "every declarant's combined opinions document of the round",
    },
  ];
  for (const { kind, start, exists, what } of zipRoutes) {
    app.get(
      start,
      {
        compress: false,
        schema: {
          tags,
          summary: `Zip ${what} in the background (the zip's state); with taskId, the finished zip`,
          querystring: zipQuerySchema,
        },
      },
      async (request, reply) => {
        const { roundId, taskId } = request.query;
        const lang = requestLanguage(request);
        if (!taskId) return ok(request, await documents.startZip(caller(request), roundId, kind, lang));
        return sendDownload(
          reply,
          "application/zip",
          await documents.downloadZip(caller(request), roundId, kind, taskId, lang),
        );
      },
    );
    app.get(
      exists,
      {
        schema: {
          tags,
          summary: `How far the zip of ${what} is; its download url once done`,
          querystring: roundRefQuerySchema,
        },
      },
      async (request) =>
        ok(request, await documents.zipState(caller(request), request.query.roundId, kind, requestLanguage(request))),
    );
  }
};
