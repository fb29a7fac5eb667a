import { randomUUID } from "node:crypto";
import type { AuthContext } from "../../../platform/auth";
import { badRequest, notFound } from "../../../platform/errors";
import { sha256 } from "../../../platform/tokens";
import { DOCUMENT_KINDS } from "../../../platform/uploads/checker";
import { mayOpenItem } from "./actors";
import { ATTACHMENT_MAX_BYTES, attachmentStorageKey, cleanFileName } from "./attachments";
import { assertEditable } from "./editable";
import * as repo from "./repo";
import type { DeclarationServiceDeps, ServiceContext } from "./service-context";

/**
 * An item's attachments: the declarant's uploads and deletions, and the file for whoever may see the declaration and
 * open the item.
 */
export function createAttachmentsService(deps: DeclarationServiceDeps, context: ServiceContext) {
  const { db } = deps;
  const { visible, ownLocked, removeStored } = context;

  return {
    async uploadAttachment(auth: AuthContext, itemId: string, bytes: Buffer, originalName: string) {
      if (bytes.length === 0) throw badRequest("declare.attachmentMissing");
      if (bytes.length > ATTACHMENT_MAX_BYTES) throw badRequest("declare.attachmentTooLarge");
      const mime = await deps.uploads.verifiedMime(bytes, DOCUMENT_KINDS, "declare.attachmentBadType");
      const digest = sha256(bytes);
      const storageKey = attachmentStorageKey(digest);
      await deps.storage.put(storageKey, bytes);
      const id = randomUUID();
      const name = cleanFileName(originalName);
      await db.transaction(async (tx) => {
        const item = await repo.findItem(tx, itemId);
        if (!item) throw notFound();
        const declaration = await ownLocked(tx, auth, item.declarationId);
        assertEditable(declaration, item);
        const fileId = randomUUID();
        await repo.insertFile(tx, {
          id: fileId,
          tenantId: auth.tenantId,
          purpose: "declaration",
          sha256: digest,
          mime,
          size: bytes.length,
          storageKey,
          originalName: name,
          createdBy: auth.userId,
        });
        await repo.insertAttachment(tx, {
          id,
          declarationId: declaration.id,
          itemId,
          fileId,
          name,
          mime,
          size: bytes.length,
          sha256: digest,
        });
      });
      return { id, name, mime, size: bytes.length, sha256: digest };
    },

    async attachmentFile(auth: AuthContext, attachmentId: string) {
      const found = await repo.findAttachment(db, attachmentId);
      if (!found || found.tenantId !== auth.tenantId) throw notFound();
      const { declaration, actors } = await visible(auth, found.attachment.declarationId);
      // a department reviewer opens only the attachments of the items their office verifies
      if (!(await mayOpenItem(db, actors, declaration, found.attachment.itemId))) throw notFound();
      const body = await deps.storage.get(found.storageKey);
      if (!body) throw notFound();
      return { body, mime: found.attachment.mime, name: found.attachment.name };
    },

    async deleteAttachment(auth: AuthContext, attachmentId: string) {
      const keys = await db.transaction(async (tx) => {
        const found = await repo.findAttachment(tx, attachmentId);
        if (!found || found.tenantId !== auth.tenantId) throw notFound();
        const declaration = await ownLocked(tx, auth, found.attachment.declarationId);
        const item = found.attachment.itemId ? await repo.findItem(tx, found.attachment.itemId) : null;
        assertEditable(declaration, item ?? { materialType: "" });
        await repo.deleteAttachment(tx, attachmentId);
        return repo.deleteOrphanFiles(tx, [found.attachment.fileId]);
      });
      await removeStored(keys.map((k) => k.storageKey));
    },
  };
}
