import {
  AlignmentType,
  BorderStyle,
  Document,
  type FileChild,
  LineRuleType,
  Packer,
  Paragraph,
  type ParagraphChild,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  VerticalAlign,
  WidthType,
} from "docx";

/**
 * Word documents (docx) the stages print, set up to open well on the reader's machine: Chinese in 宋体 (SimSun,
 * which Word on any Chinese Windows has and LibreOffice maps to a Song face), Latin letters and digits in Times New
 * Roman, the text marked zh-CN so Word applies Chinese line breaking, an A4 page with the usual 2.54 / 3.17 cm
 * margins, tables with single borders. Nothing is embedded: a docx is edited further, and fonts are the reader's.
 */

export const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

export const WORD_FONT = {
  ascii: "Times New Roman",
  hAnsi: "Times New Roman",
  eastAsia: "宋体",
  cs: "Times New Roman",
};

/** Twips (1/20 pt) per centimetre. */
const CM = 567;
const A4 = { width: 11906, height: 16838 };
const MARGIN = {
  top: Math.round(2.54 * CM),
  bottom: Math.round(2.54 * CM),
  left: Math.round(3.17 * CM),
  right: Math.round(3.17 * CM),
};
/** the text block's width: a table as wide as it */
export const TEXT_WIDTH = A4.width - MARGIN.left - MARGIN.right;

/** 五号 (10.5 pt), the body size of Chinese forms, in half-points. */
const BODY_SIZE = 21;

export interface TextOptions {
  bold?: boolean;
  /** points */
  size?: number;
  align?: "left" | "center" | "right";
  /** space after, in points */
  after?: number;
  before?: number;
  /** kept on the page of the paragraph or table that follows (a heading) */
  keepNext?: boolean;
}

const alignment = (align: TextOptions["align"]) =>
  align === "center" ? AlignmentType.CENTER : align === "right" ? AlignmentType.RIGHT : AlignmentType.LEFT;

export function textRun(text: string, options: Pick<TextOptions, "bold" | "size"> = {}): TextRun {
  return new TextRun({ text, bold: options.bold, size: options.size ? options.size * 2 : undefined });
}

/** A paragraph of text; line breaks in the text stay line breaks. */
export function paragraph(text: string, options: TextOptions = {}): Paragraph {
  const lines = text.split(/\r?\n/);
  return new Paragraph({
    alignment: alignment(options.align),
    spacing: { after: (options.after ?? 0) * 20, before: (options.before ?? 0) * 20 },
    keepNext: options.keepNext,
    children: lines.map(
      (line, n) =>
        new TextRun({
          text: line,
          bold: options.bold,
          size: options.size ? options.size * 2 : undefined,
          break: n > 0 ? 1 : 0,
        }),
    ),
  });
}

/** A paragraph of runs and images as they come. */
export function paragraphOf(children: ParagraphChild[], options: TextOptions = {}): Paragraph {
  return new Paragraph({
    alignment: alignment(options.align),
    spacing: { after: (options.after ?? 0) * 20, before: (options.before ?? 0) * 20 },
    children,
  });
}

/** The document's title: 小二 (18 pt) bold, centred. */
export const documentTitle = (text: string) => paragraph(text, { bold: true, size: 18, align: "center", after: 12 });

export interface WordCell {
  /** text, or paragraphs already made */
  content: string | Paragraph[];
  bold?: boolean;
  align?: "left" | "center" | "right";
  /** columns it spans */
  span?: number;
  /** a light grey background: a label cell */
  shaded?: boolean;
}

const LINE = { style: BorderStyle.SINGLE, size: 4, color: "000000" };
const BORDERS = { top: LINE, bottom: LINE, left: LINE, right: LINE, insideHorizontal: LINE, insideVertical: LINE };

/**
 * A table with single borders, the width of the text block, its columns in the given proportions. Rows are lists of
 * cells; a cell spanning columns says so. Rows do not break across pages, and the table stays on one page where it
 * fits (its text cells keep with the next row); `keepWithNext` keeps its last row with what follows, too.
 */
export function borderedTable(
  proportions: readonly number[],
  rows: readonly WordCell[][],
  { keepWithNext = false }: { keepWithNext?: boolean } = {},
): Table {
  const sum = proportions.reduce((a, b) => a + b, 0);
  const widths = proportions.map((p) => Math.floor((TEXT_WIDTH * p) / sum));
  return new Table({
    width: { size: TEXT_WIDTH, type: WidthType.DXA },
    columnWidths: widths,
    layout: TableLayoutType.FIXED,
    borders: BORDERS,
    rows: rows.map((cells, index) => {
      const keepNext = keepWithNext || index < rows.length - 1;
      let column = 0;
      return new TableRow({
        cantSplit: true,
        children: cells.map((cell) => {
          const span = cell.span ?? 1;
          const width = widths.slice(column, column + span).reduce((a, b) => a + b, 0);
          column += span;
          const children =
            typeof cell.content === "string"
              ? [paragraph(cell.content, { bold: cell.bold, align: cell.align, keepNext })]
              : cell.content;
          return new TableCell({
            children,
            columnSpan: span > 1 ? span : undefined,
            width: { size: width, type: WidthType.DXA },
            verticalAlign: VerticalAlign.CENTER,
            margins: { top: 60, bottom: 60, left: 100, right: 100 },
            shading: cell.shaded ? { fill: "F2F2F2" } : undefined,
          });
        }),
      });
    }),
  });
}

export interface WordDocument {
  title: string;
  /** the application that wrote it, in the document's properties */
  creator?: string;
  lang: "zh" | "en";
  children: FileChild[];
}

/** The docx file of a document: one A4 section, the fonts and language above. */
export function wordBuffer(document: WordDocument): Promise<Buffer> {
  const doc = new Document({
    title: document.title,
    creator: document.creator ?? "",
    styles: {
      default: {
        document: {
          run: {
            font: WORD_FONT,
            size: BODY_SIZE,
            language: { value: document.lang === "en" ? "en-US" : "zh-CN", eastAsia: "zh-CN" },
          },
          // 1.25 lines, proportional ("auto"): an exact height would clip an image in the line
          paragraph: { spacing: { line: 300, lineRule: LineRuleType.AUTO } },
        },
      },
    },
    sections: [
      {
        properties: { page: { size: A4, margin: { ...MARGIN, header: 851, footer: 992 } } },
        children: document.children,
      },
    ],
  });
  return Packer.toBuffer(doc);
}
