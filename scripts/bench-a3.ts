// The A3 tables' figure of `npm run bench`: a senior-committee meeting of 1,000 candidates (the generated batch's
// declarations, 40 material items each) whose members' packet personnel zips: the agenda and one A3 table (Word) per
// candidate, made in the background one at a time; seconds until the zip is ready and the process's RSS growth while
// it is made and downloaded. `npx tsx scripts/bench-a3.ts` runs this part alone on a fresh embedded database.
import { A3_ROUTES, type A3ZipState } from "@zcps/contracts/zcps/results/a3";
import { eq } from "drizzle-orm";
import * as t from "../apps/server/src/db/schema";
import { DEFAULT_TENANT_ID } from "../apps/server/src/db/seed/index";
import { AccessCache } from "../apps/server/src/platform/access-cache";
import type { AuthContext } from "../apps/server/src/platform/auth";
import type { Started } from "../apps/server/src/server";
import { isMain, runAlone } from "./bench-alone";
import { atSeniorCommittee } from "./bench-committee";
import { signIn } from "./bench-declarations";

export const A3_CANDIDATES = 1000;
const A3_SECONDS_BUDGET = 60;
const A3_RSS_BUDGET_MB = 200;
const MB = 1024 * 1024;

/** A draft meeting of the batch with one group of 1,000 declarations moved to the senior committee. */
async function meetingOf(server: Started, batchId: string): Promise<string> {
  const { db } = server.deps;
  const ids = await atSeniorCommittee(server, batchId, A3_CANDIDATES);
  const [batch] = await db.select({ projectId: t.batches.projectId }).from(t.batches).where(eq(t.batches.id, batchId));
  const [personnel] = await db.select().from(t.users).where(eq(t.users.username, "personnel"));
  const auth: AuthContext = {
    sessionId: "bench",
    clientId: "bench",
    userId: personnel?.id ?? "bench",
    tenantId: DEFAULT_TENANT_ID,
    projectId: batch?.projectId ?? null,
    username: "personnel",
    name: personnel?.name ?? "人事处",
    isSuperAdmin: false,
    expiresAt: new Date(),
    token: "bench",
    codes: new Set(),
  };
  const { createMeetingsService } = await import("../apps/server/src/modules/title-evaluation/stages/senior-committee");
  const meetings = createMeetingsService({ db, cache: new AccessCache() });
  const { id } = await meetings.create(auth, {
    projectTimeId: batchId,
    name: "A3 bench meeting",
    size: 11,
    minSize: 9,
    externalNumerator: 0,
    externalDenominator: 10,
    poolRatio: 1,
    sameUnitRecusal: false,
  });
  await meetings.createGroup(auth, id, { name: "A3 bench", cap: null, declarationIds: ids });
  return id;
}

export async function a3Figures(server: Started, base: string, batchId: string) {
  const meetingId = await meetingOf(server, batchId);
  const token = await signIn(base, "personnel");
  const headers = { authorization: `Bearer ${token}` };
  const query = `?${new URLSearchParams({ projectTimeId: batchId, meetingId })}`;
  const call = async (url: string) => {
    const res = await fetch(url, { headers });
    const body = (await res.json()) as { status: number; message: string; data: A3ZipState };
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${body.message}`);
    return body.data;
  };

  global.gc?.();
  const baseline = process.memoryUsage();
  const peak = { rss: baseline.rss, heapTotal: baseline.heapTotal, external: baseline.external };
  const sample = () => {
    const used = process.memoryUsage();
    for (const key of ["rss", "heapTotal", "external"] as const) peak[key] = Math.max(peak[key], used[key]);
  };
  const sampler = setInterval(sample, 100);
  const started = performance.now();
  let state = await call(`${base}${A3_ROUTES.zip}${query}`);
  while (state.status !== "DONE") {
    if (state.status === "FAILED") throw new Error("the A3 zip failed");
    await new Promise((resolve) => setTimeout(resolve, 500));
    state = await call(`${base}${A3_ROUTES.zipExists}${query}`);
  }
  const seconds = (performance.now() - started) / 1000;

  const fetched = performance.now();
  const res = await fetch(`${base}${state.url}`, { headers });
  let bytes = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
  const download = (performance.now() - fetched) / 1000;
  clearInterval(sampler);
  sample();
  if (res.status !== 200) throw new Error(`the zip's download answered ${res.status}`);
  const grown = (key: keyof typeof peak) => ((peak[key] - baseline[key]) / MB).toFixed(0);
  console.log(
    `of the RSS growth: JS heap at most +${grown("heapTotal")} MB, memory outside it (buffers, the embedded database) +${grown("external")} MB`,
  );
  return { seconds, download, rssMb: (peak.rss - baseline.rss) / MB, zipMb: bytes / MB, documents: state.total };
}

const verdict = (ok: boolean) => (ok ? "within budget" : "**over budget**");

export function a3Rows(f: Awaited<ReturnType<typeof a3Figures>>): string[] {
  const ok = f.seconds <= A3_SECONDS_BUDGET && f.rssMb <= A3_RSS_BUDGET_MB;
  return [
    `| a meeting's packet of A3 tables: ${A3_CANDIDATES.toLocaleString("en")} candidates × 40 items, one Word table each, zipped in the background ≤ ${A3_SECONDS_BUDGET} s, RSS growth ≤ ${A3_RSS_BUDGET_MB} MB | ${f.seconds.toFixed(1)} s for ${f.documents} tables (zip ${f.zipMb.toFixed(1)} MB), RSS +${f.rssMb.toFixed(0)} MB; download ${f.download.toFixed(1)} s | ${verdict(ok)} |`,
  ];
}

if (isMain(import.meta.url))
  await runAlone("a3", async (server, base, batchId) => a3Rows(await a3Figures(server, base, batchId)));
