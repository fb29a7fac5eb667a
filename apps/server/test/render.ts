import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/**
 * Documents drawn as pictures, to look at them: a PDF's page through pdf.js on its Node canvas, a docx converted
 * by LibreOffice (when `soffice` is installed) and drawn the same way. The pictures go to `RENDER_DIR` (a folder
 * under the system's temporary one by default), where a person opens them.
 */

const pdfjsDir = createRequire(import.meta.url)
  .resolve("pdfjs-dist/package.json")
  .replace(/package\.json$/, "");

export const RENDER_DIR = process.env.RENDER_DIR ?? path.join(os.tmpdir(), "zcps-rendered");

interface CanvasFactory {
  // biome-ignore lint/suspicious/noExplicitAny: pdf.js's Node canvas (@napi-rs/canvas) has no types here
  create(width: number, height: number): { canvas: any; context: any };
}

/** Page `number` of a PDF as a PNG at `scale` (1 = 72 dpi). */
export async function pdfPagePng(bytes: Uint8Array, number = 1, scale = 1.5): Promise<Buffer> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    verbosity: 0,
    isEvalSupported: false,
    useSystemFonts: false,
    cMapUrl: `${pdfjsDir}cmaps/`,
    cMapPacked: true,
    standardFontDataUrl: `${pdfjsDir}standard_fonts/`,
  }).promise;
  try {
    const page = await pdf.getPage(number);
    const viewport = page.getViewport({ scale });
    const factory = (pdf as unknown as { canvasFactory: CanvasFactory }).canvasFactory;
    const { canvas, context } = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
    context.fillStyle = "#fff";
    context.fillRect(0, 0, viewport.width, viewport.height);
    await page.render({ canvasContext: context, viewport }).promise;
    return Buffer.from(canvas.toBuffer("image/png"));
  } finally {
    await pdf.destroy();
  }
}

export const hasLibreOffice = (() => {
  try {
    execFileSync("soffice", ["--version"], { stdio: "ignore", timeout: 60_000 });
    return true;
  } catch {
    return false;
  }
})();

/** A docx as LibreOffice prints it to PDF (null without LibreOffice). */
export function docxToPdf(docx: Buffer): Buffer | null {
  if (!hasLibreOffice) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "zcps-docx-"));
  try {
    const input = path.join(dir, "document.docx");
    fs.writeFileSync(input, docx);
    execFileSync(
      "soffice",
      [`-env:UserInstallation=file://${dir}/profile`, "--headless", "--convert-to", "pdf", "--outdir", dir, input],
      { stdio: "ignore", timeout: 120_000 },
    );
    return fs.readFileSync(path.join(dir, "document.pdf"));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Writes a picture under RENDER_DIR and answers its path. */
export function keepPicture(name: string, png: Buffer): string {
  fs.mkdirSync(RENDER_DIR, { recursive: true });
  const file = path.join(RENDER_DIR, name);
  fs.writeFileSync(file, png);
  return file;
}
