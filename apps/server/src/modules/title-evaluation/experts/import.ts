import { randomUUID } from "node:crypto";
import { type Language, type MessageKey, translate } from "@zcps/contracts/messages";
import {
  EXPERT_DEFAULT_LOAD,
  EXPERT_TITLE_LEVELS,
  type ExpertImportResult,
  type ExpertKind,
} from "@zcps/contracts/zcps/experts/api";
import { IMPORT_MAX_ERRORS, IMPORT_MAX_ROWS } from "@zcps/contracts/zcps/staff/api";
import type { ZodError } from "zod";
import type { AppDeps } from "../../../platform/deps";
import { badRequest } from "../../../platform/errors";
import {
  buildTemplate,
  disciplineCatalogue,
  normalizeCell,
  readSheet,
  type SheetColumn,
  unknownDisciplines,
} from "../staff";
import * as repo from "./repo";
import { parseExpert } from "./service";

const LEVEL_OPTIONS = EXPERT_TITLE_LEVELS.map((value) => ({
  value,
  zh: value === "FULL_SENIOR" ? "正高级" : "副高级",
  en: value === "FULL_SENIOR" ? "Full senior" : "Associate senior",
}));

const COMMON_COLUMNS: readonly SheetColumn[] = [
  { key: "titleLevel", zh: "职称级别", en: "Title level", required: true, kind: "select", options: LEVEL_OPTIONS },
  { key: "disciplineCodes", zh: "学科代码", en: "Discipline codes", required: true, kind: "text" },
  { key: "keywords", zh: "研究方向关键词", en: "Research keywords", kind: "text" },
  { key: "doctoralSupervisor", zh: "博士生导师", en: "Doctoral supervisor", kind: "boolean" },
  { key: "maxLoad", zh: "每轮评审上限", en: "Load cap per round", kind: "number" },
  { key: "remark", zh: "备注", en: "Remark", kind: "text" },
];

/** The columns of each pool's sheet: an external expert by name and institution, an internal one by employee number. */
const COLUMNS: Record<ExpertKind, readonly SheetColumn[]> = {
  external: [
    { key: "name", zh: "姓名", en: "Name", required: true, kind: "text" },
    { key: "institution", zh: "工作单位", en: "Institution", required: true, kind: "text" },
    { key: "titleName", zh: "职称", en: "Title", required: true, kind: "text" },
    ...COMMON_COLUMNS,
    { key: "phone", zh: "手机号", en: "Mobile phone", required: true, kind: "text" },
    { key: "email", zh: "邮箱", en: "E-mail", required: true, kind: "text" },
  ],
  internal: [
    { key: "employeeNo", zh: "工号", en: "Employee number", required: true, kind: "text" },
    { key: "titleName", zh: "职称", en: "Title", kind: "text" },
    ...COMMON_COLUMNS,
    { key: "phone", zh: "手机号", en: "Mobile phone", kind: "text" },
    { key: "email", zh: "邮箱", en: "E-mail", kind: "text" },
  ],
};

const SHEET_NAMES: Record<ExpertKind, string> = { external: "校外专家", internal: "校内专家" };

/** "0812、081203" or "0812, 081203": a list cell split on Chinese and Latin separators. */
const splitList = (value: unknown) =>
  value === undefined
    ? []
    : String(value)
        .split(/[、,，;；\s]+/)
        .map((s) => s.trim())
        .filter(Boolean);

const SHEET_REFUSALS = {
  badFile: "staff.import.badFile",
  empty: "staff.import.empty",
  tooManyRows: "staff.import.tooManyRows",
} as const satisfies Record<string, MessageKey>;

/**
 * A pool's xlsx import with the staff import's sheet reader: every row is checked by the pool's shared schema; a dry
 * run reports row errors without writing; an applied import writes every row in one transaction or, on any error,
 * nothing. A row names an expert already in the pool (external: by mobile number; internal: by employee number) to
 * update them.
 */
export function createExpertImport({ db }: Pick<AppDeps, "db">, kind: ExpertKind) {
  const columns = COLUMNS[kind];
  const column = (key: string) => columns.find((c) => c.key === key);

  return {
    template: () => buildTemplate(SHEET_NAMES[kind], columns),

    async upload(actor: { userId: string; tenantId: string }, bytes: Buffer, apply: boolean, lang: Language) {
      const sheet = await readSheet(bytes, columns, IMPORT_MAX_ROWS);
      const errors: ExpertImportResult["errors"] = [];
      const add = (row: number, col: SheetColumn | undefined, key: string) => {
        if (errors.length < IMPORT_MAX_ERRORS)
          errors.push({ row, ...(col ? { column: col[lang] } : {}), message: translate(key, lang) });
      };
      const result = (rows: number, inserted = 0, updated = 0): ExpertImportResult => ({
        dryRun: !apply,
        status: errors.length > 0 ? "failed" : apply ? "applied" : "checked",
        rows,
        inserted,
        updated,
        errors,
      });
      if (!sheet.ok) {
        if (sheet.reason !== "missingColumns") throw badRequest(SHEET_REFUSALS[sheet.reason]);
        for (const missing of sheet.columns) add(1, missing, "staff.import.missingColumn");
        return result(0);
      }
      const zod = (row: number, error: ZodError) => {
        for (const issue of error.issues) {
          const key = String(issue.path[0] ?? "");
          add(row, column(key === "staffId" ? "employeeNo" : key), issue.message);
        }
      };
      const catalogue = new Set((await disciplineCatalogue(db, actor.tenantId)).map((d) => d.code));
      const cells = sheet.rows.map(({ row, values }) => ({
        row,
        values: Object.fromEntries(columns.map((c) => [c.key, normalizeCell(c, values[c.key])])),
      }));
      const staffByNo = await repo.staffByEmployeeNo(
        db,
        actor.tenantId,
        cells.flatMap((c) => (c.values.employeeNo ? [String(c.values.employeeNo)] : [])),
      );
      const seen = new Set<string>();
      const parsed: { row: number; values: Record<string, unknown>; key: string }[] = [];
      for (const { row, values } of cells) {
        const person = values.employeeNo ? staffByNo.get(String(values.employeeNo)) : undefined;
        if (kind === "internal" && values.employeeNo && !person) {
          add(row, column("employeeNo"), "staff.import.unknownStaff");
          continue;
        }
        const input = {
          ...values,
          staffId: person?.id,
          titleName: values.titleName ?? person?.titleName ?? undefined,
          phone: values.phone ?? person?.phone ?? undefined,
          email: values.email ?? person?.email ?? undefined,
          disciplineCodes: splitList(values.disciplineCodes),
          keywords: splitList(values.keywords),
          doctoralSupervisor: values.doctoralSupervisor === true,
          maxLoad: values.maxLoad ?? EXPERT_DEFAULT_LOAD,
          active: true,
        };
        let checked: ReturnType<typeof parseExpert>;
        try {
          checked = parseExpert(kind, input);
        } catch (error) {
          zod(row, error as ZodError);
          continue;
        }
        if (unknownDisciplines(checked.values.disciplineCodes, catalogue).length > 0) {
          add(row, column("disciplineCodes"), "expert.unknownDiscipline");
          continue;
        }
        const key = checked.kind === "external" ? checked.values.phone : checked.values.staffId;
        if (seen.has(key)) {
          add(row, column(kind === "external" ? "phone" : "employeeNo"), "staff.import.duplicateInFile");
          continue;
        }
        seen.add(key);
        parsed.push({ row, values: checked.values, key });
      }
      if (errors.length > 0 || !apply) return result(sheet.rows.length);

      return db.transaction(async (tx) => {
        const keys = parsed.map((p) => p.key);
        const existing =
          kind === "external"
            ? await repo.externalByPhone(tx, actor.tenantId, keys)
            : await repo.internalByStaff(tx, actor.tenantId, keys);
        let inserted = 0;
        let updated = 0;
        for (const { values, key } of parsed) {
          const row = {
            staffId: (values.staffId as string | undefined) ?? null,
            name: (values.name as string | undefined) ?? null,
            institution: (values.institution as string | undefined) ?? null,
            titleName: values.titleName as string,
            titleLevel: values.titleLevel as string,
            doctoralSupervisor: values.doctoralSupervisor as boolean,
            disciplineCodes: values.disciplineCodes as string[],
            keywords: values.keywords as string[],
            phone: (values.phone as string | null) ?? null,
            email: (values.email as string | null) ?? null,
            maxLoad: values.maxLoad as number,
            remark: (values.remark as string | null) ?? null,
          };
          const id = existing.get(key);
          if (id) {
            await repo.updateExpert(tx, actor.tenantId, id, row);
            updated += 1;
          } else {
            await repo.insertExpert(tx, {
              id: randomUUID(),
              tenantId: actor.tenantId,
              kind,
              ...row,
              createdBy: actor.userId,
            });
            inserted += 1;
          }
        }
        return result(sheet.rows.length, inserted, updated);
      });
    },
  };
}
