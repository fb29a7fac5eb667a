import { randomUUID } from "node:crypto";
import { PassThrough, type Readable } from "node:stream";
import type { Language } from "@zcps/contracts/messages";
import {
  type QuotaBulkInput,
  type QuotaInput,
  type QuotaRow,
  type QuotaUpdate,
  quotaBulkSchema,
  quotaFloor,
  quotaInputSchema,
  quotaUpdateSchema,
} from "@zcps/contracts/zcps/catalogue/api";
import { TITLE_LEVEL_LABELS, type TitleLevel } from "@zcps/contracts/zcps/catalogue/catalogue";
import ExcelJS from "exceljs";
import type { Executor } from "../../../db/client";
import { uniqueViolation } from "../../../platform/db-errors";
import type { AppDeps } from "../../../platform/deps";
import { badRequest, notFound } from "../../../platform/errors";
import { batchOfCurrentProject, type CatalogueActor, editableBatch } from "./batch";
import { listDepartsOfType, listTracks } from "./catalogue-repo";
import * as repo from "./quota-repo";

async function assertDimensions(db: Executor, tenantId: string, values: { level: string; trackCode: string }) {
  if (values.trackCode && !(await listTracks(db, tenantId)).some((t) => t.code === values.trackCode))
    throw badRequest("catalogue.trackNotFound");
}

const EXPORT_COLUMNS = [
  { key: "unit", zh: "单位", en: "Unit", width: 30 },
  { key: "level", zh: "级别", en: "Level", width: 14 },
  { key: "track", zh: "评价类型", en: "Track", width: 16 },
  { key: "allocated", zh: "分配名额", en: "Allocated", width: 12 },
  { key: "used", zh: "已使用", en: "Used", width: 10 },
  { key: "released", zh: "已释放", en: "Released", width: 10 },
  { key: "remaining", zh: "剩余", en: "Remaining", width: 10 },
] as const;

/**
 * /zcps/quota: recommendation quotas per unit × level (× track) of a batch. The allocation never falls below what
 * is taken (used − released); the unit-recommendation stage moves `used` and `released`.
 */
export function createQuotaService({ db }: Pick<AppDeps, "db">) {
  return {
    async page(
      actor: CatalogueActor,
      query: { projectTimeId: string; page: number; limit: number } & repo.QuotaFilter,
    ) {
      await batchOfCurrentProject(db, actor, query.projectTimeId);
      const { projectTimeId, page, limit, ...filter } = query;
      return repo.pageQuotas(db, actor.tenantId, projectTimeId, filter, { page, limit });
    },

    async create(actor: CatalogueActor, input: QuotaInput) {
      const values = quotaInputSchema.parse(input);
      const id = randomUUID();
      try {
        await db.transaction(async (tx) => {
          await editableBatch(tx, actor, values.projectTimeId);
          await assertDimensions(tx, actor.tenantId, values);
          const units = await listDepartsOfType(tx, actor.tenantId, "unit");
          if (!units.some((u) => u.id === values.unitId)) throw badRequest("catalogue.unitInvalid");
          await repo.insertQuotas(tx, [{ ...values, id, tenantId: actor.tenantId }]);
        });
      } catch (error) {
        if (uniqueViolation(error) === "quotas_key") throw badRequest("catalogue.quotaTaken");
        throw error;
      }
      return repo.findQuota(db, actor.tenantId, id);
    },

    async update(actor: CatalogueActor, id: string, input: QuotaUpdate) {
      const { allocated, version } = quotaUpdateSchema.parse(input);
      await db.transaction(async (tx) => {
        const row = await repo.findQuota(tx, actor.tenantId, id);
        if (!row) throw notFound();
        await editableBatch(tx, actor, row.projectTimeId);
        if (allocated < quotaFloor(row)) throw badRequest("catalogue.quotaBelowUsed", { min: quotaFloor(row) });
        if (!(await repo.setAllocated(tx, actor.tenantId, id, allocated, version))) {
          const now = await repo.findQuota(tx, actor.tenantId, id);
          if (now && allocated < quotaFloor(now))
            throw badRequest("catalogue.quotaBelowUsed", { min: quotaFloor(now) });
          throw badRequest("catalogue.quotaStale");
        }
      });
      return repo.findQuota(db, actor.tenantId, id);
    },

    async remove(actor: CatalogueActor, id: string) {
      await db.transaction(async (tx) => {
        const row = await repo.findQuota(tx, actor.tenantId, id);
        if (!row) throw notFound();
        await editableBatch(tx, actor, row.projectTimeId);
        if (quotaFloor(row) > 0 || row.used > 0) throw badRequest("catalogue.quotaInUse");
        await repo.deleteQuota(tx, actor.tenantId, id);
      });
    },

    /**
     * One allocation for every unit at a level (× track). All or nothing: when a unit has already taken more, nothing
     * changes and the refusal names those units.
     */
    async bulk(actor: CatalogueActor, input: QuotaBulkInput): Promise<number> {
      const values = quotaBulkSchema.parse(input);
      return db.transaction(async (tx) => {
        await editableBatch(tx, actor, values.projectTimeId);
        await assertDimensions(tx, actor.tenantId, values);
        const units = await listDepartsOfType(tx, actor.tenantId, "unit");
        const existing = await repo.listQuotas(tx, actor.tenantId, values.projectTimeId, {
          level: values.level,
          trackCode: values.trackCode,
        });
        const over = existing.filter((q) => quotaFloor(q) > values.allocated);
        if (over.length > 0)
          throw badRequest(
            "catalogue.quotaBulkBelowUsed",
            over.map((q) => ({ unitId: q.unitId, unitName: q.unitName, min: quotaFloor(q) })),
          );
        await repo.upsertAllocations(
          tx,
          units.map((u) => ({
            id: randomUUID(),
            tenantId: actor.tenantId,
            projectTimeId: values.projectTimeId,
            unitId: u.id,
            level: values.level,
            trackCode: values.trackCode,
          })),
          values.allocated,
        );
        return units.length;
      });
    },

    /** The batch's quotas (filtered as on the page) as an xlsx workbook, headings in the caller's language. */
    async exportXlsx(
      actor: CatalogueActor,
      query: { projectTimeId: string } & repo.QuotaFilter,
      lang: Language,
    ): Promise<Readable> {
      await batchOfCurrentProject(db, actor, query.projectTimeId);
      const { projectTimeId, ...filter } = query;
      const [rows, tracks] = await Promise.all([
        repo.listQuotas(db, actor.tenantId, projectTimeId, filter),
        listTracks(db, actor.tenantId),
      ]);
      const trackNames = new Map(tracks.map((t) => [t.code, lang === "en" ? t.nameEn : t.name]));
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet(lang === "en" ? "Quotas" : "推荐名额", {
        views: [{ state: "frozen", ySplit: 1 }],
      });
      sheet.columns = EXPORT_COLUMNS.map((c) => ({ key: c.key, header: c[lang], width: c.width }));
      sheet.getRow(1).font = { bold: true };
      const cell = (row: QuotaRow) => ({
        unit: lang === "en" ? (row.unitNameEn ?? row.unitName) : row.unitName,
        level: TITLE_LEVEL_LABELS[row.level as TitleLevel]?.[lang] ?? row.level,
        track: row.trackCode ? (trackNames.get(row.trackCode) ?? row.trackCode) : "",
        allocated: row.allocated,
        used: row.used,
        released: row.released,
        remaining: row.remaining,
      });
      for (const row of rows) sheet.addRow(cell(row));
      const totals = sheet.addRow({
        unit: lang === "en" ? "Total" : "合计",
        allocated: rows.reduce((s, r) => s + r.allocated, 0),
        used: rows.reduce((s, r) => s + r.used, 0),
        released: rows.reduce((s, r) => s + r.released, 0),
        remaining: rows.reduce((s, r) => s + r.remaining, 0),
      });
      totals.font = { bold: true };
      const out = new PassThrough();
      workbook.xlsx
        .write(out)
        .then(() => out.end())
        .catch((error: unknown) => out.destroy(error as Error));
      return out;
    },
  };
}
