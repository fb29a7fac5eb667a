import { randomUUID } from "node:crypto";
import type { Page } from "@zcps/contracts/api";
import type { FieldHelpRow, fieldHelpInputSchema } from "@zcps/contracts/zcps/config/api";
import { MATERIAL_TYPES } from "@zcps/contracts/zcps/materials";
import type { z } from "zod";
import { uniqueViolation } from "../../../../platform/db-errors";
import type { AppDeps } from "../../../../platform/deps";
import { badRequest, notFound } from "../../../../platform/errors";
import * as repo from "./repo";

interface Actor {
  tenantId: string;
}
type FieldHelpValues = z.output<typeof fieldHelpInputSchema>;

/** A help text belongs to a field the material type's form really has. */
function assertField(input: FieldHelpValues) {
  const type = MATERIAL_TYPES.find((t) => t.code === input.materialType);
  if (!type) throw badRequest("config.materialTypeUnknown");
  if (!type.fields.some((f) => f.name === input.field)) throw badRequest("config.fieldUnknown");
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolation(error) === "field_help_key") throw badRequest("config.fieldHelpTaken");
    throw error;
  }
}

/** fieldHelp: one help text per material type × field, shown beside the field in the declaration editor. */
export function createFieldHelpService({ db }: Pick<AppDeps, "db">) {
  return {
    async page(actor: Actor, filter: repo.FieldHelpFilter): Promise<Page<FieldHelpRow>> {
      const page = await repo.pageFieldHelp(db, actor.tenantId, filter);
      return { total: page.total, rows: page.rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() })) };
    },

    all: (actor: Actor) => repo.allFieldHelp(db, actor.tenantId),

    async create(actor: Actor, input: FieldHelpValues) {
      assertField(input);
      const id = randomUUID();
      await guarded(() => repo.insertFieldHelp(db, { id, tenantId: actor.tenantId, ...input }));
      return { id };
    },

    async update(actor: Actor, id: string, input: FieldHelpValues) {
      assertField(input);
      if (!(await guarded(() => repo.updateFieldHelp(db, actor.tenantId, id, input)))) throw notFound();
      return { id };
    },

    async remove(actor: Actor, id: string) {
      if (!(await repo.deleteFieldHelp(db, actor.tenantId, id))) throw notFound();
    },
  };
}
