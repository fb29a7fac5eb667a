import type { ImportError, ImportResult } from "@zcps/contracts/zcps/staff/api";
import { and, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { insertJsonRows } from "../../../db/json-rows";
import { dataImports, departs, files, sourceRecords, staff, titles, users } from "../../../db/schema";

export const CHUNK = 1000;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

export async function unitsAndTitles(db: Executor, tenantId: string) {
  const [unitRows, titleRows] = await Promise.all([
    db
      .select({ id: departs.id, code: departs.code, name: departs.name, nameEn: departs.nameEn })
      .from(departs)
      .where(and(eq(departs.tenantId, tenantId), eq(departs.type, "unit"))),
    db
      .select({ id: titles.id, name: titles.name, nameEn: titles.nameEn })
      .from(titles)
      .where(eq(titles.tenantId, tenantId)),
  ]);
  return { units: unitRows, titles: titleRows };
}

/** The staff of the tenant with these employee numbers: id, unit and account. */
export async function staffByEmployeeNo(db: Executor, tenantId: string, employeeNos: string[]) {
  const out = new Map<string, { id: string; unitId: string | null; userId: string | null }>();
  for (const part of chunks(employeeNos)) {
    const rows = await db
      .select({ id: staff.id, employeeNo: staff.employeeNo, unitId: staff.unitId, userId: staff.userId })
      .from(staff)
      .where(and(eq(staff.tenantId, tenantId), inArray(staff.employeeNo, part)));
    for (const row of rows) out.set(row.employeeNo, { id: row.id, unitId: row.unitId, userId: row.userId });
  }
  return out;
}

const STAFF_UPDATABLE = [
  "name",
  "sex",
  "birth_date",
  "id_no",
  "nation",
  "political_status",
  "unit_id",
  "post_type",
  "post_grade",
  "current_title_id",
  "current_title_name",
  "current_title_date",
  "current_title_hired_date",
  "education",
  "degree",
  "discipline_code",
  "hire_date",
  "phone",
  "email",
];

const excludedSet = (names: readonly string[]) =>
  sql.join(
    names.map((name) => sql`${sql.identifier(name)} = excluded.${sql.identifier(name)}`),
    sql`, `,
  );

/** Inserts or updates staff by employee number in chunks; returns how many were new and how many changed. */
export async function upsertStaff(db: Executor, rows: (typeof staff.$inferInsert)[]) {
  let inserted = 0;
  let updated = 0;
  for (const part of chunks(rows)) {
    const result = await insertJsonRows(
      db,
      staff,
      part,
      sql`on conflict (tenant_id, employee_no) do update set ${excludedSet(STAFF_UPDATABLE)}, updated_at = now()
          returning (xmax = 0) as inserted`,
    );
    for (const row of result.rows) {
      if (row.inserted) inserted += 1;
      else updated += 1;
    }
  }
  return { inserted, updated };
}

/**
 * Inserts or updates source records by (type, source reference) in chunks; a record whose payload changed gets a
 * new version (a correction or a declaration can tell which version it saw).
 */
export async function upsertSourceRecords(db: Executor, rows: (typeof sourceRecords.$inferInsert)[]) {
  let inserted = 0;
  let updated = 0;
  for (const part of chunks(rows)) {
    const result = await insertJsonRows(
      db,
      sourceRecords,
      part,
      sql`on conflict (tenant_id, material_type, source_ref) do update set
            staff_id = excluded.staff_id, source = excluded.source, import_id = excluded.import_id,
            version = case when source_records.payload is distinct from excluded.payload
              then source_records.version + 1 else source_records.version end,
            payload = excluded.payload, updated_at = now()
          returning (xmax = 0) as inserted`,
    );
    for (const row of result.rows) {
      if (row.inserted) inserted += 1;
      else updated += 1;
    }
  }
  return { inserted, updated };
}

export async function insertFile(db: Executor, row: typeof files.$inferInsert) {
  await db.insert(files).values(row);
}

export async function insertImport(db: Executor, row: typeof dataImports.$inferInsert) {
  await db.insert(dataImports).values(row);
}

export async function pageImports(
  db: Executor,
  tenantId: string,
  kind: string | undefined,
  page: number,
  limit: number,
): Promise<{ rows: ImportResult[]; total: number }> {
  const where: SQL | undefined = and(eq(dataImports.tenantId, tenantId), kind ? eq(dataImports.kind, kind) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: dataImports.id,
        kind: dataImports.kind,
        fileName: dataImports.fileName,
        dryRun: dataImports.dryRun,
        status: dataImports.status,
        rows: dataImports.rows,
        inserted: dataImports.inserted,
        updated: dataImports.updated,
        errors: dataImports.errors,
        createdAt: dataImports.createdAt,
        createdByName: users.name,
      })
      .from(dataImports)
      .leftJoin(users, eq(users.id, dataImports.createdBy))
      .where(where)
      .orderBy(desc(dataImports.createdAt))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(dataImports).where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row,
      status: row.status as ImportResult["status"],
      errors: row.errors as ImportError[],
      createdAt: new Date(row.createdAt).toISOString(),
    })),
    total: total?.n ?? 0,
  };
}
