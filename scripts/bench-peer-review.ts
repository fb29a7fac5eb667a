// The peer review's figures of `npm run bench`, on the generator's round (bench-allocation.ts) written to the database:
// 3,000 declarations of the generated batch made QUALIFIED full-senior declarants with the generator's disciplines
// and units, 2,000 approved experts with accounts (internal ones on staff records of the generator's units), their
// conflicts, and a round whose related disciplines are the generator's. Then `simulateAllocation` of all 3,000 over
// HTTP as peer_admin, and an expert's own list (ten invitations in the round) under load.
// `npx tsx scripts/bench-peer-review.ts` runs it alone on a fresh embedded database with the generated batch.
import { randomUUID } from "node:crypto";
import { PEER_ROUTES, type PeerRound, type SimulationResult } from "@zcps/contracts/zcps/peer-review/api";
import { and, eq, like, sql } from "drizzle-orm";
import * as t from "../apps/server/src/db/schema";
import { DEFAULT_TENANT_ID } from "../apps/server/src/db/seed/index";
import type { Started } from "../apps/server/src/server";
import { ALLOCATION_DECLARANTS, ALLOCATION_EXPERTS, allocationRound, EXPERTS_PER_DECLARANT } from "./bench-allocation";
import { isMain, runAlone } from "./bench-alone";
import { signIn } from "./bench-declarations";
import { type Load, load } from "./bench-load";

const SIMULATE_BUDGET_SECONDS = 5;
const LIST_BUDGET_MS = 50;
const INVITATIONS = 10;

async function chunked<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** The generator's round in the tables: its declarants on the batch's generated declarations, its experts in the pools. */
async function writeRound(server: Started, batchId: string) {
  const { db } = server.deps;
  const round = allocationRound();
  const units = (
    await db
      .select({ id: t.departs.id })
      .from(t.departs)
      .where(and(eq(t.departs.tenantId, DEFAULT_TENANT_ID), eq(t.departs.type, "unit")))
  ).map((u) => u.id);
  const unitOf = (generated: string | null) => units[Number(generated?.replace("unit-", "") ?? 0) % units.length];
  const declarations = await db
    .select({ id: t.declarations.id, staffId: t.declarations.staffId })
    .from(t.declarations)
    .innerJoin(t.staff, eq(t.staff.id, t.declarations.staffId))
    .where(and(eq(t.declarations.projectTimeId, batchId), like(t.staff.employeeNo, "BD%")))
    .orderBy(t.staff.employeeNo)
    .limit(ALLOCATION_DECLARANTS);
  if (declarations.length < ALLOCATION_DECLARANTS) throw new Error("the generated batch is too small");
  const declarationOf = new Map(round.declarants.map((d, i) => [d.id, declarations[i] as (typeof declarations)[0]]));
  const [title] = await db
    .select({ id: t.titles.id })
    .from(t.titles)
    .innerJoin(t.batchTitles, eq(t.batchTitles.titleId, t.titles.id))
    .where(and(eq(t.batchTitles.projectTimeId, batchId), eq(t.titles.level, "FULL_SENIOR")))
    .limit(1);
  const values = round.declarants.map((d) => {
    const row = declarationOf.get(d.id) as (typeof declarations)[0];
    return sql`(${row.id}, ${row.staffId}, ${unitOf(d.unitId)}, ${d.disciplineCode})`;
  });
  for (let i = 0; i < values.length; i += 500) {
    const part = sql.join(values.slice(i, i + 500), sql`, `);
    await db.execute(sql`update declarations d set status = 'QUALIFIED', level = 'FULL_SENIOR',
        title_id = coalesce(${title?.id ?? null}, d.title_id), unit_id = v.unit_id, avoid_experts = '[]'::jsonb
      from (values ${part}) as v(id, staff_id, unit_id, discipline) where d.id = v.id`);
    await db.execute(sql`update staff s set discipline_code = v.discipline, unit_id = v.unit_id
      from (values ${part}) as v(id, staff_id, unit_id, discipline) where s.id = v.staff_id`);
  }

  const [template] = await db.select().from(t.users).where(eq(t.users.username, "expert_out"));
  if (!template) throw new Error("the demo seed has no expert_out");
  const users: (typeof t.users.$inferInsert)[] = [];
  const staff: (typeof t.staff.$inferInsert)[] = [];
  const experts: (typeof t.experts.$inferInsert)[] = [];
  const expertIds = new Map<string, string>();
  const now = new Date();
  for (const [n, e] of round.experts.entries()) {
    const userId = randomUUID();
    const id = randomUUID();
    expertIds.set(e.id, id);
    users.push({
      id: userId,
      tenantId: DEFAULT_TENANT_ID,
      username: `bench_expert_${n}`,
      passwordHash: template.passwordHash,
      name: `评议专家${n}`,
    });
    const internal = e.kind === "INTERNAL";
    const staffId = internal ? randomUUID() : null;
    if (staffId)
      staff.push({
        id: staffId,
        tenantId: DEFAULT_TENANT_ID,
        userId,
        employeeNo: `BE${String(n).padStart(6, "0")}`,
        name: `评议专家${n}`,
        unitId: unitOf(e.unitId),
        postType: "TEACHING_RESEARCH",
        disciplineCode: e.disciplineCodes[0],
      });
    experts.push({
      id,
      tenantId: DEFAULT_TENANT_ID,
      kind: internal ? "internal" : "external",
      staffId,
      name: internal ? null : `评议专家${n}`,
      institution: internal ? null : `第${e.institutionId.replace("institution-", "")}大学`,
      titleName: e.titleLevel === "FULL_SENIOR" ? "教授" : "副教授",
      titleLevel: e.titleLevel,
      doctoralSupervisor: e.senior,
      disciplineCodes: e.disciplineCodes,
      keywords: e.keywords,
      phone: internal ? null : `139${String(n).padStart(8, "0")}`,
      maxLoad: e.maxLoad,
      active: e.active,
      userId,
      approvedAt: now,
    });
  }
  await chunked(users, 1000, (c) => db.insert(t.users).values(c));
  // the expert role groups expert_out is in: the expert's pages and calls
  const groups = await db
    .select({ groupId: t.groupMembers.groupId })
    .from(t.groupMembers)
    .where(eq(t.groupMembers.userId, template.id));
  const memberships = users.flatMap((u) => groups.map((g) => ({ groupId: g.groupId, userId: u.id as string })));
  await chunked(memberships, 1000, (c) => db.insert(t.groupMembers).values(c));
  await chunked(staff, 1000, (c) => db.insert(t.staff).values(c));
  await chunked(experts, 1000, (c) => db.insert(t.experts).values(c));
  const conflicts = round.conflicts.map((c) => ({
    id: randomUUID(),
    tenantId: DEFAULT_TENANT_ID,
    expertId: expertIds.get(c.expertId) as string,
    targetType: c.targetType,
    targetId:
      c.targetType === "DECLARANT"
        ? (declarationOf.get(c.targetId as string)?.staffId ?? null)
        : (unitOf(c.targetId) ?? null),
    source: "HR",
    reason: "bench",
  }));
  await chunked(conflicts, 1000, (c) => db.insert(t.expertConflicts).values(c));
  await db.execute(sql`analyze`);
  return {
    declarationIds: declarations.map((d) => d.id),
    relatedDisciplines: round.policy?.relatedDisciplines ?? {},
    firstExpert: { username: "bench_expert_0", id: expertIds.get(round.experts[0]?.id as string) as string },
  };
}

/** Ten invitations of the round for one expert, as an allocation leaves them (the list reads these tables). */
async function inviteOne(
  server: Started,
  roundId: string,
  batchId: string,
  expertId: string,
  declarationIds: string[],
) {
  const { db } = server.deps;
  const [expert] = await db.select().from(t.experts).where(eq(t.experts.id, expertId));
  const now = new Date();
  for (const [i, declarationId] of declarationIds.slice(0, INVITATIONS).entries()) {
    await db.insert(t.peerRoundDeclarations).values({
      id: randomUUID(),
      tenantId: DEFAULT_TENANT_ID,
      roundId,
      projectTimeId: batchId,
      declarationId,
      code: `PR2026-B${String(i).padStart(3, "0")}`,
      // the list reads no snapshot: the allocation's freeze is the workflow's cost, measured elsewhere
      snapshotVersion: 1,
      required: EXPERTS_PER_DECLARANT,
      externalMin: 3,
    });
    await db.insert(t.peerAssignments).values({
      id: randomUUID(),
      tenantId: DEFAULT_TENANT_ID,
      projectTimeId: batchId,
      roundId,
      declarationId,
      expertId,
      expertUserId: expert?.userId as string,
      external: expert?.kind === "external",
      status: "INVITED",
      invitedAt: now,
      deadline: new Date(now.getTime() + 5 * 86_400_000),
    });
  }
}

export async function peerReviewFigures(
  server: Started,
  base: string,
  loadOf: (name: string, url: string, token: string | null) => Promise<Load>,
  batchId: string,
) {
  const written = await writeRound(server, batchId);
  const admin = await signIn(base, "peer_admin");
  const call = async <T>(url: string, body: object, token = admin): Promise<T> => {
    const res = await fetch(`${base}${url}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const reply = (await res.json()) as { data: T; message: string };
    if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${reply.message}`);
    return reply.data;
  };
  const round = await call<PeerRound>(PEER_ROUTES.rounds, {
    projectTimeId: batchId,
    name: "规模测试轮次",
    settings: { relatedDisciplines: written.relatedDisciplines },
  });
  const started = performance.now();
  const simulation = await call<SimulationResult>(PEER_ROUTES.simulate, {
    roundId: round.id,
    declarationIds: written.declarationIds,
    seed: "2026",
  });
  const simulateSeconds = (performance.now() - started) / 1000;
  const assignments = simulation.declarants.reduce((n, d) => n + d.assignments.length, 0);
  console.log(
    `simulateAllocation of ${written.declarationIds.length} declarants: ${simulateSeconds.toFixed(2)} s, ${assignments} assignments, ${simulation.unmet.length} unmet`,
  );

  await inviteOne(server, round.id, batchId, written.firstExpert.id, written.declarationIds);
  const expert = await signIn(base, written.firstExpert.username);
  const list = await loadOf("the expert's list", `${base}${PEER_ROUTES.myList}?page=1&limit=20`, expert);
  console.log(`the expert's list: ${list.rps.toFixed(0)} req/s, p50 ${list.p50} ms, p99 ${list.p99} ms`);
  return {
    simulateSeconds,
    assignments,
    unmet: simulation.unmet.length,
    totalScore: simulation.totalScore,
    method: simulation.method,
    list,
  };
}

const verdict = (ok: boolean) => (ok ? "within budget" : "**over budget**");

/** The budgets' rows of docs/benchmarks.md. */
export function peerReviewRows(f: Awaited<ReturnType<typeof peerReviewFigures>>): string[] {
  return [
    `| \`simulateAllocation\` over HTTP on the generator's round (${ALLOCATION_DECLARANTS.toLocaleString("en")} declarants × ${ALLOCATION_EXPERTS.toLocaleString("en")} experts × ${EXPERTS_PER_DECLARANT}, read from the tables) ≤ ${SIMULATE_BUDGET_SECONDS} s | ${f.simulateSeconds.toFixed(2)} s: ${f.assignments.toLocaleString("en")} assignments, ${f.unmet} unmet, ${f.method === "FLOW" ? "min-cost flow" : "greedy"} | ${verdict(f.simulateSeconds <= SIMULATE_BUDGET_SECONDS)} |`,
    `| an expert's own list (${INVITATIONS} invitations in a round of ${ALLOCATION_DECLARANTS.toLocaleString("en")}) p99 ≤ ${LIST_BUDGET_MS} ms | ${f.list.p99} ms (${f.list.rps.toFixed(0)} req/s) | ${verdict(f.list.p99 <= LIST_BUDGET_MS)} |`,
  ];
}

if (isMain(import.meta.url))
  await runAlone("peer", async (server, base, batchId) =>
    peerReviewRows(await peerReviewFigures(server, base, load, batchId)),
  );
