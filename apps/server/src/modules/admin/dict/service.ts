import { randomUUID } from "node:crypto";
import {
  type DictTypeInput,
  type DictTypeNode,
  type DictValueInput,
  dictTypeInputSchema,
  dictValueInputSchema,
} from "@zcps/contracts/dictionary";
import type { MessageKey } from "@zcps/contracts/messages";
import type { Executor } from "../../../db/client";
import { uniqueViolation } from "../../../platform/db-errors";
import type { AppDeps } from "../../../platform/deps";
import { badRequest, notFound } from "../../../platform/errors";
import { buildTree, wouldCycle } from "../../../platform/tree";
import { dictionaryChanged } from "./dict-cache";
import * as repo from "./repo";

export interface Actor {
  tenantId: string;
}

/** The unique index behind each rule, so a race that slips past the check still gets its message. */
const INDEX_MESSAGES: Record<string, MessageKey> = {
  dict_types_tenant_code: "dict.typeCodeTaken",
  dict_values_type_code: "dict.valueCodeTaken",
  dict_values_type_value: "dict.valueTaken",
};

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const index = uniqueViolation(error);
    const key = index ? INDEX_MESSAGES[index] : undefined;
    if (key) throw badRequest(key);
    throw error;
  }
}

/** The data dictionary: a tree of types per tenant, each holding ordered values with labels in both languages. */
export function createDictService({ db, cache }: Pick<AppDeps, "db" | "cache">) {
  /** A guarded write that, once committed, drops what other modules keep of the tenant's dictionary. */
  async function written<T>(actor: Actor, work: () => Promise<T>): Promise<T> {
    const result = await guarded(work);
    dictionaryChanged(cache, actor.tenantId);
    return result;
  }

  async function assertParent(tx: Executor, actor: Actor, id: string | null, parentId: string | null) {
    if (!parentId) return;
    const rows = await repo.listTypes(tx, actor.tenantId);
    if (!rows.some((row) => row.id === parentId)) throw badRequest("dict.parentNotFound");
    if (id && wouldCycle(rows, id, parentId)) throw badRequest("dict.parentCycle");
  }

  async function assertValueFree(tx: Executor, typeId: string, code: string, value: string, excludeId?: string) {
    if (await repo.valueFieldTaken(tx, typeId, "code", code, excludeId)) throw badRequest("dict.valueCodeTaken");
    if (await repo.valueFieldTaken(tx, typeId, "value", value, excludeId)) throw badRequest("dict.valueTaken");
  }

  return {
    async typeTree(actor: Actor): Promise<DictTypeNode[]> {
      return buildTree(await repo.listTypes(db, actor.tenantId));
    },

    async getType(actor: Actor, id: string) {
      const type = await repo.findType(db, actor.tenantId, id);
      if (!type) throw notFound();
      return type;
    },

    typeCodeAvailable: async (actor: Actor, code: string, excludeId?: string) =>
      !(await repo.typeCodeTaken(db, actor.tenantId, code, excludeId)),

    async createType(actor: Actor, input: DictTypeInput) {
      const values = dictTypeInputSchema.parse(input);
      const id = randomUUID();
      await written(actor, () =>
        db.transaction(async (tx) => {
          await assertParent(tx, actor, null, values.parentId);
          if (await repo.typeCodeTaken(tx, actor.tenantId, values.code)) throw badRequest("dict.typeCodeTaken");
          await repo.insertType(tx, { ...values, id, tenantId: actor.tenantId });
        }),
      );
      return repo.findType(db, actor.tenantId, id);
    },

    async updateType(actor: Actor, id: string, input: DictTypeInput) {
      const values = dictTypeInputSchema.parse(input);
      await written(actor, () =>
        db.transaction(async (tx) => {
          if (!(await repo.findType(tx, actor.tenantId, id))) throw notFound();
          await assertParent(tx, actor, id, values.parentId);
          if (await repo.typeCodeTaken(tx, actor.tenantId, values.code, id)) throw badRequest("dict.typeCodeTaken");
          await repo.updateType(tx, actor.tenantId, id, values);
        }),
      );
      return repo.findType(db, actor.tenantId, id);
    },

    /** A type that still has child types or values stays: deleting it would take them along unseen. */
    async removeType(actor: Actor, id: string) {
      await db.transaction(async (tx) => {
        if (!(await repo.findType(tx, actor.tenantId, id))) throw notFound();
        if ((await repo.countChildTypes(tx, id)) > 0) throw badRequest("dict.typeHasChildren");
        if ((await repo.countValues(tx, id)) > 0) throw badRequest("dict.typeHasValues");
        await repo.deleteType(tx, actor.tenantId, id);
      });
      dictionaryChanged(cache, actor.tenantId);
    },

    async pageValues(filter: repo.ValueFilter) {
      if (!(await repo.findType(db, filter.tenantId, filter.typeId))) throw notFound();
      return repo.pageValues(db, filter);
    },

    async getValue(actor: Actor, id: string) {
      const value = await repo.findValueRow(db, actor.tenantId, id);
      if (!value) throw notFound();
      return value;
    },

    /** Whether a code and a value are still free in the type; false names the first that is taken. */
    async valueAvailable(actor: Actor, typeId: string, fields: { code?: string; value?: string }, excludeId?: string) {
      if (!(await repo.findType(db, actor.tenantId, typeId))) return { free: true as const };
      if (fields.code && (await repo.valueFieldTaken(db, typeId, "code", fields.code, excludeId)))
        return { free: false as const, key: "dict.valueCodeTaken" as const };
      if (fields.value && (await repo.valueFieldTaken(db, typeId, "value", fields.value, excludeId)))
        return { free: false as const, key: "dict.valueTaken" as const };
      return { free: true as const };
    },

    async createValue(actor: Actor, input: DictValueInput) {
      const values = dictValueInputSchema.parse(input);
      const id = randomUUID();
      await written(actor, () =>
        db.transaction(async (tx) => {
          if (!(await repo.findType(tx, actor.tenantId, values.typeId))) throw badRequest("dict.typeNotFound");
          await assertValueFree(tx, values.typeId, values.code, values.value);
          await repo.insertValue(tx, { ...values, id });
        }),
      );
      return repo.findValueRow(db, actor.tenantId, id);
    },

    async updateValue(actor: Actor, id: string, input: DictValueInput) {
      const values = dictValueInputSchema.parse(input);
      await written(actor, () =>
        db.transaction(async (tx) => {
          if (!(await repo.findValueRow(tx, actor.tenantId, id))) throw notFound();
          if (!(await repo.findType(tx, actor.tenantId, values.typeId))) throw badRequest("dict.typeNotFound");
          await assertValueFree(tx, values.typeId, values.code, values.value, id);
          await repo.updateValue(tx, actor.tenantId, id, values);
        }),
      );
      return repo.findValueRow(db, actor.tenantId, id);
    },

    async removeValue(actor: Actor, id: string) {
      if (!(await repo.deleteValue(db, actor.tenantId, id))) throw notFound();
      dictionaryChanged(cache, actor.tenantId);
    },
  };
}
