import type { ApplicationTrack } from "@zcps/contracts/zcps/applications/api";
import { APPLICATION_ELEMENTS } from "@zcps/contracts/zcps/applications/elements";
import { and, asc, eq, inArray, isNotNull, like } from "drizzle-orm";
import type { Db, Executor } from "../client";
import * as t from "../schema";
import type { TitleSeedContext } from "./zcps";
import { minimalPdf } from "./zcps-declarations";

/** Where each demo application ends: filed only, with a reviewer, or decided. */
type Outcome = "SUBMITTED" | "REVIEWER" | "PERSONNEL" | "APPROVED" | "REJECTED";

interface Planned {
  track: ApplicationTrack;
  level: "national" | "provincial" | "school" | null;
  grounds: string;
  outcome: Outcome;
  /** filed by the staff member themself, else entered by personnel */
  self: boolean;
  reason?: string;
}

/** Every status on every track: the assignment page has work to allocate, both reviewers work to decide. */
const PLAN: Planned[] = [
  {
    track: "talents",
    level: "national",
    grounds: "入选国家级青年人才计划（2025 年度）",
    outcome: "SUBMITTED",
    self: true,
  },
  {
    track: "talents",
    level: "provincial",
    grounds: "省级高层次人才（省杰出青年基金获得者）",
    outcome: "REVIEWER",
    self: true,
  },
  {
    track: "talents",
    level: "national",
    grounds: "国家杰出青年科学基金获得者（2024）",
    outcome: "APPROVED",
    self: false,
  },
  {
    track: "talents",
    level: "provincial",
    grounds: "省级教学名师",
    outcome: "REJECTED",
    self: true,
    reason: "省级教学名师不属于人才名单认定范围",
  },
  {
    track: "kyry",
    level: "provincial",
    grounds: "2022 年援沪医疗队队员，获省级表彰",
    outcome: "SUBMITTED",
    self: true,
  },
  { track: "kyry", level: "school", grounds: "2020 年校医院发热门诊一线医务人员", outcome: "PERSONNEL", self: false },
  { track: "kyry", level: "national", grounds: "全国抗击新冠肺炎疫情先进个人", outcome: "APPROVED", self: true },
  {
    track: "tpUser",
    level: "school",
    grounds: "学校特聘教授（2025 年聘任，聘期五年）",
    outcome: "SUBMITTED",
    self: false,
  },
  {
    track: "tpUser",
    level: "school",
    grounds: "学校特聘研究员，引进协议约定评审通道",
    outcome: "REVIEWER",
    self: true,
  },
  {
    track: "tpUser",
    level: "school",
    grounds: "特聘岗位申请",
    outcome: "REJECTED",
    self: true,
    reason: "未提供学校特聘岗位聘任文件",
  },
  {
    track: "exceptional",
    level: null,
    grounds: "任现职未满五年，以第一完成人获省部级科技进步一等奖，申请资历破格",
    outcome: "SUBMITTED",
    self: true,
  },
  {
    track: "exceptional",
    level: null,
    grounds: "本科学历，主持国家级教学成果奖，申请学历破格",
    outcome: "REVIEWER",
    self: true,
  },
  {
    track: "exceptional",
    level: null,
    grounds: "近五年发表高水平论文 12 篇，主持国家自然科学基金面上项目两项，申请资历破格",
    outcome: "REVIEWER",
    self: false,
  },
  {
    track: "exceptional",
    level: null,
    grounds: "获国家科技进步二等奖（排名第二），三位正高专家推荐，申请资历破格",
    outcome: "APPROVED",
    self: true,
  },
  {
    track: "exceptional",
    level: null,
    grounds: "年度考核优秀两次，申请破格",
    outcome: "REJECTED",
    self: true,
    reason: "破格条件要求省部级以上奖励或同等业绩，所附材料不足",
  },
  {
    track: "exceptional",
    level: null,
    grounds: "主持国家重点研发计划课题，申请资历破格",
    outcome: "PERSONNEL",
    self: false,
  },
  {
    track: "exceptional",
    level: null,
    grounds: "以第一完成人获国家级教学成果奖二等奖，申请学历破格",
    outcome: "SUBMITTED",
    self: false,
  },
];

const ALL_CODES = new Set<string>(Object.values(APPLICATION_ELEMENTS));

/**
 * Demo special-track applications (SEED=demo), in the current project's regular batch: staff members file (or
 * personnel enter) one per plan row with an evidence PDF, personnel allocate them to the demo reviewer or to
 * themself, and the reviewer decides some, so an approval writes its named-list entry or opens exceptional
 * promotion. The named lists' pending entries are opened for review as applications. Everything goes through the
 * module's services as the demo accounts; a staff member who already applied on a track is left alone, so a second
 * run adds nothing.
 */
export async function seedZcpsApplications(tx: Executor, ctx: TitleSeedContext) {
  // loaded when used, like the stages' seeds: the module reaches the seed's own imports
  const { createAllocationService, createDecisionService, createFilingService, openNamedListApplication } =
    await import("../../modules/title-evaluation/applications");
  const { tenantId } = ctx;
  // the services open their own transactions: inside the seed's, those are savepoints
  const db = tx as Db;
  const filing = createFilingService({ db, storage: noStorage, uploads: noUploads });
  const allocation = createAllocationService({ db });
  const decisions = createDecisionService({ db, cache: noCache });
  const accounts = await tx
    .select({ id: t.users.id, username: t.users.username })
    .from(t.users)
    .where(and(eq(t.users.tenantId, tenantId), inArray(t.users.username, ["personnel", "app_reviewer"])));
  const personnelId = accounts.find((a) => a.username === "personnel")?.id;
  const reviewerId = accounts.find((a) => a.username === "app_reviewer")?.id;
  if (!personnelId || !reviewerId) return;
  const personnel = { tenantId, userId: personnelId, codes: ALL_CODES };
  const reviewer = { tenantId, userId: reviewerId, codes: ALL_CODES };

  // a pending named-list entry waits for review as an application
  const pending = await tx
    .select()
    .from(t.namedLists)
    .where(and(eq(t.namedLists.tenantId, tenantId), eq(t.namedLists.status, "pending")));
  for (const entry of pending)
    await openNamedListApplication(tx, { ...entry, listType: entry.listType as "talents" | "tpUser" }, personnel);

  const [batch] = await filing.batches(personnel);
  if (!batch) return;
  // staff accounts of the demo school, past the first few that other demos use
  const people = await tx
    .select({ id: t.staff.id, userId: t.staff.userId })
    .from(t.staff)
    .innerJoin(t.users, eq(t.users.id, t.staff.userId))
    .where(and(eq(t.staff.tenantId, tenantId), isNotNull(t.staff.userId), like(t.users.username, "s%")))
    .orderBy(asc(t.staff.employeeNo))
    .offset(20)
    .limit(PLAN.length);
  const already = new Set(
    (
      await tx
        .select({ staffId: t.specialApplications.staffId, track: t.specialApplications.track })
        .from(t.specialApplications)
        .where(eq(t.specialApplications.tenantId, tenantId))
    ).map((a) => `${a.staffId}|${a.track}`),
  );
  for (const [i, plan] of PLAN.entries()) {
    const person = people[i];
    if (!person?.userId || already.has(`${person.id}|${plan.track}`)) continue;
    const values = {
      projectTimeId: batch.id,
      track: plan.track,
      level: plan.level,
      grounds: plan.grounds,
      evidenceFileIds: [],
    };
    const applicant = { tenantId, userId: person.userId, codes: new Set<string>() };
    const { id } = plan.self
      ? await filing.apply(applicant, values)
      : await filing.enter(personnel, { ...values, staffId: person.id });
    await attachEvidence(tx, ctx, id, plan);
    if (plan.outcome === "SUBMITTED") continue;
    await allocation.assign(personnel, {
      applicationIds: [id],
      reviewerId: plan.outcome === "PERSONNEL" ? personnelId : reviewerId,
    });
    if (plan.outcome !== "APPROVED" && plan.outcome !== "REJECTED") continue;
    const [current] = await tx
      .select({ version: t.specialApplications.version })
      .from(t.specialApplications)
      .where(eq(t.specialApplications.id, id));
    await decisions.decide(reviewer, {
      id,
      version: current?.version ?? 1,
      decision: plan.outcome,
      reason: plan.reason,
    });
  }
}

/** The demo's evidence: one small PDF per application, stored like an upload and named in the application. */
async function attachEvidence(tx: Executor, ctx: TitleSeedContext, applicationId: string, plan: Planned) {
  if (!ctx.storeFile) return;
  const fileId = await ctx.storeFile(minimalPdf(["Evidence of the application", plan.track, plan.level ?? ""]), {
    purpose: "specialApplication",
    mime: "application/pdf",
    name: `${plan.track}-evidence.pdf`,
  });
  await tx
    .update(t.specialApplications)
    .set({ evidenceFileIds: [fileId] })
    .where(eq(t.specialApplications.id, applicationId));
}

// the seed files no upload and drops no cache: the services' storage, upload check and cache stay unused
const noStorage = {} as never;
const noUploads = {} as never;
const noCache = { invalidateScope: () => undefined } as never;
