import { PDFDocument, type PDFPage } from "pdf-lib";
import { createDocument } from "./fonts";
import { streamBytes } from "./pdf-table";

/**
 * A PDF marked on every page with who reads it and when (the peer review's packet files): a light diagonal line
 * across the page and a small one at its foot. The mark is laid out by pdfmake, which embeds the CJK font
 * (pdf-lib's own text drawing did not take Chinese here), and laid over each page of the original by pdf-lib as a
 * page of its own: the original's content is left as it is, with one more content stream per page.
 */

export interface WatermarkText {
  /** the diagonal line, e.g. the reader's name and the time */
  diagonal: string;
  /** the line at the foot of the page */
  footer: string;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 36;

/** One transparent page of the given size holding only the mark. */
async function markPage(size: { width: number; height: number }, text: WatermarkText): Promise<Buffer> {
  const fontSize = Math.max(14, Math.min(40, Math.hypot(size.width, size.height) / (text.diagonal.length + 4)));
  return streamBytes(
    await createDocument({
      pageSize: { width: size.width, height: size.height },
      pageMargins: [MARGIN, MARGIN, MARGIN, MARGIN],
      watermark: {
        text: text.diagonal,
        color: "#808080",
        opacity: 0.18,
        fontSize,
        angle: -Math.round((Math.atan2(size.height, size.width) * 180) / Math.PI),
      },
      content: [],
      footer: {
        text: text.footer,
        fontSize: 8,
        color: "#808080",
        opacity: 0.6,
        alignment: "center",
        margin: [MARGIN, 8, MARGIN, 0],
      },
    }),
  );
}

const sizeKey = (page: PDFPage) => {
  const box = page.getMediaBox();
  return `${box.width.toFixed(2)}x${box.height.toFixed(2)}`;
};

/** The PDF with the mark over each of its pages. */
export async function watermarkPdf(original: Uint8Array, text: WatermarkText): Promise<Buffer> {
  const doc = await PDFDocument.load(original, { updateMetadata: false });
  const marks = new Map<string, Awaited<ReturnType<PDFDocument["embedPdf"]>>[number]>();
  for (const page of doc.getPages()) {
    const box = page.getMediaBox();
    const key = sizeKey(page);
    let mark = marks.get(key);
    if (!mark) {
      [mark] = await doc.embedPdf(await markPage(box, text), [0]);
      marks.set(key, mark as NonNullable<typeof mark>);
    }
    page.drawPage(mark as NonNullable<typeof mark>, { x: box.x, y: box.y, width: box.width, height: box.height });
  }
  return Buffer.from(await doc.save());
}

/** An image (PNG or JPEG) as a one-page A4 PDF, the image fitted inside the margins, marked like a PDF. */
export async function watermarkImage(image: Uint8Array, mime: string, text: WatermarkText): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const embedded = mime === "image/png" ? await doc.embedPng(image) : await doc.embedJpg(image);
  const landscape = embedded.width > embedded.height;
  const size = landscape ? { width: A4.height, height: A4.width } : A4;
  const page = doc.addPage([size.width, size.height]);
  const scale = Math.min((size.width - 2 * MARGIN) / embedded.width, (size.height - 2 * MARGIN) / embedded.height, 1);
  const width = embedded.width * scale;
  const height = embedded.height * scale;
  page.drawImage(embedded, { x: (size.width - width) / 2, y: (size.height - height) / 2, width, height });
  return watermarkPdf(await doc.save(), text);
}
