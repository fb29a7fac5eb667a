import type { Bilingual } from "../catalogue/catalogue";
import type { RuleFilter, RuleGroup, RuleLeaf, RuleNode } from "./rules";

/** The conditions the default requirements are built from: shared gates and the achievements to choose from. */

export const label = (zh: string, en: string): Bilingual => ({ zh, en });
const sinceTitle = (field: string): RuleFilter => ({ field, op: "since", value: "currentTitleDate" });
export const all = (id: string, children: RuleNode[], extra: Partial<RuleGroup> = {}): RuleGroup => ({
  id,
  op: "ALL",
  children,
  ...extra,
});
export const anyOf = (id: string, n: number, children: RuleNode[], extra: Partial<RuleGroup> = {}): RuleGroup => ({
  id,
  op: "ANY_N",
  n,
  children,
  ...extra,
});

/** The gate conditions every senior title shares: ethics, appraisals, no serious teaching incident. */
export const conductGates = (teaching: boolean): RuleNode[] => [
  {
    id: "gate.ethics",
    fn: "exists",
    materialType: "ETHICS",
    filter: [{ field: "result", op: "in", value: ["INCOMPETENT"] }, sinceTitle("year")],
    cmp: "=",
    value: false,
    hard: true,
    label: label("任现职以来师德考核无不合格", "No failed ethics appraisal since the current title"),
  },
  {
    id: "gate.appraisal",
    fn: "count",
    materialType: "ANNUAL_APPRAISAL",
    filter: [{ field: "result", op: "in", value: ["BASIC", "INCOMPETENT"] }, sinceTitle("year")],
    cmp: "=",
    value: 0,
    hard: true,
    label: label(
      "任现职以来年度考核均为合格及以上",
      "Every annual appraisal since the current title competent or better",
    ),
  },
  ...(teaching
    ? [
        {
          id: "gate.incident",
          fn: "count",
          materialType: "TEACHING_EVAL",
          filter: [{ field: "teachingIncident", op: "in", value: ["SERIOUS", "MAJOR"] }, sinceTitle("term")],
          cmp: "=",
          value: 0,
          hard: true,
          label: label(
            "任现职以来无严重及以上教学事故",
            "No serious or major teaching incident since the current title",
          ),
        } satisfies RuleLeaf,
      ]
    : []),
];

/** Years in the current title, or fewer with a doctorate (博士 shortens the wait). */
export const seniority = (years: number, doctorYears: number, titleZh: string, titleEn: string): RuleNode =>
  anyOf(
    "gate.seniority",
    1,
    [
      { id: "gate.seniority.years", fn: "years", field: "currentTitleDate", cmp: ">=", value: years },
      all("gate.seniority.doctor", [
        { id: "gate.seniority.doctor.degree", fn: "field", field: "degree", cmp: "=", value: "2" },
        { id: "gate.seniority.doctor.years", fn: "years", field: "currentTitleDate", cmp: ">=", value: doctorYears },
      ]),
    ],
    {
      hard: true,
      label: label(
        `任${titleZh}满 ${years} 年，或取得博士学位后任${titleZh}满 ${doctorYears} 年`,
        `${years} years as ${titleEn}, or ${doctorYears} years with a doctorate`,
      ),
    },
  );

/** 45 周岁及以下申报正高须具有博士学位. */
export const doctorateUnder45: RuleNode = anyOf(
  "gate.degree",
  1,
  [
    { id: "gate.degree.doctor", fn: "field", field: "degree", cmp: ">=", value: "2" },
    { id: "gate.degree.age", fn: "years", field: "birthDate", cmp: ">", value: 45 },
  ],
  { hard: true, label: label("45 周岁及以下须具有博士学位", "A doctorate when aged 45 or younger") },
);

export const teachingHours = (hours: number): RuleLeaf => ({
  id: "gate.teachingHours",
  fn: "sum",
  materialType: "COURSE_TAUGHT",
  field: "hours",
  filter: [sinceTitle("term")],
  cmp: ">=",
  value: hours,
  hard: true,
  label: label(
    `任现职以来主讲课程累计不少于 ${hours} 学时`,
    `At least ${hours} teaching hours since the current title`,
  ),
});

const HOST = { field: "role", op: "=", value: "HOST" } as const satisfies RuleFilter;
const PROVINCIAL_UP = { field: "level", op: "in", value: ["NATIONAL", "PROVINCIAL"] } as const satisfies RuleFilter;
const FIRST_OR_CORRESPONDING = {
  field: "authorRole",
  op: "in",
  value: ["FIRST", "CORRESPONDING", "CO_FIRST"],
} as const satisfies RuleFilter;
const INDEXED = { field: "indexing", op: "in", value: ["SCI", "SSCI", "EI", "CSSCI"] } as const satisfies RuleFilter;

/** The achievement leaves the senior requirements choose from. */
export const achievement = {
  provincialProject: (): RuleLeaf => ({
    id: "ach.project",
    fn: "count",
    materialType: "RESEARCH_PROJECT",
    filter: [HOST, PROVINCIAL_UP, sinceTitle("startDate")],
    cmp: ">=",
    value: 1,
    label: label(
      "任现职以来主持省部级及以上科研项目不少于 1 项",
      "At least 1 provincial-or-higher research project led since the current title",
    ),
  }),
  nationalProject: (): RuleLeaf => ({
    id: "ach.nationalProject",
    fn: "count",
    materialType: "RESEARCH_PROJECT",
    filter: [HOST, { field: "level", op: "=", value: "NATIONAL" }, sinceTitle("startDate")],
    cmp: ">=",
    value: 1,
    label: label(
      "任现职以来主持国家级科研项目不少于 1 项",
      "At least 1 national research project led since the current title",
    ),
  }),
  horizontalFunding: (amount: number): RuleLeaf => ({
    id: "ach.horizontal",
    fn: "sum",
    materialType: "RESEARCH_PROJECT",
    field: "receivedFunding",
    filter: [HOST, { field: "level", op: "=", value: "HORIZONTAL" }, sinceTitle("startDate")],
    cmp: ">=",
    value: amount,
    label: label(
      `任现职以来主持横向项目到账经费累计不少于 ${amount} 万元`,
      `At least ${(amount * 10_000).toLocaleString("en")} CNY received on industry projects led since the current title`,
    ),
  }),
  papers: (count: number): RuleLeaf => ({
    id: "ach.papers",
    fn: "count",
    materialType: "PAPER",
    filter: [FIRST_OR_CORRESPONDING, INDEXED, sinceTitle("year")],
    cmp: ">=",
    value: count,
    label: label(
      `任现职以来以第一或通讯作者发表 SCI/SSCI/EI/CSSCI 收录论文不少于 ${count} 篇`,
      `At least ${count} SCI/SSCI/EI/CSSCI papers as first or corresponding author since the current title`,
    ),
  }),
  coreJournalPapers: (count: number): RuleLeaf => ({
    id: "ach.corePapers",
    fn: "count",
    materialType: "PAPER",
    filter: [
      FIRST_OR_CORRESPONDING,
      { field: "indexing", op: "in", value: ["SCI", "SSCI", "EI", "CSSCI", "PKU_CORE", "CSCD"] },
      sinceTitle("year"),
    ],
    cmp: ">=",
    value: count,
    label: label(
      `任现职以来以第一或通讯作者在核心期刊发表论文不少于 ${count} 篇`,
      `At least ${count} core-journal papers as first or corresponding author since the current title`,
    ),
  }),
  teachingPapers: (count: number): RuleLeaf => ({
    id: "ach.teachingPapers",
    fn: "count",
    materialType: "PAPER",
    filter: [FIRST_OR_CORRESPONDING, { field: "teachingResearch", op: "=", value: true }, sinceTitle("year")],
    cmp: ">=",
    value: count,
    label: label(
      `任现职以来以第一或通讯作者发表教学研究论文不少于 ${count} 篇`,
      `At least ${count} teaching-research papers as first or corresponding author since the current title`,
    ),
  }),
  researchAward: (maxRank: number): RuleLeaf => ({
    id: "ach.researchAward",
    fn: "count",
    materialType: "RESEARCH_AWARD",
    filter: [PROVINCIAL_UP, { field: "rank", op: "<=", value: maxRank }, sinceTitle("year")],
    cmp: ">=",
    value: 1,
    label: label(
      `任现职以来获省部级及以上科研奖励（排名前 ${maxRank}）`,
      `A provincial-or-higher research award (ranked in the top ${maxRank}) since the current title`,
    ),
  }),
  teachingAward: (): RuleLeaf => ({
    id: "ach.teachingAward",
    fn: "count",
    materialType: "TEACHING_AWARD",
    filter: [PROVINCIAL_UP, sinceTitle("year")],
    cmp: ">=",
    value: 1,
    label: label(
      "任现职以来获省部级及以上教学成果奖或教学竞赛奖",
      "A provincial-or-higher teaching award since the current title",
    ),
  }),
  textbook: (): RuleLeaf => ({
    id: "ach.textbook",
    fn: "count",
    materialType: "TEXTBOOK",
    filter: [
      { field: "editorRole", op: "in", value: ["SOLE", "CHIEF"] },
      { field: "plannedTextbook", op: "in", value: ["NATIONAL", "PROVINCIAL"] },
      sinceTitle("publishDate"),
    ],
    cmp: ">=",
    value: 1,
    label: label(
      "任现职以来主编省部级及以上规划教材 1 部",
      "Chief editor of a provincial-or-higher planned textbook since the current title",
    ),
  }),
  monograph: (): RuleLeaf => ({
    id: "ach.monograph",
    fn: "count",
    materialType: "MONOGRAPH",
    filter: [
      { field: "bookKind", op: "=", value: "MONOGRAPH" },
      { field: "editorRole", op: "in", value: ["SOLE", "CHIEF"] },
      sinceTitle("publishDate"),
    ],
    cmp: ">=",
    value: 1,
    label: label(
      "任现职以来出版学术专著 1 部（独著或主编）",
      "A monograph (sole author or chief editor) since the current title",
    ),
  }),
  patents: (count: number): RuleLeaf => ({
    id: "ach.patents",
    fn: "count",
    materialType: "PATENT",
    filter: [{ field: "patentType", op: "=", value: "INVENTION" }, sinceTitle("grantDate")],
    cmp: ">=",
    value: count,
    label: label(
      `任现职以来获授权发明专利不少于 ${count} 项`,
      `At least ${count} granted invention patents since the current title`,
    ),
  }),
  teachingProject: (): RuleLeaf => ({
    id: "ach.teachingProject",
    fn: "count",
    materialType: "TEACHING_PROJECT",
    filter: [HOST, PROVINCIAL_UP, sinceTitle("startDate")],
    cmp: ">=",
    value: 1,
    label: label(
      "任现职以来主持省部级及以上教学改革项目 1 项",
      "A provincial-or-higher teaching reform project led since the current title",
    ),
  }),
  courseBuilding: (): RuleLeaf => ({
    id: "ach.courseBuilding",
    fn: "count",
    materialType: "COURSE_BUILDING",
    filter: [HOST, PROVINCIAL_UP, sinceTitle("year")],
    cmp: ">=",
    value: 1,
    label: label(
      "任现职以来主持省部级及以上一流课程或专业建设项目",
      "Led a provincial-or-higher course or programme building project since the current title",
    ),
  }),
  studentGuidance: (): RuleLeaf => ({
    id: "ach.studentGuidance",
    fn: "count",
    materialType: "STUDENT_GUIDANCE",
    filter: [PROVINCIAL_UP, { field: "guidanceRole", op: "=", value: "MAIN" }, sinceTitle("year")],
    cmp: ">=",
    value: 2,
    label: label(
      "任现职以来作为第一指导教师指导学生获省部级及以上竞赛奖励 2 项",
      "Lead supervisor of 2 provincial-or-higher student competition awards since the current title",
    ),
  }),
  goodTeachingEvaluations: (): RuleLeaf => ({
    id: "gate.teachingEval",
    fn: "count",
    materialType: "TEACHING_EVAL",
    filter: [{ field: "percentile", op: "<=", value: 30 }, sinceTitle("term")],
    cmp: ">=",
    value: 2,
    hard: true,
    label: label(
      "任现职以来学生评教至少 2 次位于全校前 30%",
      "Student ratings in the top 30% at least twice since the current title",
    ),
  }),
  equipment: (): RuleLeaf => ({
    id: "ach.equipment",
    fn: "count",
    materialType: "EQUIPMENT",
    filter: [HOST, sinceTitle("year")],
    cmp: ">=",
    value: 1,
    label: label(
      "任现职以来主持仪器设备研制、改造或实验室建设项目 1 项",
      "Led an instrument development, upgrade or laboratory building project since the current title",
    ),
  }),
  experimentHours: (hours: number): RuleLeaf => ({
    id: "gate.experimentHours",
    fn: "sum",
    materialType: "COURSE_TAUGHT",
    field: "hours",
    filter: [{ field: "courseKind", op: "=", value: "EXPERIMENT" }, sinceTitle("term")],
    cmp: ">=",
    value: hours,
    hard: true,
    label: label(
      `任现职以来承担实验教学累计不少于 ${hours} 学时`,
      `At least ${hours} laboratory teaching hours since the current title`,
    ),
  }),
};
