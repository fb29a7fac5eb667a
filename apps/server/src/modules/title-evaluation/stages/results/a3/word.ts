import type { Language } from "@zcps/contracts/messages";
import type { A3Table } from "@zcps/contracts/zcps/results/a3";
import {
  AlignmentType,
  BorderStyle,
  Document,
  LineRuleType,
  Packer,
  PageOrientation,
  Paragraph,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  VerticalAlign,
  WidthType,
} from "docx";
import type { WORD_FONT } from "../../../kit";
import { type Grid, type GridCell, subtitle, tableGrids } from "./grid";

/**
 * The table as Word: A3 landscape, the kit's fonts (宋体 / Times New Roman, none embedded: a docx is edited
 * further on the reader's machine), the same ruled grid as the PDF. The fonts come as an argument: this file is the
 * Word thread's whole code, which must not load the kit (and through it most of the server) into its small heap.
 */

/** The kit's `WORD_FONT` (its type only: nothing of the kit is loaded). */
export type WordFont = typeof WORD_FONT;

/** A3 in twips (portrait measures; the section turns it), 1.5 cm margins. */
const A3 = { width: 16838, height: 23811 };
const MARGIN = 850;
const TEXT_WIDTH = A3.height - 2 * MARGIN;
/** 五号 (10.5 pt) in half-points */
const BODY_SIZE = 21;
const LINE = { style: BorderStyle.SINGLE, size: 4, color: "000000" };
const BORDERS = { top: LINE, bottom: LINE, left: LINE, right: LINE, insideHorizontal: LINE, insideVertical: LINE };

/** A cell's lines; `keepNext` keeps its row on the page of the row below (a block stays together where it fits). */
function paragraphs(c: GridCell, keepNext: boolean): Paragraph[] {
  const lines = c.text.split("\n");
  while (c.minLines && lines.length < c.minLines) lines.push("");
  return lines.map(
    (line) =>
      new Paragraph({
        alignment: c.align === "center" ? AlignmentType.CENTER : AlignmentType.LEFT,
        keepNext,
        children: [new TextRun({ text: line, bold: c.bold })],
      }),
  );
}

function gridTable(grid: Grid): Table {
  const sum = grid.widths.reduce((a, b) => a + b, 0);
  const widths = grid.widths.map((w) => Math.floor((TEXT_WIDTH * w) / sum));
  return new Table({
    width: { size: TEXT_WIDTH, type: WidthType.DXA },
    columnWidths: widths,
    layout: TableLayoutType.FIXED,
    borders: BORDERS,
    rows: grid.rows.map((row, index) => {
      const keepNext = index < grid.rows.length - 1;
      let column = 0;
      const cells: TableCell[] = [];
      for (const c of row) {
        // the library continues a merge down and across itself: a covered cell is not written
        if (c.covered) {
          column += 1;
          continue;
        }
        const span = c.colSpan ?? 1;
        const width = widths.slice(column, column + span).reduce((a, b) => a + b, 0);
        column += span;
        cells.push(
          new TableCell({
            children: paragraphs(c, keepNext),
            columnSpan: span > 1 ? span : undefined,
            rowSpan: c.rowSpan && c.rowSpan > 1 ? c.rowSpan : undefined,
            width: { size: width, type: WidthType.DXA },
            verticalAlign: VerticalAlign.CENTER,
            margins: { top: 50, bottom: 50, left: 100, right: 100 },
            shading: c.shaded ? { fill: "F2F2F2" } : undefined,
          }),
        );
      }
      return new TableRow({ cantSplit: true, children: cells });
    }),
  });
}

export function a3Docx(table: A3Table, lang: Language, font: WordFont): Promise<Buffer> {
  const children = [
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { after: 120 },
      children: [new TextRun({ text: table.title, bold: true, size: 40 })],
    }),
    new Paragraph({
      alignment: AlignmentType.RIGHT,
      spacing: { after: 120 },
      children: [new TextRun({ text: subtitle(table, lang), size: 18, color: "555555" })],
    }),
    ...tableGrids(table, lang).map(gridTable),
  ];
  const doc = new Document({
    title: table.title,
    creator: "",
    styles: {
      default: {
        document: {
          run: {
            font,
            size: BODY_SIZE,
            language: { value: lang === "en" ? "en-US" : "zh-CN", eastAsia: "zh-CN" },
          },
          paragraph: { spacing: { line: 280, lineRule: LineRuleType.AUTO } },
        },
      },
    },
    sections: [
      {
        properties: {
          page: {
            size: { ...A3, orientation: PageOrientation.LANDSCAPE },
            margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN, header: 500, footer: 500 },
          },
        },
        children,
      },
    ],
  });
  return Packer.toBuffer(doc);
}
