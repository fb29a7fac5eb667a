// The team stages' figures of `npm run bench`, on the generated batch (5,000 declarations × 40 items), run after the
// other stages' (it moves the batch's remaining declarations): every declaration still before the departments is put
// into the formal audit with its items verified (written straight to the tables: the workflow's own cost is measured
// by the review stages' figures), 20 teams of a formal auditor each are formed, and personnel allocate the whole stage
// evenly in one call; then a member's queue under load, and the conditions on verified items of one declaration.
// `npx tsx scripts/bench-team-review.ts` runs it alone on a fresh embedded database with the generated batch (there
// every declaration of the batch enters the formal audit, not only those the other stages left).
import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import * as t from "../apps/server/src/db/schema";
import { findDeclaration } from "../apps/server/src/modules/title-evaluation/declarations";
import { verifiedEligibility } from "../apps/server/src/modules/title-evaluation/kit";
import type { Started } from "../apps/server/src/server";
import { isMain, runAlone } from "./bench-alone";
import { signIn } from "./bench-declarations";
import { load as autocannon } from "./bench-load";

type LoadFn = (
  name: string,
  url: string,
  token: string | null,
  options?: { method?: string; body?: string },
) => Promise<{ name: string; path: string; rps: number; p50: number; p99: number }>;

export const TEAMS = 20;
const FORMAL = "/api/zcps-sh/personnelForm";

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0;

export async function teamReviewFigures(server: Started, base: string, load: LoadFn, batchId: string) {
  const { db } = server.deps;
  const moved = await db
    .update(t.declarations)
    .set({ status: "FORMAL_AUDIT", returnedFrom: null })
    .where(
      and(
        eq(t.declarations.projectTimeId, batchId),
        inArray(t.declarations.status, ["DRAFT", "UNIT_REVIEW", "UNIT_PUBLICITY", "UNIT_RECOMMENDATION", "RETURNED"]),
      ),
    )
    .returning({ id: t.declarations.id });
  await db.execute(sql`update declaration_items i set verify_status = 'VERIFIED' from declarations d
    where d.id = i.declaration_id and d.project_time_id = ${batchId} and d.status = 'FORMAL_AUDIT'`);

  // 20 formal auditors, each leading a team of their own
  const [template] = await db.select().from(t.users).where(eq(t.users.username, "formal_auditor"));
  const [group] = await db.select().from(t.groups).where(eq(t.groups.code, "formal_auditor"));
  if (!template || !group) throw new Error("the demo seed has no formal auditor");
  const members: string[] = [];
  for (let i = 0; i < TEAMS; i++) {
    const id = randomUUID();
    await db.insert(t.users).values({
      id,
      tenantId: template.tenantId,
      username: `bench_auditor_${i}`,
      passwordHash: template.passwordHash,
      name: `审查${i}`,
      departId: template.departId,
    });
    await db.insert(t.groupMembers).values({ groupId: group.id, userId: id });
    members.push(id);
  }
  const personnel = await signIn(base, "personnel");
  const post = async (path: string, body: object) => {
    const res = await fetch(`${base}${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${personnel}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const reply = (await res.json()) as { data: unknown; message: string };
    if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${reply.message}`);
    return reply.data;
  };
  for (const [i, leaderId] of members.entries())
    await post(`${FORMAL}/teams`, { projectTimeId: batchId, name: `第${i + 1}组`, leaderId });

  const started = performance.now();
  const allocation = (await post(`${FORMAL}/allocation`, { projectTimeId: batchId, mode: "EVEN", by: "UNIT" })) as {
    allocated: number;
  };
  const allocateSeconds = (performance.now() - started) / 1000;
  console.log(`allocated ${allocation.allocated} declarations to ${TEAMS} teams in ${allocateSeconds.toFixed(2)} s`);

  const member = await signIn(base, "bench_auditor_0");
  const queue = await load(`a member's queue, page 20`, `${base}${FORMAL}/getDeclareUserCheckList`, member, {
    method: "POST",
    body: JSON.stringify({ projectTimeId: batchId, page: 1, limit: 20 }),
  });

  // the conditions on verified items: 200 declarations, one at a time, after 50 of warm-up
  const times: number[] = [];
  for (const [i, { id }] of moved.slice(0, 250).entries()) {
    const at = performance.now();
    const declaration = await findDeclaration(db, "default", id);
    if (declaration) await verifiedEligibility(server.deps, declaration, "zh");
    if (i >= 50) times.push(performance.now() - at);
  }
  return {
    declarations: moved.length,
    allocated: allocation.allocated,
    allocateSeconds,
    queue,
    eligibility: { p50: percentile(times, 0.5), p99: percentile(times, 0.99) },
  };
}

const verdict = (ok: boolean) => (ok ? "met" : "**missed**");

/** The budgets' rows of docs/benchmarks.md. */
export function teamReviewRows(f: Awaited<ReturnType<typeof teamReviewFigures>>): string[] {
  return [
    `| allocating the formal audit's ${f.allocated.toLocaleString("en")} declarations evenly to ${TEAMS} teams ≤ 2 s (one call) | ${f.allocateSeconds.toFixed(2)} s | ${verdict(f.allocateSeconds <= 2)} |`,
    `| a team member's queue page p99 ≤ 100 ms | ${f.queue.p99} ms (${f.queue.rps.toFixed(0)} req/s) | ${verdict(f.queue.p99 <= 100)} |`,
    `| the conditions on verified items of one declaration ≤ 20 ms (200 sequential, incl. reading it) | p99 ${f.eligibility.p99.toFixed(1)} ms (p50 ${f.eligibility.p50.toFixed(1)} ms) | ${verdict(f.eligibility.p99 <= 20)} |`,
  ];
}

if (isMain(import.meta.url))
  await runAlone("teams", async (server, base, batchId) =>
    teamReviewRows(await teamReviewFigures(server, base, autocannon, batchId)),
  );
