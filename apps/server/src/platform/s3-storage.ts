import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import type { FileStorage } from "./storage";

/** Where an S3-compatible object store is and how to sign in to it (config.ts reads them from the environment). */
export interface S3Settings {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** path-style addresses (http://host/bucket/key), as MinIO and most self-hosted stores want */
  forcePathStyle: boolean;
  /** keys go under this prefix in the bucket ("" for none) */
  prefix: string;
}

const missing = (error: unknown) =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/**
 * Files on an S3-compatible object store, so that every instance behind a load balancer reads what any of them
 * stored. Large bodies are streamed both ways in parts; a write that fails midway leaves no object (a multipart
 * upload is aborted, and the object appears only when it completes).
 */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    });
  }

  private key(key: string): string {
    if (key.split("/").some((part) => part === ".." || part === ".")) throw new Error("storage key escapes the root");
    return `${this.settings.prefix}${key}`;
  }

  async put(key: string, body: Buffer): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.settings.bucket, Key: this.key(key), Body: body }));
  }

  async get(key: string): Promise<Buffer | null> {
    const stream = await this.read(key);
    if (!stream) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.key(key) }));
  }

  async read(key: string): Promise<Readable | null> {
    try {
      const reply = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.key(key) }));
      return (reply.Body as Readable | undefined) ?? null;
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async write(key: string, body: Readable): Promise<number> {
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.settings.bucket, Key: this.key(key), Body: body },
      leavePartsOnError: false,
    });
    await upload.done();
    const head = await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.key(key) }));
    return head.ContentLength ?? 0;
  }

  /** Closes the client's sockets (a server's shutdown). */
  close(): void {
    this.client.destroy();
  }
}
