import { randomUUID } from "node:crypto";
import { DEPARTMENT_VERIFIED_TYPES } from "@zcps/contracts/zcps/department-review/material-pages";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db, Executor } from "../client";
import * as t from "../schema";
import type { TitleSeedContext } from "./zcps";

/** How many declarations of other units the demo carries into the formal audit. */
const INTO_FORMAL_AUDIT = 10;
const DAY_MS = 86_400_000;
/** The material types departments verify (the others no task holds). */
const VERIFIED = new Set<string>(DEPARTMENT_VERIFIED_TYPES);

/** The enabled members of a department holding a role group. */
async function membersOf(tx: Executor, tenantId: string, departId: string, groupCode: string) {
  const rows = await tx
    .selectDistinct({ id: t.users.id, username: t.users.username })
    .from(t.users)
    .innerJoin(t.groupMembers, eq(t.groupMembers.userId, t.users.id))
    .innerJoin(t.groups, eq(t.groups.id, t.groupMembers.groupId))
    .where(and(eq(t.users.tenantId, tenantId), eq(t.users.departId, departId), eq(t.groups.code, groupCode)))
    .orderBy(t.users.username);
  return rows.map((r) => r.id);
}

const userIdOf = async (tx: Executor, tenantId: string, username: string) =>
  (
    await tx
      .select({ id: t.users.id })
      .from(t.users)
      .where(and(eq(t.users.tenantId, tenantId), eq(t.users.username, username)))
  )[0]?.id;

/**
 * Demo work for the two team stages (SEED=demo), after the departments' (whose declarations stay theirs). Ten submitted
 * declarations of units other than the demo unit go on through the real workflow: their unit approves them, a notice
 * that closed last month, the unit leader recommends within quota, and every office verifying some of their items
 * verifies all of them, so the departments' stage moves them into the formal audit. Then, as the demo accounts:
 * personnel form two formal-audit teams (formal_auditor leads the first; formal_auditor2, of a unit, leads the second,
 * given two by hand, never of that unit) and one synthesis team (synthesis_member leads it) and allocate evenly; the
 * first formal team checks one, returns one to a department for a re-check, finds one ineligible, passes four and
 * leaves one waiting; in the synthesis review two are qualified, one is disputed and waits for the personnel lead,
 * one is checked. Seeding again changes nothing (the teams exist).
 */
export async function seedZcpsTeamReview(tx: Executor, ctx: TitleSeedContext) {
  const { tenantId } = ctx;
  const [batch] = await tx
    .select({ id: t.batches.id, name: t.batches.name })
    .from(t.batches)
    .innerJoin(t.projects, eq(t.projects.id, t.batches.projectId))
    .where(and(eq(t.projects.tenantId, tenantId), eq(t.projects.year, 2026), eq(t.batches.kind, "normal")));
  if (!batch) return;
  const [formed] = await tx
    .select({ id: t.reviewTeams.id })
    .from(t.reviewTeams)
    .where(eq(t.reviewTeams.projectTimeId, batch.id))
    .limit(1);
  if (formed) return;
  const [kit, declarationsModule, departmentStage, catalogue, formal, synthesis, review] = await Promise.all([
    import("../../modules/title-evaluation/kit"),
    import("../../modules/title-evaluation/declarations"),
    import("../../modules/title-evaluation/stages/department-review"),
    import("../../modules/title-evaluation/catalogue"),
    import("../../modules/title-evaluation/stages/formal-audit"),
    import("../../modules/title-evaluation/stages/synthesis"),
    import("../../modules/title-evaluation/review"),
  ]);
  // the services open their own transactions: inside the seed's, those are savepoints
  const db = tx as Db;
  await secondAuditor(tx, tenantId, ctx.passwordHash);
  const verifiers = (d: { id: string; tenantId: string; projectTimeId: string }) =>
    review.verifyingDepartments(tx, d.tenantId, d);
  await intoFormalAudit(tx, tenantId, batch, { kit, declarationsModule, departmentStage, catalogue, verifiers });

  const personnelId = await userIdOf(tx, tenantId, "personnel");
  const auditorId = await userIdOf(tx, tenantId, "formal_auditor");
  const auditor2Id = await userIdOf(tx, tenantId, "formal_auditor2");
  const synthesisId = await userIdOf(tx, tenantId, "synthesis_member");
  if (!personnelId || !auditorId || !synthesisId) return;
  const personnel = { tenantId, userId: personnelId };
  const auditor = { tenantId, userId: auditorId };
  const synthesisMember = { tenantId, userId: synthesisId };

  // the formal audit: two teams; the second (led by a member of 数学学院) takes two by hand, the first the rest evenly
  const formalTeams = kit.createTeamService({ db }, formal.FORMAL_AUDIT_CONFIG);
  const allocation = kit.createAllocationService({ db }, formal.FORMAL_AUDIT_CONFIG);
  const first = await formalTeams.create(personnel, { name: "形式审查第一组", leaderId: auditorId, memberIds: [] });
  if (auditor2Id) {
    const second = await formalTeams.create(personnel, { name: "形式审查第二组", leaderId: auditor2Id, memberIds: [] });
    const [auditor2Unit] = second.unitIds;
    const stage = await kit.createListsService({ db }, "FORMAL_AUDIT").list(personnel, { scope: "IN", limit: 100 });
    const mayTake = stage.rows.filter((r) => r.unitId !== auditor2Unit).slice(0, 2);
    if (mayTake.length > 0)
      await allocation.allocate(personnel, {
        mode: "HAND",
        teamId: second.id,
        declarationIds: mayTake.map((r) => r.declarationId),
      });
  }
  await allocation.allocate(personnel, { mode: "EVEN", by: "UNIT", teamIds: [first.id] });
  const formalLists = kit.createListsService({ db }, "FORMAL_AUDIT");
  const formalDecisions = kit.createDecisionService({ db }, formal.FORMAL_AUDIT_CONFIG);
  const queue = (await formalLists.queue(auditor, { status: "PENDING", limit: 100 })).rows;
  const [toCheck, toRecheck, toRefuse, ...rest] = queue;
  const toPass = rest.slice(0, 4);
  if (toCheck)
    await formalDecisions.check(auditor, {
      declarationId: toCheck.declarationId,
      version: toCheck.version,
      checklist: [{ key: "conditionsMet", ok: true }],
      conclusion: "PASS",
      comment: "材料齐全，任职年限符合要求",
    });
  if (toRecheck) await recheck(tx, tenantId, batch.id, verifiers, formalDecisions, auditor, toRecheck);
  if (toRefuse)
    await formalDecisions.submit(auditor, {
      declarationId: toRefuse.declarationId,
      version: toRefuse.version,
      decision: "INELIGIBLE",
      reason: "任现职年限不足，且已认定的代表性成果未达到申报条件",
    });
  for (const row of toPass)
    await formalDecisions.submit(auditor, { declarationId: row.declarationId, version: row.version, decision: "PASS" });

  // the synthesis review: one team, two qualified, one disputed for the personnel lead, one checked, one waiting
  const synthesisTeams = kit.createTeamService({ db }, synthesis.SYNTHESIS_CONFIG);
  await synthesisTeams.create(personnel, { name: "综合审核组", leaderId: synthesisId, memberIds: [] });
  await kit
    .createAllocationService({ db }, synthesis.SYNTHESIS_CONFIG)
    .allocate(personnel, { mode: "EVEN", by: "UNIT" });
  const synthesisDecisions = kit.createDecisionService({ db }, synthesis.SYNTHESIS_CONFIG);
  const inSynthesis = (
    await kit.createListsService({ db }, "SYNTHESIS_REVIEW").queue(synthesisMember, { status: "PENDING", limit: 100 })
  ).rows;
  const [q1, q2, disputed, checked] = inSynthesis;
  for (const row of [q1, q2].filter((r) => r !== undefined))
    await synthesisDecisions.submit(synthesisMember, {
      declarationId: row.declarationId,
      version: row.version,
      decision: "QUALIFIED",
      checklist: [
        { key: "conditionsMet", ok: true },
        { key: "noDuplicates", ok: true },
      ],
    });
  if (disputed)
    await synthesisDecisions.submit(synthesisMember, {
      declarationId: disputed.declarationId,
      version: disputed.version,
      decision: "DISPUTED",
      comment: "代表作之一与合作者重复申报，是否认定存在分歧，请人事处裁定",
    });
  if (checked)
    await synthesisDecisions.check(synthesisMember, {
      declarationId: checked.declarationId,
      version: checked.version,
      checklist: [{ key: "conditionsMet", ok: true }],
      conclusion: "QUALIFIED",
      comment: "条件符合，待核对破格依据",
    });
}

/**
 * A second formal-audit team member, of a unit (数学学院): the team they lead never gets that unit's declarations.
 * A complete profile, like every demo account.
 */
async function secondAuditor(tx: Executor, tenantId: string, passwordHash?: string) {
  if (await userIdOf(tx, tenantId, "formal_auditor2")) return;
  const [template] = await tx
    .select({ passwordHash: t.users.passwordHash })
    .from(t.users)
    .where(and(eq(t.users.tenantId, tenantId), eq(t.users.username, "formal_auditor")));
  const [unit] = await tx
    .select({ id: t.departs.id })
    .from(t.departs)
    .where(and(eq(t.departs.tenantId, tenantId), eq(t.departs.code, "math")));
  const [group] = await tx
    .select({ id: t.groups.id })
    .from(t.groups)
    .where(and(eq(t.groups.tenantId, tenantId), eq(t.groups.code, "formal_auditor")));
  const hash = passwordHash ?? template?.passwordHash;
  if (!hash || !unit || !group) return;
  const id = randomUUID();
  await tx.insert(t.users).values({
    id,
    tenantId,
    username: "formal_auditor2",
    passwordHash: hash,
    name: "杨帆",
    departId: unit.id,
    mobilePhone: "13700009901",
    email: "formal.auditor2@example.edu.cn",
    description: "形式审查组成员",
  });
  await tx.insert(t.groupMembers).values({ groupId: group.id, userId: id });
}

/** A reviewer for an office that has none: reviewer_<office code>, with a complete profile. */
async function officeReviewer(tx: Executor, tenantId: string, departId: string) {
  const [depart] = await tx.select({ code: t.departs.code }).from(t.departs).where(eq(t.departs.id, departId));
  const [template] = await tx
    .select({ passwordHash: t.users.passwordHash })
    .from(t.users)
    .where(and(eq(t.users.tenantId, tenantId), eq(t.users.username, "dept_reviewer")));
  const [group] = await tx
    .select({ id: t.groups.id })
    .from(t.groups)
    .where(and(eq(t.groups.tenantId, tenantId), eq(t.groups.code, "dept_reviewer")));
  if (!depart || !template || !group || (await userIdOf(tx, tenantId, `reviewer_${depart.code}`))) return;
  const id = randomUUID();
  const serial = String(9902 + staffedOffices++);
  await tx.insert(t.users).values({
    id,
    tenantId,
    username: `reviewer_${depart.code}`,
    passwordHash: template.passwordHash,
    name: "郭宁",
    departId,
    mobilePhone: `1370000${serial}`,
    email: `reviewer.${depart.code}@example.edu.cn`,
    description: "职能部门审核员",
  });
  await tx.insert(t.groupMembers).values({ groupId: group.id, userId: id });
}
let staffedOffices = 0;

type Kit = typeof import("../../modules/title-evaluation/kit");

/** The team returns one declaration to the office verifying its first verified item, to check that item again. */
async function recheck(
  tx: Executor,
  tenantId: string,
  projectTimeId: string,
  verifiers: Verifiers,
  decisions: ReturnType<Kit["createDecisionService"]>,
  auditor: { tenantId: string; userId: string },
  row: { declarationId: string; version: number },
) {
  const departmentOf = await verifiers({ id: row.declarationId, tenantId, projectTimeId });
  const items = await tx
    .select({ id: t.declarationItems.id, materialType: t.declarationItems.materialType })
    .from(t.declarationItems)
    .where(
      and(eq(t.declarationItems.declarationId, row.declarationId), eq(t.declarationItems.verifyStatus, "VERIFIED")),
    )
    .orderBy(asc(t.declarationItems.materialType), asc(t.declarationItems.id));
  const item = items.find((i) => departmentOf(i.materialType).departId);
  if (!item) return;
  await decisions.submit(auditor, {
    declarationId: row.declarationId,
    version: row.version,
    decision: "RETURN",
    target: "DEPARTMENT",
    departId: departmentOf(item.materialType).departId as string,
    issues: [{ itemId: item.id, text: "材料与业务系统记录不一致，请复核后重新认定" }],
  });
}

type Verifiers = (d: {
  id: string;
  tenantId: string;
  projectTimeId: string;
}) => Promise<(materialType: string) => { departId: string | null }>;

interface Modules {
  kit: Kit;
  declarationsModule: typeof import("../../modules/title-evaluation/declarations");
  departmentStage: typeof import("../../modules/title-evaluation/stages/department-review");
  catalogue: typeof import("../../modules/title-evaluation/catalogue");
  verifiers: Verifiers;
}

/**
 * Submitted declarations of units other than the demo unit (each unit keeps one for its own review) go through the
 * unit's approval, a notice closed last month and the leader's recommendation (skipped where the unit's quota is
 * full), then each office verifying some of their items verifies all of them at once (an office with nobody to
 * verify gets a demo reviewer first), and the departments' stage moves them into the formal audit.
 */
async function intoFormalAudit(
  tx: Executor,
  tenantId: string,
  batch: { id: string; name: string },
  { kit, declarationsModule, departmentStage, catalogue, verifiers }: Modules,
) {
  const { applyTransition } = declarationsModule;
  const db = tx as Db;
  const [demoUnit] = await tx
    .select({ unitId: t.staff.unitId })
    .from(t.staff)
    .innerJoin(t.users, eq(t.users.id, t.staff.userId))
    .where(and(eq(t.users.tenantId, tenantId), eq(t.users.username, "declarant")));
  // the lightest declarations (fewest items: the least to verify), at most two of a unit
  const waiting = await tx
    .select({
      id: t.declarations.id,
      unitId: t.declarations.unitId,
      items: sql<number>`count(${t.declarationItems.id})::int`,
    })
    .from(t.declarations)
    .leftJoin(t.declarationItems, eq(t.declarationItems.declarationId, t.declarations.id))
    .where(
      and(
        eq(t.declarations.projectTimeId, batch.id),
        eq(t.declarations.status, "UNIT_REVIEW"),
        sql`${t.declarations.unitId} is distinct from ${demoUnit?.unitId ?? null}`,
      ),
    )
    .groupBy(t.declarations.id, t.declarations.unitId, t.declarations.submittedAt)
    .orderBy(asc(t.declarations.unitId), asc(t.declarations.submittedAt), asc(t.declarations.id));
  const perUnit = new Map<string, number>();
  const chosen: string[] = [];
  // each unit keeps its first declaration for its own review
  const candidates = waiting.filter((d) => {
    const seen = perUnit.get(d.unitId ?? "") ?? 0;
    perUnit.set(d.unitId ?? "", seen + 1);
    return d.unitId !== null && seen > 0 && seen <= 2;
  });
  candidates.sort((a, b) => a.items - b.items || a.id.localeCompare(b.id));
  for (const d of candidates) chosen.push(d.id);

  const now = new Date();
  const actor = (role: "UNIT_ADMIN" | "UNIT_LEADER") => ({
    userId: "seed",
    name: role === "UNIT_LEADER" ? "单位负责人" : "单位管理员",
    role,
  });
  const earlier = new Date(now.getTime() - 35 * DAY_MS).toISOString().slice(0, 10);
  const recommended: (typeof t.declarations.$inferSelect)[] = [];
  for (const id of chosen) {
    if (recommended.length >= INTO_FORMAL_AUDIT) break;
    const [d] = await tx.select().from(t.declarations).where(eq(t.declarations.id, id));
    if (!d?.unitId) continue;
    const unitId = d.unitId;
    const quota = await catalogue.quotaRowFor(tx, { ...d, unitId });
    if (quota && quota.left <= 0) continue;
    const moved = await db
      .transaction(async (sp) => {
        let version = d.version;
        const move = async (
          event: Parameters<typeof applyTransition>[1]["event"],
          role: "UNIT_ADMIN" | "UNIT_LEADER",
        ) => {
          const { declaration } = await applyTransition(sp, {
            tenantId,
            declarationId: id,
            event,
            actor: actor(role),
            expectedVersion: version,
            now,
          });
          version = declaration.version;
          return declaration;
        };
        await move({ type: "approve", comment: "材料齐全，同意推荐" }, "UNIT_ADMIN");
        const window = await kit.openPublicityWindow(sp, {
          id: randomUUID(),
          tenantId,
          projectTimeId: batch.id,
          scope: "UNIT",
          unitId,
          stage: "UNIT_PUBLICITY",
          title: `${batch.name}职称申报人员公示`,
          startsOn: earlier,
          workingDays: 5,
          declarationIds: [id],
          createdBy: "seed",
          now,
        });
        await kit.closePublicityWindow(sp, { tenantId, windowId: window.id, now, closer: actor("UNIT_ADMIN") });
        version += 1;
        return move({ type: "recommend", rank: 1 }, "UNIT_LEADER");
      })
      .catch((error: unknown) => {
        // the workflow's refusal (the quota, say) leaves this declaration with its unit
        if (error instanceof Error && "httpStatus" in error) return null;
        throw error;
      });
    if (moved) recommended.push(moved);
  }

  // each office verifies what it holds of these declarations in one call (its first reviewer)
  const pending = new Map<string, { itemId: string; version: number }[]>();
  for (const d of recommended) {
    const departmentOf = await verifiers(d);
    const items = await tx
      .select({
        itemId: t.declarationItems.id,
        version: t.declarationItems.version,
        type: t.declarationItems.materialType,
      })
      .from(t.declarationItems)
      .where(and(eq(t.declarationItems.declarationId, d.id), eq(t.declarationItems.verifyStatus, "PENDING")));
    for (const item of items) {
      const departId = VERIFIED.has(item.type) ? departmentOf(item.type).departId : null;
      if (departId)
        pending.set(departId, [...(pending.get(departId) ?? []), { itemId: item.itemId, version: item.version }]);
    }
  }
  const verdicts = departmentStage.createVerdictService({ db });
  for (const [departId, items] of pending) {
    if ((await membersOf(tx, tenantId, departId, "dept_reviewer")).length === 0)
      await officeReviewer(tx, tenantId, departId);
    const [reviewerId] = await membersOf(tx, tenantId, departId, "dept_reviewer");
    if (reviewerId) await verdicts.bulkVerdict({ tenantId, userId: reviewerId }, { items, verdict: "VERIFIED" });
  }
}
