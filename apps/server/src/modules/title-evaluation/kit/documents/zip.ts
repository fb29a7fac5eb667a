import type { Readable } from "node:stream";
import type { ZipArchive } from "archiver";

/** Formats that are zips or compressed images already: deflating them again costs time and saves nothing. */
const PACKED = /\.(docx|xlsx|pptx|zip|jpe?g|png|gif|webp)$/i;

/** Whether an entry of this name is stored as it is rather than deflated. */
export const storedAsIs = (name: string) => PACKED.test(name);

/**
 * Adds one entry to a zip being written and waits until the zip has taken all of it: entries go in one at a time,
 * so a zip of any size holds one document and one read buffer in memory, never the zip. A Word file, a workbook or
 * an image is stored as it is (it is compressed already); anything else is deflated.
 */
export function appendZipEntry(archive: ZipArchive, source: Readable | Buffer, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (archive.destroyed) {
      if (!Buffer.isBuffer(source)) source.destroy();
      reject(new Error("the zip was closed"));
      return;
    }
    const settle = (error?: unknown) => {
      archive.off("entry", onEntry);
      archive.off("error", onError);
      archive.off("close", onClose);
      if (Buffer.isBuffer(source)) {
        if (error === undefined) resolve();
        else reject(error);
        return;
      }
      source.off("error", onError);
      if (error === undefined) resolve();
      else {
        source.destroy();
        reject(error);
      }
    };
    const onEntry = () => settle();
    const onError = (error: unknown) => settle(error ?? new Error("zip failed"));
    const onClose = () => settle(new Error("the zip was closed"));
    archive.on("entry", onEntry);
    archive.on("error", onError);
    archive.on("close", onClose);
    if (!Buffer.isBuffer(source)) source.on("error", onError);
    archive.append(source, { name, store: storedAsIs(name) });
  });
}
