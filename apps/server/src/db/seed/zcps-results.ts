import { and, asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../client";
import * as t from "../schema";
import { demoBatch } from "./demo-batch";
import type { TitleSeedContext } from "./zcps";
import {
  carryModules,
  intoFormalAudit,
  newDemoDeclarations,
  pastPeerReview,
  type SeedStep,
  userIdOf,
} from "./zcps-carry";
import { qualify } from "./zcps-peer-review";

/** Units the earlier stages' seeds leave alone (their quotas allow a recommendation), tried in this order. */
const RESULT_UNITS = ["chem", "econ", "law", "marx", "math", "me", "phys", "social"];
/** Declarations the results' demo carries: three results on public notice, one failed at the senior committee. */
const PASSED = 3;
const FAILED = 1;

export const DEMO_RESULT_NOTICE = "2026年度专业技术职务评审结果公示";
export const DEMO_GENERAL_NOTICE = "关于做好2026年度专业技术职务评审结果公示工作的通知";
const DAY_MS = 86_400_000;

const recommended: SeedStep = [{ type: "committeeRecommend", rank: 1 }, "PERSONNEL", "赵敏"];
const passed: SeedStep = [{ type: "votePassed" }, "COMMITTEE_CHAIR", "朱红"];
const failed: SeedStep = [{ type: "voteFailed" }, "COMMITTEE_CHAIR", "朱红"];

/**
 * Demo work for stage 9 (SEED=demo): four new declarations of units the earlier seeds left alone carried through the
 * workflow to the senior committee's vote. Three passed: personnel published the results publicity over them two
 * days ago (with a general notice before it), and a colleague objected, under their name, to the last one; the
 * fourth failed, and its declarant appealed. Personnel find an open notice, an objection and an appeal waiting; the
 * declarants read the notice on their home page. Seeding again changes nothing (a school notice exists).
 */
export async function seedZcpsResults(tx: Executor, ctx: TitleSeedContext) {
  const { tenantId, config } = ctx;
  if (!config) return;
  const batch = await demoBatch(tx, tenantId);
  if (!batch) return;
  const [existing] = await tx
    .select({ id: t.schoolNotices.id })
    .from(t.schoolNotices)
    .where(eq(t.schoolNotices.projectTimeId, batch.id))
    .limit(1);
  if (existing) return;
  const personnelId = await userIdOf(tx, tenantId, "personnel");
  const objectorId = await userIdOf(tx, tenantId, "declarant");
  if (!personnelId || !objectorId) return;
  const [modules, formal, synthesis, results] = await Promise.all([
    carryModules(tx),
    import("../../modules/title-evaluation/stages/formal-audit"),
    import("../../modules/title-evaluation/stages/synthesis"),
    import("../../modules/title-evaluation/stages/results"),
  ]);

  // one declaration from each unit whose quota still allows a recommendation
  const units = await tx
    .select({ id: t.departs.id })
    .from(t.departs)
    .where(and(eq(t.departs.tenantId, tenantId), inArray(t.departs.code, RESULT_UNITS)))
    .orderBy(asc(t.departs.code));
  const carried: string[] = [];
  for (const unit of units) {
    if (carried.length >= PASSED + FAILED) break;
    const submitted = await newDemoDeclarations(tx, tenantId, batch.id, unit.id, 1, modules);
    carried.push(...(await intoFormalAudit(tx, tenantId, batch, modules, submitted, 1)));
  }
  await qualify(tx, tenantId, batch.id, carried, modules, formal, synthesis);
  const atPublicity: string[] = [];
  const failedIds: string[] = [];
  for (const id of carried) {
    const fail = atPublicity.length >= PASSED;
    if (await pastPeerReview(tx, tenantId, id, modules, [recommended, fail ? failed : passed]))
      (fail ? failedIds : atPublicity).push(id);
  }

  const now = new Date();
  const day = (offset: number) => new Date(now.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
  await tx.insert(t.schoolNotices).values({
    id: crypto.randomUUID(),
    tenantId,
    projectTimeId: batch.id,
    kind: "GENERAL",
    title: DEMO_GENERAL_NOTICE,
    content:
      "各单位：学校高级专业技术职务评审委员会已完成本年度评审，评审结果将在校内公示不少于 5 个工作日。" +
      "公示期间，对公示对象如有异议，请以书面形式实名向人事处反映，并提供必要的证明材料。",
    createdBy: personnelId,
    createdAt: new Date(now.getTime() - 3 * DAY_MS),
    updatedAt: new Date(now.getTime() - 3 * DAY_MS),
  });
  if (atPublicity.length === 0) return;
  await results.publishResultNotice(tx, {
    tenantId,
    userId: personnelId,
    projectTimeId: batch.id,
    title: DEMO_RESULT_NOTICE,
    content: "经学校高级专业技术职务评审委员会评审，下列人员拟晋升相应专业技术职务，现予公示。",
    startsOn: day(-2),
    declarationIds: atPublicity,
    now,
  });
  const window = await tx
    .select()
    .from(t.publicities)
    .where(and(eq(t.publicities.projectTimeId, batch.id), eq(t.publicities.stage, "RESULT_PUBLICITY")));
  const objected = atPublicity.at(-1);
  const [objector] = await tx.select({ name: t.users.name }).from(t.users).where(eq(t.users.id, objectorId));
  if (objected && window[0])
    await tx.insert(t.objections).values({
      id: crypto.randomUUID(),
      tenantId,
      publicityId: window[0].id,
      declarationId: objected,
      submitterUserId: objectorId,
      submitterName: objector?.name ?? "",
      contact: "13800001234",
      content: "公示材料中所列的一项省部级科研项目，据了解该申报人并非项目负责人，请核实。",
      evidenceFileIds: [],
      status: "OPEN",
    });

  for (const id of failedIds) {
    const [d] = await tx
      .select({ userId: t.declarations.userId })
      .from(t.declarations)
      .where(eq(t.declarations.id, id));
    if (!d) continue;
    await results.fileAppeal(tx, {
      tenantId,
      userId: d.userId,
      declarationId: id,
      grounds: "本人认为评审会议对代表作的认定有误：两篇代表作均为本人以第一作者发表，请求复查。",
      evidenceFileIds: [],
      now,
      today: day(0),
    });
  }
}
