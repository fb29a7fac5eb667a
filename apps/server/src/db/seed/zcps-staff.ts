import { randomUUID } from "node:crypto";
import type { PostType } from "@zcps/contracts/zcps/catalogue/catalogue";
import { NAMED_LIST_DEFAULT_EFFECTS } from "@zcps/contracts/zcps/staff/api";
import { and, eq, inArray } from "drizzle-orm";
import { startApplicationProcess } from "../../modules/title-evaluation/staff";
import { seedingWorkflow } from "../../modules/workflow-engine";
import type { Executor } from "../client";
import { insertJsonRows } from "../json-rows";
import * as t from "../schema";
import type { TitleSeedContext } from "./zcps";

/**
 * The demo school's staff: 300 staff members spread over the 12 units, each with an account in the `declarant`
 * role group, source records for about a third of them, the cs unit's administrator and leader, and a few named-list
 * entries. Everything is generated deterministically (same names and numbers on every start) and inserted in bulk:
 * this seed runs for every API test file.
 */
export async function seedZcpsStaff(tx: Executor, ctx: TitleSeedContext): Promise<void> {
  const { tenantId, passwordHash } = ctx;
  if (!passwordHash) throw new Error("the demo staff's accounts need the demo password's hash");
  const units = await tx
    .select({ id: t.departs.id, code: t.departs.code })
    .from(t.departs)
    .where(and(eq(t.departs.tenantId, tenantId), eq(t.departs.type, "unit")));
  const unitIds = new Map(units.map((u) => [u.code, u.id]));
  const titleRows = await tx
    .select({ id: t.titles.id, name: t.titles.name })
    .from(t.titles)
    .where(eq(t.titles.tenantId, tenantId));
  const titleIds = new Map(titleRows.map((row) => [row.name, row.id]));
  const [declarantGroup] = await tx
    .select({ id: t.groups.id })
    .from(t.groups)
    .where(and(eq(t.groups.tenantId, tenantId), eq(t.groups.code, "declarant")));
  const demoUsers = await tx
    .select({ id: t.users.id, username: t.users.username, no: t.users.no, departId: t.users.departId })
    .from(t.users)
    .where(and(eq(t.users.tenantId, tenantId), inArray(t.users.username, ["declarant", "unit_admin", "unit_leader"])));
  const demoUser = (username: string) => demoUsers.find((u) => u.username === username);

  const people = generateDemoStaff(units.map((u) => u.code));
  const userRows: (typeof t.users.$inferInsert)[] = [];
  const staffRows: (typeof t.staff.$inferInsert)[] = [];
  for (const person of people) {
    const userId = randomUUID();
    const unitId = unitIds.get(person.unitCode) ?? null;
    userRows.push({
      id: userId,
      tenantId,
      username: `s${person.employeeNo}`,
      passwordHash,
      name: person.name,
      departId: unitId,
      no: person.employeeNo,
      idNo: person.idNo,
      mobilePhone: person.phone,
      email: person.email,
      sex: person.sex,
      nation: person.nation,
    });
    staffRows.push({
      id: randomUUID(),
      tenantId,
      userId,
      employeeNo: person.employeeNo,
      name: person.name,
      sex: person.sex,
      birthDate: person.birthDate,
      idNo: person.idNo,
      nation: person.nation,
      politicalStatus: person.politicalStatus,
      unitId,
      postType: person.postType,
      postGrade: person.postGrade,
      currentTitleId: titleIds.get(person.titleName) ?? null,
      currentTitleName: person.titleName,
      currentTitleDate: person.titleDate,
      currentTitleHiredDate: person.titleHiredDate,
      education: person.education,
      degree: person.degree,
      disciplineCode: person.disciplineCode,
      hireDate: person.hireDate,
      phone: person.phone,
      email: person.email,
    });
  }

  // the demo declarant 李明 (cs): a lecturer since 2019 with a doctorate, so the declaration pages have a person
  const declarant = demoUser("declarant");
  if (declarant) {
    staffRows.push({
      id: randomUUID(),
      tenantId,
      userId: declarant.id,
      employeeNo: declarant.no ?? "T0002",
      name: "李明",
      sex: "1",
      birthDate: "1988-05-12",
      idNo: "110101198805120031",
      nation: "01",
      politicalStatus: "01",
      unitId: declarant.departId ?? unitIds.get("cs") ?? null,
      postType: "TEACHING_RESEARCH",
      postGrade: "9",
      currentTitleId: titleIds.get("讲师") ?? null,
      currentTitleName: "讲师",
      currentTitleDate: "2019-07-01",
      currentTitleHiredDate: "2019-07-01",
      education: "11",
      degree: "2",
      disciplineCode: "0812",
      hireDate: "2019-07-01",
      phone: "13800000002",
      email: "declarant@example.edu.cn",
    });
  }

  await insertJsonRows(tx, t.users, userRows);
  if (declarantGroup) {
    await insertJsonRows(
      tx,
      t.groupMembers,
      userRows.map((u) => ({ groupId: declarantGroup.id, userId: u.id as string })),
    );
  }
  await insertJsonRows(tx, t.staff, staffRows);

  const records = staffRows.flatMap((row, index) =>
    index % 3 === 0 && index < people.length ? demoSourceRecords(row.employeeNo, index) : [],
  );
  const staffIds = new Map(staffRows.map((row) => [row.employeeNo, row.id as string]));
  const recordRows = records.map((record) => ({
    id: randomUUID(),
    tenantId,
    staffId: staffIds.get(record.employeeNo) as string,
    materialType: record.materialType,
    sourceRef: record.sourceRef,
    source: record.source,
    payload: record.payload,
  }));
  await insertJsonRows(tx, t.sourceRecords, recordRows);

  const cs = unitIds.get("cs");
  const unitAdmin = demoUser("unit_admin");
  const unitLeader = demoUser("unit_leader");
  if (cs && unitAdmin && unitLeader) {
    await tx.insert(t.unitAdmins).values([
      { id: randomUUID(), tenantId, unitId: cs, userId: unitAdmin.id, role: "admin" },
      { id: randomUUID(), tenantId, unitId: cs, userId: unitLeader.id, role: "leader" },
    ]);
  }

  // two national talents (one approved, one waiting for review) and one epidemic-frontline entry
  const professors = staffRows.filter((s) => s.currentTitleName === "副教授").slice(0, 3);
  const [first, second, third] = professors;
  if (first && second && third) {
    await tx.insert(t.namedLists).values([
      {
        id: randomUUID(),
        tenantId,
        listType: "talents",
        staffId: first.id as string,
        level: "national",
        evidence: "国家优秀青年科学基金获得者（2024）",
        effects: NAMED_LIST_DEFAULT_EFFECTS.talents,
        status: "approved",
      },
      {
        id: randomUUID(),
        tenantId,
        listType: "talents",
        staffId: second.id as string,
        level: "national",
        evidence: "国家级青年人才计划入选者（2025）",
        effects: NAMED_LIST_DEFAULT_EFFECTS.talents,
        status: "pending",
      },
      {
        id: randomUUID(),
        tenantId,
        listType: "kyry",
        staffId: third.id as string,
        level: "provincial",
        evidence: "2022 年援沪医疗队队员",
        effects: NAMED_LIST_DEFAULT_EFFECTS.kyry,
        status: "approved",
      },
    ]);
  }

  // two external experts and a new colleague of cs applied for an account on /apply: each runs on the workflow's
  // account-application process, the experts' at personnel's approval (userAudit's approval adds them to the
  // external pool), the colleague's first in the cs administrator's to-do list
  const applications: (typeof t.accountApplications.$inferInsert & { id: string })[] = [
    {
      id: randomUUID(),
      tenantId,
      kind: "expert",
      name: "钱立新",
      username: "qian_lixin",
      mobilePhone: "13977770001",
      email: "qian.lixin@example.org",
      institution: "华东理工大学",
      titleName: "教授",
      reason: "受邀担任本校职称评审同行评议专家",
    },
    {
      id: randomUUID(),
      tenantId,
      kind: "expert",
      name: "孙雅琴",
      username: "sun_yaqin",
      mobilePhone: "13977770002",
      email: "sun.yaqin@example.org",
      institution: "中国科学院计算技术研究所",
      titleName: "研究员",
      reason: "计算机体系结构方向，申请加入校外专家库",
    },
    {
      id: randomUUID(),
      tenantId,
      kind: "staff",
      name: "周思远",
      username: "zhou_siyuan",
      mobilePhone: "13977770003",
      email: "zhou.siyuan@example.edu.cn",
      unitId: unitIds.get("cs") ?? null,
      employeeNo: "T2026901",
      titleName: "讲师",
      reason: "2026 年 9 月入职计算机学院，尚无系统账号",
    },
  ];
  await tx.insert(t.accountApplications).values(applications);
  const workflow = seedingWorkflow(tx);
  for (const application of applications)
    await startApplicationProcess(
      tx,
      workflow,
      {
        id: application.id,
        tenantId,
        kind: application.kind,
        unitId: application.unitId ?? null,
        username: application.username,
        name: application.name,
      },
      [],
    );
}

// ---------------------------------------------------------------------------------------------------------------
// Deterministic generation

/** mulberry32: a tiny seeded generator, so the demo school is the same on every start. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}

const SURNAMES = [
  ..."王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤",
];
const GIVEN_MALE = [..."伟强磊军洋勇杰涛斌超明刚平辉鹏华飞鑫波宁浩凯健俊帆坤晨峰博文宇"];
const GIVEN_FEMALE = [..."芳娜敏静丽艳娟霞秀玲婷雪琳颖倩洁慧莹晶佳琪欣悦媛璐瑶萍蕾薇"];
const GIVEN_SECOND = [..."子志建家宏海思嘉雅晓梦一春云天泽世永秋文新立晨光明佳"];

/** Disciplines (dictionary subjectType first-level codes) per unit code. */
const UNIT_DISCIPLINES: Record<string, readonly string[]> = {
  cs: ["0812", "0835", "0839"],
  me: ["0802", "0811"],
  fl: ["0502"],
  econ: ["0202", "1202", "1201"],
  med: ["1002", "1001"],
  marx: ["0305"],
  math: ["0701", "0714"],
  phys: ["0702", "0809"],
  chem: ["0703", "0817"],
  civil: ["0814", "0801"],
  law: ["0301"],
  art: ["1301", "1403"],
};

interface TitlePlan {
  titleName: string;
  postType: PostType;
  /** dictionary title_sub_level codes a holder of the title sits in */
  grades: readonly string[];
  /** years the title has been held: [min, max] */
  heldYears: readonly [number, number];
  /** age when the title was obtained: [min, max] */
  ageAt: readonly [number, number];
}

const PLANS: Record<string, TitlePlan> = {
  教授: {
    titleName: "教授",
    postType: "TEACHING_RESEARCH",
    grades: ["2", "3", "4"],
    heldYears: [2, 14],
    ageAt: [38, 48],
  },
  副教授: {
    titleName: "副教授",
    postType: "TEACHING_RESEARCH",
    grades: ["5", "6", "7"],
    heldYears: [1, 12],
    ageAt: [32, 40],
  },
  讲师: {
    titleName: "讲师",
    postType: "TEACHING_RESEARCH",
    grades: ["8", "9", "10"],
    heldYears: [1, 9],
    ageAt: [27, 33],
  },
  助教: { titleName: "助教", postType: "TEACHING_RESEARCH", grades: ["11", "12"], heldYears: [1, 3], ageAt: [24, 27] },
  助理研究员: {
    titleName: "助理研究员",
    postType: "FULL_TIME_RESEARCH",
    grades: ["8", "9", "10"],
    heldYears: [1, 6],
    ageAt: [28, 33],
  },
  副研究员: {
    titleName: "副研究员",
    postType: "FULL_TIME_RESEARCH",
    grades: ["5", "6", "7"],
    heldYears: [1, 8],
    ageAt: [33, 40],
  },
  实验师: {
    titleName: "实验师",
    postType: "LAB_TECHNICAL",
    grades: ["8", "9", "10"],
    heldYears: [1, 10],
    ageAt: [28, 35],
  },
  高级实验师: {
    titleName: "高级实验师",
    postType: "LAB_TECHNICAL",
    grades: ["5", "6", "7"],
    heldYears: [1, 8],
    ageAt: [36, 45],
  },
};

/** 25 positions per unit: the mix of a teaching college. */
const UNIT_MIX: readonly string[] = [
  ...Array<string>(3).fill("教授"),
  ...Array<string>(7).fill("副教授"),
  ...Array<string>(9).fill("讲师"),
  "助教",
  "助理研究员",
  "副研究员",
  "实验师",
  "实验师",
  "高级实验师",
];

export interface DemoStaff {
  employeeNo: string;
  name: string;
  sex: "1" | "2";
  birthDate: string;
  idNo: string;
  nation: string;
  politicalStatus: string;
  unitCode: string;
  postType: PostType;
  postGrade: string;
  titleName: string;
  titleDate: string;
  titleHiredDate: string;
  education: string;
  degree: string;
  disciplineCode: string;
  hireDate: string;
  phone: string;
  email: string;
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** GB 11643 check digit of an 18-character resident ID number. */
function idCheckDigit(first17: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((acc, ch, i) => acc + Number(ch) * (weights[i] as number), 0);
  return "10X98765432"[sum % 11] as string;
}

const ID_AREAS = ["320102", "330106", "420106", "510107", "370102", "410105", "430104", "610113", "350102", "340104"];

/** The demo school's staff, 25 per unit, employee numbers 20260001…; the same list on every call. */
export function generateDemoStaff(unitCodes: readonly string[]): DemoStaff[] {
  const random = seeded(2026);
  const people: DemoStaff[] = [];
  const names = new Set<string>();
  unitCodes.forEach((unitCode, unitIndex) => {
    UNIT_MIX.forEach((titleName, slot) => {
      const n = unitIndex * UNIT_MIX.length + slot + 1;
      const plan = PLANS[titleName] as TitlePlan;
      const sex = random.next() < 0.55 ? "1" : "2";
      let name = "";
      do {
        const given = random.pick(sex === "1" ? GIVEN_MALE : GIVEN_FEMALE);
        name =
          random.next() < 0.35
            ? random.pick(SURNAMES) + given
            : random.pick(SURNAMES) + random.pick(GIVEN_SECOND) + given;
      } while (names.has(name));
      names.add(name);
      const heldYears = random.int(plan.heldYears[0], plan.heldYears[1]);
      const titleYear = 2026 - heldYears;
      const birthYear = titleYear - random.int(plan.ageAt[0], plan.ageAt[1]);
      const birthDate = `${birthYear}-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}`;
      const doctor = titleName !== "助教" && random.next() < (titleName === "实验师" ? 0.3 : 0.8);
      const hireYear = Math.min(titleYear, birthYear + (doctor ? random.int(28, 31) : random.int(25, 27)));
      const employeeNo = `2026${pad(n, 4)}`;
      const idBody = `${random.pick(ID_AREAS)}${birthDate.replace(/-/g, "")}${pad(n % 1000, 3)}`;
      const titleDate = `${titleYear}-${random.pick(["01", "07", "12"])}-01`;
      people.push({
        employeeNo,
        name,
        sex,
        birthDate,
        idNo: idBody + idCheckDigit(idBody),
        nation: random.next() < 0.9 ? "01" : random.pick(["03", "08", "11", "15"]),
        politicalStatus: random.next() < 0.6 ? "01" : random.pick(["13", "05", "07", "10", "12"]),
        unitCode,
        postType: plan.postType,
        postGrade: random.pick(plan.grades),
        titleName,
        titleDate,
        titleHiredDate: titleDate,
        education: doctor ? "11" : "14",
        degree: doctor ? "2" : "3",
        disciplineCode: random.pick(UNIT_DISCIPLINES[unitCode] ?? ["0812"]),
        hireDate: `${hireYear}-07-01`,
        phone: `1390${pad(n, 7)}`,
        email: `s${employeeNo}@example.edu.cn`,
      });
    });
  });
  return people;
}

interface DemoRecord {
  employeeNo: string;
  materialType: string;
  sourceRef: string;
  source: string;
  payload: Record<string, unknown>;
}

const COURSES = [
  ["数据结构", "THEORY"],
  ["程序设计基础", "THEORY"],
  ["专业英语", "THEORY"],
  ["高等数学", "THEORY"],
  ["大学物理实验", "EXPERIMENT"],
  ["专业综合实践", "PRACTICE"],
  ["学科前沿讲座", "THEORY"],
  ["研究方法", "THEORY"],
] as const;
const JOURNALS = [
  "中国科学：信息科学",
  "计算机学报",
  "管理世界",
  "IEEE Transactions on Education",
  "物理学报",
  "中华医学杂志",
];

/**
 * Courses, annual appraisals, papers and a project imported from the academic, personnel and research systems;
 * payloads follow the material types' schemas (contracts zcps/materials).
 */
function demoSourceRecords(employeeNo: string, index: number): DemoRecord[] {
  const random = seeded(index + 7);
  const records: DemoRecord[] = [];
  for (let k = 0; k < random.int(2, 4); k += 1) {
    const [courseName, courseKind] = random.pick(COURSES);
    const year = 2022 + (k % 4);
    records.push({
      employeeNo,
      materialType: "COURSE_TAUGHT",
      sourceRef: `JW-${employeeNo}-${k + 1}`,
      source: "academic",
      payload: {
        term: `${year}-${year + 1}-${(k % 2) + 1}`,
        courseCode: `C${pad(random.int(1000, 9999), 4)}`,
        courseName,
        courseLevel: random.next() < 0.8 ? "UNDERGRADUATE" : "GRADUATE",
        courseKind,
        teachingRole: "LEAD",
        classes: random.int(1, 3),
        students: random.int(30, 120),
        hours: random.pick([32, 48, 64]),
      },
    });
  }
  for (const year of [2023, 2024, 2025]) {
    records.push({
      employeeNo,
      materialType: "ANNUAL_APPRAISAL",
      sourceRef: `RS-${employeeNo}-${year}`,
      source: "personnel",
      payload: { year, result: random.next() < 0.25 ? "EXCELLENT" : "COMPETENT" },
    });
  }
  for (let k = 0; k < random.int(1, 3); k += 1) {
    const year = 2021 + random.int(0, 4);
    const authorRole = random.pick(["FIRST", "FIRST", "CORRESPONDING", "OTHER"] as const);
    records.push({
      employeeNo,
      materialType: "PAPER",
      sourceRef: `KY-P-${employeeNo}-${k + 1}`,
      source: "research",
      payload: {
        paperTitle: `面向${random.pick(["智能教育", "复杂系统", "区域经济", "新型材料", "临床诊疗"])}的${random.pick(["建模方法", "实证研究", "优化算法", "机制分析"])}`,
        journal: random.pick(JOURNALS),
        year,
        publishDate: `${year}-${pad(random.int(1, 12))}`,
        indexing: random.pick(["SCI", "EI", "CSSCI", "PKU_CORE"]),
        authorRole,
        rank: authorRole === "OTHER" ? random.int(2, 5) : 1,
      },
    });
  }
  if (random.next() < 0.6) {
    const start = 2021 + random.int(0, 3);
    const [projectSource, level] = random.pick([
      ["NSFC", "NATIONAL"],
      ["MINISTRY", "PROVINCIAL"],
      ["BUREAU", "BUREAU"],
    ] as const);
    records.push({
      employeeNo,
      materialType: "RESEARCH_PROJECT",
      sourceRef: `KY-X-${employeeNo}`,
      source: "research",
      payload: {
        projectName: `${random.pick(["复杂网络", "智能制造", "区域协调发展", "精准医学"])}关键问题研究`,
        projectNo: `${start}${pad(random.int(100000, 999999), 6)}`,
        projectSource,
        level,
        role: random.next() < 0.5 ? "HOST" : "PARTICIPANT",
        startDate: `${start}-01`,
        endDate: `${start + 3}-12`,
        totalFunding: random.pick([20, 30, 50, 58]),
        projectStatus: start + 3 < 2026 ? "CLOSED" : "ONGOING",
      },
    });
  }
  return records;
}
