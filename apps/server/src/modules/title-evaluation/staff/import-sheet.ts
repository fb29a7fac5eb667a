import type { FieldOption } from "@zcps/contracts/zcps/materials";
import ExcelJS from "exceljs";

/**
 * Import sheets: the template a column list produces, and the reader that turns an uploaded sheet back into plain
 * values per column (dates as yyyy-mm-dd, options as their codes) for the shared zod schemas to judge.
 */

export type SheetColumnKind =
  | "text"
  | "date"
  | "month"
  | "year"
  | "number"
  | "boolean"
  | "select"
  | "dict"
  | "unit"
  | "title";

export interface SheetColumn {
  key: string;
  zh: string;
  en: string;
  required?: boolean;
  kind: SheetColumnKind;
  options?: readonly FieldOption[];
  /** kind "dict": the dictionary's entries */
  dict?: readonly { value: string; label: string; labelEn: string }[];
}

const HINTS: Partial<Record<SheetColumnKind, { zh: string; en: string }>> = {
  date: { zh: "日期，如 2024-07-01", en: "A date, e.g. 2024-07-01" },
  month: { zh: "年月，如 2024-07", en: "A month, e.g. 2024-07" },
  year: { zh: "年份，如 2024", en: "A year, e.g. 2024" },
  number: { zh: "数字", en: "A number" },
  boolean: { zh: "是 / 否", en: "Yes / No" },
  unit: { zh: "单位名称或编码", en: "The unit's name or code" },
  title: { zh: "职称名称，如 副教授", en: "The title's name, e.g. 副教授" },
};

function optionsNote(column: SheetColumn): string | null {
  const entries =
    column.options?.map((o) => `${o.zh} (${o.en})`) ?? column.dict?.map((d) => `${d.label} (${d.labelEn})`);
  if (!entries || entries.length === 0) return null;
  const shown = entries.slice(0, 40).join("、");
  return entries.length > 40 ? `${shown}…` : shown;
}

/**
 * The template: row 1 the Chinese headers (required ones marked *), row 2 the English headers, each header with a
 * note naming the expected value (format or allowed options).
 */
export async function buildTemplate(sheetName: string, columns: readonly SheetColumn[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((column) => ({ key: column.key, width: Math.max(12, column.zh.length * 2 + 4) }));
  sheet.addRow(columns.map((column) => (column.required ? `${column.zh}*` : column.zh)));
  sheet.addRow(columns.map((column) => column.en));
  columns.forEach((column, index) => {
    const hint = HINTS[column.kind];
    const options = optionsNote(column);
    const lines = [
      column.required ? "必填 / required" : null,
      hint ? `${hint.zh} / ${hint.en}` : null,
      options ? `可选值 / options: ${options}` : null,
    ].filter(Boolean);
    const cell = sheet.getRow(1).getCell(index + 1);
    if (lines.length > 0) cell.note = lines.join("\n");
  });
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(2).font = { italic: true, color: { argb: "FF808080" } };
  sheet.views = [{ state: "frozen", ySplit: 2 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export interface SheetRow {
  /** the row's number in the sheet, as the user sees it */
  row: number;
  values: Record<string, unknown>;
}

export type SheetReadResult =
  | { ok: true; rows: SheetRow[] }
  | { ok: false; reason: "badFile" | "empty" | "tooManyRows" }
  | { ok: false; reason: "missingColumns"; columns: SheetColumn[] };

const headerKey = (text: string) => text.replace(/[*＊\s]/g, "").toLowerCase();

/** A cell's value without exceljs's wrappers: rich text joined, hyperlinks as their text, formulas as their result. */
function plain(value: ExcelJS.CellValue): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value;
  if (typeof value === "object") {
    if ("richText" in value) return value.richText.map((part) => part.text).join("");
    if ("text" in value && typeof value.text === "string") return value.text;
    if ("result" in value) return plain(value.result as ExcelJS.CellValue);
    if ("error" in value) return null;
    return String(value);
  }
  return value;
}

/** Reads the first sheet: headers (zh, en or the key) pick the columns; a second, English header row is skipped. */
export async function readSheet(
  bytes: Buffer,
  columns: readonly SheetColumn[],
  maxRows: number,
): Promise<SheetReadResult> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return { ok: false, reason: "badFile" };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { ok: false, reason: "badFile" };
  if (sheet.actualRowCount - 1 > maxRows + 1) return { ok: false, reason: "tooManyRows" };

  const byHeader = new Map<string, SheetColumn>();
  for (const column of columns) {
    for (const name of [column.zh, column.en, column.key]) byHeader.set(headerKey(name), column);
  }
  const positions = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, col) => {
    const column = byHeader.get(headerKey(String(plain(cell.value) ?? "")));
    if (column && !positions.has(column.key)) positions.set(column.key, col);
  });
  const missing = columns.filter((column) => column.required && !positions.has(column.key));
  if (missing.length > 0) return { ok: false, reason: "missingColumns", columns: missing };

  const second = sheet.getRow(2);
  const englishHeader = [...positions].every(([key, col]) => {
    const column = columns.find((c) => c.key === key) as SheetColumn;
    const text = String(plain(second.getCell(col).value) ?? "");
    return text === "" || headerKey(text) === headerKey(column.en);
  });

  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1 || (rowNumber === 2 && englishHeader)) return;
    const values: Record<string, unknown> = {};
    let blank = true;
    for (const [key, col] of positions) {
      const value = plain(row.getCell(col).value);
      if (value !== null && String(value).trim() !== "") blank = false;
      values[key] = value;
    }
    if (!blank) rows.push({ row: rowNumber, values });
  });
  if (rows.length > maxRows) return { ok: false, reason: "tooManyRows" };
  if (rows.length === 0) return { ok: false, reason: "empty" };
  return { ok: true, rows };
}

const pad = (n: number) => String(n).padStart(2, "0");

function isoDay(date: Date) {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** An Excel serial day number (days since 1899-12-30) as a Date. */
const fromSerial = (serial: number) => new Date(Date.UTC(1899, 11, 30) + Math.round(serial) * 86_400_000);

const YES = new Set(["是", "yes", "y", "true", "1", "√"]);
const NO = new Set(["否", "no", "n", "false", "0", "×"]);

/**
 * A cell as the value its schema expects. What cannot be converted is passed on as written, so the schema's own
 * message names the problem; `undefined` means blank.
 */
export function normalizeCell(column: SheetColumn, value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === "string" && value.trim() === "") return undefined;
  switch (column.kind) {
    case "date": {
      if (value instanceof Date) return isoDay(value);
      if (typeof value === "number") return isoDay(fromSerial(value));
      const match = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?$/.exec(String(value).trim());
      return match ? `${match[1]}-${pad(Number(match[2]))}-${pad(Number(match[3]))}` : String(value).trim();
    }
    case "month": {
      if (value instanceof Date) return isoDay(value).slice(0, 7);
      if (typeof value === "number") return isoDay(fromSerial(value)).slice(0, 7);
      const match = /^(\d{4})[-/.年](\d{1,2})月?$/.exec(String(value).trim());
      return match ? `${match[1]}-${pad(Number(match[2]))}` : String(value).trim();
    }
    case "year":
      if (value instanceof Date) return value.getUTCFullYear();
      return typeof value === "number" ? value : String(value).trim();
    case "number":
      if (typeof value === "number") return value;
      return /^-?\d+(\.\d+)?$/.test(String(value).trim()) ? Number(String(value).trim()) : String(value).trim();
    case "boolean": {
      if (typeof value === "boolean") return value;
      const text = String(value).trim().toLowerCase();
      if (YES.has(text)) return true;
      if (NO.has(text)) return false;
      return text;
    }
    case "select": {
      const text = String(value).trim();
      const lower = text.toLowerCase();
      const option = column.options?.find(
        (o) => o.value.toLowerCase() === lower || o.zh === text || o.en.toLowerCase() === lower,
      );
      return option ? option.value : text;
    }
    case "dict": {
      const text = String(value).trim();
      const lower = text.toLowerCase();
      const entry = column.dict?.find((d) => d.value === text || d.label === text || d.labelEn.toLowerCase() === lower);
      return entry ? entry.value : text;
    }
    default:
      if (value instanceof Date) return isoDay(value);
      return String(value).trim();
  }
}

/** True when a dictionary or option column holds a value that is none of its entries. */
export function unknownChoice(column: SheetColumn, normalized: unknown): boolean {
  if (normalized === undefined) return false;
  if (column.kind === "dict" && column.dict) return !column.dict.some((d) => d.value === normalized);
  return false;
}
