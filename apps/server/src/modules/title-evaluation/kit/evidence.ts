import { randomUUID } from "node:crypto";
import { EVIDENCE_MAX_BYTES } from "@zcps/contracts/zcps/workflow/api";
import { and, eq, inArray } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Executor } from "../../../db/client";
import { files } from "../../../db/schema";
import type { AppDeps } from "../../../platform/deps";
import { badRequest, notFound } from "../../../platform/errors";
import { sha256 } from "../../../platform/tokens";
import { DOCUMENT_KINDS } from "../../../platform/uploads/checker";

/**
 * Evidence a person attaches to a request of theirs (a data correction, an objection to a notice, an appeal against
 * a verdict): a PDF or an image, kept once per content, recorded in `files` under the purpose of the request kind.
 */

/** The one file of a multipart upload (field `file`), refused when missing or over the size limit. */
export async function receiveEvidence(request: FastifyRequest): Promise<{ bytes: Buffer; name: string }> {
  const part = await request.file({ limits: { fileSize: EVIDENCE_MAX_BYTES + 1, files: 1 } });
  if (!part) throw badRequest("workflow.evidenceMissing");
  const bytes = await part.toBuffer().catch(() => {
    throw badRequest("workflow.evidenceTooLarge");
  });
  if (part.file.truncated) throw badRequest("workflow.evidenceTooLarge");
  return { bytes, name: part.filename };
}

/** Stores one evidence file for its uploader, once it opens as a PDF or an image. */
export async function storeEvidence(
  { db, storage, uploads }: Pick<AppDeps, "db" | "storage" | "uploads">,
  uploader: { tenantId: string; userId: string },
  upload: { bytes: Buffer; name: string },
  purpose: string,
) {
  const { bytes } = upload;
  if (bytes.length === 0) throw badRequest("workflow.evidenceMissing");
  if (bytes.length > EVIDENCE_MAX_BYTES) throw badRequest("workflow.evidenceTooLarge");
  const mime = await uploads.verifiedMime(bytes, DOCUMENT_KINDS, "workflow.evidenceBadType");
  const id = randomUUID();
  const digest = sha256(bytes);
  const storageKey = `evidence/${digest.slice(0, 2)}/${digest}`;
  await storage.put(storageKey, bytes);
  const name = upload.name.slice(0, 200);
  await db.insert(files).values({
    id,
    tenantId: uploader.tenantId,
    purpose,
    sha256: digest,
    mime,
    size: bytes.length,
    storageKey,
    originalName: name,
    createdBy: uploader.userId,
  });
  return { id, name, mime, size: bytes.length, sha256: digest };
}

/** Evidence files by id, of one purpose. */
export async function evidenceFiles(db: Executor, ids: readonly string[], purpose: string) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: files.id,
      name: files.originalName,
      mime: files.mime,
      size: files.size,
      storageKey: files.storageKey,
    })
    .from(files)
    .where(and(inArray(files.id, [...ids]), eq(files.purpose, purpose)));
}

/** Whether every id is evidence of this purpose its uploader stored (a request names only its own files). */
export async function ownsEvidence(
  db: Executor,
  uploader: { tenantId: string; userId: string },
  ids: readonly string[],
  purpose: string,
): Promise<boolean> {
  if (ids.length === 0) return true;
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        eq(files.tenantId, uploader.tenantId),
        eq(files.createdBy, uploader.userId),
        eq(files.purpose, purpose),
        inArray(files.id, [...new Set(ids)]),
      ),
    );
  return rows.length === new Set(ids).size;
}

/** One evidence file of a request (named among the request's files), with its bytes. */
export async function readEvidence(
  { db, storage }: Pick<AppDeps, "db" | "storage">,
  fileIds: readonly string[],
  fileId: string,
  purpose: string,
) {
  if (!fileIds.includes(fileId)) throw notFound();
  const [file] = await evidenceFiles(db, [fileId], purpose);
  const body = file ? await storage.get(file.storageKey) : null;
  if (!file || !body) throw notFound();
  return { name: file.name ?? fileId, mime: file.mime, body };
}
