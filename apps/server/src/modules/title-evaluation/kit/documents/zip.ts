import type { Readable } from "node:stream";
import type { ZipArchive } from "archiver";

/**
 * Adds one entry to a zip being written and waits until the zip has taken all of it: entries go in one at a time,
 * so a zip of any size holds one document and one read buffer in memory, never the zip.
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
    archive.append(source, { name });
  });
}
