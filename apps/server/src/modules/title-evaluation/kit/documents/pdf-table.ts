import type { Content, TDocumentDefinitions } from "pdfmake/interfaces";

/**
 * What the stages' printed tables share: thin grey rules, a grey heading fill, an A4 portrait page with its
 * numbered footer, and a finished PDF's bytes.
 */

export const HEAD_FILL = "#f0f2f5";

/** pdfmake's layout for a table ruled in thin grey lines with a little room above and below each row. */
export const THIN_LINES = {
  hLineWidth: () => 0.5,
  vLineWidth: () => 0.5,
  hLineColor: () => "#8c939d",
  vLineColor: () => "#8c939d",
  paddingTop: () => 4,
  paddingBottom: () => 4,
};

/** The bytes of a document stream, once it has ended. */
export async function streamBytes(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** An A4 portrait document in 10 pt type with a centred grey footer that numbers the pages (`page(1, 3)`). */
export function a4Portrait(
  title: string,
  page: (page: number, pages: number) => string,
  content: Content[],
): TDocumentDefinitions {
  return {
    pageSize: "A4",
    pageMargins: [40, 44, 40, 44],
    info: { title },
    footer: (current: number, pages: number) => ({
      text: page(current, pages),
      alignment: "center",
      fontSize: 8,
      color: "#888888",
      margin: [0, 16, 0, 0],
    }),
    content,
    defaultStyle: { fontSize: 10 },
  };
}
