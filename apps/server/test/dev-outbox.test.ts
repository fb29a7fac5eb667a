import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../src/config";
import { LogTransport } from "../src/platform/transports";

/** The development outbox the browser tests read codes from: a JSON line per message, refused in production. */
describe("the development outbox", () => {
  it("appends every message the log transport sends, with its channel", async () => {
    const file = path.join(os.tmpdir(), `zcps-outbox-${randomUUID()}.jsonl`);
    const sms = new LogTransport({ info: () => undefined }, "sms", file);
    await sms.send("13800000001", "您的验证码为 123456");
    await sms.send("13800000002", "您的验证码为 654321");
    const lines = (await readFile(file, "utf8"))
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => [l.channel, l.to, l.text])).toEqual([
      ["sms", "13800000001", "您的验证码为 123456"],
      ["sms", "13800000002", "您的验证码为 654321"],
    ]);
  });

  it("is refused under NODE_ENV=production and allowed elsewhere", () => {
    const env = { DEV_OUTBOX_FILE: "/tmp/outbox.jsonl", DATA_DIR: "memory://" };
    expect(() => loadConfig({ ...env, NODE_ENV: "production" } as NodeJS.ProcessEnv)).toThrow("DEV_OUTBOX_FILE");
    expect(loadConfig({ ...env, NODE_ENV: "development" } as NodeJS.ProcessEnv).DEV_OUTBOX_FILE).toBe(
      env.DEV_OUTBOX_FILE,
    );
  });
});
