/** What the stages' printed tables share: thin grey rules, a grey heading fill, and a finished PDF's bytes. */

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
