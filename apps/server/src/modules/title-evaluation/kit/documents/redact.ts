import { createRequire } from "node:module";
import { PDFDocument, PDFName } from "pdf-lib";
import { getDocument, type PDFPageProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { TextItem } from "pdfjs-dist/types/src/display/api";
import { redactionTerms, searchForm } from "./redaction-terms";

/**
 * Takes a person out of a PDF (the anonymous peer review's packet files): every page whose text names one of the
 * given terms (a name, a staff number, a unit) is replaced by a picture of itself with those places blacked out, so
 * the words are gone from the file and not only hidden; the other pages are kept as they are. The document's
 * metadata, bookmarks and annotations go too: they may name the author. A scanned page has no text to search, and
 * is kept as it is.
 */

/** Pixels per point of a redacted page's picture (2: 144 dpi, sharp enough to read at print size). */
const SCALE = 2;
/** How far a box reaches beyond a glyph's baseline and height, as a share of the font size. */
const BELOW = 0.3;
const ABOVE = 1.05;
const LATIN = /[a-z0-9]/;

const pdfjsDir = createRequire(import.meta.url)
  .resolve("pdfjs-dist/package.json")
  .replace(/package\.json$/, "");

/** A box in the page's own coordinates (points), as pdf.js's text positions give them. */
type Box = [x1: number, y1: number, x2: number, y2: number];

/**
 * A character's advance, roughly, in ems: pdf.js gives an item's width but not its glyphs', so a run's place in it
 * is estimated from typical widths (a CJK character is square, Latin letters narrower and unequal), then padded.
 */
function advance(char: string): number {
  if (/[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/u.test(char)) return 1;
  if (/[ijlftrI.,;:'!|()[\]\s]/u.test(char)) return 0.3;
  if (/[mwMW@%]/u.test(char)) return 0.85;
  if (/[A-Z]/u.test(char)) return 0.65;
  return 0.52;
}
/** The padding on each side of a box, in ems, for the estimate's error. */
const PAD = 0.2;

/** Where a run of characters of one text item lies: its share of the item's advance, above its baseline. */
function boxOf(item: TextItem, from: number, to: number): Box {
  const [a, b, c, d, e, f] = item.transform as number[];
  const along = Math.hypot(a ?? 0, b ?? 0) || 1;
  const size = Math.hypot(c ?? 0, d ?? 0) || item.height || 1;
  const dir = [(a ?? 0) / along, (b ?? 0) / along];
  const up = [(c ?? 0) / size, (d ?? 0) / size];
  const chars = [...item.str];
  const widths = chars.map(advance);
  const total = widths.reduce((sum, w) => sum + w, 0) || 1;
  const upTo = (n: number) => widths.slice(0, n).reduce((sum, w) => sum + w, 0);
  const start = Math.max(0, (item.width * upTo(from)) / total - PAD * size);
  const end = Math.min(item.width, (item.width * upTo(to)) / total + PAD * size);
  const corners = [
    [start, -BELOW],
    [end, -BELOW],
    [end, ABOVE],
    [start, ABOVE],
  ].map(([s, u]) => [
    (e ?? 0) + (dir[0] ?? 0) * (s ?? 0) + (up[0] ?? 0) * (u ?? 0) * size,
    (f ?? 0) + (dir[1] ?? 0) * (s ?? 0) + (up[1] ?? 0) * (u ?? 0) * size,
  ]);
  const xs = corners.map((p) => p[0] ?? 0);
  const ys = corners.map((p) => p[1] ?? 0);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

/** The places on a page where any of the terms is written, one box per text item a match crosses. */
export async function termBoxes(page: PDFPageProxy, terms: readonly string[]): Promise<Box[]> {
  const content = await page.getTextContent();
  const items = content.items.filter((item): item is TextItem => "str" in item);
  // the page's text in search form, each character pointing back at its item and its place in it, and whether a
  // word starts there (after white space, a line's end or a character that is not a Latin letter or digit)
  let flat = "";
  const origin: { item: number; at: number; wordStart: boolean }[] = [];
  let broken = true;
  items.forEach((item, index) => {
    [...item.str].forEach((char, at) => {
      const form = searchForm(char);
      // by UTF-16 unit, as indexOf counts (a character beyond the basic plane is two)
      for (const unit of form.split("")) {
        flat += unit;
        origin.push({ item: index, at, wordStart: broken });
        broken = !LATIN.test(unit);
      }
      if (!form) broken = true;
    });
    if (item.hasEOL) broken = true;
  });
  // a term that starts or ends with a Latin letter or digit matches whole words only ("Li Na" is not in "linear")
  const whole = (found: number, term: string) => {
    const next = origin[found + term.length];
    const startsOk = !LATIN.test(term.charAt(0)) || origin[found]?.wordStart === true;
    const endsOk =
      !LATIN.test(term.charAt(term.length - 1)) ||
      !next ||
      next.wordStart ||
      !LATIN.test(flat.charAt(found + term.length));
    return startsOk && endsOk;
  };
  const boxes: Box[] = [];
  for (const term of terms) {
    for (let found = flat.indexOf(term); found >= 0; found = flat.indexOf(term, found + 1)) {
      if (!whole(found, term)) continue;
      // the matched characters, item by item
      const spans = new Map<number, { from: number; to: number }>();
      for (const { item, at } of origin.slice(found, found + term.length)) {
        const span = spans.get(item);
        spans.set(
          item,
          span ? { from: Math.min(span.from, at), to: Math.max(span.to, at + 1) } : { from: at, to: at + 1 },
        );
      }
      for (const [item, { from, to }] of spans) boxes.push(boxOf(items[item] as TextItem, from, to));
    }
  }
  return boxes;
}

/** The page drawn as it shows, with the boxes filled black, as a PNG, and its size in points. */
async function redactedPicture(factory: CanvasFactory, page: PDFPageProxy, boxes: readonly Box[]) {
  const viewport = page.getViewport({ scale: SCALE });
  const { canvas, context } = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
  await page.render({ canvasContext: context, viewport }).promise;
  context.fillStyle = "#000";
  for (const box of boxes) {
    const [x1, y1, x2, y2] = viewport.convertToViewportRectangle(box);
    context.fillRect(Math.min(x1, x2), Math.min(y1, y2), Math.abs(x2 - x1), Math.abs(y2 - y1));
  }
  const png: Uint8Array = canvas.toBuffer("image/png");
  factory.destroy({ canvas, context });
  return { png, width: viewport.width / SCALE, height: viewport.height / SCALE };
}

interface CanvasFactory {
  // biome-ignore lint/suspicious/noExplicitAny: pdf.js's Node canvas (@napi-rs/canvas) has no types here
  create(width: number, height: number): { canvas: any; context: any };
  // biome-ignore lint/suspicious/noExplicitAny: as above
  destroy(pair: { canvas: any; context: any }): void;
}

export interface Redacted {
  pdf: Uint8Array;
  /** the pages (from 1) that named someone and were replaced by their blacked-out picture */
  pages: number[];
}

/** The PDF with every page naming one of the terms replaced by its blacked-out picture, and its metadata removed. */
export async function redactPdf(
  original: Uint8Array,
  rawTerms: readonly (string | null | undefined)[],
): Promise<Redacted> {
  const terms = redactionTerms(rawTerms);
  const loading = getDocument({
    data: new Uint8Array(original),
    verbosity: 0,
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    cMapUrl: `${pdfjsDir}cmaps/`,
    cMapPacked: true,
    standardFontDataUrl: `${pdfjsDir}standard_fonts/`,
  });
  try {
    const source = await loading.promise;
    const factory = (source as unknown as { canvasFactory: CanvasFactory }).canvasFactory;
    const pictures = new Map<number, Awaited<ReturnType<typeof redactedPicture>>>();
    for (let number = 1; number <= source.numPages && terms.length > 0; number++) {
      const page = await source.getPage(number);
      const boxes = await termBoxes(page, terms);
      if (boxes.length > 0) pictures.set(number, await redactedPicture(factory, page, boxes));
      page.cleanup();
    }
    const doc = await PDFDocument.load(original, { updateMetadata: false });
    for (const [number, picture] of pictures) {
      const image = await doc.embedPng(picture.png);
      doc.removePage(number - 1);
      const page = doc.insertPage(number - 1, [picture.width, picture.height]);
      page.drawImage(image, { x: 0, y: 0, width: picture.width, height: picture.height });
    }
    for (const page of doc.getPages()) page.node.delete(PDFName.of("Annots"));
    doc.catalog.delete(PDFName.of("Metadata"));
    doc.catalog.delete(PDFName.of("Outlines"));
    doc.context.trailerInfo.Info = undefined;
    return { pdf: await doc.save(), pages: [...pictures.keys()] };
  } finally {
    await loading.destroy();
  }
}
