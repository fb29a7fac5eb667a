import { buffer } from "node:stream/consumers";
import { ZipArchive } from "archiver";
import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { appendZipEntry, storedAsIs } from "./zip";

/** A zip of the given entries, written entry by entry as the jobs do. */
async function zipOf(entries: [string, Buffer][]) {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const whole = buffer(archive);
  for (const [name, body] of entries) await appendZipEntry(archive, body, name);
  await archive.finalize();
  return whole;
}

const STORED = 0;
const DEFLATED = 8;

/** Each entry's compression method, from the zip's central directory (its offset is in the end record). */
function methods(zip: Buffer): Record<string, number> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const found: Record<string, number> = {};
  for (let i = 0; i < count; i++) {
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.toString("utf8", at + 46, at + 46 + nameLength);
    found[name] = zip.readUInt16LE(at + 10);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return found;
}

describe("zip entries", () => {
  it("stores what is compressed already and deflates the rest, each entry whole", async () => {
    const text = Buffer.from("评审表 ".repeat(2000));
    const zip = await zipOf([
      ["表/张三.docx", text],
      ["议程.pdf", text],
      ["名单.xlsx", text],
    ]);
    const read = await JSZip.loadAsync(zip);
    for (const name of ["表/张三.docx", "议程.pdf", "名单.xlsx"])
      expect((await read.file(name)?.async("nodebuffer"))?.equals(text)).toBe(true);
    expect(methods(zip)).toEqual({ "表/张三.docx": STORED, "议程.pdf": DEFLATED, "名单.xlsx": STORED });
  });

  it("knows the packed formats by their names", () => {
    expect(["a.docx", "b.XLSX", "c.jpg", "d.jpeg", "e.png", "f.zip"].every(storedAsIs)).toBe(true);
    expect(["a.pdf", "b.txt", "c.csv", "docx"].some(storedAsIs)).toBe(false);
  });
});
