import { execFileSync } from "node:child_process";
import jpeg from "jpeg-js";
import { describe, expect, it } from "vitest";
import { HEADER_ONLY_PDF, PDF, PNG, TRUNCATED_PNG } from "../../../test/real-files";
import { claimedKind, openAs } from "./formats";

const JPEG = jpeg.encode({ width: 8, height: 8, data: Buffer.alloc(8 * 8 * 4, 200) }, 80).data;

/** The JPEG with its frame header claiming `width` × `height` pixels. */
function jpegClaiming(width: number, height: number): Buffer {
  const claimed = Buffer.from(JPEG);
  const frame = claimed.indexOf(Buffer.from([0xff, 0xc0]));
  claimed.writeUInt16BE(height, frame + 5);
  claimed.writeUInt16BE(width, frame + 7);
  return claimed;
}

/** A PNG whose header claims `width` × `height` pixels (its image data would not hold them). */
function pngClaiming(width: number, height: number): Buffer {
  const png = Buffer.from(PNG);
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
}

describe("claimedKind", () => {
  it("reads the kind from the first bytes, not the name or declared type", () => {
    expect(claimedKind(PDF)).toBe("pdf");
    expect(claimedKind(PNG)).toBe("png");
    expect(claimedKind(JPEG)).toBe("jpeg");
    expect(claimedKind(Buffer.from("GIF89a......"))).toBeNull();
    expect(claimedKind(Buffer.from("just text"))).toBeNull();
    expect(claimedKind(Buffer.alloc(0))).toBeNull();
  });
});

describe("openAs", () => {
  it("opens a real PDF, PNG and JPEG", async () => {
    expect(await openAs("pdf", PDF)).toBeNull();
    expect(await openAs("png", PNG)).toBeNull();
    expect(await openAs("jpeg", JPEG)).toBeNull();
  });

  it("refuses a file that only starts like a PDF, and a PDF cut short", async () => {
    expect(HEADER_ONLY_PDF.length).toBe(60);
    expect(await openAs("pdf", HEADER_ONLY_PDF)).toEqual({ key: "upload.pdfUnreadable" });
    expect(await openAs("pdf", PDF.subarray(0, 200))).toEqual({ key: "upload.pdfUnreadable" });
  });

  it("refuses a PDF without pages", async () => {
    const empty = Buffer.from(
      "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    );
    expect(await openAs("pdf", empty)).toEqual({ key: "upload.pdfNoPages" });
  });

  it("refuses images that do not decode whole", async () => {
    expect(await openAs("png", TRUNCATED_PNG)).toEqual({ key: "upload.imageUnreadable" });
    expect(await openAs("png", PNG.subarray(0, 20))).toEqual({ key: "upload.imageUnreadable" });
    expect(await openAs("png", Buffer.concat([PNG, Buffer.from("trailing bytes")]))).toEqual({
      key: "upload.imageUnreadable",
    });
    expect(await openAs("jpeg", JPEG.subarray(0, JPEG.length >> 1))).toEqual({ key: "upload.imageUnreadable" });
    expect(await openAs("jpeg", Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]))).toEqual({
      key: "upload.imageUnreadable",
    });
  });

  it("refuses an image whose header claims more pixels than are decoded, before decoding it", async () => {
    const started = Date.now();
    expect(await openAs("png", pngClaiming(50_000, 50_000))).toEqual({
      key: "upload.imageTooLarge",
      values: { maxMegapixels: 40 },
    });
    expect(await openAs("jpeg", jpegClaiming(65_000, 65_000))).toEqual({
      key: "upload.imageTooLarge",
      values: { maxMegapixels: 40 },
    });
    expect(Date.now() - started).toBeLessThan(1000);
    // within the limit, the header's claim is checked by decoding
    expect(await openAs("png", pngClaiming(2, 2))).toEqual({ key: "upload.imageUnreadable" });
    expect(await openAs("jpeg", jpegClaiming(16, 16))).toEqual({ key: "upload.imageUnreadable" });
  });
});

describe("the server's own thread", () => {
  it("keeps the engine's Array.prototype.push and JSON.parse: pdf.js's polyfills load only where a PDF is opened", () => {
    // a process of its own: this test's process has opened PDFs above
    const script = [
      "const push = Array.prototype.push, parse = JSON.parse;",
      `await import(${JSON.stringify(new URL("../../server.ts", import.meta.url).href)});`,
      "console.log(JSON.stringify({ push: Array.prototype.push === push, parse: JSON.parse === parse }));",
      "process.exit(0);",
    ].join("\n");
    const out = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      encoding: "utf8",
    });
    expect(JSON.parse(out.trim().split("\n").at(-1) ?? "")).toEqual({ push: true, parse: true });
  }, 60_000);
});
