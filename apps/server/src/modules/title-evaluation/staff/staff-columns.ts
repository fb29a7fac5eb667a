import { type DisciplineOption, firstLevelOf } from "@zcps/contracts/zcps/experts/api";
import { and, asc, eq, inArray, like, or } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { dictTypes, dictValues } from "../../../db/schema";
import type { AccessCache } from "../../../platform/access-cache";
import { keptFromDictionary } from "../../admin/dict";

/** How a staff field is written in a sheet: a dictionary label, a unit, a title, or the value itself. */
export type StaffColumnKind = "text" | "date" | "dict" | "unit" | "title";

export interface StaffColumn {
  /** the StaffInput field (unit and currentTitle are resolved to ids) */
  key: string;
  zh: string;
  en: string;
  required?: boolean;
  kind: StaffColumnKind;
  /** dictionary type code for kind "dict"; "subjectType_*" reads every first-level discipline */
  dict?: string;
  width?: number;
}

/** The staff sheet's columns, in order: the export writes them and the import template and reader use them. */
export const STAFF_COLUMNS: readonly StaffColumn[] = [
  { key: "employeeNo", zh: "工号", en: "Employee number", required: true, kind: "text", width: 12 },
  { key: "name", zh: "姓名", en: "Name", required: true, kind: "text", width: 10 },
  { key: "sex", zh: "性别", en: "Sex", kind: "dict", dict: "comm_sex", width: 6 },
  { key: "birthDate", zh: "出生日期", en: "Birth date", kind: "date", width: 12 },
  { key: "idNo", zh: "身份证号", en: "ID number", kind: "text", width: 20 },
  { key: "nation", zh: "民族", en: "Ethnic group", kind: "dict", dict: "nation", width: 8 },
  { key: "politicalStatus", zh: "政治面貌", en: "Political status", kind: "dict", dict: "political_status" },
  { key: "unit", zh: "所在单位", en: "Unit", required: true, kind: "unit", width: 22 },
  { key: "postType", zh: "岗位类型", en: "Post type", kind: "text" },
  { key: "postGrade", zh: "岗位等级", en: "Post grade", kind: "dict", dict: "title_sub_level" },
  { key: "currentTitle", zh: "现任职称", en: "Current title", kind: "title" },
  { key: "currentTitleDate", zh: "职称取得时间", en: "Title obtained", kind: "date", width: 12 },
  { key: "currentTitleHiredDate", zh: "现职称聘任时间", en: "Title hired", kind: "date", width: 12 },
  { key: "education", zh: "学历", en: "Education", kind: "dict", dict: "education" },
  { key: "degree", zh: "学位", en: "Degree", kind: "dict", dict: "degree", width: 8 },
  { key: "disciplineCode", zh: "学科", en: "Discipline", kind: "dict", dict: "subjectType_*" },
  { key: "hireDate", zh: "入职时间", en: "Hire date", kind: "date", width: 12 },
  { key: "phone", zh: "手机号", en: "Mobile", kind: "text", width: 13 },
  { key: "email", zh: "邮箱", en: "E-mail", kind: "text", width: 24 },
];

export interface DictEntry {
  value: string;
  label: string;
  labelEn: string;
}

/** Dictionary entries by type code; "subjectType_*" gathers every first-level discipline. */
export async function loadDicts(
  db: Executor,
  tenantId: string,
  codes: readonly string[],
): Promise<Map<string, DictEntry[]>> {
  const exact = codes.filter((code) => !code.endsWith("*"));
  const disciplines = codes.includes("subjectType_*");
  if (exact.length === 0 && !disciplines) return new Map();
  const rows = await db
    .select({ type: dictTypes.code, value: dictValues.value, label: dictValues.label, labelEn: dictValues.labelEn })
    .from(dictValues)
    .innerJoin(dictTypes, eq(dictTypes.id, dictValues.typeId))
    .where(
      and(
        eq(dictTypes.tenantId, tenantId),
        eq(dictValues.enabled, true),
        or(
          exact.length > 0 ? inArray(dictTypes.code, exact) : undefined,
          disciplines ? like(dictTypes.code, "subjectType\\_%") : undefined,
        ),
      ),
    )
    .orderBy(asc(dictValues.orderNum));
  const out = new Map<string, DictEntry[]>();
  for (const row of rows) {
    const key = exact.includes(row.type) ? row.type : "subjectType_*";
    const list = out.get(key) ?? [];
    list.push({ value: row.value, label: row.label, labelEn: row.labelEn });
    out.set(key, list);
  }
  return out;
}

export interface DisciplineName {
  name: string;
  nameEn: string;
}

/**
 * A discipline code's names in both languages (the national catalogue, kept in the access cache): a second-level
 * code falls back to its first level; an unknown or missing code has none.
 */
export async function disciplineNamer(cache: AccessCache, db: Executor, tenantId: string) {
  const names = await keptFromDictionary(cache, tenantId, "disciplineNames", async () => {
    const entries = (await loadDicts(db, tenantId, ["subjectType_*"])).get("subjectType_*") ?? [];
    return new Map(entries.map((e) => [e.value, { name: e.label, nameEn: e.labelEn }]));
  });
  return (code: string | null | undefined): DisciplineName | null =>
    code ? (names.get(code) ?? names.get(code.slice(0, 4)) ?? null) : null;
}

/** The first-level disciplines of the tenant's national catalogue (dictionary subjectType_*). */
export async function disciplineCatalogue(db: Executor, tenantId: string): Promise<DisciplineOption[]> {
  const dicts = await loadDicts(db, tenantId, ["subjectType_*"]);
  return (dicts.get("subjectType_*") ?? [])
    .map((d) => ({ code: d.value, name: d.label, nameEn: d.labelEn }))
    .sort((a, b) => a.code.localeCompare(b.code));
}

/** Codes whose first level the catalogue does not hold. */
export const unknownDisciplines = (codes: readonly string[], catalogue: ReadonlySet<string>) =>
  codes.filter((code) => !catalogue.has(firstLevelOf(code)));

/** The dictionaries the staff columns use, by column dictionary code. */
export function loadStaffDicts(db: Executor, tenantId: string) {
  return loadDicts(
    db,
    tenantId,
    STAFF_COLUMNS.flatMap((c) => (c.dict ? [c.dict] : [])),
  );
}
