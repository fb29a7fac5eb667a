import { translate } from "@zcps/contracts/messages";
import {
  A3_ROUTES,
  a3DeclarantQuerySchema,
  a3TableParamsSchema,
  a3ZipQuerySchema,
  updateA3TableSchema,
} from "@zcps/contracts/zcps/results/a3";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { caller } from "../../../../../platform/auth";
import type { AppDeps } from "../../../../../platform/deps";
import { ok, requestLanguage, sendDownload } from "../../../../../platform/http";
import { type A3Download, createA3Service } from "./service";
import { A3_ZIP_QUEUE, a3ZipJob } from "./zip-job";

/**
 * Stage 9's A3 review tables (sys/findA3Table, word/updateA3Table, professor/downloadA3Tables and
 * a3TablesZipExists). The zips' handler is registered here, while the app is built, before the queue starts.
 */
export const a3TableRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  // a meeting of a few hundred candidates: a table each, well under a second apiece
  deps.queue.register(A3_ZIP_QUEUE, a3ZipJob(deps), { retryLimit: 2, retryDelaySeconds: 5, expireInSeconds: 1800 });
  const a3 = createA3Service(deps);
  const tags = ["title evaluation: results"];
  const send = <B>(reply: FastifyReply, file: A3Download<B>) => sendDownload(reply, file.mime, file);

  app.get(
    A3_ROUTES.findTable,
    {
      compress: false,
      schema: {
        tags,
        summary:
          "A declarant's A3 review table: type json (the table), docx or pdf (A3 landscape); check 1 prints " +
          "personnel's latest edited version, 0 the table computed now",
        params: a3TableParamsSchema,
      },
    },
    async (request, reply) => {
      const made = await a3.findTable(caller(request), request.params, requestLanguage(request));
      return "body" in made ? send(reply, made) : ok(request, made);
    },
  );

  app.get(
    A3_ROUTES.declarant,
    {
      schema: {
        tags,
        summary: "Whose A3 table a declaration's is: its declarant's account and batch (for the lists of declarations)",
        querystring: a3DeclarantQuerySchema,
      },
    },
    async (request) => ok(request, await a3.declarant(caller(request), request.query.declarationId)),
  );

  app.post(
    A3_ROUTES.updateTable,
    {
      schema: {
        tags,
        summary: "Personnel's rewording of an A3 table's text sections, stored as the next version",
        body: updateA3TableSchema,
      },
    },
    async (request) => {
      const saved = await a3.updateTable(caller(request), request.body);
      const message = translate("a3.saved", requestLanguage(request), { version: saved.version });
      return { status: 200, message, data: saved };
    },
  );

  app.get(
    A3_ROUTES.zip,
    {
      compress: false,
      schema: {
        tags,
        summary:
          "Zip the A3 tables (Word) of a meeting's candidates or a unit's declarants in the background (the zip's " +
          "state); with taskId, the finished zip",
        querystring: a3ZipQuerySchema,
      },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      if (!request.query.taskId) return ok(request, await a3.startZip(caller(request), request.query, lang));
      return send(reply, await a3.downloadZip(caller(request), request.query, lang));
    },
  );

  app.get(
    A3_ROUTES.zipExists,
    {
      schema: {
        tags,
        summary: "How far the zip of A3 tables is (done of total); its download url once ready",
        querystring: a3ZipQuerySchema,
      },
    },
    async (request) => ok(request, await a3.zipState(caller(request), request.query, requestLanguage(request))),
  );
};
