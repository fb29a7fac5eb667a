import { type Language, translate } from "@zcps/contracts/messages";
import type { A3Field, A3Section, A3Table } from "@zcps/contracts/zcps/results/a3";

/**
 * The printed form of an A3 table, before any file format: a grid per block (the identity, then each section) whose
 * first column is the section's name down its rows, as paper review forms are ruled. Column widths are proportions
 * of the page's text width; Word and PDF lay the same grid out.
 */

export interface GridCell {
  text: string;
  bold?: boolean;
  /** a label: a light grey background */
  shaded?: boolean;
  align?: "left" | "center";
  colSpan?: number;
  rowSpan?: number;
  /** a placeholder under a cell spanning rows (Word continues the merge there; pdfmake wants an empty cell) */
  covered?: boolean;
  /** a text block: at least this many lines high */
  minLines?: number;
}

export interface Grid {
  widths: number[];
  rows: GridCell[][];
}

const HEAD = 1.3;
/** the content's columns add up to this */
const BODY = 12;
const PAIRS = 3;

/** Column proportions of the sections printed as tables, by section. */
const TABLE_WIDTHS: Record<string, number[]> = {
  education: [2.2, 3.4, 2.6, 1.9, 1.9],
  workHistory: [2.4, 6, 3.6],
  teaching: [2, 0.8, 9.2],
  research: [2, 0.8, 9.2],
  representativeWorks: [0.8, 1.8, 9.4],
  departmentVerification: [6, 2, 2, 2],
  voteFigures: [2, 8, 2],
};

/** Sections signed by who gives the opinion. */
const SIGNED = new Set(["unitOpinion", "committeeOpinion"]);

function withHead(heading: string, body: GridCell[][]): GridCell[][] {
  return body.map((row, n) => [
    n === 0
      ? { text: heading, bold: true, shaded: true, align: "center", rowSpan: body.length }
      : { text: "", covered: true },
    ...row,
  ]);
}

function fieldRows(fields: readonly A3Field[]): GridCell[][] {
  const rows: GridCell[][] = [];
  for (let at = 0; at < fields.length; at += PAIRS) {
    const pairs = fields.slice(at, at + PAIRS);
    const row = pairs.flatMap((f): GridCell[] => [{ text: f.label, shaded: true, align: "center" }, { text: f.value }]);
    // the last row's missing pairs: its last value spans them
    const missing = PAIRS - pairs.length;
    if (missing > 0) {
      const last = row[row.length - 1];
      if (last) last.colSpan = 1 + missing * 2;
    }
    rows.push(row);
  }
  return rows;
}

const FIELD_WIDTHS = Array.from({ length: PAIRS }, () => [1.4, 2.6]).flat();

function sectionGrid(section: A3Section, lang: Language): Grid {
  const none = translate("a3.doc.none", lang);
  if (section.fields) {
    const body = section.fields.length ? fieldRows(section.fields) : [[{ text: none, colSpan: FIELD_WIDTHS.length }]];
    return { widths: [HEAD, ...FIELD_WIDTHS], rows: withHead(section.heading, pad(body, FIELD_WIDTHS.length)) };
  }
  if (section.table) {
    const widths =
      TABLE_WIDTHS[section.section] ?? section.table.columns.map(() => BODY / section.table!.columns.length);
    const span = widths.length;
    const body: GridCell[][] = [
      section.table.columns.map((c) => ({ text: c, bold: true, shaded: true, align: "center" })),
      ...(section.table.rows.length
        ? section.table.rows.map((r) =>
            r.map((text, i): GridCell => ({ text, align: /^\d+$/.test(text) && i > 0 ? "center" : "left" })),
          )
        : [[{ text: none, colSpan: span }]]),
    ];
    if (section.text) body.push([{ text: section.text, colSpan: span, minLines: 2 }]);
    return { widths: [HEAD, ...widths], rows: withHead(section.heading, pad(body, span)) };
  }
  const signed = SIGNED.has(section.section);
  const text = signed
    ? `${section.text ?? ""}\n\n${translate("a3.doc.signature", lang)}            ${translate("a3.doc.date", lang)}`
    : (section.text ?? "");
  return {
    widths: [HEAD, BODY],
    rows: withHead(section.heading, [[{ text, minLines: signed ? 5 : 4 }]]),
  };
}

/** Fills a row's spanned columns with covered cells, so every row has as many cells as the grid has columns. */
function pad(rows: GridCell[][], columns: number): GridCell[][] {
  return rows.map((row) => {
    const out: GridCell[] = [];
    for (const cell of row) {
      if (cell.covered) {
        out.push(cell);
        continue;
      }
      out.push(cell);
      for (let k = 1; k < (cell.colSpan ?? 1); k++) out.push({ text: "", covered: true });
    }
    return out.slice(0, columns);
  });
}

/** The grids of a table: its identity, then each section in the layout's order. */
export function tableGrids(table: A3Table, lang: Language): Grid[] {
  const identity: A3Section = {
    section: "basicInfo",
    heading: translate("a3.doc.declarant", lang),
    fields: table.identity,
    editable: false,
    edited: false,
  };
  return [identity, ...table.sections].map((s) => sectionGrid(s, lang));
}

/** The line under the title: when printed, and the edited version printed if any. */
export function subtitle(table: A3Table, lang: Language): string {
  const at = translate("a3.doc.printedAt", lang, { at: table.printedAt });
  return table.version ? `${translate("a3.doc.version", lang, { version: table.version })}    ${at}` : at;
}
