/** Documents the stages print: a declaration as a PDF (CJK font included), Word documents, and zips of them. */
export {
  type DeclarationContent,
  type DictionaryLabels,
  type DocumentAttachment,
  declarationContent,
  dictionaryReader,
  safeFileName,
  wallClock,
} from "./declaration-content";
export { type DeclarationHeader, type DeclarationPrint, declarationPdf } from "./declaration-pdf";
export { createDocument } from "./fonts";
export { type PdfRenderer, pdfRenderer } from "./pdf-renderer";
export { a4Portrait, HEAD_FILL, streamBytes, THIN_LINES } from "./pdf-table";
export { redactionTerms } from "./redaction-terms";
export type { WatermarkText } from "./watermark";
export { type Watermarker, watermarker } from "./watermarker";
export {
  borderedTable,
  DOCX_TYPE,
  documentTitle,
  paragraph,
  paragraphOf,
  TEXT_WIDTH,
  textRun,
  WORD_FONT,
  type WordCell,
  type WordDocument,
  wordBuffer,
} from "./word";
export { appendZipEntry } from "./zip";
