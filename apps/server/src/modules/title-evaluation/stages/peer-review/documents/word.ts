import { translate } from "@zcps/contracts/messages";
import { ImageRun, type Paragraph, type Table } from "docx";
import { imageSize } from "../../../../../platform/uploads/formats";
import { borderedTable, documentTitle, paragraph, paragraphOf, type WordCell, wordBuffer } from "../../../kit";
import type { CombinedSheet, OpinionSheet, Row, Scores } from "./sheets";

/** The opinions' sheets laid out in Word: form-like bordered tables on A4, in the kit's fonts. */

/** The signature's box on the page, in pixels at 96 dpi (about 4 × 1.6 cm). */
const SIGNATURE_BOX = { width: 150, height: 60 };

const label = (content: string): WordCell => ({ content, bold: true, align: "center", shaded: true });
const value = (content: string, span = 1): WordCell => ({ content, span });

/** Label-value pairs two to a line; an odd last pair takes the line. */
function headingTable(rows: readonly Row[]): Table {
  const lines: WordCell[][] = [];
  for (let n = 0; n < rows.length; n += 2) {
    const [first, second] = [rows[n], rows[n + 1]];
    if (!first) break;
    lines.push(
      second
        ? [label(first.label), value(first.value), label(second.label), value(second.value)]
        : [label(first.label), value(first.value, 3)],
    );
  }
  return borderedTable([2, 3, 2, 3], lines);
}

/** The criteria with their scores and the total; kept on the page of the conclusion that follows. */
function scoresTable(scores: Scores, lang: OpinionSheet["lang"]): Table | Paragraph {
  const t = (key: string) => translate(key, lang);
  if (!scores.total) return paragraph(t("peer.doc.noCriteria"), { after: 6, keepNext: true });
  const number = (n: number | null) => (n === null ? "—" : String(n));
  return borderedTable(
    [6, 2, 2],
    [
      [label(t("peer.doc.criterion")), label(t("peer.doc.max")), label(t("peer.doc.score"))],
      ...scores.criteria.map((c) => [
        value(c.name),
        { content: number(c.max), align: "center" as const },
        { content: number(c.score), align: "center" as const },
      ]),
      [
        { content: t("peer.doc.total"), bold: true, align: "center" },
        { content: number(scores.total.max), bold: true, align: "center" },
        { content: number(scores.total.score), bold: true, align: "center" },
      ],
    ],
    { keepWithNext: true },
  );
}

/** Conclusion and comment: the comment's cell grows with it. */
function opinionTable(conclusion: string, comment: string, lang: OpinionSheet["lang"]): Table {
  const t = (key: string) => translate(key, lang);
  return borderedTable(
    [2, 8],
    [
      [label(t("peer.doc.conclusion")), { content: conclusion, bold: true }],
      [label(t("peer.doc.comment")), { content: [paragraph(comment || " ", { after: 24 })] }],
    ],
  );
}

function signatureCell(signature: Buffer | null): WordCell {
  const size = signature ? imageSize(signature) : null;
  if (!signature || !size || size.width === 0 || size.height === 0) return value(" ", 3);
  const scale = Math.min(SIGNATURE_BOX.width / size.width, SIGNATURE_BOX.height / size.height, 1);
  const image = new ImageRun({
    type: size.kind === "png" ? "png" : "jpg",
    data: signature,
    transformation: { width: Math.round(size.width * scale), height: Math.round(size.height * scale) },
    altText: { name: "signature", description: "signature", title: "signature" },
  });
  return { content: [paragraphOf([image])], span: 3 };
}

const spacer = (keepNext = false) => paragraph("", { after: 6, keepNext });

/** One expert's opinion: 同行专家评议意见表. `signature`: the image's bytes, when there is one. */
export function opinionDocx(sheet: OpinionSheet, signature: Buffer | null): Promise<Buffer> {
  const t = (key: string) => translate(key, sheet.lang);
  return wordBuffer({
    title: sheet.title,
    lang: sheet.lang,
    children: [
      documentTitle(sheet.title),
      ...(sheet.invalid ? [paragraph(sheet.invalid, { bold: true, after: 6 })] : []),
      headingTable(sheet.heading),
      spacer(),
      scoresTable(sheet.scores, sheet.lang),
      spacer(true),
      opinionTable(sheet.conclusion, sheet.comment, sheet.lang),
      spacer(),
      borderedTable(
        [2, 3, 2, 3],
        [
          [
            label(t("peer.doc.expert")),
            value(sheet.expert.name),
            label(t("peer.doc.institution")),
            value(sheet.expert.institution),
          ],
          [label(t("peer.doc.expertTitle")), value(sheet.expert.title), label(t("peer.doc.date")), value(sheet.date)],
          [label(t("peer.doc.signature")), signatureCell(signature)],
        ],
      ),
    ],
  });
}

/** Every valid opinion on one declarant, the experts numbered, with the summary line: for the committees. */
export function combinedDocx(sheet: CombinedSheet): Promise<Buffer> {
  const t = (key: string) => translate(key, sheet.lang);
  const opinions = sheet.opinions.flatMap((o) => [
    paragraph(`${o.label}${o.date ? (sheet.lang === "en" ? ` (${o.date})` : `（${o.date}）`) : ""}`, {
      bold: true,
      size: 12,
      before: 12,
      after: 6,
      keepNext: true,
    }),
    scoresTable(o.scores, sheet.lang),
    spacer(true),
    opinionTable(o.conclusion, o.comment, sheet.lang),
  ]);
  return wordBuffer({
    title: sheet.title,
    lang: sheet.lang,
    children: [
      documentTitle(sheet.title),
      headingTable(sheet.heading),
      paragraph(t("peer.doc.summaryTitle"), { bold: true, size: 12, before: 12, after: 6, keepNext: true }),
      borderedTable([1], [[{ content: sheet.summary }]]),
      ...(opinions.length ? opinions : [paragraph(t("peer.doc.noOpinions"), { before: 12 })]),
    ],
  });
}
