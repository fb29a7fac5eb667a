import { importKindSchema, importPageQuerySchema, importUploadQuerySchema } from "@zcps/contracts/zcps/staff/api";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { caller } from "../../../platform/auth";
import { requestDataScope } from "../../../platform/data-scope";
import type { AppDeps } from "../../../platform/deps";
import { badRequest } from "../../../platform/errors";
import { ok, requestLanguage, sendXlsx } from "../../../platform/http";
import { createImportService } from "./import-service";

const API = "/api/zcps-sh/importData";
const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** Reads the multipart `file` of an upload; refuses a missing or oversized file. */
export async function uploadedXlsx(request: FastifyRequest): Promise<{ fileName: string; bytes: Buffer }> {
  const part = await request.file({ limits: { fileSize: MAX_FILE_BYTES + 1, files: 1 } }).catch(() => undefined);
  if (!part) throw badRequest("staff.import.noFile");
  const bytes = await part.toBuffer().catch(() => {
    throw badRequest("staff.import.badFile");
  });
  if (part.file.truncated || bytes.length > MAX_FILE_BYTES) throw badRequest("staff.import.badFile");
  return { fileName: part.filename || "upload.xlsx", bytes };
}

/** /api/zcps-sh/importData: staff and source-record imports (element codes importData:*). */
export const importRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const imports = createImportService(deps);
  const tags = ["title evaluation: staff"];

  app.get(`${API}/kinds`, { schema: { tags, summary: "What can be imported, with the columns" } }, async (request) =>
    ok(request, imports.kinds()),
  );
  app.get(
    `${API}/template/:kind`,
    {
      compress: false,
      schema: { tags, summary: "The xlsx template of a kind", params: z.object({ kind: importKindSchema }) },
    },
    async (request, reply) => {
      const { body, label } = await imports.template(caller(request), request.params.kind);
      return sendXlsx(reply, body, `template-${request.params.kind}.xlsx`, `${label}-导入模板.xlsx`);
    },
  );
  app.get(
    `${API}/page`,
    { schema: { tags, summary: "Import history", querystring: importPageQuerySchema } },
    async (request) => {
      const { kind, page, limit } = request.query;
      return ok(request, await imports.page(caller(request), kind || undefined, page, limit));
    },
  );
  app.post(
    `${API}/upload`,
    {
      schema: {
        tags,
        summary: "Upload an xlsx (multipart `file`): a dry run unless apply=true; applied all or nothing",
        querystring: importUploadQuerySchema,
      },
    },
    async (request) => {
      const { kind, apply } = request.query;
      const file = await uploadedXlsx(request);
      const actor = { ...caller(request), scope: await requestDataScope(request, deps) };
      const result = await imports.upload(actor, { kind, ...file, apply: apply === "true" }, requestLanguage(request));
      const key =
        result.status === "failed"
          ? "staff.import.failed"
          : result.status === "applied"
            ? "staff.import.applied"
            : "staff.import.checked";
      return ok(request, result, key);
    },
  );
};
