import { createHash, randomUUID } from "node:crypto";
import { type Language, type MessageKey, translate } from "@zcps/contracts/messages";
import {
  MATERIAL_TYPES,
  type MaterialType,
  type MaterialTypeCode,
  materialPayloadSchema,
} from "@zcps/contracts/zcps/materials";
import {
  IMPORT_MAX_ERRORS,
  IMPORT_MAX_ROWS,
  type ImportError,
  type ImportKind,
  type ImportResult,
  STAFF_IMPORT_KIND,
  staffInputSchema,
} from "@zcps/contracts/zcps/staff/api";
import type { ZodError } from "zod";
import type { Executor } from "../../../db/client";
import type { staff } from "../../../db/schema";
import { type DataScope, departInScope } from "../../../platform/data-scope";
import type { AppDeps } from "../../../platform/deps";
import { badRequest } from "../../../platform/errors";
import * as repo from "./import-repo";
import {
  buildTemplate,
  normalizeCell,
  readSheet,
  type SheetColumn,
  type SheetRow,
  unknownChoice,
} from "./import-sheet";
import { staffLookupsChanged } from "./names-cache";
import { type DictEntry, loadDicts, STAFF_COLUMNS } from "./staff-columns";

export interface Actor {
  userId: string;
  tenantId: string;
  scope: DataScope;
}

const IMPORTABLE: readonly MaterialType[] = MATERIAL_TYPES.filter((type) => type.importable);
const EMPLOYEE_NO: SheetColumn = { key: "employeeNo", zh: "工号", en: "Employee number", required: true, kind: "text" };
const SOURCE_REF: SheetColumn = {
  key: "sourceRef",
  zh: "来源编号",
  en: "Source reference",
  required: true,
  kind: "text",
};

function materialColumns(type: MaterialType, dicts: Map<string, DictEntry[]>): SheetColumn[] {
  return [
    EMPLOYEE_NO,
    SOURCE_REF,
    ...type.fields.map((field): SheetColumn => {
      const base = { key: field.name, zh: field.label.zh, en: field.label.en, required: field.required };
      if (field.options) return { ...base, kind: "select", options: field.options };
      if (field.dict) return { ...base, kind: "dict", dict: dicts.get(field.dict) ?? [] };
      if (field.kind === "text" || field.kind === "textarea" || field.kind === "select")
        return { ...base, kind: "text" };
      return { ...base, kind: field.kind };
    }),
  ];
}

function staffColumns(dicts: Map<string, DictEntry[]>): SheetColumn[] {
  return STAFF_COLUMNS.map((column) => ({
    key: column.key,
    zh: column.zh,
    en: column.en,
    required: column.required,
    kind: column.kind === "dict" ? "dict" : column.kind,
    ...(column.dict ? { dict: dicts.get(column.dict) ?? [] } : {}),
  }));
}

const dictCodes = (kind: string): string[] =>
  kind === STAFF_IMPORT_KIND
    ? STAFF_COLUMNS.flatMap((c) => (c.dict ? [c.dict] : []))
    : (IMPORTABLE.find((t) => t.code === kind)?.fields.flatMap((f) => (f.dict && !f.options ? [f.dict] : [])) ?? []);

const SHEET_REFUSALS = {
  badFile: "staff.import.badFile",
  empty: "staff.import.empty",
  tooManyRows: "staff.import.tooManyRows",
} as const satisfies Record<string, MessageKey>;

/** Collects row errors up to the report's limit. */
class ErrorReport {
  readonly errors: ImportError[] = [];
  constructor(private readonly lang: Language) {}
  add(row: number, column: SheetColumn | undefined, key: string) {
    if (this.errors.length < IMPORT_MAX_ERRORS)
      this.errors.push({ row, ...(column ? { column: column[this.lang] } : {}), message: translate(key, this.lang) });
  }
  /** The schema's issues of a row, except on columns the row already has an error for (one message per cell). */
  zod(
    row: number,
    columns: readonly SheetColumn[],
    error: ZodError,
    keyOf: (path: string) => string = (p) => p,
    reported: ReadonlySet<string> = new Set(),
  ) {
    for (const issue of error.issues) {
      const path = keyOf(String(issue.path[0] ?? ""));
      if (!reported.has(path))
        this.add(
          row,
          columns.find((c) => c.key === path),
          issue.message,
        );
    }
  }
}

/**
 * importData: xlsx imports of staff master data and of source records. Every upload is checked row by row with the
 * shared schemas; a dry run reports without writing, an applied upload writes all rows in one transaction or, on
 * any error, nothing. Each upload is kept (file and result) in data_imports.
 */
export function createImportService({ db, storage, cache }: Pick<AppDeps, "db" | "storage" | "cache">) {
  async function columnsOf(tenantId: string, kind: string): Promise<SheetColumn[]> {
    const dicts = await loadDicts(db, tenantId, dictCodes(kind));
    if (kind === STAFF_IMPORT_KIND) return staffColumns(dicts);
    const type = IMPORTABLE.find((t) => t.code === kind);
    if (!type) throw badRequest("staff.import.unknownKind");
    return materialColumns(type, dicts);
  }

  /** Staff rows checked and turned into table rows, or errors. */
  async function checkStaff(actor: Actor, columns: SheetColumn[], rows: SheetRow[], report: ErrorReport) {
    const { units, titles } = await repo.unitsAndTitles(db, actor.tenantId);
    const unitByName = new Map<string, string>();
    for (const unit of units)
      for (const name of [unit.name, unit.code, unit.nameEn]) if (name) unitByName.set(name, unit.id);
    const titleByName = new Map<string, string>();
    for (const title of titles) for (const name of [title.name, title.nameEn]) titleByName.set(name, title.id);
    const existing = await repo.staffByEmployeeNo(
      db,
      actor.tenantId,
      rows.map((r) => String(r.values.employeeNo ?? "").trim()).filter(Boolean),
    );
    const column = (key: string) => columns.find((c) => c.key === key) as SheetColumn;
    const seen = new Set<string>();
    const out: (typeof staff.$inferInsert)[] = [];
    for (const { row, values } of rows) {
      const input: Record<string, unknown> = {};
      let ok = true;
      for (const col of columns) {
        const value = normalizeCell(col, values[col.key]);
        if (unknownChoice(col, value)) {
          report.add(row, col, "staff.v.option");
          ok = false;
        }
        input[col.key] = value;
      }
      const unitText = input.unit as string | undefined;
      input.unitId = unitText ? unitByName.get(unitText) : undefined;
      const reported = new Set<string>();
      if (unitText && !input.unitId) {
        report.add(row, column("unit"), "staff.import.unknownUnit");
        reported.add("unit");
        ok = false;
      }
      const titleText = input.currentTitle as string | undefined;
      input.currentTitleId = titleText ? titleByName.get(titleText) : undefined;
      input.currentTitleName = titleText;
      const parsed = staffInputSchema.safeParse(input);
      if (!parsed.success) {
        report.zod(row, columns, parsed.error, (path) => (path === "unitId" ? "unit" : path), reported);
        continue;
      }
      const values_ = parsed.data;
      if (seen.has(values_.employeeNo)) {
        report.add(row, column("employeeNo"), "staff.import.duplicateInFile");
        continue;
      }
      seen.add(values_.employeeNo);
      const before = existing.get(values_.employeeNo);
      if (
        !departInScope(actor.scope, values_.unitId) ||
        (before?.unitId && !departInScope(actor.scope, before.unitId))
      ) {
        report.add(row, column("unit"), "staff.import.outOfScope");
        continue;
      }
      if (ok) out.push({ id: before?.id ?? randomUUID(), tenantId: actor.tenantId, ...values_ });
    }
    return out;
  }

  /** Source-record rows checked against the type's payload schema and the staff table. */
  async function checkRecords(
    actor: Actor,
    type: MaterialType,
    columns: SheetColumn[],
    rows: SheetRow[],
    report: ErrorReport,
    importId: string,
  ) {
    const schema = materialPayloadSchema(type.code as MaterialTypeCode);
    const staffByNo = await repo.staffByEmployeeNo(
      db,
      actor.tenantId,
      rows.map((r) => String(normalizeCell(EMPLOYEE_NO, r.values.employeeNo) ?? "")).filter(Boolean),
    );
    const seen = new Set<string>();
    const out: {
      id: string;
      tenantId: string;
      staffId: string;
      materialType: string;
      sourceRef: string;
      source: string;
      payload: Record<string, unknown>;
      importId: string;
    }[] = [];
    for (const { row, values } of rows) {
      let ok = true;
      const employeeNo = normalizeCell(EMPLOYEE_NO, values.employeeNo) as string | undefined;
      const sourceRef = normalizeCell(SOURCE_REF, values.sourceRef) as string | undefined;
      const person = employeeNo ? staffByNo.get(employeeNo) : undefined;
      if (!employeeNo) {
        report.add(row, EMPLOYEE_NO, "staff.v.required");
        ok = false;
      } else if (!person) {
        report.add(row, EMPLOYEE_NO, "staff.import.unknownStaff");
        ok = false;
      } else if (actor.scope.kind !== "tenant" && !(person.unitId && departInScope(actor.scope, person.unitId))) {
        report.add(row, EMPLOYEE_NO, "staff.import.outOfScope");
        ok = false;
      }
      if (!sourceRef) {
        report.add(row, SOURCE_REF, "staff.v.required");
        ok = false;
      } else if (sourceRef.length > 100) {
        report.add(row, SOURCE_REF, "staff.v.tooLong");
        ok = false;
      } else if (seen.has(sourceRef)) {
        report.add(row, SOURCE_REF, "staff.import.duplicateInFile");
        ok = false;
      } else seen.add(sourceRef);
      const payloadInput: Record<string, unknown> = {};
      for (const col of columns.slice(2)) {
        const value = normalizeCell(col, values[col.key]);
        if (unknownChoice(col, value)) {
          report.add(row, col, "staff.v.option");
          ok = false;
        }
        payloadInput[col.key] = value;
      }
      const parsed = schema.safeParse(payloadInput);
      if (!parsed.success) {
        report.zod(row, columns, parsed.error);
        continue;
      }
      if (ok && person && sourceRef) {
        out.push({
          id: randomUUID(),
          tenantId: actor.tenantId,
          staffId: person.id,
          materialType: type.code,
          sourceRef,
          source: "import",
          payload: parsed.data as Record<string, unknown>,
          importId,
        });
      }
    }
    return out;
  }

  return {
    /** The kinds of import with their columns (the page shows them; templates carry the allowed options). */
    kinds(): ImportKind[] {
      const dicts = new Map<string, DictEntry[]>();
      const strip = (columns: SheetColumn[]) =>
        columns.map(({ key, zh, en, required }) => ({ key, zh, en, required: required === true }));
      return [
        { kind: STAFF_IMPORT_KIND, zh: "教职工基础信息", en: "Staff master data", columns: strip(staffColumns(dicts)) },
        ...IMPORTABLE.map((type) => ({
          kind: type.code,
          zh: type.label.zh,
          en: type.label.en,
          columns: strip(materialColumns(type, dicts)),
        })),
      ];
    },

    async template(actor: Pick<Actor, "tenantId">, kind: string) {
      const columns = await columnsOf(actor.tenantId, kind);
      const label = kind === STAFF_IMPORT_KIND ? "教职工" : (IMPORTABLE.find((t) => t.code === kind)?.label.zh ?? kind);
      return { body: await buildTemplate(label.slice(0, 31), columns), label };
    },

    page: (actor: Pick<Actor, "tenantId">, kind: string | undefined, page: number, limit: number) =>
      repo.pageImports(db, actor.tenantId, kind, page, limit),

    async upload(
      actor: Actor,
      upload: { kind: string; fileName: string; bytes: Buffer; apply: boolean },
      lang: Language,
    ): Promise<ImportResult> {
      const columns = await columnsOf(actor.tenantId, upload.kind);
      const sheet = await readSheet(upload.bytes, columns, IMPORT_MAX_ROWS);
      if (!sheet.ok) {
        if (sheet.reason !== "missingColumns") throw badRequest(SHEET_REFUSALS[sheet.reason]);
        const report = new ErrorReport(lang);
        for (const column of sheet.columns) report.add(1, column, "staff.import.missingColumn");
        return db.transaction((tx) => record(tx, actor, upload, 0, report.errors, null));
      }
      const report = new ErrorReport(lang);
      const importId = randomUUID();
      const type = IMPORTABLE.find((t) => t.code === upload.kind);
      const rows =
        upload.kind === STAFF_IMPORT_KIND
          ? await checkStaff(actor, columns, sheet.rows, report)
          : await checkRecords(actor, type as MaterialType, columns, sheet.rows, report, importId);
      if (report.errors.length > 0 || !upload.apply) {
        return db.transaction((tx) => record(tx, actor, upload, sheet.rows.length, report.errors, null, importId));
      }
      // the rows and their import record commit together, or not at all
      return db
        .transaction(async (tx) => {
          const counts =
            upload.kind === STAFF_IMPORT_KIND
              ? await repo.upsertStaff(tx, rows as (typeof staff.$inferInsert)[])
              : await repo.upsertSourceRecords(tx, rows as Parameters<typeof repo.upsertSourceRecords>[1]);
          return record(tx, actor, upload, sheet.rows.length, [], counts, importId);
        })
        .finally(() => {
          if (upload.kind === STAFF_IMPORT_KIND) staffLookupsChanged(cache, actor.tenantId);
        });
    },
  };

  /** Stores the uploaded file and the import's outcome. */
  async function record(
    tx: Executor,
    actor: Actor,
    upload: { kind: string; fileName: string; bytes: Buffer; apply: boolean },
    rows: number,
    errors: ImportError[],
    counts: { inserted: number; updated: number } | null,
    id: string = randomUUID(),
  ): Promise<ImportResult> {
    const digest = createHash("sha256").update(upload.bytes).digest("hex");
    const fileId = randomUUID();
    const storageKey = `imports/${digest.slice(0, 2)}/${digest}`;
    await storage.put(storageKey, upload.bytes);
    const status: ImportResult["status"] = errors.length > 0 ? "failed" : counts ? "applied" : "checked";
    const createdAt = new Date();
    await repo.insertFile(tx, {
      id: fileId,
      tenantId: actor.tenantId,
      purpose: "import",
      sha256: digest,
      mime: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      size: upload.bytes.length,
      storageKey,
      originalName: upload.fileName,
      createdBy: actor.userId,
    });
    await repo.insertImport(tx, {
      id,
      tenantId: actor.tenantId,
      kind: upload.kind,
      fileName: upload.fileName,
      fileId,
      dryRun: !upload.apply,
      status,
      rows,
      inserted: counts?.inserted ?? 0,
      updated: counts?.updated ?? 0,
      errors,
      createdBy: actor.userId,
      createdAt,
    });
    return {
      id,
      kind: upload.kind,
      fileName: upload.fileName,
      dryRun: !upload.apply,
      status,
      rows,
      inserted: counts?.inserted ?? 0,
      updated: counts?.updated ?? 0,
      errors,
      createdAt: createdAt.toISOString(),
    };
  }
}
