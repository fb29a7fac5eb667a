/** Documents the stages print: a declaration as a PDF (CJK font included), and what it is read from. */
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
export { type PdfRenderer, pdfRenderer } from "./pdf-renderer";
export type { WatermarkText } from "./watermark";
export { type Watermarker, watermarker } from "./watermarker";
