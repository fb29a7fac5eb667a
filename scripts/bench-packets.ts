// The declaration packets' figure of `npm run bench`: one unit of 300 submitted declarants, each with 20 material
// items and 3 generated attachments, zipped by the unit's packet task (unit/sbjbZip) and downloaded; seconds and the
// process's RSS growth while it runs. `npx tsx scripts/bench-packets.ts` runs this part alone on a fresh database.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { MATERIAL_TYPES } from "@zcps/contracts/zcps/materials";
import { and, eq } from "drizzle-orm";
import { loadConfig } from "../apps/server/src/config";
import * as t from "../apps/server/src/db/schema";
import { DEFAULT_TENANT_ID } from "../apps/server/src/db/seed/index";
import { demoPayload } from "../apps/server/src/db/seed/zcps-declarations";
import { createServer, type Started } from "../apps/server/src/server";
import { signIn } from "./bench-declarations";
import { freePort } from "./lib.mjs";

export const PACKET_DECLARANTS = 300;
const ITEMS = 20;
const ATTACHMENTS = 3;
const ATTACHMENT_BYTES = 150 * 1024;
export const PACKET_RSS_BUDGET_MB = 150;

const ITEM_TYPES = MATERIAL_TYPES.filter((m) => !m.single);

/** A PDF-headed file of its own bytes (content-addressed storage keeps each once). */
function attachmentBytes(): Buffer {
  return Buffer.concat([Buffer.from("%PDF-1.4\n%bench\n"), randomBytes(ATTACHMENT_BYTES)]);
}

/** A new unit with 300 submitted declarations in the demo batch; the demo unit administrator administers it. */
async function generateUnit(server: Started): Promise<{ unitId: string; batchId: string }> {
  const { db, storage } = server.deps;
  const [batch] = await db
    .select({ id: t.batches.id })
    .from(t.batches)
    .innerJoin(t.projects, eq(t.projects.id, t.batches.projectId))
    .where(and(eq(t.projects.year, 2026), eq(t.batches.kind, "normal")));
  const [title] = await db
    .select({ id: t.titles.id, seriesCode: t.titles.seriesCode, level: t.titles.level })
    .from(t.titles)
    .innerJoin(t.batchTitles, eq(t.batchTitles.titleId, t.titles.id))
    .where(eq(t.batchTitles.projectTimeId, batch?.id ?? ""));
  const [admin] = await db.select().from(t.users).where(eq(t.users.username, "unit_admin"));
  const [school] = await db
    .select({ parentId: t.departs.parentId })
    .from(t.departs)
    .where(and(eq(t.departs.tenantId, DEFAULT_TENANT_ID), eq(t.departs.type, "unit")));
  if (!batch || !title || !admin) throw new Error("the demo data is missing");
  const unitId = randomUUID();
  await db.insert(t.departs).values({
    id: unitId,
    tenantId: DEFAULT_TENANT_ID,
    parentId: school?.parentId ?? null,
    code: "bench_packets",
    name: "材料包测试学院",
    nameEn: "School of Packet Benchmarks",
    type: "unit",
  });
  await db
    .insert(t.unitAdmins)
    .values({ id: randomUUID(), tenantId: DEFAULT_TENANT_ID, unitId, userId: admin.id, role: "admin" });
  server.deps.cache.invalidateAll();

  for (let n = 0; n < PACKET_DECLARANTS; n++) {
    const staffId = randomUUID();
    const declarationId = randomUUID();
    await db.insert(t.staff).values({
      id: staffId,
      tenantId: DEFAULT_TENANT_ID,
      employeeNo: `PK${String(n).padStart(5, "0")}`,
      name: `材料包${n}`,
      unitId,
      postType: "TEACHING_RESEARCH",
    });
    await db.insert(t.declarations).values({
      id: declarationId,
      tenantId: DEFAULT_TENANT_ID,
      projectTimeId: batch.id,
      staffId,
      userId: randomUUID(),
      unitId,
      titleId: title.id,
      seriesCode: title.seriesCode,
      level: title.level,
      status: "UNIT_REVIEW",
      submittedAt: new Date(Date.UTC(2026, 8, 1) + n * 60_000),
    });
    const items = Array.from({ length: ITEMS }, (_, i) => {
      const type = ITEM_TYPES[(n + i) % ITEM_TYPES.length] as (typeof ITEM_TYPES)[number];
      return {
        id: randomUUID(),
        declarationId,
        materialType: type.code,
        payload: demoPayload(type.code, n * ITEMS + i),
        orderNum: i,
      };
    });
    await db.insert(t.declarationItems).values(items);
    for (let a = 0; a < ATTACHMENTS; a++) {
      const bytes = attachmentBytes();
      const sha256 = createHash("sha256").update(bytes).digest("hex");
      const storageKey = `declarations/${sha256.slice(0, 2)}/${sha256}`;
      await storage.put(storageKey, bytes);
      const fileId = randomUUID();
      await db.insert(t.files).values({
        id: fileId,
        tenantId: DEFAULT_TENANT_ID,
        purpose: "declaration",
        sha256,
        mime: "application/pdf",
        size: bytes.length,
        storageKey,
        originalName: `证明材料${a + 1}.pdf`,
      });
      await db.insert(t.declarationAttachments).values({
        id: randomUUID(),
        declarationId,
        itemId: items[a]?.id ?? null,
        fileId,
        name: `证明材料${a + 1}.pdf`,
        mime: "application/pdf",
        size: bytes.length,
        sha256,
        orderNum: a,
      });
    }
  }
  return { unitId, batchId: batch.id };
}

export interface PacketFigures {
  seconds: number;
  rssGrowthMb: number;
  zipMb: number;
  downloadSeconds: number;
  downloadRssGrowthMb: number;
}

/** Zips the generated unit's packets through the API, sampling the RSS every 50 ms. */
export async function packetFigures(server: Started, base: string): Promise<PacketFigures> {
  const { unitId, batchId } = await generateUnit(server);
  const headers = { authorization: `Bearer ${await signIn(base, "unit_admin")}` };
  const sampled = () => {
    let peak = process.memoryUsage().rss;
    const timer = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 50);
    return () => {
      clearInterval(timer);
      return Math.max(peak, process.memoryUsage().rss);
    };
  };

  global.gc?.();
  const before = process.memoryUsage().rss;
  const stop = sampled();
  const started = performance.now();
  const startRes = await fetch(`${base}/api/zcps-sh/unit/sbjbZip?projectTimeId=${batchId}&unitId=${unitId}`, {
    headers,
  });
  const taskId = (await startRes.json()).data?.taskId as string;
  if (!taskId) throw new Error(`the packets did not start: ${startRes.status}`);
  for (;;) {
    const status = (await (await fetch(`${base}/api/zcps-sh/unit/sbjbZipExists?taskId=${taskId}`, { headers })).json())
      .data as { ready: boolean; state: string; error: string | null; done: number };
    if (status.ready) break;
    if (status.state === "failed") throw new Error(`the packets failed: ${status.error}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const seconds = (performance.now() - started) / 1000;
  const peak = stop();

  global.gc?.();
  const beforeDownload = process.memoryUsage().rss;
  const stopDownload = sampled();
  const downloadStarted = performance.now();
  const res = await fetch(`${base}/api/zcps-sh/unit/sbjbZip/download?taskId=${taskId}`, { headers });
  let bytes = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
  const downloadSeconds = (performance.now() - downloadStarted) / 1000;
  const downloadPeak = stopDownload();
  const mb = (n: number) => n / 2 ** 20;
  const figures = {
    seconds,
    rssGrowthMb: mb(peak - before),
    zipMb: mb(bytes),
    downloadSeconds,
    downloadRssGrowthMb: mb(downloadPeak - beforeDownload),
  };
  console.log(
    `packets of ${PACKET_DECLARANTS} declarants (${ITEMS} items, ${ATTACHMENTS} attachments of ${ATTACHMENT_BYTES / 1024} KB each): ${figures.seconds.toFixed(1)} s, RSS +${figures.rssGrowthMb.toFixed(0)} MB; zip ${figures.zipMb.toFixed(0)} MB downloaded in ${figures.downloadSeconds.toFixed(1)} s, RSS +${figures.downloadRssGrowthMb.toFixed(0)} MB`,
  );
  return figures;
}

export const packetRow = (f: PacketFigures) =>
  `| declaration packets of one unit: ${PACKET_DECLARANTS} declarants × ${ITEMS} items, ${ATTACHMENTS} attachments of ${ATTACHMENT_BYTES / 1024} KB each (zip ${f.zipMb.toFixed(0)} MB); RSS growth ≤ ${PACKET_RSS_BUDGET_MB} MB while zipping and while downloading | ${f.seconds.toFixed(1)} s, RSS +${f.rssGrowthMb.toFixed(0)} MB; download ${f.downloadSeconds.toFixed(1)} s, RSS +${f.downloadRssGrowthMb.toFixed(0)} MB | ${f.rssGrowthMb <= PACKET_RSS_BUDGET_MB && f.downloadRssGrowthMb <= PACKET_RSS_BUDGET_MB ? "within budget" : "**over budget**"} |`;

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "zcps-bench-packets-"));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    JOB_SCHEDULER: "off",
  });
  const server = await createServer(config);
  const port = await freePort();
  await server.app.listen({ port, host: "127.0.0.1" });
  const figures = await packetFigures(server, `http://127.0.0.1:${port}`);
  console.log(packetRow(figures));
  await server.app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
