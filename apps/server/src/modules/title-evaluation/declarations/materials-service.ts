import { randomUUID } from "node:crypto";
import type { Language } from "@zcps/contracts/messages";
import type { AttachmentRow, ItemRow, SectionRow } from "@zcps/contracts/zcps/declaration/api";
import { type MaterialTypeCode, materialPayloadSchema, materialSummary } from "@zcps/contracts/zcps/materials";
import type { Executor } from "../../../db/client";
import type { AuthContext } from "../../../platform/auth";
import { badRequest, notFound } from "../../../platform/errors";
import { assertEditable, inReturnScope, itemEditable } from "./editable";
import { loadSections, materialTypeOf } from "./facts";
import * as repo from "./repo";
import type { DeclarationServiceDeps, ServiceContext } from "./service-context";

function parsePayload(materialType: string, payload: Record<string, unknown>) {
  const type = materialTypeOf(materialType);
  if (!type) throw badRequest("declare.unknownMaterialType");
  return materialPayloadSchema(type.code as MaterialTypeCode).parse(payload) as Record<string, unknown>;
}

/** A declaration's material items: its sections and their items read, and the declarant's changes to them. */
export function createMaterialsService(deps: DeclarationServiceDeps, context: ServiceContext) {
  const { db } = deps;
  const { visible, ownLocked, representativeLimit, removeStored } = context;

  /** The directory row of a type in the declaration's batch; a type outside the directory takes no items. */
  async function directoryRow(tx: Executor, declaration: repo.DeclarationRecord, materialType: string) {
    const row = (await repo.listDirectory(tx, declaration.projectTimeId)).find((r) => r.materialType === materialType);
    const type = materialTypeOf(materialType);
    if (!row || !type) throw badRequest("declare.unknownMaterialType");
    return { row, type };
  }

  async function attachmentRows(declarationId: string) {
    const rows = await repo.listAttachments(db, declarationId);
    const byItem = new Map<string, AttachmentRow[]>();
    for (const a of rows) {
      const key = a.itemId ?? "";
      const list = byItem.get(key) ?? [];
      list.push({
        id: a.id,
        itemId: a.itemId,
        name: a.name,
        mime: a.mime,
        size: a.size,
        sha256: a.sha256,
        createdAt: a.createdAt.toISOString(),
      });
      byItem.set(key, list);
    }
    return byItem;
  }

  return {
    async findTable(auth: AuthContext, declarationId: string, lang: Language): Promise<SectionRow[]> {
      const { declaration } = await visible(auth, declarationId);
      const items = await repo.listItems(db, declarationId);
      const sections = await loadSections(db, declaration, items);
      const isOwner = declaration.userId === auth.userId;
      return sections.map((s) => {
        const returned =
          declaration.status === "RETURNED" &&
          (inReturnScope(declaration.returnScope, { materialType: s.type.code }) === true ||
            items.some(
              (i) => i.materialType === s.type.code && declaration.returnScope?.itemIds?.includes(i.id) === true,
            ));
        return {
          materialType: s.type.code,
          label: s.type.label[lang],
          required: s.required,
          maxItems: s.row.maxItems,
          single: s.type.single === true,
          importable: s.type.importable === true,
          representativeAllowed: s.type.representativeAllowed === true,
          count: s.count,
          filled: s.count > 0,
          returned,
          editable: isOwner && itemEditable(declaration, { materialType: s.type.code }),
        };
      });
    },

    async findData(auth: AuthContext, declarationId: string, materialType: string, lang: Language): Promise<ItemRow[]> {
      const { declaration } = await visible(auth, declarationId);
      const [items, attachments] = await Promise.all([
        repo.listItems(db, declarationId, materialType),
        attachmentRows(declarationId),
      ]);
      const isOwner = declaration.userId === auth.userId;
      return items.map((item) => ({
        id: item.id,
        materialType: item.materialType,
        payload: item.payload,
        summary: materialTypeOf(item.materialType) ? materialSummary(item.materialType, item.payload, lang) : "",
        source: item.source,
        isRepresentative: item.isRepresentative,
        representativeOrder: item.representativeOrder,
        orderNum: item.orderNum,
        verifyStatus: item.verifyStatus,
        returned: declaration.status === "RETURNED" && inReturnScope(declaration.returnScope, item) === true,
        editable: isOwner && item.source !== "import" && itemEditable(declaration, item),
        attachments: attachments.get(item.id) ?? [],
      }));
    },

    async addItem(auth: AuthContext, declarationId: string, materialType: string, payload: Record<string, unknown>) {
      const values = parsePayload(materialType, payload);
      const id = randomUUID();
      await db.transaction(async (tx) => {
        const declaration = await ownLocked(tx, auth, declarationId);
        assertEditable(declaration, { materialType });
        const { row, type } = await directoryRow(tx, declaration, materialType);
        const count = (await repo.countItemsByType(tx, declaration.id)).get(materialType) ?? 0;
        if (type.single && count >= 1) throw badRequest("declare.singleItemOnly");
        if (row.maxItems !== null && count >= row.maxItems) throw badRequest("declare.tooManyItems");
        await repo.insertItems(tx, [
          {
            id,
            declarationId,
            materialType,
            payload: values,
            source: "self",
            orderNum: await repo.nextItemOrder(tx, declarationId, materialType),
          },
        ]);
      });
      return { id };
    },

    async updateItem(auth: AuthContext, itemId: string, payload: Record<string, unknown>) {
      await db.transaction(async (tx) => {
        const item = await repo.findItem(tx, itemId);
        if (!item) throw notFound();
        const declaration = await ownLocked(tx, auth, item.declarationId);
        if (item.source === "import") throw badRequest("declare.importedReadOnly");
        assertEditable(declaration, item);
        await repo.updateItem(tx, itemId, {
          payload: parsePayload(item.materialType, payload),
          version: item.version + 1,
        });
      });
    },

    async deleteItem(auth: AuthContext, itemId: string) {
      const keys = await db.transaction(async (tx) => {
        const item = await repo.findItem(tx, itemId);
        if (!item) throw notFound();
        const declaration = await ownLocked(tx, auth, item.declarationId);
        if (item.source === "import") throw badRequest("declare.importedReadOnly");
        assertEditable(declaration, item);
        const removed = await repo.deleteItemAttachments(tx, itemId);
        await repo.deleteItem(tx, itemId);
        return repo.deleteOrphanFiles(
          tx,
          removed.map((r) => r.fileId),
        );
      });
      await removeStored(keys.map((k) => k.storageKey));
    },

    async reorderItems(auth: AuthContext, declarationId: string, materialType: string, itemIds: string[]) {
      await db.transaction(async (tx) => {
        const declaration = await ownLocked(tx, auth, declarationId);
        assertEditable(declaration, { materialType });
        const existing = (await repo.listItems(tx, declarationId, materialType)).map((i) => i.id);
        if (existing.length !== itemIds.length || !existing.every((id) => itemIds.includes(id)))
          throw badRequest("declare.orderMismatch");
        await repo.setItemOrder(tx, itemIds);
      });
    },

    async setRepresentatives(auth: AuthContext, declarationId: string, itemIds: string[]) {
      await db.transaction(async (tx) => {
        const declaration = await ownLocked(tx, auth, declarationId);
        if (declaration.status !== "DRAFT" && declaration.status !== "RETURNED")
          throw badRequest("declare.notEditable");
        if (new Set(itemIds).size !== itemIds.length) throw badRequest("declare.orderMismatch");
        if (itemIds.length > (await representativeLimit(declaration, tx)))
          throw badRequest("declare.tooManyRepresentatives");
        const items = new Map((await repo.listItems(tx, declarationId)).map((i) => [i.id, i]));
        for (const id of itemIds) {
          const item = items.get(id);
          if (!item) throw badRequest("declare.itemNotFound");
          if (!materialTypeOf(item.materialType)?.representativeAllowed)
            throw badRequest("declare.representativeNotAllowed");
        }
        // a returned declaration changes its representative works only when the return left them open
        for (const item of items.values()) {
          const changes = item.isRepresentative !== itemIds.includes(item.id);
          if (changes && !itemEditable(declaration, item)) throw badRequest("declare.notReturnedItem");
        }
        await repo.setRepresentatives(tx, declarationId, itemIds);
      });
    },
  };
}
