import { randomUUID } from "node:crypto";
import { type Language, type MessageKey, translate } from "@zcps/contracts/messages";
import {
  type BatchOption,
  IMPORT_MAX_ROWS,
  type ImportError,
  NAMED_LIST_LEVELS,
  type NamedListInput,
  type NamedListRow,
  type NamedListType,
  namedListInputSchema,
  type namedListPageQuerySchema,
  REVIEWED_LISTS,
} from "@zcps/contracts/zcps/staff/api";
import type { z } from "zod";
import type { Executor } from "../../../db/client";
import type { AppDeps } from "../../../platform/deps";
import { badRequest, notFound } from "../../../platform/errors";
import { notify } from "../../../platform/notify";
import * as importRepo from "./import-repo";
import { buildTemplate, normalizeCell, readSheet, type SheetColumn } from "./import-sheet";
import { defaultEffects } from "./named-list-effects";
import * as repo from "./named-list-repo";
import { namedListReview, type PendingEntry } from "./named-list-review";
import { staffLookupsChanged } from "./names-cache";

export interface Actor {
  userId: string;
  tenantId: string;
  /** the session's project (null: the first enabled one) */
  projectId: string | null;
}

const OPTION_LIMIT = 20;

const LEVEL_LABELS = {
  national: { zh: "国家级", en: "National" },
  provincial: { zh: "省级", en: "Provincial" },
  school: { zh: "校级", en: "University" },
} as const;

/** The columns of a list import: who, at which level, on what evidence. */
const LIST_COLUMNS: readonly SheetColumn[] = [
  { key: "employeeNo", zh: "工号", en: "Employee number", required: true, kind: "text" },
  {
    key: "level",
    zh: "级别",
    en: "Level",
    kind: "select",
    options: NAMED_LIST_LEVELS.map((value) => ({ value, ...LEVEL_LABELS[value] })),
  },
  { key: "evidence", zh: "依据说明", en: "Evidence", kind: "text" },
];

const LIST_NAMES: Record<NamedListType, { zh: string; en: string }> = {
  talents: { zh: "国家级人才名单", en: "national talents list" },
  kyry: { zh: "抗疫人员名单", en: "epidemic-fighting staff list" },
  tpUser: { zh: "特聘人员名单", en: "special-appointment list" },
};

const pendingEntry = (actor: Actor, entry: NamedListRow): PendingEntry => ({
  id: entry.id,
  tenantId: actor.tenantId,
  listType: entry.listType,
  staffId: entry.staffId,
  projectTimeId: entry.projectTimeId,
  level: entry.level,
  evidence: entry.evidence,
});

/**
 * Named lists (talents, kyry, tpUser): staff members with a level, evidence and the effects membership has on their
 * declarations. Talents and special appointments are reviewed (pending → approved / rejected); kyry entries count
 * once entered. An edit sends a reviewed entry back to review. A pending entry is also an application under review
 * (named-list-review.ts): deciding either decides both.
 */
export function createNamedListService({ db, cache }: Pick<AppDeps, "db" | "cache">, listType: NamedListType) {
  const reviewed = REVIEWED_LISTS.includes(listType);
  /** A write to the list: once it is over, filters that read named lists (the declarations list) look again. */
  const listWrite = <T>(actor: Actor, work: Promise<T>) =>
    work.finally(() => staffLookupsChanged(cache, actor.tenantId));

  async function assertReferences(tx: Executor, actor: Actor, values: z.output<typeof namedListInputSchema>) {
    if (!(await repo.findStaffRef(tx, actor.tenantId, values.staffId))) throw badRequest("staff.list.staffNotFound");
    if (values.projectTimeId && !(await repo.batchExists(tx, actor.tenantId, values.projectTimeId)))
      throw badRequest("staff.list.batchNotFound");
  }

  async function getEntry(tx: Executor, actor: Actor, id: string) {
    const entry = await repo.findEntry(tx, actor.tenantId, listType, id);
    if (!entry) throw notFound();
    return entry;
  }

  return {
    async page(actor: Actor, query: z.output<typeof namedListPageQuerySchema>) {
      return repo.pageEntries(
        db,
        {
          tenantId: actor.tenantId,
          listType,
          projectTimeId: query.projectTimeId || undefined,
          status: query.status,
          unitId: query.unitId || undefined,
          keyword: query.keyword || undefined,
        },
        query.page,
        query.limit,
      );
    },

    defaults: (actor: Actor) => defaultEffects(db, actor.tenantId, listType),

    staffOptions: (actor: Actor, keyword?: string) => repo.searchStaff(db, actor.tenantId, keyword, OPTION_LIMIT),

    /** The batches of the session's project. */
    async batches(actor: Actor, lang: Language): Promise<BatchOption[]> {
      const projects = await repo.projectsOf(db, actor.tenantId);
      const current =
        projects.find((p) => p.id === actor.projectId && p.enabled)?.id ?? projects.find((p) => p.enabled)?.id;
      if (!current) return [];
      const rows = await repo.batchesOf(db, current);
      return rows.map((row) => ({ id: row.id, name: lang === "en" && row.nameEn ? row.nameEn : row.name }));
    },

    async create(actor: Actor, input: NamedListInput) {
      const values = namedListInputSchema.parse(input);
      const write = db.transaction(async (tx) => {
        await assertReferences(tx, actor, values);
        if (await repo.duplicateExists(tx, actor.tenantId, listType, values.staffId, values.projectTimeId))
          throw badRequest("staff.list.duplicate");
        const id = randomUUID();
        await repo.insertEntry(tx, {
          id,
          tenantId: actor.tenantId,
          listType,
          staffId: values.staffId,
          projectTimeId: values.projectTimeId,
          level: values.level,
          evidence: values.evidence,
          effects: values.effects ?? (await defaultEffects(tx, actor.tenantId, listType)),
          status: reviewed ? "pending" : "approved",
        });
        const entry = await getEntry(tx, actor, id);
        if (reviewed) await namedListReview()?.pending(tx, pendingEntry(actor, entry), actor);
        return entry;
      });
      return listWrite(actor, write);
    },

    async update(actor: Actor, id: string, input: NamedListInput) {
      const values = namedListInputSchema.parse(input);
      const write = db.transaction(async (tx) => {
        const entry = await getEntry(tx, actor, id);
        await assertReferences(tx, actor, values);
        if (await repo.duplicateExists(tx, actor.tenantId, listType, values.staffId, values.projectTimeId, id))
          throw badRequest("staff.list.duplicate");
        await repo.updateEntry(tx, actor.tenantId, id, {
          staffId: values.staffId,
          projectTimeId: values.projectTimeId,
          level: values.level,
          evidence: values.evidence,
          effects: values.effects ?? entry.effects,
          ...(reviewed ? { status: "pending", reviewComment: null, reviewedBy: null } : {}),
        });
        const changed = await getEntry(tx, actor, id);
        if (reviewed) await namedListReview()?.pending(tx, pendingEntry(actor, changed), actor);
        return changed;
      });
      return listWrite(actor, write);
    },

    async remove(actor: Actor, id: string) {
      if (!(await listWrite(actor, repo.deleteEntry(db, actor.tenantId, listType, id)))) throw notFound();
    },

    /** The kyry sheet template. */
    template: () => buildTemplate(LIST_NAMES[listType].zh, LIST_COLUMNS),

    /**
     * Imports entries from a sheet (employee number, level, evidence) for one batch or every batch: all rows or, on
     * any error, none; an entry already on the list for that batch is updated.
     */
    async importSheet(actor: Actor, bytes: Buffer, projectTimeId: string | null, lang: Language) {
      const sheet = await readSheet(bytes, LIST_COLUMNS, IMPORT_MAX_ROWS);
      if (!sheet.ok) {
        if (sheet.reason === "missingColumns") throw badRequest("staff.import.badFile");
        throw badRequest(sheet.reason === "empty" ? "staff.import.empty" : "staff.import.badFile");
      }
      if (projectTimeId && !(await repo.batchExists(db, actor.tenantId, projectTimeId)))
        throw badRequest("staff.list.batchNotFound");
      const errors: ImportError[] = [];
      const error = (row: number, column: SheetColumn, key: MessageKey) =>
        errors.push({ row, column: column[lang], message: translate(key, lang) });
      const staffByNo = await importRepo.staffByEmployeeNo(
        db,
        actor.tenantId,
        sheet.rows.map((r) => String(normalizeCell(LIST_COLUMNS[0] as SheetColumn, r.values.employeeNo) ?? "")),
      );
      const seen = new Set<string>();
      const entries: { staffId: string; level: string | null; evidence: string | null }[] = [];
      for (const { row, values } of sheet.rows) {
        const [noColumn, levelColumn, evidenceColumn] = LIST_COLUMNS as [SheetColumn, SheetColumn, SheetColumn];
        const employeeNo = normalizeCell(noColumn, values.employeeNo) as string | undefined;
        const person = employeeNo ? staffByNo.get(employeeNo) : undefined;
        const level = normalizeCell(levelColumn, values.level) as string | undefined;
        const evidence = normalizeCell(evidenceColumn, values.evidence) as string | undefined;
        if (!employeeNo) error(row, noColumn, "staff.v.required");
        else if (!person) error(row, noColumn, "staff.import.unknownStaff");
        else if (seen.has(person.id)) error(row, noColumn, "staff.import.duplicateInFile");
        if (level && !NAMED_LIST_LEVELS.includes(level as (typeof NAMED_LIST_LEVELS)[number]))
          error(row, levelColumn, "staff.v.option");
        if (evidence && evidence.length > 500) error(row, evidenceColumn, "staff.v.tooLong");
        if (person && !seen.has(person.id)) {
          seen.add(person.id);
          entries.push({ staffId: person.id, level: level ?? null, evidence: evidence ?? null });
        }
      }
      if (errors.length > 0) return { rows: sheet.rows.length, inserted: 0, updated: 0, errors };
      const effects = await defaultEffects(db, actor.tenantId, listType);
      const write = db.transaction(async (tx) => {
        let inserted = 0;
        let updated = 0;
        for (const entry of entries) {
          const existing = await repo.entryFor(tx, actor.tenantId, listType, entry.staffId, projectTimeId);
          if (existing) {
            await repo.updateEntry(tx, actor.tenantId, existing, { level: entry.level, evidence: entry.evidence });
            updated += 1;
          } else {
            await repo.insertEntry(tx, {
              id: randomUUID(),
              tenantId: actor.tenantId,
              listType,
              staffId: entry.staffId,
              projectTimeId,
              level: entry.level,
              evidence: entry.evidence,
              effects,
              status: reviewed ? "pending" : "approved",
            });
            inserted += 1;
          }
        }
        return { rows: sheet.rows.length, inserted, updated, errors: [] as ImportError[] };
      });
      return listWrite(actor, write);
    },

    /** Approves or rejects a pending entry and tells the staff member (when they have an account). */
    async review(actor: Actor, id: string, decision: "approved" | "rejected", comment: string | null) {
      const write = db.transaction(async (tx) => {
        const entry = await getEntry(tx, actor, id);
        if (entry.status !== "pending") throw badRequest("staff.list.notPending");
        await repo.updateEntry(tx, actor.tenantId, id, {
          status: decision,
          reviewComment: comment,
          reviewedBy: actor.userId,
        });
        await namedListReview()?.decided(tx, pendingEntry(actor, entry), decision, comment, actor);
        const person = await repo.findStaffRef(tx, actor.tenantId, entry.staffId);
        if (person?.userId) {
          const list = LIST_NAMES[listType];
          const approved = decision === "approved";
          await notify(tx, actor.tenantId, [
            {
              userId: person.userId,
              kind: `namedList.${decision}`,
              title: {
                zh: approved ? `已列入${list.zh}` : `未列入${list.zh}`,
                en: approved ? `Added to the ${list.en}` : `Not added to the ${list.en}`,
              },
              body: {
                zh: `您在${list.zh}中的登记${approved ? "已审核通过" : "未通过审核"}${comment ? `：${comment}` : "。"}`,
                en: `Your entry on the ${list.en} was ${approved ? "approved" : "not approved"}${comment ? `: ${comment}` : "."}`,
              },
              link: "/zcps/userCenter",
            },
          ]);
        }
        return getEntry(tx, actor, id);
      });
      return listWrite(actor, write);
    },
  };
}
