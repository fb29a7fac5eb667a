import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { and, eq, inArray, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { declarationAttachments, declarationItems, declarations, departs, staff, unitPackets } from "../src/db/schema";
import { packetFileKey, packetJob } from "../src/modules/title-evaluation/stages/unit-review/packets/job";
import { type Client, data, signedIn } from "./client";
import { startTestServer } from "./harness";
import { pdfText } from "./real-files";
import { unzip } from "./zip";

type Server = Awaited<ReturnType<typeof startTestServer>>;
type Status = { state: string; done: number; total: number; note: string | null; ready: boolean; error: string | null };

const UNIT = "/api/zcps-sh/unit";

async function untilReady(client: Client, taskId: string, ms = 90_000): Promise<Status> {
  const deadline = Date.now() + ms;
  for (;;) {
    const status = data<Status>(await client.get(`${UNIT}/sbjbZipExists?taskId=${taskId}`));
    if (status.ready || status.state === "failed") return status;
    if (Date.now() > deadline) throw new Error(`the packets were not ready: ${JSON.stringify(status)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("stage 2: the unit's declaration packets (sbjbZip)", () => {
  let server: Server;
  let admin: Client;
  let declarant: Client;
  let personnel: Client;
  let taskId: string;
  /** a declarant of the unit whose first item is marked as their representative work */
  let withWork: { declarationId: string; itemId: string };

  beforeAll(async () => {
    server = await startTestServer({ QUEUE_POLL_MS: "50" });
    [admin, declarant, personnel] = await signedIn(server, ["unit_admin", "declarant", "personnel"] as const);
    const db = server.deps.db;
    const [cs] = await db.select().from(departs).where(eq(departs.code, "cs"));
    const [item] = await db
      .select({ declarationId: declarations.id, itemId: declarationItems.id })
      .from(declarationItems)
      .innerJoin(declarations, eq(declarations.id, declarationItems.declarationId))
      .where(and(eq(declarations.unitId, cs?.id ?? ""), ne(declarations.status, "DRAFT")))
      .limit(1);
    if (!item) throw new Error("the demo unit has no submitted declaration with items");
    withWork = item;
    await db
      .update(declarationItems)
      .set({ isRepresentative: true, representativeOrder: 1 })
      .where(eq(declarationItems.id, item.itemId));
  });
  afterAll(() => server?.close());

  it("starts one task per unit and batch: a second request answers the task under way", async () => {
    const [first, second] = await Promise.all([admin.get(`${UNIT}/sbjbZip`), admin.get(`${UNIT}/sbjbZip`)]);
    taskId = data<{ taskId: string }>(first).taskId;
    expect(taskId).toMatch(/^[0-9a-f-]{36}$/);
    expect(data<{ taskId: string }>(second).taskId).toBe(taskId);
  });

  it("reports progress until the zip is ready, one declarant at a time", async () => {
    const status = await untilReady(admin, taskId);
    const { total } = data<{ total: number }>(await admin.post(`${UNIT}/getDeclareUserList`, { limit: 1 }));
    expect(status).toMatchObject({ state: "completed", ready: true, error: null, done: total, total });
    expect(total).toBeGreaterThan(0);
    expect(status.note).toContain(`${total}/${total}`);
  });

  it("downloads a zip holding, per submitted declarant, the declaration as a PDF and its attachments", async () => {
    const res = await admin.get(`${UNIT}/sbjbZip/download?taskId=${taskId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    const day = /(\d{8})\.zip/.exec(String(res.headers["content-disposition"]))?.[1];
    expect(res.headers["content-disposition"]).toContain(
      `filename*=UTF-8''${encodeURIComponent(`计算机科学与技术学院-申报材料-${day}.zip`)}`,
    );
    const entries = await unzip(res.rawPayload);

    // the unit's submitted declarations of the batch, and their attachments, read from the tables
    const db = server.deps.db;
    const [cs] = await db.select().from(departs).where(eq(departs.code, "cs"));
    const submitted = await db
      .select({ id: declarations.id, name: staff.name, employeeNo: staff.employeeNo })
      .from(declarations)
      .innerJoin(staff, eq(staff.id, declarations.staffId))
      .where(and(eq(declarations.unitId, cs?.id ?? ""), ne(declarations.status, "DRAFT")));
    const attachments = await db
      .select({ id: declarationAttachments.id })
      .from(declarationAttachments)
      .where(
        inArray(
          declarationAttachments.declarationId,
          submitted.map((d) => d.id),
        ),
      );

    const pdfs = [...entries.keys()].filter((name) => /^[^/]+\/[^/]+-申报材料\.pdf$/.test(name));
    expect(pdfs).toHaveLength(submitted.length);
    const attached = [...entries.keys()].filter((name) => name.includes("/附件/"));
    expect(attached).toHaveLength(attachments.length);
    expect(attachments.length).toBeGreaterThan(0);
    for (const name of attached)
      expect(entries.get(name)?.subarray(0, 4).toString("latin1")).toMatch(/^(%PDF|\xff\xd8|\x89PNG)/);

    // each declarant's folder is named after them, and their PDF says who they are
    const marked = submitted.find((d) => d.id === withWork.declarationId);
    for (const person of [...new Set([marked, ...submitted.slice(0, 2)])]) {
      if (!person) continue;
      const pdf = pdfs.find((name) => name.startsWith(`${person.employeeNo}-${person.name}/`));
      expect(pdf, person.name).toBeDefined();
      const bytes = entries.get(pdf as string) as Buffer;
      expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      const text = await pdfText(bytes);
      expect(text).toContain(person.name);
      expect(text).toContain("职称评审申报材料");
      expect(text).toContain("审核记录");
      if (person === marked) expect(text).toContain("★ 代表作 1");
    }
  });

  it("names the download in English when asked in English", async () => {
    const res = await admin.with({ lang: "en" }).get(`${UNIT}/sbjbZip/download?taskId=${taskId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(
      /filename\*=UTF-8''School%20of%20Computer%20Science-declaration-packets-\d{8}\.zip/,
    );
  });

  it("answers 404 to another unit's administrator, 403 to a declarant", async () => {
    const units = data<{ id: string; code: string }[]>(await personnel.get("/api/zcps-sh/baseUser/units"));
    const fl = units.find((u) => u.code === "fl")?.id as string;
    const candidates = data<{ userId: string; username: string }[]>(
      await personnel.get("/api/zcps-sh/unitAdmin/candidates?keyword=professor"),
    );
    const professor = candidates.find((u) => u.username === "professor")?.userId as string;
    const assigned = await personnel.put(`/api/zcps-sh/unitAdmin/${fl}`, { role: "admin", userIds: [professor] });
    expect(assigned.statusCode).toBe(200);
    const [other] = await signedIn(server, ["professor"] as const);

    expect((await other.get(`${UNIT}/sbjbZipExists?taskId=${taskId}`)).statusCode).toBe(404);
    expect((await other.get(`${UNIT}/sbjbZip/download?taskId=${taskId}`)).statusCode).toBe(404);
    expect((await admin.get(`${UNIT}/sbjbZipExists?taskId=00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
    // their own unit's packets are their own task
    const theirs = data<{ taskId: string }>(await other.get(`${UNIT}/sbjbZip`)).taskId;
    expect(theirs).not.toBe(taskId);

    for (const url of [
      `${UNIT}/sbjbZip`,
      `${UNIT}/sbjbZipExists?taskId=${taskId}`,
      `${UNIT}/sbjbZip/download?taskId=${taskId}`,
    ]) {
      expect((await declarant.get(url)).statusCode, url).toBe(403);
    }
    await untilReady(other, theirs);
  });

  it("answers a new task once the last one has completed, and the new zip replaces the old", async () => {
    const next = data<{ taskId: string }>(await admin.get(`${UNIT}/sbjbZip`)).taskId;
    expect(next).not.toBe(taskId);
    await untilReady(admin, next);
    expect((await admin.get(`${UNIT}/sbjbZipExists?taskId=${taskId}`)).statusCode).toBe(404);
    const res = await admin.get(`${UNIT}/sbjbZip/download?taskId=${next}`);
    expect(res.statusCode).toBe(200);
  });

  it("an attempt cut off leaves no zip behind; the next attempt writes it whole", async () => {
    const { db, storage, config } = server.deps;
    const [cs] = await db.select().from(departs).where(eq(departs.code, "cs"));
    const [declaration] = await db
      .select({ projectTimeId: declarations.projectTimeId })
      .from(declarations)
      .where(eq(declarations.id, withWork.declarationId));
    const key = { tenantId: "default", projectTimeId: declaration?.projectTimeId ?? "", unitId: cs?.id ?? "" };
    const id = randomUUID();
    await db.insert(unitPackets).values({ id, ...key, requestedBy: "test" });
    const run = packetJob(server.deps);
    const data = { ...key, lang: "zh" as const, batchName: "常规批" };

    // the server stops after the first declarant: the attempt ends with the stop's reason
    const stopping = new AbortController();
    const cut = run({
      id,
      data,
      attempt: 1,
      signal: stopping.signal,
      reportProgress: async (done) => {
        if (done === 1) stopping.abort(new Error("interrupted: the server stopped"));
      },
    });
    await expect(cut).rejects.toThrow("interrupted");
    expect(await storage.read(packetFileKey("default", id))).toBeNull();
    const folder = path.join(config.filesDir, "packets", "default");
    expect(fs.readdirSync(folder).filter((name) => name.startsWith(id))).toEqual([]);

    const output = await run({
      id,
      data,
      attempt: 2,
      signal: new AbortController().signal,
      reportProgress: async () => {},
    });
    expect(output).toMatchObject({ fileKey: packetFileKey("default", id) });
    expect((output as { declarants: number }).declarants).toBeGreaterThan(0);
    expect(fs.readdirSync(folder).filter((name) => name.startsWith(id))).toEqual([`${id}.zip`]);
  });
});
