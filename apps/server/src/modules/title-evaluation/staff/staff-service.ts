import { randomUUID } from "node:crypto";
import type { Language } from "@zcps/contracts/messages";
import {
  type StaffAccount,
  type StaffInput,
  type StaffRow,
  type StaffValues,
  staffInputSchema,
  type staffPageQuerySchema,
} from "@zcps/contracts/zcps/staff/api";
import ExcelJS from "exceljs";
import type { z } from "zod";
import type { Executor } from "../../../db/client";
import { type DataScope, departInScope } from "../../../platform/data-scope";
import { uniqueViolation } from "../../../platform/db-errors";
import type { AppDeps } from "../../../platform/deps";
import { badRequest, notFound } from "../../../platform/errors";
import { usersChanged } from "../../admin/users";
import { openAccount } from "./accounts";
import { staffLookupsChanged } from "./names-cache";
import { loadStaffDicts, STAFF_COLUMNS, type StaffColumn } from "./staff-columns";
import * as repo from "./staff-repo";

type StaffPageParams = z.output<typeof staffPageQuerySchema>;

export interface Actor {
  userId: string;
  tenantId: string;
  /** whose staff the actor sees and maintains (platform/data-scope.ts) */
  scope: DataScope;
}

/** The staff master data of a tenant (baseUser): one row per employee number, optionally linked to an account. */
export function createStaffService({ db, cache }: Pick<AppDeps, "db" | "cache">) {
  async function guarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (uniqueViolation(error) === "staff_employee_no") throw badRequest("staff.employeeNoTaken");
      throw error;
    }
  }

  /** The unit exists, is a unit, and lies in the actor's scope; a chosen title exists. */
  async function assertReferences(tx: Executor, actor: Actor, values: StaffValues) {
    const unit = values.unitId ? await repo.findUnit(tx, actor.tenantId, values.unitId) : null;
    if (unit?.type !== "unit") throw badRequest("staff.unitNotFound");
    if (!departInScope(actor.scope, unit.id)) throw badRequest("staff.unitOutOfScope");
    if (values.currentTitleId) {
      const title = await repo.findTitle(tx, actor.tenantId, values.currentTitleId);
      if (!title) throw badRequest("staff.titleNotFound");
      values.currentTitleName = title.name;
    }
  }

  async function getInScope(tx: Executor, actor: Actor, id: string): Promise<StaffRow> {
    const row = await repo.findStaff(tx, actor.tenantId, id, actor.scope);
    if (!row) throw notFound();
    return row;
  }

  return {
    async page(actor: Actor, query: StaffPageParams) {
      return repo.pageStaff(
        db,
        { tenantId: actor.tenantId, scope: actor.scope, ...filterOf(query) },
        query.page,
        query.limit,
      );
    },

    get: (actor: Actor, id: string) => getInScope(db, actor, id),

    async records(actor: Actor, id: string) {
      await getInScope(db, actor, id);
      return repo.sourceRecordsOf(db, actor.tenantId, id);
    },

    units: (actor: Pick<Actor, "tenantId">) => repo.listUnits(db, actor.tenantId),
    titles: (actor: Pick<Actor, "tenantId">) => repo.listTitles(db, actor.tenantId),

    async create(actor: Actor, input: StaffInput) {
      const values = staffInputSchema.parse(input);
      return guarded(() =>
        db.transaction(async (tx) => {
          await assertReferences(tx, actor, values);
          if (await repo.employeeNoTaken(tx, actor.tenantId, values.employeeNo))
            throw badRequest("staff.employeeNoTaken");
          const id = randomUUID();
          await repo.insertStaff(tx, { id, tenantId: actor.tenantId, ...values });
          return (await repo.findStaff(tx, actor.tenantId, id)) as StaffRow;
        }),
      );
    },

    async update(actor: Actor, id: string, input: StaffInput) {
      const values = staffInputSchema.parse(input);
      return guarded(() =>
        db.transaction(async (tx) => {
          await getInScope(tx, actor, id);
          await assertReferences(tx, actor, values);
          if (await repo.employeeNoTaken(tx, actor.tenantId, values.employeeNo, id))
            throw badRequest("staff.employeeNoTaken");
          await repo.updateStaff(tx, actor.tenantId, id, values);
          return (await repo.findStaff(tx, actor.tenantId, id)) as StaffRow;
        }),
      ).finally(() => staffLookupsChanged(cache, actor.tenantId));
    },

    async remove(actor: Actor, id: string) {
      await db.transaction(async (tx) => {
        await getInScope(tx, actor, id);
        // a declaration keeps its staff member: the decisions and snapshots refer to them
        if (await repo.hasDeclaration(tx, id)) throw badRequest("staff.hasDeclaration");
        await repo.deleteStaff(tx, actor.tenantId, id);
      });
    },

    /**
     * Opens an account for a staff member: the employee number is the account name, the password is random and
     * returned once, the account joins the `declarant` role group and the staff member's unit.
     */
    async createAccount(actor: Actor, id: string): Promise<StaffAccount> {
      const account = await db.transaction(async (tx) => {
        const row = await getInScope(tx, actor, id);
        if (row.userId) throw badRequest("staff.hasAccount");
        const opened = await openAccount(tx, {
          tenantId: actor.tenantId,
          username: row.employeeNo,
          name: row.name,
          departId: row.unitId,
          groupCode: "declarant",
          no: row.employeeNo,
          idNo: row.idNo,
          mobilePhone: row.phone,
          email: row.email,
          sex: row.sex,
          nation: row.nation,
          createdBy: actor.userId,
          usernameTakenKey: "staff.accountUsernameTaken",
          groupMissingKey: "staff.declarantGroupMissing",
          strictContacts: false,
        });
        await repo.linkAccount(tx, actor.tenantId, id, opened.userId);
        return { userId: opened.userId, username: row.employeeNo, password: opened.password };
      });
      usersChanged(cache, actor.tenantId);
      return account;
    },

    /** The filtered staff as an xlsx workbook written to `out`: headers and dictionary labels in the caller's language. */
    async exportXlsx(actor: Actor, query: StaffPageParams, lang: Language): Promise<Buffer> {
      const [rows, dicts] = await Promise.all([
        repo.allStaff(db, { tenantId: actor.tenantId, scope: actor.scope, ...filterOf(query) }),
        loadStaffDicts(db, actor.tenantId),
      ]);
      const labels = new Map(
        [...dicts].map(([code, entries]) => [
          code,
          new Map(entries.map((e) => [e.value, lang === "en" ? e.labelEn || e.label : e.label])),
        ]),
      );
      const cell = (row: StaffRow, column: StaffColumn) => {
        if (column.kind === "unit") return lang === "en" ? row.unitNameEn || row.unitName : row.unitName;
        if (column.kind === "title")
          return lang === "en" ? row.currentTitleNameEn || row.currentTitleName : row.currentTitleName;
        const value = row[column.key as keyof StaffRow] as string | null;
        if (column.kind === "dict" && column.dict && value) return labels.get(column.dict)?.get(value) ?? value;
        return value;
      };
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet(lang === "en" ? "Staff" : "教职工");
      sheet.columns = STAFF_COLUMNS.map((column) => ({
        key: column.key,
        header: column[lang],
        width: column.width ?? 14,
      }));
      sheet.getRow(1).font = { bold: true };
      for (const row of rows) {
        sheet.addRow(Object.fromEntries(STAFF_COLUMNS.map((column) => [column.key, cell(row, column)])));
      }
      return Buffer.from(await workbook.xlsx.writeBuffer());
    },
  };
}

function filterOf(query: { unitId?: string; postType?: string; titleLevel?: string; keyword?: string }) {
  return {
    unitId: query.unitId || undefined,
    postType: query.postType || undefined,
    titleLevel: query.titleLevel || undefined,
    keyword: query.keyword || undefined,
  };
}
