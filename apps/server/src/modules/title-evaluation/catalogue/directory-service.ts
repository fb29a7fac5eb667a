import { randomUUID } from "node:crypto";
import {
  type DirectoryInput,
  type DirectoryRow,
  type DirectoryUpdate,
  directoryInputSchema,
  directoryUpdateSchema,
} from "@zcps/contracts/zcps/catalogue/api";
import { MATERIAL_TYPES } from "@zcps/contracts/zcps/materials";
import type { Executor } from "../../../db/client";
import { uniqueViolation } from "../../../platform/db-errors";
import type { AppDeps } from "../../../platform/deps";
import { badRequest, notFound } from "../../../platform/errors";
import { batchOfCurrentProject, batchOfTenant, type CatalogueActor, editableBatch } from "./batch";
import { listBatchTitles, listDepartsOfType } from "./catalogue-repo";
import { defaultDirectory, retargetRequiredFor } from "./directory-defaults";
import * as repo from "./directory-repo";

const TYPE_CODES = new Set(MATERIAL_TYPES.map((t) => t.code));

export interface DirectoryFilter {
  keyword?: string;
  required?: DirectoryRow["required"];
  verifierDepartId?: string;
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolation(error) === "material_directory_key") throw badRequest("catalogue.directoryTaken");
    throw error;
  }
}

/** The verifier is one of the tenant's offices; "required for" names titles (and tracks) the batch accepts. */
async function assertReferences(
  db: Executor,
  tenantId: string,
  projectTimeId: string,
  values: Pick<DirectoryRow, "verifierDepartId" | "requiredFor">,
) {
  if (values.verifierDepartId) {
    const offices = await listDepartsOfType(db, tenantId, "office");
    if (!offices.some((o) => o.id === values.verifierDepartId)) throw badRequest("catalogue.verifierInvalid");
  }
  if (values.requiredFor.length > 0) {
    const titles = new Map((await listBatchTitles(db, tenantId, projectTimeId)).map((t) => [t.titleId, t]));
    for (const entry of values.requiredFor) {
      const title = titles.get(entry.titleId);
      if (!title || (entry.trackCode && !title.trackCodes.includes(entry.trackCode)))
        throw badRequest("catalogue.requiredForTitle");
    }
  }
}

/** /zcps/directory: which material types a batch's declarations hold, who verifies them and which are required. */
export function createDirectoryService({ db }: Pick<AppDeps, "db">) {
  return {
    async list(actor: CatalogueActor, projectTimeId: string, filter: DirectoryFilter): Promise<DirectoryRow[]> {
      await batchOfCurrentProject(db, actor, projectTimeId);
      const rows = await repo.listDirectory(db, actor.tenantId, projectTimeId);
      const keyword = filter.keyword?.toLowerCase();
      const labels = new Map(
        MATERIAL_TYPES.map((t) => [t.code, `${t.code} ${t.label.zh} ${t.label.en}`.toLowerCase()]),
      );
      return rows.filter(
        (row) =>
          (!keyword || (labels.get(row.materialType) ?? row.materialType.toLowerCase()).includes(keyword)) &&
          (!filter.required || row.required === filter.required) &&
          (!filter.verifierDepartId || row.verifierDepartId === filter.verifierDepartId),
      );
    },

    async add(actor: CatalogueActor, input: DirectoryInput) {
      const values = directoryInputSchema.parse(input);
      if (!TYPE_CODES.has(values.materialType)) throw badRequest("catalogue.materialTypeInvalid");
      const id = randomUUID();
      await guarded(() =>
        db.transaction(async (tx) => {
          await editableBatch(tx, actor, values.projectTimeId);
          await assertReferences(tx, actor.tenantId, values.projectTimeId, values);
          await repo.insertDirectoryRows(tx, [{ ...values, id, tenantId: actor.tenantId }]);
        }),
      );
      return repo.findDirectoryRow(db, actor.tenantId, id);
    },

    async update(actor: CatalogueActor, id: string, input: DirectoryUpdate) {
      const values = directoryUpdateSchema.parse(input);
      await db.transaction(async (tx) => {
        const row = await repo.findDirectoryRow(tx, actor.tenantId, id);
        if (!row) throw notFound();
        await editableBatch(tx, actor, row.projectTimeId);
        await assertReferences(tx, actor.tenantId, row.projectTimeId, values);
        await repo.updateDirectoryRow(tx, actor.tenantId, id, {
          ...values,
          requiredFor: values.required === "some" ? values.requiredFor : [],
        });
      });
      return repo.findDirectoryRow(db, actor.tenantId, id);
    },

    async remove(actor: CatalogueActor, id: string) {
      await db.transaction(async (tx) => {
        const row = await repo.findDirectoryRow(tx, actor.tenantId, id);
        if (!row) throw notFound();
        await editableBatch(tx, actor, row.projectTimeId);
        await repo.deleteDirectoryRow(tx, actor.tenantId, id);
      });
    },

    /** Adds the material types the directory lacks, with their default settings; returns how many were added. */
    async addDefaults(actor: CatalogueActor, projectTimeId: string): Promise<number> {
      return db.transaction(async (tx) => {
        await editableBatch(tx, actor, projectTimeId);
        const rows = await directoryDefaults(tx, actor.tenantId, projectTimeId);
        const present = new Set(
          (await repo.listDirectory(tx, actor.tenantId, projectTimeId)).map((r) => r.materialType),
        );
        const missing = rows.filter((r) => !present.has(r.materialType));
        await repo.insertDirectoryRows(tx, missing);
        return missing.length;
      });
    },

    /** Replaces the batch's directory with another batch's (any project of the tenant); returns the rows copied. */
    async copy(actor: CatalogueActor, projectTimeId: string, fromProjectTimeId: string): Promise<number> {
      if (projectTimeId === fromProjectTimeId) throw badRequest("catalogue.copySameBatch");
      return db.transaction(async (tx) => {
        await editableBatch(tx, actor, projectTimeId);
        await batchOfTenant(tx, actor.tenantId, fromProjectTimeId);
        const source = await repo.listDirectory(tx, actor.tenantId, fromProjectTimeId);
        if (source.length === 0) throw badRequest("catalogue.copyEmpty");
        const titleIds = new Set((await listBatchTitles(tx, actor.tenantId, projectTimeId)).map((t) => t.titleId));
        await repo.clearDirectory(tx, actor.tenantId, projectTimeId);
        await repo.insertDirectoryRows(
          tx,
          source.map(({ id: _id, ...row }) => ({
            ...retargetRequiredFor(row, titleIds),
            id: randomUUID(),
            tenantId: actor.tenantId,
            projectTimeId,
          })),
        );
        return source.length;
      });
    },
  };
}

/** Every material type with its default settings for a batch, ready to insert (also the demo seed's directory). */
export async function directoryDefaults(db: Executor, tenantId: string, projectTimeId: string) {
  const [offices, titles] = await Promise.all([
    listDepartsOfType(db, tenantId, "office"),
    listBatchTitles(db, tenantId, projectTimeId),
  ]);
  return defaultDirectory(MATERIAL_TYPES, new Map(offices.map((o) => [o.code, o.id])), titles).map((row) => ({
    ...row,
    id: randomUUID(),
    tenantId,
    projectTimeId,
  }));
}
