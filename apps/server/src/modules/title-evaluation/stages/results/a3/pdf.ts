import type { Language } from "@zcps/contracts/messages";
import type { A3Table } from "@zcps/contracts/zcps/results/a3";
import type { Content, TableCell } from "pdfmake/interfaces";
import { createDocument, streamBytes } from "../../../kit";
import { type Grid, type GridCell, subtitle, tableGrids } from "./grid";

/** A3 landscape in points, and the page's margins: the text block is 1110 pt wide. */
const MARGIN = 40;
const TEXT_WIDTH = 1190.55 - 2 * MARGIN;
/** pdfmake adds each cell's horizontal padding (4 pt each side) and the rules to the widths it is given */
const PADDING = 8;
const RULE = 0.6;
/** a block of fewer lines than this is kept on one page */
const KEEP_LINES = 30;
const FONT_SIZE = 10;
/** a line of Noto Sans SC at 10 pt with the line height below, as pdfmake sets it */
const LINE = 18.1;
const FILL = "#f2f2f2";

const RULES = {
  hLineWidth: () => RULE,
  vLineWidth: () => RULE,
  hLineColor: () => "#000000",
  vLineColor: () => "#000000",
  paddingTop: () => 4,
  paddingBottom: () => 4,
};

/** Roughly how many lines a text takes in a column `width` points wide: Han characters a full em, others half. */
function linesOf(text: string, width: number): number {
  return text.split("\n").reduce((n, line) => {
    let ems = 0;
    for (const ch of line) ems += /[\u2e80-\uffef]/.test(ch) ? 1 : 0.55;
    return n + Math.max(1, Math.ceil((ems * FONT_SIZE) / Math.max(width, 1)));
  }, 0);
}

function cell(c: GridCell, headMargin: number): TableCell {
  if (c.covered) return {};
  const lines = c.minLines ? c.text.split("\n").length : 0;
  return {
    text: c.text,
    bold: c.bold,
    fillColor: c.shaded ? FILL : undefined,
    alignment: c.align ?? "left",
    colSpan: c.colSpan,
    rowSpan: c.rowSpan,
    // pdfmake does not centre a cell spanning rows: its top margin does, from the rows' estimated height
    verticalAlignment: c.rowSpan ? undefined : "middle",
    margin: c.rowSpan
      ? [0, headMargin, 0, 0]
      : // a text block keeps room to write in when short
        c.minLines && lines < c.minLines
        ? [0, 0, 0, (c.minLines - lines) * LINE]
        : undefined,
  } as TableCell;
}

function gridTable(grid: Grid): Content {
  const sum = grid.widths.reduce((a, b) => a + b, 0);
  const columns = grid.widths.length;
  const room = TEXT_WIDTH - columns * PADDING - (columns + 1) * RULE;
  const head = (TEXT_WIDTH * (grid.widths[0] ?? 0)) / sum - PADDING - RULE;
  // the heading column the same width in every block, so the blocks' first rules line up
  const widths = grid.widths.map((w, i) => (i === 0 ? head : ((room - head) * w) / (sum - (grid.widths[0] ?? 0))));
  const rowLines = grid.rows.map((row) => {
    let column = 0;
    let most = 1;
    for (const c of row) {
      const span = c.covered ? 1 : (c.colSpan ?? 1);
      const width = widths.slice(column, column + span).reduce((a, b) => a + b, 0) + (span - 1) * PADDING;
      column += span;
      if (!c.covered && !c.rowSpan) most = Math.max(most, linesOf(c.text, width), c.minLines ?? 0);
    }
    return most;
  });
  const height = rowLines.reduce((total, lines) => total + lines * LINE + PADDING, 0);
  const headCell = grid.rows[0]?.[0];
  const headLines = headCell ? linesOf(headCell.text, head) : 1;
  const headMargin = Math.max(0, (height - PADDING - headLines * LINE) / 2);
  const lines = rowLines.reduce((a, b) => a + b, 0);
  return {
    stack: [
      {
        table: {
          widths,
          body: grid.rows.map((row) => row.map((c) => cell(c, headMargin))),
          dontBreakRows: true,
        },
        layout: RULES,
      },
    ],
    unbreakable: lines < KEEP_LINES,
    // the blocks meet as one ruled form
    margin: [0, 0, 0, -RULE],
  };
}

/** The table as a PDF: A3 landscape, Noto Sans SC embedded (the kit's pdfmake). */
export async function a3Pdf(table: A3Table, lang: Language): Promise<Buffer> {
  const stream = await createDocument({
    pageSize: "A3",
    pageOrientation: "landscape",
    pageMargins: [MARGIN, 36, MARGIN, 36],
    info: { title: table.title },
    content: [
      { text: table.title, fontSize: 20, bold: true, alignment: "center", margin: [0, 0, 0, 6] },
      { text: subtitle(table, lang), fontSize: 9, alignment: "right", color: "#555555", margin: [0, 0, 0, 6] },
      ...tableGrids(table, lang).map(gridTable),
    ],
    footer: (page: number, pages: number) => ({
      text: `${page} / ${pages}`,
      alignment: "center",
      fontSize: 8,
      margin: [0, 10, 0, 0],
    }),
    defaultStyle: { fontSize: FONT_SIZE, lineHeight: 1.25 },
  });
  return streamBytes(stream);
}
