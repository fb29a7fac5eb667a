import fs from "node:fs";
import { createRequire } from "node:module";
import type { TDocumentDefinitions } from "pdfmake/interfaces";

/**
 * pdfmake with a CJK font that ships on npm (Noto Sans SC, TrueType, regular and bold), so documents render Chinese
 * on any machine after `npm ci`, without system fonts. pdfmake is one instance per process: fonts and the access
 * policies are set here once, and documents are made only through `createDocument`.
 */
const require = createRequire(import.meta.url);
const pdfmake = require("pdfmake") as typeof import("pdfmake");

export const DOCUMENT_FONT = "NotoSansSC";

const FONT_FILES = {
  normal: require.resolve("@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf"),
  bold: require.resolve("@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf"),
};

/** pdfmake's in-memory files: where it looks for a font before the disk. */
interface VirtualFiles {
  writeFileSync(name: string, content: Buffer): void;
}

let configured = false;

function configure() {
  if (configured) return;
  // the fonts are read once and shared by every document, rather than read (10 MB each) for each one
  const files = (pdfmake as unknown as { virtualfs: VirtualFiles }).virtualfs;
  files.writeFileSync("NotoSansSC-Regular.ttf", fs.readFileSync(FONT_FILES.normal));
  files.writeFileSync("NotoSansSC-Bold.ttf", fs.readFileSync(FONT_FILES.bold));
  pdfmake.addFonts({
    [DOCUMENT_FONT]: {
      normal: "NotoSansSC-Regular.ttf",
      bold: "NotoSansSC-Bold.ttf",
      italics: "NotoSansSC-Regular.ttf",
      bolditalics: "NotoSansSC-Bold.ttf",
    },
  });
  // a document reads no URL and no file: its content comes from the database, never its resources
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  configured = true;
}

/**
 * The PDF of a document definition as a stream (pdfkit's document, ended): the caller pipes it where it goes. The
 * layout of one document is held in memory while it renders; nothing more.
 */
export async function createDocument(definition: TDocumentDefinitions): Promise<NodeJS.ReadableStream> {
  configure();
  const pdf = await pdfmake
    .createPdf({ ...definition, defaultStyle: { font: DOCUMENT_FONT, ...definition.defaultStyle } })
    .getStream();
  pdf.end();
  return pdf;
}
