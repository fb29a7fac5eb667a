import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config";
import { type S3Settings, S3Storage } from "../src/platform/s3-storage";
import { createServer } from "../src/server";
import { createClient } from "./client";
import { startTestServer, type TestServer } from "./harness";
import { PNG } from "./real-files";

/**
 * Files on an S3-compatible store (s3rver, started here): what one instance stores, another reads. The storage's
 * own calls run on both passes of the suite; two instances need a shared database, so that part runs on PostgreSQL.
 */

let store: S3rver;
let settings: S3Settings;
const storeDir = fs.mkdtempSync(path.join(os.tmpdir(), "zcps-s3-"));

beforeAll(async () => {
  store = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: storeDir,
    configureBuckets: [{ name: "zcps-files", configs: [] }],
  });
  const { port } = await store.run();
  settings = {
    endpoint: `http://127.0.0.1:${port}`,
    region: "us-east-1",
    bucket: "zcps-files",
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
    prefix: "test/",
  };
});

afterAll(async () => {
  await store?.close();
  fs.rmSync(storeDir, { recursive: true, force: true });
});

describe("S3Storage", () => {
  it("puts, gets, streams, removes; a missing object reads as none", async () => {
    const storage = new S3Storage(settings);
    await storage.put("a/b/one.txt", Buffer.from("第一个文件"));
    expect((await storage.get("a/b/one.txt"))?.toString()).toBe("第一个文件");
    // over the multipart part size (5 MB): the upload goes in parts, the read comes back as a stream
    const big = Buffer.alloc(12 * 1024 * 1024, 7);
    expect(
      await storage.write("big/zip.bin", Readable.from([big.subarray(0, 6_000_000), big.subarray(6_000_000)])),
    ).toBe(big.length);
    const stream = await storage.read("big/zip.bin");
    const chunks: Buffer[] = [];
    for await (const chunk of stream ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(big)).toBe(true);
    await storage.remove("a/b/one.txt");
    expect(await storage.get("a/b/one.txt")).toBeNull();
    expect(await storage.read("never/stored")).toBeNull();
    await expect(storage.put("../escape", Buffer.from("x"))).rejects.toThrow("escapes");
  });

  it("a stream that fails midway leaves no object", async () => {
    const storage = new S3Storage(settings);
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024, 1));
        this.destroy(new Error("the source broke"));
      },
    });
    await expect(storage.write("broken/file.bin", failing)).rejects.toThrow();
    expect(await storage.get("broken/file.bin")).toBeNull();
  });

  it("is what the configuration names when S3_BUCKET is set, and refuses a bucket without keys", () => {
    const env = { NODE_ENV: "test", DATA_DIR: "memory://", S3_BUCKET: "b", S3_ENDPOINT: settings.endpoint ?? "" };
    expect(() => loadConfig(env as NodeJS.ProcessEnv)).toThrow("S3_ACCESS_KEY_ID");
    const config = loadConfig({ ...env, S3_ACCESS_KEY_ID: "k", S3_SECRET_ACCESS_KEY: "s" } as NodeJS.ProcessEnv);
    expect(config.s3).toMatchObject({ bucket: "b", forcePathStyle: true, prefix: "" });
    expect(loadConfig({ NODE_ENV: "test", DATA_DIR: "memory://" } as NodeJS.ProcessEnv).s3).toBeNull();
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))("two instances sharing the object store", () => {
  let first: TestServer;
  let second: Awaited<ReturnType<typeof createServer>>;
  const s3Env = () => ({
    S3_BUCKET: settings.bucket,
    S3_ENDPOINT: settings.endpoint ?? "",
    S3_ACCESS_KEY_ID: settings.accessKeyId,
    S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
    S3_PREFIX: "instances/",
  });
  beforeAll(async () => {
    first = await startTestServer(s3Env());
    // the second instance has a data directory of its own: nothing of the first's disk is within its reach
    const own = fs.mkdtempSync(path.join(os.tmpdir(), "zcps-second-"));
    second = await createServer({ ...first.deps.config, dataDir: own, filesDir: path.join(own, "files") });
    await second.app.ready();
  });
  afterAll(async () => {
    await second?.app.close();
    await first?.close();
  });

  it("a file uploaded through one instance downloads through the other; once removed, it answers 404", async () => {
    const professor = createClient(first.app, await first.login("professor"));
    const uploaded = await professor.upload("/api/admin/user/front/changeAvatar", {
      filename: "me.png",
      content: PNG,
      contentType: "image/png",
    });
    expect(uploaded.statusCode).toBe(200);
    const avatar: string = uploaded.json().data.avatar;
    const fromSecond = await createClient(second.app).get(avatar);
    expect(fromSecond.statusCode).toBe(200);
    expect(fromSecond.rawPayload.equals(PNG)).toBe(true);
    // nothing went to either instance's disk
    expect(fs.existsSync(path.join(first.deps.config.filesDir, "avatar"))).toBe(false);

    const file = await first.deps.db.query.files.findFirst({
      where: (f, { eq }) => eq(f.id, avatar.split("/").pop() ?? ""),
    });
    await new S3Storage({ ...settings, prefix: "instances/" }).remove(file?.storageKey ?? "");
    const gone = await createClient(second.app).get(avatar);
    expect(gone.statusCode).toBe(404);
  });
});
