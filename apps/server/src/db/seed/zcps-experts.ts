import { randomUUID } from "node:crypto";
import { EXPERT_GROUPS } from "@zcps/contracts/zcps/experts/api";
import { and, eq, inArray, like } from "drizzle-orm";
import type { Executor } from "../client";
import { insertJsonRows } from "../json-rows";
import * as t from "../schema";
import type { TitleSeedContext } from "./zcps";
import { seeded } from "./zcps-staff";

/**
 * The demo expert pools: 60 external experts from other universities and 40 internal ones drawn from the staff, over
 * the demo units' disciplines. Most are approved (their accounts in expert_out / expert_in), a few wait for approval
 * or are inactive, one is blacklisted; the demo accounts expert_out (郑华) and expert_in (吴刚) are experts of their
 * pools, and a handful of conflicts (with the demo declarant, a unit, an institution) come from each source.
 */
export async function seedZcpsExperts(tx: Executor, ctx: TitleSeedContext): Promise<void> {
  const { tenantId, passwordHash } = ctx;
  if (!passwordHash) throw new Error("the demo experts' accounts need the demo password's hash");
  const random = seeded(6);
  const groups = await tx
    .select({ id: t.groups.id, code: t.groups.code })
    .from(t.groups)
    .where(and(eq(t.groups.tenantId, tenantId), inArray(t.groups.code, Object.values(EXPERT_GROUPS))));
  const groupId = (code: string) => groups.find((g) => g.code === code)?.id as string;
  const departRows = await tx
    .select({ id: t.departs.id, code: t.departs.code })
    .from(t.departs)
    .where(eq(t.departs.tenantId, tenantId));
  const departId = (code: string) => departRows.find((d) => d.code === code)?.id ?? null;
  const demoUsers = await tx
    .select({ id: t.users.id, username: t.users.username, no: t.users.no, mobilePhone: t.users.mobilePhone })
    .from(t.users)
    .where(and(eq(t.users.tenantId, tenantId), inArray(t.users.username, ["expert_in", "expert_out"])));
  const demoUser = (username: string) => demoUsers.find((u) => u.username === username);
  const professor = await tx
    .select({ id: t.titles.id })
    .from(t.titles)
    .where(and(eq(t.titles.tenantId, tenantId), eq(t.titles.name, "教授")))
    .limit(1);

  // -- external: 60 experts; the first is the demo account expert_out
  const userRows: (typeof t.users.$inferInsert)[] = [];
  const expertRows: (typeof t.experts.$inferInsert)[] = [];
  const memberRows: { groupId: string; userId: string }[] = [];
  const outside = demoUser("expert_out");
  for (let i = 0; i < 60; i++) {
    const field = FIELDS[i % FIELDS.length] as Field;
    const full = i % 5 !== 4;
    const phone = i === 0 && outside?.mobilePhone ? outside.mobilePhone : `139${String(10000000 + i * 7919).slice(-8)}`;
    const name =
      i === 0 ? "郑华" : `${random.pick(SURNAMES)}${random.pick(GIVEN)}${i % 3 === 0 ? "" : random.pick(GIVEN)}`;
    // 48 approved with an account, 8 waiting for approval, and of the approved 4 inactive; the 12th is blacklisted
    const approved = i < 48;
    let userId: string | null = null;
    if (i === 0 && outside) userId = outside.id;
    else if (approved) {
      userId = randomUUID();
      userRows.push({
        id: userId,
        tenantId,
        username: phone,
        passwordHash,
        name,
        departId: departId("external"),
        mobilePhone: phone,
        email: `expert${String(i).padStart(2, "0")}@example.org`,
      });
      memberRows.push({ groupId: groupId(EXPERT_GROUPS.external), userId });
    }
    expertRows.push({
      id: randomUUID(),
      tenantId,
      kind: "external",
      staffId: null,
      name,
      institution: INSTITUTIONS[(i * 7) % INSTITUTIONS.length] as string,
      titleName: full ? (field.research ? "研究员" : "教授") : "副教授",
      titleLevel: full ? "FULL_SENIOR" : "ASSOC_SENIOR",
      doctoralSupervisor: full && i % 2 === 0,
      disciplineCodes: field.codes.slice(0, 1 + (i % field.codes.length)),
      keywords: field.keywords.slice(i % 2, (i % 2) + 3),
      phone,
      email: i === 0 ? "expert.out@example.edu.cn" : `expert${String(i).padStart(2, "0")}@example.org`,
      maxLoad: 6 + (i % 3) * 2,
      active: !(approved && i % 12 === 5),
      blacklisted: i === 11,
      blacklistReason: i === 11 ? "2025 年评审中向申报人透露评审意见" : null,
      blacklistedAt: i === 11 ? new Date("2025-12-10T08:00:00Z") : null,
      userId,
      approvedAt: approved ? new Date("2026-03-01T08:00:00Z") : null,
      remark: null,
    });
  }

  // -- internal: the demo account expert_in (吴刚, a professor in me) and 39 senior staff over the units
  const inside = demoUser("expert_in");
  const staffRows: (typeof t.staff.$inferInsert)[] = [];
  let insideStaffId: string | null = null;
  if (inside) {
    insideStaffId = randomUUID();
    staffRows.push({
      id: insideStaffId,
      tenantId,
      userId: inside.id,
      employeeNo: inside.no ?? "T0013",
      name: "吴刚",
      sex: "1",
      birthDate: "1970-03-18",
      nation: "01",
      unitId: departId("me"),
      postType: "TEACHING_RESEARCH",
      postGrade: "3",
      currentTitleId: professor[0]?.id ?? null,
      currentTitleName: "教授",
      currentTitleDate: "2010-12-01",
      currentTitleHiredDate: "2011-01-01",
      disciplineCode: "0802",
      phone: inside.mobilePhone,
      email: "expert.in@example.edu.cn",
    });
    await insertJsonRows(tx, t.staff, staffRows);
  }
  const senior = await tx
    .select({
      id: t.staff.id,
      userId: t.staff.userId,
      employeeNo: t.staff.employeeNo,
      titleName: t.staff.currentTitleName,
      disciplineCode: t.staff.disciplineCode,
      phone: t.staff.phone,
      email: t.staff.email,
    })
    .from(t.staff)
    .where(
      and(
        eq(t.staff.tenantId, tenantId),
        like(t.staff.employeeNo, "2026%"),
        inArray(t.staff.currentTitleName, ["教授", "副教授", "研究员"]),
      ),
    )
    .orderBy(t.staff.employeeNo);
  // staff the other tests use by number keep only their declarant role
  const chosen = senior.filter((s) => !RESERVED_STAFF.has(s.employeeNo)).slice(0, 39);
  if (inside && insideStaffId) {
    expertRows.push({
      id: randomUUID(),
      tenantId,
      kind: "internal",
      staffId: insideStaffId,
      name: null,
      institution: null,
      titleName: "教授",
      titleLevel: "FULL_SENIOR",
      doctoralSupervisor: true,
      disciplineCodes: ["0802", "080201"],
      keywords: ["机械设计", "智能制造", "数字孪生"],
      phone: inside.mobilePhone,
      email: "expert.in@example.edu.cn",
      maxLoad: 8,
      active: true,
      blacklisted: false,
      blacklistReason: null,
      blacklistedAt: null,
      userId: inside.id,
      approvedAt: new Date("2026-03-01T08:00:00Z"),
      remark: null,
    });
  }
  chosen.forEach((person, i) => {
    const full = person.titleName !== "副教授";
    const approved = full && i % 6 !== 5;
    const field = FIELDS.find((f) => f.codes[0] === person.disciplineCode);
    if (approved && person.userId) memberRows.push({ groupId: groupId(EXPERT_GROUPS.internal), userId: person.userId });
    expertRows.push({
      id: randomUUID(),
      tenantId,
      kind: "internal",
      staffId: person.id,
      name: null,
      institution: null,
      titleName: person.titleName ?? "教授",
      titleLevel: full ? "FULL_SENIOR" : "ASSOC_SENIOR",
      doctoralSupervisor: full && i % 3 === 0,
      disciplineCodes: [person.disciplineCode ?? "0812"],
      keywords: field?.keywords.slice(i % 3, (i % 3) + 2) ?? [],
      phone: person.phone,
      email: person.email,
      maxLoad: 6,
      active: i % 10 !== 7,
      blacklisted: false,
      blacklistReason: null,
      blacklistedAt: null,
      userId: approved ? person.userId : null,
      approvedAt: approved ? new Date("2026-03-01T08:00:00Z") : null,
      remark: null,
    });
  });

  await insertJsonRows(tx, t.users, userRows);
  await insertJsonRows(tx, t.groupMembers, memberRows);
  await insertJsonRows(tx, t.experts, expertRows);

  // -- conflicts: with the demo declarant 李明, with the cs unit, with an institution
  const [li] = await tx
    .select({ id: t.staff.id })
    .from(t.staff)
    .innerJoin(t.users, eq(t.users.id, t.staff.userId))
    .where(and(eq(t.staff.tenantId, tenantId), eq(t.users.username, "declarant")));
  const external = expertRows.filter((e) => e.kind === "external");
  const internal = expertRows.filter((e) => e.kind === "internal");
  const conflict = (
    expert: typeof t.experts.$inferInsert | undefined,
    targetType: string,
    target: { id?: string | null; institution?: string },
    source: string,
    reason: string,
  ) =>
    expert
      ? [
          {
            id: randomUUID(),
            tenantId,
            expertId: expert.id as string,
            targetType,
            targetId: target.id ?? null,
            institution: target.institution ?? null,
            source,
            reason,
          },
        ]
      : [];
  await insertJsonRows(tx, t.expertConflicts, [
    ...(li ? conflict(external[1], "DECLARANT", { id: li.id }, "DECLARANT", "博士阶段的导师") : []),
    ...(li ? conflict(external[2], "DECLARANT", { id: li.id }, "SYSTEM", "近三年合作发表论文 2 篇") : []),
    ...conflict(external[3], "UNIT", { id: departId("cs") }, "EXPERT", "在该学院兼职教授"),
    ...conflict(internal[1], "INSTITUTION", { institution: "浙江大学" }, "HR", "配偶在该校任职"),
    ...(li ? conflict(internal[2], "DECLARANT", { id: li.id }, "HR", "同一科研团队成员") : []),
  ]);
}

interface Field {
  codes: readonly string[];
  keywords: readonly string[];
  research?: boolean;
}

/** Disciplines of the demo units (first level, then second-level codes under it) with research keywords. */
const FIELDS: readonly Field[] = [
  { codes: ["0812", "081202", "081203"], keywords: ["机器学习", "计算机视觉", "分布式系统", "数据库"] },
  { codes: ["0835", "0812"], keywords: ["软件测试", "程序分析", "形式化方法", "软件架构"] },
  { codes: ["0839", "0812"], keywords: ["密码学", "网络安全", "隐私计算", "区块链"], research: true },
  { codes: ["0802", "080201", "080202"], keywords: ["机械设计", "智能制造", "机器人", "摩擦学"] },
  { codes: ["0811", "081101"], keywords: ["控制理论", "自动驾驶", "最优控制", "系统辨识"] },
  { codes: ["0701", "070101", "070104"], keywords: ["代数几何", "偏微分方程", "数值分析", "概率论"] },
  { codes: ["0702", "070205"], keywords: ["凝聚态物理", "量子信息", "光学", "超导"], research: true },
  { codes: ["0703", "070303"], keywords: ["有机合成", "催化", "材料化学", "电化学"] },
  { codes: ["1002", "100201"], keywords: ["心血管", "肿瘤学", "临床试验", "影像诊断"] },
  { codes: ["1202", "1201"], keywords: ["公司治理", "运营管理", "市场营销", "创新管理"] },
  { codes: ["0202", "020204"], keywords: ["金融风险", "产业经济", "国际贸易", "计量经济"] },
  { codes: ["0301", "030103"], keywords: ["宪法学", "民商法", "知识产权", "国际法"] },
  { codes: ["0502", "050211"], keywords: ["翻译学", "语料库语言学", "英美文学", "二语习得"] },
  { codes: ["0814", "081402"], keywords: ["结构工程", "桥梁工程", "岩土工程", "抗震"] },
];

const INSTITUTIONS = [
  "清华大学",
  "北京大学",
  "浙江大学",
  "复旦大学",
  "上海交通大学",
  "南京大学",
  "武汉大学",
  "华中科技大学",
  "中山大学",
  "四川大学",
  "西安交通大学",
  "哈尔滨工业大学",
  "同济大学",
  "山东大学",
  "厦门大学",
  "中国科学院计算技术研究所",
  "东南大学",
];

const SURNAMES = [
  ..."王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程苏魏吕丁任沈姚卢",
];
const GIVEN = [..."伟强磊军洋勇杰涛斌超明刚平辉鹏华飞波宁浩凯健俊帆坤晨峰博文宇芳娜敏静丽艳娟霞玲婷雪琳颖倩洁慧"];

/** Staff the API and browser tests use by employee number (their roles stay as the staff seed made them). */
export const RESERVED_STAFF = new Set([
  "20260001",
  "20260002",
  "20260004",
  "20260006",
  "20260030",
  "20260050",
  "20260051",
  "20260077",
]);

/** The external pool's active full-senior experts of a tenant (a condition on `experts`). */
export const activeExternalSeniors = (tenantId: string) =>
  and(
    eq(t.experts.tenantId, tenantId),
    eq(t.experts.kind, "external"),
    eq(t.experts.titleLevel, "FULL_SENIOR"),
    eq(t.experts.active, true),
    eq(t.experts.blacklisted, false),
  );
