import { type Language, translate } from "@zcps/contracts/messages";
import type { Content, TableCell, TDocumentDefinitions } from "pdfmake/interfaces";
import type { DeclarationContent, DocumentItem, DocumentSection } from "./declaration-content";
import { createDocument } from "./fonts";

/** What the document's head says of the declarant and the declaration, already in the document's language. */
export interface DeclarationHeader {
  name: string;
  employeeNo: string;
  unit: string;
  batch: string;
  title: string;
  level: string;
  track: string;
  state: string;
  submittedAt: string;
  precheck: string;
}

export interface DeclarationPrint {
  lang: Language;
  header: DeclarationHeader;
  content: Pick<DeclarationContent, "sections" | "emptySections" | "timeline">;
  /** when it was printed, as the footer shows it */
  printedAt: string;
}

const GREY = "#f0f2f5";
const ACCENT = "#1f4e8c";

const thinLines = {
  hLineWidth: () => 0.5,
  vLineWidth: () => 0.5,
  hLineColor: () => "#b8bec8",
  vLineColor: () => "#b8bec8",
  paddingTop: () => 3,
  paddingBottom: () => 3,
};

function headerTable(header: DeclarationHeader, t: (key: string) => string): Content {
  const cell = (key: keyof DeclarationHeader): TableCell[] => [
    { text: t(`declarationPdf.${key === "title" ? "titleName" : key}`), fillColor: GREY, bold: true },
    { text: header[key] || "—" },
  ];
  return {
    table: {
      widths: [74, "*", 74, "*"],
      body: [
        [...cell("name"), ...cell("employeeNo")],
        [...cell("unit"), ...cell("batch")],
        [...cell("title"), ...cell("level")],
        [...cell("track"), ...cell("state")],
        [...cell("submittedAt"), ...cell("precheck")],
      ],
    },
    layout: thinLines,
  };
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

const NO_BORDER: [boolean, boolean, boolean, boolean] = [false, false, false, false];

/**
 * One item as a table whose head (the section's heading above its first item, then the item's title) is kept with
 * the first row and repeated on the next page when the item runs over: a heading never ends a page alone, in one
 * pass of the layout (pdfmake's pageBreakBefore lays the whole document out again for every break it adds).
 */
function itemTable(item: DocumentItem, t: Translate, sectionHeading: string | null): Content {
  const title = [t("declarationPdf.item", { n: item.order })];
  if (item.representative !== null) title.push(`★ ${t("declarationPdf.representative", { n: item.representative })}`);
  const head: TableCell[][] = [];
  if (sectionHeading !== null)
    head.push([{ text: sectionHeading, style: "section", colSpan: 2, border: NO_BORDER, margin: [-4, 6, 0, 1] }, {}]);
  head.push([
    { text: title.join("  "), colSpan: 2, bold: true, fillColor: GREY, color: item.representative ? ACCENT : "#000" },
    {},
  ]);
  const body: TableCell[][] = [
    ...head,
    ...item.rows.map((row): TableCell[] => [{ text: row.label, color: "#555" }, { text: row.value }]),
    [{ text: t("declarationPdf.verifyStatus"), color: "#555" }, { text: item.verifyStatus }],
  ];
  if (item.attachments.length > 0)
    body.push([{ text: t("declarationPdf.attachments"), color: "#555" }, { ul: item.attachments }]);
  return {
    table: { widths: [110, "*"], body, headerRows: head.length, keepWithHeaderRows: 1, dontBreakRows: true },
    // the heading's row has no line above it
    layout: sectionHeading === null ? thinLines : { ...thinLines, hLineWidth: (i: number) => (i === 0 ? 0 : 0.5) },
    margin: [0, 0, 0, 6],
  };
}

function section(s: DocumentSection, lang: Language, t: Translate): Content[] {
  const heading = lang === "zh" ? `${s.name}（${s.items.length}）` : `${s.name} (${s.items.length})`;
  return s.items.map((item, index) => itemTable(item, t, index === 0 ? heading : null));
}

/**
 * A declaration as a PDF: the head (declarant, title, state, pre-check), each material section with its items'
 * fields, the representative works marked, then the decision timeline. Answers the PDF as a stream.
 */
export function declarationPdf(print: DeclarationPrint): Promise<NodeJS.ReadableStream> {
  const t = (key: string, values?: Record<string, string | number>) => translate(key, print.lang, values);
  const { header, content } = print;
  const timeline: Content =
    content.timeline.length === 0
      ? { text: t("declarationPdf.noTimeline"), color: "#777" }
      : {
          table: {
            headerRows: 1,
            keepWithHeaderRows: 1,
            widths: [78, 90, 60, 110, "*"],
            dontBreakRows: true,
            body: [
              ["time", "actor", "event", "stateChange", "remark"].map(
                (key): TableCell => ({ text: t(`declarationPdf.${key}`), bold: true, fillColor: GREY }),
              ),
              ...content.timeline.map((e): TableCell[] => [e.at, e.actor, e.event, e.change, e.remark]),
            ],
          },
          layout: thinLines,
          fontSize: 8.5,
        };
  const definition: TDocumentDefinitions = {
    pageSize: "A4",
    pageMargins: [40, 48, 40, 48],
    info: { title: `${t("declarationPdf.title")} - ${header.name}`, subject: header.title },
    defaultStyle: { fontSize: 9.5, lineHeight: 1.2 },
    styles: {
      title: { fontSize: 17, bold: true, alignment: "center", color: ACCENT, margin: [0, 0, 0, 4] },
      subtitle: { fontSize: 10.5, alignment: "center", color: "#444", margin: [0, 0, 0, 12] },
      part: { fontSize: 13, bold: true, color: ACCENT, margin: [0, 14, 0, 6] },
      section: { fontSize: 11, bold: true },
    },
    footer: (page, pages) => ({
      columns: [
        { text: t("declarationPdf.printedAt", { at: print.printedAt }), alignment: "left" },
        { text: `${header.name} · ${header.employeeNo}`, alignment: "center" },
        { text: t("declarationPdf.page", { page, pages }), alignment: "right" },
      ],
      fontSize: 7.5,
      color: "#777",
      margin: [40, 16, 40, 0],
    }),
    content: [
      { text: t("declarationPdf.title"), style: "title" },
      { text: [header.name, header.title, header.batch].filter(Boolean).join(" · "), style: "subtitle" },
      headerTable(header, t),
      { text: t("declarationPdf.materials"), style: "part" },
      ...(content.sections.length === 0
        ? [{ text: t("declarationPdf.noItems"), color: "#777" } as Content]
        : content.sections.flatMap((s) => section(s, print.lang, t))),
      ...(content.emptySections.length > 0
        ? [
            {
              text: t("declarationPdf.emptySections", {
                types: content.emptySections.join(print.lang === "zh" ? "、" : ", "),
              }),
              color: "#777",
              margin: [0, 6, 0, 0],
            } as Content,
          ]
        : []),
      { text: t("declarationPdf.timeline"), style: "part" },
      timeline,
    ],
  };
  return createDocument(definition);
}
