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
const allowedFiles = new Set(Object.values(FONT_FILES));

let configured = false;

function configure() {
  if (configured) return;
  pdfmake.addFonts({
    [DOCUMENT_FONT]: {
      normal: FONT_FILES.normal,
      bold: FONT_FILES.bold,
      italics: FONT_FILES.normal,
      bolditalics: FONT_FILES.bold,
    },
  });
  // a document reads no URL and no file but the fonts: its content comes from the database, never its resources
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((file) => allowedFiles.has(file));
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
