import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { type S3Settings, S3Storage } from "./s3-storage";

/** Files addressed by key: on disk (DiskStorage, the embedded default) or on an S3-compatible store (S3Storage). */
export interface FileStorage {
  put(key: string, body: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  /** The stored bytes as a stream (large files: zips, packets), or null when there are none. */
  read(key: string): Promise<Readable | null>;
  /** Stores what the stream yields, in full or not at all, and answers its size in bytes. */
  write(key: string, body: Readable): Promise<number>;
}

export class DiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private resolve(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error("storage key escapes the root");
    return full;
  }

  async put(key: string, body: Buffer): Promise<void> {
    const full = this.resolve(key);
    await fs.mkdir(path.dirname(full), { recursive: true });
    await fs.writeFile(full, body);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.resolve(key));
    } catch {
      return null;
    }
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.resolve(key), { force: true });
  }

  async read(key: string): Promise<Readable | null> {
    try {
      const handle = await fs.open(this.resolve(key), "r");
      return handle.createReadStream();
    } catch {
      return null;
    }
  }

  async write(key: string, body: Readable): Promise<number> {
    const full = this.resolve(key);
    await fs.mkdir(path.dirname(full), { recursive: true });
    // written beside and moved into place: a reader never sees half a file, a failed write leaves none
    const partial = `${full}.${randomUUID()}.part`;
    try {
      await pipeline(body, createWriteStream(partial));
      await fs.rename(partial, full);
    } catch (error) {
      await fs.rm(partial, { force: true });
      throw error;
    }
    return (await fs.stat(full)).size;
  }
}

/** The store the configuration names: the object store when S3_BUCKET is set, else the data directory's files. */
export function openFileStorage(config: { filesDir: string; s3: S3Settings | null }): FileStorage {
  return config.s3 ? new S3Storage(config.s3) : new DiskStorage(config.filesDir);
}
