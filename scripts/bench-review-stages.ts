// The review stages' figures of `npm run bench`, on the generated batch (5,000 declarations × 40 items): declarations
// the units recommend go through the workflow into the departments' verification (tasks opened by the stage), a
// department's items are assigned to its reviewer, then the reviewer's queue under load and bulk verdicts of 200 items.
import { DEPARTMENT_PAGE_CODES } from "@zcps/contracts/zcps/department-review/material-pages";
import { and, eq, sql } from "drizzle-orm";
import * as t from "../apps/server/src/db/schema";
import { applyTransition } from "../apps/server/src/modules/title-evaluation/declarations";
import type { Started } from "../apps/server/src/server";
import { signIn } from "./bench-declarations";

type LoadFn = (
  name: string,
  url: string,
  token: string | null,
) => Promise<{ name: string; path: string; rps: number; p50: number; p99: number }>;

/** How many of the generated declarations awaiting the unit's recommendation are recommended. */
const RECOMMENDED = 400;

async function api<T>(base: string, token: string, method: "GET" | "POST", path: string, body?: object): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const reply = (await res.json()) as { data: T; message: string };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${reply.message}`);
  return reply.data;
}

export async function reviewStageFigures(server: Started, base: string, load: LoadFn, batchId: string) {
  const { db } = server.deps;
  // room in every quota, then the units recommend: the department stage opens its tasks as it would for a person
  await db.update(t.quotas).set({ allocated: 100_000 }).where(eq(t.quotas.projectTimeId, batchId));
  const waiting = await db
    .select({ id: t.declarations.id, version: t.declarations.version })
    .from(t.declarations)
    .where(and(eq(t.declarations.projectTimeId, batchId), eq(t.declarations.status, "UNIT_RECOMMENDATION")))
    .limit(RECOMMENDED);
  const started = performance.now();
  for (const [i, d] of waiting.entries())
    await db.transaction((tx) =>
      applyTransition(tx, {
        tenantId: "default",
        declarationId: d.id,
        event: { type: "recommend", rank: i + 1 },
        actor: { userId: "bench", name: "bench", role: "UNIT_LEADER" },
        expectedVersion: d.version,
      }),
    );
  const recommendSeconds = (performance.now() - started) / 1000;
  const [tasks] = await db.select({ n: sql<number>`count(*)::int` }).from(t.departmentTasks);
  console.log(
    `recommended ${waiting.length} declarations in ${recommendSeconds.toFixed(1)} s; ${tasks?.n} department tasks open`,
  );

  const [assigner, reviewer] = [await signIn(base, "dept_assigner"), await signIn(base, "dept_reviewer")];
  const [reviewerUser] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.username, "dept_reviewer"));
  const counts: Record<string, number> = {};
  for (const type of DEPARTMENT_PAGE_CODES) {
    try {
      const reply = await api<{ count: number }>(base, assigner, "POST", "/api/zcps-sh/depart/assignEvenly", {
        type,
        reviewerIds: [reviewerUser?.id],
        projectTimeId: batchId,
      });
      counts[type] = reply.count;
    } catch {
      // a page with nothing of this department's in the batch
    }
  }
  const busiest = Object.entries(counts).sort(([, a], [, b]) => b - a)[0];
  if (!busiest) throw new Error("no items were assigned to the department's reviewer");
  const [type, assigned] = busiest;
  console.log(`assigned ${assigned} items of ${type} to the reviewer`);
  const queueUrl = `${base}/api/zcps-sh/depart/getCheckContOfCheckUser?type=${type}&page=1&limit=20`;
  const queue = await load(`reviewer's queue (${type}), page 20`, queueUrl, reviewer);

  // bulk verdicts: 200 pending items of the queue verified in one call, three times
  const bulkTimes: number[] = [];
  for (let round = 0; round < 3; round++) {
    const page = await api<{ rows: { itemId: string; version: number }[] }>(
      base,
      reviewer,
      "GET",
      `/api/zcps-sh/depart/getCheckContOfCheckUser?type=${type}&page=1&limit=100`,
    );
    const second = await api<{ rows: { itemId: string; version: number }[] }>(
      base,
      reviewer,
      "GET",
      `/api/zcps-sh/depart/getCheckContOfCheckUser?type=${type}&page=2&limit=100`,
    );
    const items = [...page.rows, ...second.rows].slice(0, 200).map((r) => ({ itemId: r.itemId, version: r.version }));
    if (items.length < 200) break;
    const begun = performance.now();
    await api(base, reviewer, "POST", "/api/zcps-sh/depart/verdicts", { items, verdict: "VERIFIED" });
    bulkTimes.push(performance.now() - begun);
  }
  const bulk = bulkTimes.length ? Math.max(...bulkTimes) : null;
  console.log(
    `bulk verdict on 200 items: ${bulkTimes.map((ms) => `${ms.toFixed(0)} ms`).join(", ") || "not enough items"}`,
  );
  return {
    recommended: waiting.length,
    recommendSeconds,
    tasks: tasks?.n ?? 0,
    type,
    assigned,
    queue,
    bulk,
    bulkTimes,
  };
}
