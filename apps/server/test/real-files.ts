import fs from "node:fs";
import path from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { PNG as PngImage } from "pngjs";
import { files } from "../src/db/schema";
import { minimalPdf } from "../src/db/seed/zcps-declarations";
import type { TestServer } from "./harness";

/**
 * Files the upload tests send: real documents that open (uploads are opened before they are kept), and files that
 * only start like one.
 */

/** A one-page PDF: the demo seed's own, so every upload of it also shows that the seed's attachments open. */
export const PDF = minimalPdf(["A test document"]);

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** A PNG of noise (it does not compress) of at least `bytes` bytes. */
export function noisePng(bytes: number): Buffer {
  const width = 512;
  const image = new PngImage({ width, height: Math.ceil(bytes / (width * 4)) });
  let seed = 1;
  for (let i = 0; i < image.data.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    image.data[i] = seed >> 16;
  }
  return PngImage.sync.write(image);
}

/** 60 bytes that start like a PDF and hold nothing a reader can open. */
export const HEADER_ONLY_PDF = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(51, "%")]);

/** The PNG cut off inside its image data. */
export const TRUNCATED_PNG = PNG.subarray(0, 50);

/** What the server keeps: the stored files under its storage folder, and the rows of `files`. */
export async function keptFiles(server: Pick<TestServer, "deps">): Promise<{ stored: string[]; rows: number }> {
  const root = server.deps.config.filesDir;
  const stored = fs.existsSync(root)
    ? (fs.readdirSync(root, { recursive: true, encoding: "utf8" }) as string[])
        .filter((entry) => fs.statSync(path.join(root, entry)).isFile())
        .sort()
    : [];
  const rows = (await server.deps.db.select({ id: files.id }).from(files)).length;
  return { stored, rows };
}

/** The text of a PDF's pages, as a reader would copy it. */
export async function pdfText(bytes: Buffer | Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 }).promise;
  let text = "";
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    text += content.items.map((item) => ("str" in item ? item.str : "")).join("");
  }
  await pdf.destroy();
  return text;
}
