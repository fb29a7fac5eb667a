import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import type { Db, Executor } from "../client";
import * as t from "../schema";
import { demoBatch } from "./demo-batch";
import type { TitleSeedContext } from "./zcps";
import { carryModules, intoFormalAudit, lightestOfOtherUnits, userIdOf, type Verifiers } from "./zcps-carry";

/** How many declarations of other units the demo carries into the formal audit. */
const INTO_FORMAL_AUDIT = 10;

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
  const batch = await demoBatch(tx, tenantId);
  if (!batch) return;
  const [formed] = await tx
    .select({ id: t.reviewTeams.id })
    .from(t.reviewTeams)
    .where(eq(t.reviewTeams.projectTimeId, batch.id))
    .limit(1);
  if (formed) return;
  const modules = await carryModules(tx);
  const { kit, verifiers } = modules;
  const [formal, synthesis] = await Promise.all([
    import("../../modules/title-evaluation/stages/formal-audit"),
    import("../../modules/title-evaluation/stages/synthesis"),
  ]);
  // the services open their own transactions: inside the seed's, those are savepoints
  const db = tx as Db;
  await secondAuditor(tx, tenantId, ctx.passwordHash);
  const chosen = await lightestOfOtherUnits(tx, tenantId, batch.id);
  await intoFormalAudit(tx, tenantId, batch, modules, chosen, INTO_FORMAL_AUDIT);

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
