import { z } from "zod";
import { POST_TYPE_LABELS, POST_TYPES, TITLE_LEVEL_LABELS, TITLE_LEVELS, TITLE_SERIES } from "./catalogue/catalogue";
import { declarationMessages } from "./declaration/messages";

/**
 * The material types of a declaration (reference 6.3, and the spec's list in DOMAIN.md "Materials"): each with its
 * typed fields, the department that verifies it by default, and whether it comes from a source system.
 * Labels live in messages-declaration.ts (`material.type.*`, `material.field.*`) so the server's exports and the
 * console's forms say the same thing; option labels are data and stay beside their values.
 */

export type FieldKind = "text" | "textarea" | "number" | "date" | "month" | "year" | "select" | "boolean";

export interface Bilingual {
  zh: string;
  en: string;
}

export interface FieldOption {
  value: string;
  zh: string;
  en: string;
}

export interface MaterialField {
  name: string;
  kind: FieldKind;
  label: Bilingual;
  required?: boolean;
  /** text: the longest length; number: the largest value */
  max?: number;
  min?: number;
  options?: readonly FieldOption[];
  /** a dictionary type code whose values are the options (the form loads them) */
  dict?: string;
  help?: Bilingual;
  /** number: the unit shown after the value (学时, 万元…) */
  unit?: Bilingual;
}

export interface MaterialType {
  code: string;
  label: Bilingual;
  /** the department (departs.code) that verifies this type by default; UNIT_OWNER: the declarant's own unit */
  owner: string;
  fields: MaterialField[];
  /** one item only (basic information, the summary) */
  single?: boolean;
  representativeAllowed?: boolean;
  /** the field that identifies the same record across declarants (DOI, ISBN, patent number…) */
  dedupField?: string;
  /** comes from a source system: read-only for the declarant, who asks for a correction instead */
  importable?: boolean;
  /** the fields a one-line summary shows, in order */
  summary: readonly string[];
}

/** The owner of the types the declarant's unit checks (summary, job performance). */
export const UNIT_OWNER = "unit";

// ---------------------------------------------------------------------------------------------------------------
// Labels and options

type DeclarationMessageKey = keyof typeof declarationMessages.zh;
type FieldName = DeclarationMessageKey extends infer K ? (K extends `material.field.${infer N}` ? N : never) : never;
type TypeCode = DeclarationMessageKey extends infer K ? (K extends `material.type.${infer C}` ? C : never) : never;

const labelOf = (key: DeclarationMessageKey): Bilingual => ({
  zh: declarationMessages.zh[key],
  en: declarationMessages.en[key],
});

const opt = (value: string, zh: string, en: string): FieldOption => ({ value, zh, en });

const LEVEL = [
  opt("NATIONAL", "国家级", "National"),
  opt("PROVINCIAL", "省部级", "Provincial or ministerial"),
  opt("BUREAU", "厅局级", "Bureau"),
  opt("SCHOOL", "校级", "University"),
  opt("OTHER", "其他", "Other"),
];
const PROJECT_LEVEL = [
  opt("NATIONAL", "国家级", "National"),
  opt("PROVINCIAL", "省部级", "Provincial or ministerial"),
  opt("BUREAU", "厅局级", "Bureau"),
  opt("HORIZONTAL", "横向", "Industry-funded"),
  opt("SCHOOL", "校级", "University"),
];
const HOST_ROLE = [opt("HOST", "主持", "Principal investigator"), opt("PARTICIPANT", "参与", "Participant")];
const AUTHOR_ROLE = [
  opt("FIRST", "第一作者", "First author"),
  opt("CORRESPONDING", "通讯作者", "Corresponding author"),
  opt("CO_FIRST", "共同第一作者", "Co-first author"),
  opt("OTHER", "其他作者", "Other author"),
];
const INDEXING = [
  opt("SCI", "SCI", "SCI"),
  opt("SSCI", "SSCI", "SSCI"),
  opt("EI", "EI", "EI"),
  opt("CSSCI", "CSSCI", "CSSCI"),
  opt("PKU_CORE", "北大核心", "PKU core journal"),
  opt("CSCD", "CSCD", "CSCD"),
  opt("OTHER", "其他", "Other"),
];
const CAS_ZONE = [
  opt("1", "一区", "Zone 1"),
  opt("2", "二区", "Zone 2"),
  opt("3", "三区", "Zone 3"),
  opt("4", "四区", "Zone 4"),
];
const AWARD_GRADE = [
  opt("SPECIAL", "特等奖", "Special prize"),
  opt("FIRST", "一等奖", "First prize"),
  opt("SECOND", "二等奖", "Second prize"),
  opt("THIRD", "三等奖", "Third prize"),
  opt("EXCELLENCE", "优秀奖", "Honourable mention"),
];
const APPRAISAL = [
  opt("EXCELLENT", "优秀", "Excellent"),
  opt("COMPETENT", "合格", "Competent"),
  opt("BASIC", "基本合格", "Basically competent"),
  opt("INCOMPETENT", "不合格", "Incompetent"),
  opt("UNRATED", "不定等次", "Not rated"),
];
const PROJECT_STATUS = [opt("ONGOING", "在研", "Ongoing"), opt("CLOSED", "已结题", "Completed")];
const PROJECT_SOURCE = [
  opt("NSFC", "国家自然科学基金", "National Natural Science Foundation"),
  opt("NSSF", "国家社会科学基金", "National Social Science Fund"),
  opt("NKRD", "国家重点研发计划", "National Key R&D Programme"),
  opt("MINISTRY", "省部级项目", "Provincial or ministerial programme"),
  opt("BUREAU", "厅局级项目", "Bureau programme"),
  opt("ENTERPRISE", "企事业单位委托", "Commissioned by an organisation"),
  opt("OTHER", "其他", "Other"),
];
const AUTHOR_OR_EDITOR = [
  opt("SOLE", "独著", "Sole author"),
  opt("CHIEF", "主编", "Chief editor"),
  opt("DEPUTY", "副主编", "Deputy editor"),
  opt("CONTRIBUTOR", "参编", "Contributor"),
];
const MEETING_LEVEL = [
  opt("INTERNATIONAL", "国际", "International"),
  opt("NATIONAL", "全国", "National"),
  opt("PROVINCIAL", "省级", "Provincial"),
];
const SERIES_OPTIONS = TITLE_SERIES.map((s) => opt(s.code, s.label.zh, s.label.en));
const LEVEL_OPTIONS = TITLE_LEVELS.map((level) =>
  opt(level, TITLE_LEVEL_LABELS[level].zh, TITLE_LEVEL_LABELS[level].en),
);
const POST_TYPE_OPTIONS = POST_TYPES.map((type) => opt(type, POST_TYPE_LABELS[type].zh, POST_TYPE_LABELS[type].en));

const HOURS = { zh: "学时", en: "hours" };
const TEN_THOUSAND_YUAN = { zh: "万元", en: "10k CNY" };
const MONTHS = { zh: "个月", en: "months" };
const TEN_THOUSAND_CHARACTERS = { zh: "万字", en: "10k characters" };

interface FieldSpec {
  required?: boolean;
  max?: number;
  min?: number;
  options?: readonly FieldOption[];
  dict?: string;
  unit?: Bilingual;
}

const field = (name: FieldName, kind: FieldKind, spec: FieldSpec = {}): MaterialField => ({
  name,
  kind,
  label: labelOf(`material.field.${name}`),
  ...spec,
});
const text = (name: FieldName, spec?: FieldSpec) => field(name, "text", spec);
const req = { required: true } as const;
const select = (name: FieldName, options: readonly FieldOption[], required = false) =>
  field(name, "select", { options, required });
const count = (name: FieldName, spec: FieldSpec = {}) => field(name, "number", { min: 0, max: 100_000, ...spec });
const rank = () => field("rank", "number", { min: 1, max: 99 });
const startMonth = (required = true) => field("startDate", "month", { required });
const endMonth = () => field("endDate", "month");

interface TypeSpec extends Omit<MaterialType, "code" | "label"> {
  code: TypeCode;
}

const type = (spec: TypeSpec): MaterialType => ({ ...spec, label: labelOf(`material.type.${spec.code}`) });

// ---------------------------------------------------------------------------------------------------------------
// The types

export const MATERIAL_TYPES: readonly MaterialType[] = [
  type({
    code: "BASIC_INFO",
    owner: "hr",
    single: true,
    importable: true,
    summary: ["name", "unitName", "currentTitle"],
    fields: [
      text("name", req),
      field("gender", "select", { dict: "comm_sex" }),
      field("birthDate", "date", req),
      field("nation", "select", { dict: "nation" }),
      field("politicalStatus", "select", { dict: "political_status" }),
      text("employeeNo", { max: 32 }),
      text("unitName"),
      select("postType", POST_TYPE_OPTIONS),
      field("postGrade", "select", { dict: "title_sub_level" }),
      text("currentTitle"),
      field("currentTitleDate", "date"),
      field("hiredDate", "date"),
      field("discipline", "select", { dict: "subjectType" }),
      text("phone", { max: 20 }),
      text("email", { max: 64 }),
    ],
  }),
  type({
    code: "EDUCATION",
    owner: "hr",
    importable: true,
    dedupField: "certificateNo",
    summary: ["school", "major", "degree"],
    fields: [
      startMonth(),
      endMonth(),
      text("school", req),
      text("country"),
      text("major"),
      field("educationLevel", "select", { dict: "education", required: true }),
      field("degree", "select", { dict: "degree" }),
      field("degreeDate", "date"),
      text("certificateNo", { max: 64 }),
      field("overseas", "boolean"),
      field("degreeCertified", "boolean"),
    ],
  }),
  type({
    code: "WORK_HISTORY",
    owner: "hr",
    summary: ["employer", "position", "startDate"],
    fields: [startMonth(), endMonth(), text("employer", req), text("position"), field("duties", "textarea")],
  }),
  type({
    code: "TITLE_HISTORY",
    owner: "hr",
    importable: true,
    summary: ["titleName", "obtainedDate"],
    fields: [
      text("titleName", req),
      select("series", SERIES_OPTIONS),
      select("level", LEVEL_OPTIONS),
      field("obtainedDate", "date", req),
      select("titleMethod", [
        opt("REVIEW", "评审", "Evaluation"),
        opt("RECOGNITION", "认定", "Recognition"),
        opt("EXAM", "考试", "Examination"),
      ]),
      text("approvalDocNo", { max: 64 }),
      field("hiredDate", "date"),
    ],
  }),
  type({
    code: "ANNUAL_APPRAISAL",
    owner: "hr",
    importable: true,
    dedupField: "year",
    summary: ["year", "result"],
    fields: [field("year", "year", req), select("result", APPRAISAL, true)],
  }),
  type({
    code: "ETHICS",
    owner: "teacher",
    importable: true,
    summary: ["year", "result"],
    fields: [
      field("year", "year", req),
      select("result", APPRAISAL, true),
      field("violation", "textarea"),
      field("sanctionEnd", "date"),
    ],
  }),
  type({
    code: "COURSE_TAUGHT",
    owner: "academic",
    importable: true,
    summary: ["term", "courseName", "hours"],
    fields: [
      text("term", { required: true, max: 20 }),
      text("courseCode", { max: 32 }),
      text("courseName", req),
      select(
        "courseLevel",
        [
          opt("UNDERGRADUATE", "本科", "Undergraduate"),
          opt("GRADUATE", "研究生", "Graduate"),
          opt("VOCATIONAL", "专科", "Vocational"),
        ],
        true,
      ),
      select("courseKind", [
        opt("THEORY", "理论课", "Lectures"),
        opt("EXPERIMENT", "实验课", "Laboratory"),
        opt("PRACTICE", "实践课", "Practice"),
      ]),
      select("teachingRole", [opt("LEAD", "主讲", "Lead teacher"), opt("ASSIST", "辅讲", "Assistant teacher")]),
      field("publicCourse", "boolean"),
      count("classes", { max: 100 }),
      count("students", { max: 10_000 }),
      count("hours", { required: true, max: 2_000, unit: HOURS }),
    ],
  }),
  type({
    code: "TEACHING_EVAL",
    owner: "academic",
    importable: true,
    summary: ["term", "courseName", "score"],
    fields: [
      text("term", { required: true, max: 20 }),
      text("courseName"),
      field("score", "number", { min: 0, max: 100 }),
      field("percentile", "number", { min: 0, max: 100 }),
      select("supervisorRating", [
        opt("EXCELLENT", "优", "Excellent"),
        opt("GOOD", "良", "Good"),
        opt("FAIR", "中", "Fair"),
        opt("POOR", "差", "Poor"),
      ]),
      select("teachingIncident", [
        opt("NONE", "无", "None"),
        opt("ORDINARY", "一般教学事故", "Minor teaching incident"),
        opt("SERIOUS", "严重教学事故", "Serious teaching incident"),
        opt("MAJOR", "重大教学事故", "Major teaching incident"),
      ]),
    ],
  }),
  type({
    code: "TEACHING_PROJECT",
    owner: "academic",
    dedupField: "projectNo",
    summary: ["projectName", "level", "role"],
    fields: [
      text("projectName", req),
      text("projectNo", { max: 64 }),
      select("level", PROJECT_LEVEL, true),
      text("source"),
      select("role", HOST_ROLE, true),
      rank(),
      startMonth(),
      endMonth(),
      count("funding", { unit: TEN_THOUSAND_YUAN }),
      select("projectStatus", PROJECT_STATUS),
    ],
  }),
  type({
    code: "TEACHING_AWARD",
    owner: "academic",
    representativeAllowed: true,
    dedupField: "certificateNo",
    summary: ["awardName", "level", "grade", "year"],
    fields: [
      text("awardName", req),
      select("level", LEVEL, true),
      select("grade", AWARD_GRADE),
      rank(),
      field("year", "year", req),
      text("issuer"),
      text("certificateNo", { max: 64 }),
    ],
  }),
  type({
    code: "TEXTBOOK",
    owner: "academic",
    representativeAllowed: true,
    dedupField: "isbn",
    summary: ["bookTitle", "publisher", "publishDate"],
    fields: [
      text("bookTitle", req),
      text("publisher", req),
      text("isbn", { max: 32 }),
      field("publishDate", "month", req),
      text("edition", { max: 20 }),
      select("editorRole", AUTHOR_OR_EDITOR, true),
      count("words", { unit: TEN_THOUSAND_CHARACTERS }),
      select("plannedTextbook", [
        opt("NATIONAL", "国家级规划教材", "National planned textbook"),
        opt("PROVINCIAL", "省部级规划教材", "Provincial planned textbook"),
        opt("NONE", "非规划教材", "Not a planned textbook"),
      ]),
    ],
  }),
  type({
    code: "COURSE_BUILDING",
    owner: "academic",
    summary: ["projectName", "level", "year"],
    fields: [
      text("projectName", req),
      select("level", LEVEL, true),
      select("role", HOST_ROLE, true),
      rank(),
      field("year", "year", req),
    ],
  }),
  type({
    code: "STUDENT_GUIDANCE",
    owner: "academic",
    summary: ["competition", "level", "grade", "year"],
    fields: [
      text("competition", req),
      select("level", LEVEL, true),
      select("grade", AWARD_GRADE),
      field("year", "year", req),
      text("studentNames"),
      select("guidanceRole", [
        opt("MAIN", "第一指导教师", "Lead supervisor"),
        opt("CO", "合作指导教师", "Co-supervisor"),
      ]),
    ],
  }),
  type({
    code: "GRADUATION_PROJECT",
    owner: "academic",
    importable: true,
    summary: ["year", "students"],
    fields: [
      field("year", "year", req),
      count("students", { required: true, max: 200 }),
      count("excellentTheses", { max: 200 }),
      text("awardNote"),
    ],
  }),
  type({
    code: "GRADUATE_SUPERVISION",
    owner: "graduate",
    importable: true,
    summary: ["studentName", "degreeType", "enrolYear"],
    fields: [
      text("studentName", req),
      select(
        "degreeType",
        [
          opt("ACADEMIC_MASTER", "学术学位硕士", "Academic master's"),
          opt("PROFESSIONAL_MASTER", "专业学位硕士", "Professional master's"),
          opt("DOCTOR", "博士", "Doctoral"),
        ],
        true,
      ),
      select(
        "supervisorRole",
        [opt("SUPERVISOR", "导师", "Supervisor"), opt("CO_SUPERVISOR", "副导师/合作导师", "Co-supervisor")],
        true,
      ),
      field("enrolYear", "year", req),
      field("graduationYear", "year"),
      text("thesisAward"),
    ],
  }),
  type({
    code: "PAPER",
    owner: "research",
    importable: true,
    representativeAllowed: true,
    dedupField: "doi",
    summary: ["paperTitle", "journal", "year"],
    fields: [
      text("paperTitle", { required: true, max: 300 }),
      text("journal", req),
      text("issn", { max: 32 }),
      field("year", "year", req),
      text("volume", { max: 20 }),
      text("issue", { max: 20 }),
      text("pages", { max: 20 }),
      text("doi", { max: 128 }),
      field("publishDate", "month"),
      select("indexing", INDEXING, true),
      select("casZone", CAS_ZONE),
      field("impactFactor", "number", { min: 0, max: 1_000 }),
      select("authorRole", AUTHOR_ROLE, true),
      rank(),
      field("schoolFirst", "boolean"),
      count("citations"),
      field("teachingResearch", "boolean"),
    ],
  }),
  type({
    code: "CLINICAL_ACHIEVEMENT",
    owner: "research",
    representativeAllowed: true,
    summary: ["clinicalKind", "achievementTitle", "year"],
    fields: [
      select(
        "clinicalKind",
        [
          opt("PAPER", "临床论文", "Clinical paper"),
          opt("PATENT", "临床专利", "Clinical patent"),
          opt("GUIDELINE", "诊疗规范/指南", "Clinical guideline"),
          opt("CASE_REPORT", "病例报告", "Case report"),
        ],
        true,
      ),
      text("achievementTitle", { required: true, max: 300 }),
      text("source"),
      field("year", "year", req),
      select("authorRole", AUTHOR_ROLE),
      rank(),
      text("registrationNo", { max: 64 }),
    ],
  }),
  type({
    code: "MONOGRAPH",
    owner: "social",
    representativeAllowed: true,
    dedupField: "isbn",
    summary: ["bookTitle", "publisher", "publishDate"],
    fields: [
      text("bookTitle", req),
      text("publisher", req),
      text("isbn", { max: 32 }),
      field("publishDate", "month", req),
      select(
        "bookKind",
        [
          opt("MONOGRAPH", "专著", "Monograph"),
          opt("EDITED", "编著", "Edited volume"),
          opt("TRANSLATION", "译著", "Translation"),
        ],
        true,
      ),
      select("editorRole", AUTHOR_OR_EDITOR, true),
      count("words", { unit: TEN_THOUSAND_CHARACTERS }),
    ],
  }),
  type({
    code: "RESEARCH_PROJECT",
    owner: "research",
    importable: true,
    representativeAllowed: true,
    dedupField: "projectNo",
    summary: ["projectName", "level", "role"],
    fields: [
      text("projectName", req),
      text("projectNo", { max: 64 }),
      select("projectSource", PROJECT_SOURCE),
      select("level", PROJECT_LEVEL, true),
      select("role", HOST_ROLE, true),
      rank(),
      startMonth(),
      endMonth(),
      count("totalFunding", { unit: TEN_THOUSAND_YUAN }),
      count("receivedFunding", { unit: TEN_THOUSAND_YUAN }),
      select("projectStatus", PROJECT_STATUS),
    ],
  }),
  type({
    code: "RESEARCH_AWARD",
    owner: "research",
    representativeAllowed: true,
    dedupField: "certificateNo",
    summary: ["awardName", "level", "grade", "year"],
    fields: [
      text("awardName", req),
      select("level", LEVEL, true),
      select("grade", AWARD_GRADE),
      field("rank", "number", { required: true, min: 1, max: 99 }),
      field("year", "year", req),
      text("issuer"),
      text("certificateNo", { max: 64 }),
    ],
  }),
  type({
    code: "PATENT",
    owner: "research",
    importable: true,
    representativeAllowed: true,
    dedupField: "patentNo",
    summary: ["patentTitle", "patentType", "patentNo"],
    fields: [
      text("patentTitle", req),
      select(
        "patentType",
        [
          opt("INVENTION", "发明专利", "Invention"),
          opt("UTILITY", "实用新型", "Utility model"),
          opt("DESIGN", "外观设计", "Design"),
        ],
        true,
      ),
      text("applicationNo", { max: 64 }),
      text("patentNo", { max: 64 }),
      field("grantDate", "date"),
      field("rank", "number", { required: true, min: 1, max: 99 }),
      text("patentee"),
      field("transferred", "boolean"),
      count("transferIncome", { unit: TEN_THOUSAND_YUAN }),
    ],
  }),
  type({
    code: "OTHER_IP",
    owner: "research",
    summary: ["ipKind", "achievementTitle", "registrationNo"],
    fields: [
      select(
        "ipKind",
        [
          opt("SOFTWARE", "软件著作权", "Software copyright"),
          opt("STANDARD", "标准", "Standard"),
          opt("VARIETY", "新品种", "New plant or animal variety"),
          opt("WORK", "作品", "Creative work"),
        ],
        true,
      ),
      text("achievementTitle", req),
      text("registrationNo", { max: 64 }),
      field("registeredDate", "date"),
      rank(),
      text("issuer"),
    ],
  }),
  type({
    code: "TECH_TRANSFER",
    owner: "research",
    summary: ["partner", "amount", "startDate"],
    fields: [
      text("contractNo", { max: 64 }),
      text("partner", req),
      count("amount", { required: true, unit: TEN_THOUSAND_YUAN }),
      count("received", { unit: TEN_THOUSAND_YUAN }),
      select("role", HOST_ROLE),
      startMonth(false),
      endMonth(),
      field("benefit", "textarea"),
    ],
  }),
  type({
    code: "POLICY_REPORT",
    owner: "social",
    representativeAllowed: true,
    summary: ["reportTitle", "adoptedBy"],
    fields: [
      text("reportTitle", req),
      text("adoptedBy", req),
      select("instructionLevel", [
        opt("NATIONAL", "国家级领导批示", "Instructed by national leaders"),
        opt("PROVINCIAL", "省部级领导批示", "Instructed by provincial leaders"),
        opt("BUREAU", "厅局级采纳", "Adopted by a bureau"),
      ]),
      field("adoptedDate", "date"),
      rank(),
    ],
  }),
  type({
    code: "CONFERENCE_TALK",
    owner: "research",
    summary: ["conference", "talkRole", "talkDate"],
    fields: [
      text("conference", req),
      select("meetingLevel", MEETING_LEVEL, true),
      select(
        "talkRole",
        [
          opt("KEYNOTE", "特邀报告", "Keynote"),
          opt("PLENARY", "大会报告", "Plenary talk"),
          opt("SESSION", "分会报告", "Session talk"),
        ],
        true,
      ),
      field("talkDate", "date", req),
      text("talkTitle", { max: 300 }),
    ],
  }),
  type({
    code: "OVERSEAS_EXPERIENCE",
    owner: "international",
    summary: ["country", "institution", "months"],
    fields: [
      text("country", req),
      text("institution", req),
      select(
        "overseasKind",
        [
          opt("VISITING", "访问学者", "Visiting scholar"),
          opt("POSTDOC", "博士后", "Postdoctoral research"),
          opt("DEGREE", "攻读学位", "Degree study"),
          opt("COOPERATION", "合作研究", "Joint research"),
        ],
        true,
      ),
      field("startDate", "date", req),
      field("endDate", "date", req),
      count("months", { required: true, max: 600, unit: MONTHS }),
      select("fundingKind", [
        opt("PUBLIC", "国家公派", "State-sponsored"),
        opt("EMPLOYER", "单位资助", "Employer-funded"),
        opt("SELF", "自费", "Self-funded"),
      ]),
    ],
  }),
  type({
    code: "DOMESTIC_EXPERIENCE",
    owner: "hr",
    summary: ["institution", "domesticKind", "months"],
    fields: [
      text("institution", req),
      select(
        "domesticKind",
        [
          opt("VISITING", "国内访学", "Domestic visiting scholar"),
          opt("POSTDOC", "博士后", "Postdoctoral research"),
          opt("INDUSTRY", "企业实践", "Industry practice"),
        ],
        true,
      ),
      field("startDate", "date", req),
      field("endDate", "date"),
      count("months", { required: true, max: 600, unit: MONTHS }),
    ],
  }),
  type({
    code: "COUNSELOR_EXPERIENCE",
    owner: "student",
    importable: true,
    summary: ["classGrade", "counselorRole", "startDate"],
    fields: [
      text("classGrade", req),
      select(
        "counselorRole",
        [opt("COUNSELOR", "辅导员", "Counsellor"), opt("HEAD_TEACHER", "班主任", "Head teacher")],
        true,
      ),
      startMonth(),
      endMonth(),
      select("result", APPRAISAL),
    ],
  }),
  type({
    code: "PUBLIC_SERVICE",
    owner: "organization",
    summary: ["serviceKind", "post", "organization"],
    fields: [
      select(
        "serviceKind",
        [
          opt("ADMIN", "行政职务", "Administrative post"),
          opt("PARTY_BRANCH", "党支部书记", "Party branch secretary"),
          opt("SECONDMENT", "挂职", "Secondment"),
          opt("AID", "援派（援疆、援藏等）", "Aid programme"),
          opt("RURAL_TEACHING", "支教", "Teaching support in rural areas"),
          opt("OTHER", "其他", "Other"),
        ],
        true,
      ),
      text("post", req),
      text("organization", req),
      startMonth(),
      endMonth(),
      field("description", "textarea"),
    ],
  }),
  type({
    code: "SOCIETY_POST",
    owner: "research",
    summary: ["organization", "post", "meetingLevel"],
    fields: [
      text("organization", req),
      select("meetingLevel", MEETING_LEVEL, true),
      text("post", req),
      startMonth(false),
      endMonth(),
    ],
  }),
  type({
    code: "HONOR_TALENT",
    owner: "hr",
    summary: ["honorName", "level", "year"],
    fields: [text("honorName", req), select("level", LEVEL, true), field("year", "year", req), text("issuer")],
  }),
  type({
    code: "CERTIFICATE",
    owner: "hr",
    dedupField: "certificateNo",
    summary: ["certificateKind", "certificateName", "certificateNo"],
    fields: [
      select(
        "certificateKind",
        [
          opt("TEACHER", "高校教师资格", "University teacher qualification"),
          opt("PROFESSIONAL", "职业资格", "Professional qualification"),
          opt("DUAL", "双师型教师", "Dual-qualified teacher"),
          opt("OTHER", "其他", "Other"),
        ],
        true,
      ),
      text("certificateName", req),
      text("certificateNo", { required: true, max: 64 }),
      text("issuer"),
      field("issuedDate", "date"),
    ],
  }),
  type({
    code: "QUALIFICATION",
    owner: "hr",
    summary: ["qualificationItem", "met"],
    fields: [
      select(
        "qualificationItem",
        [
          opt("PRE_JOB_TRAINING", "岗前培训合格", "Pre-service training passed"),
          opt("TEACHER_CERT", "取得高校教师资格", "University teacher qualification held"),
          opt("FOREIGN_LANGUAGE", "外语条件", "Foreign-language requirement"),
          opt("COMPUTER", "计算机应用能力", "Computer proficiency"),
          opt("CONTINUING_EDUCATION", "继续教育学时达标", "Continuing-education hours met"),
        ],
        true,
      ),
      field("met", "boolean", req),
      text("evidence"),
    ],
  }),
  type({
    code: "EQUIPMENT",
    owner: "academic",
    summary: ["equipmentName", "equipmentKind", "year"],
    fields: [
      text("equipmentName", req),
      select(
        "equipmentKind",
        [
          opt("DEVELOPMENT", "自制仪器设备研制", "Instrument development"),
          opt("UPGRADE", "仪器设备改造", "Instrument upgrade"),
          opt("LAB_BUILDING", "实验室建设", "Laboratory building"),
          opt("EXPERIMENT_DESIGN", "实验项目开发", "Experiment design"),
        ],
        true,
      ),
      select("role", HOST_ROLE, true),
      field("year", "year", req),
      count("amount", { unit: TEN_THOUSAND_YUAN }),
      field("description", "textarea"),
    ],
  }),
  type({
    code: "JOB_PERFORMANCE",
    owner: UNIT_OWNER,
    summary: ["performanceKind", "achievementTitle", "year"],
    fields: [
      field("year", "year", req),
      select(
        "performanceKind",
        [opt("DUTY", "岗位职责履行", "Duties of the post"), opt("HIGHLIGHT", "工作亮点", "Highlight of the work")],
        true,
      ),
      text("achievementTitle", req),
      field("description", "textarea", req),
    ],
  }),
  type({
    code: "OTHER_ACHIEVEMENT",
    owner: UNIT_OWNER,
    summary: ["achievementTitle", "level", "year"],
    fields: [
      text("achievementTitle", req),
      field("year", "year"),
      select("level", LEVEL),
      field("description", "textarea"),
    ],
  }),
  type({
    code: "REPRESENTATIVE_WORK",
    owner: "hr",
    summary: ["workTitle", "contribution"],
    fields: [
      text("workTitle", { required: true, max: 300 }),
      text("refItemId", { max: 64 }),
      field("contribution", "textarea", { required: true, max: 500 }),
      field("abstract", "textarea", { max: 2_000 }),
    ],
  }),
  type({
    code: "EXCEPTION_BASIS",
    owner: "hr",
    single: true,
    summary: ["exceptionClause"],
    fields: [text("exceptionClause", req), field("achievements", "textarea", req)],
  }),
  type({
    code: "EXCEPTION_RECOMMENDATION",
    owner: "hr",
    summary: ["recommenderName", "recommenderTitle", "institution"],
    fields: [
      text("recommenderName", req),
      text("recommenderTitle", req),
      text("institution", req),
      field("opinion", "textarea", req),
    ],
  }),
  type({
    code: "SELF_SUMMARY",
    owner: UNIT_OWNER,
    single: true,
    summary: ["summaryText"],
    fields: [
      field("summaryText", "textarea", { required: true, max: 3_000 }),
      field("teachingSummary", "textarea"),
      field("researchSummary", "textarea"),
      field("serviceSummary", "textarea"),
    ],
  }),
  type({
    code: "EPIDEMIC_FRONTLINE",
    owner: "hr",
    importable: true,
    summary: ["frontlineRole", "startDate"],
    fields: [
      field("startDate", "date", req),
      field("endDate", "date"),
      text("frontlineRole", req),
      text("certifyingOrg"),
    ],
  }),
];

export const MATERIAL_TYPE_CODES = MATERIAL_TYPES.map((t) => t.code) as [TypeCode, ...TypeCode[]];
export type MaterialTypeCode = TypeCode;
export const materialTypeCodeSchema = z.enum(MATERIAL_TYPE_CODES, "material.v.typeInvalid");

const BY_CODE = new Map(MATERIAL_TYPES.map((t) => [t.code, t]));

export function materialType(code: string): MaterialType | undefined {
  return BY_CODE.get(code);
}

export const isMaterialTypeCode = (code: string): code is MaterialTypeCode => BY_CODE.has(code);

/**
 * Returned items' comments (a decision's notes, machine ReturnNote), one line each, each led by its material type's
 * name in the reader's language.
 */
export function materialNotesText(
  notes: readonly { materialType: string; comment: string }[],
  lang: "zh" | "en",
): string {
  const colon = lang === "zh" ? "：" : ": ";
  return notes
    .map((n) => `${materialType(n.materialType)?.label[lang] ?? n.materialType}${colon}${n.comment}`)
    .join("\n");
}

// ---------------------------------------------------------------------------------------------------------------
// Payload schemas

const TEXT_MAX = 200;
const TEXTAREA_MAX = 2_000;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A blank form value is an absent one: optional fields are left out of the payload. */
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;

function validDate(value: string): boolean {
  const [y, m, d] = value.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A missing value of a required field says "required"; a present one of the wrong kind says what it should be. */
const expecting = (key: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? "material.v.required" : key;

function fieldSchema(f: MaterialField): z.ZodType {
  let schema: z.ZodType;
  switch (f.kind) {
    case "text":
    case "textarea":
      schema = z
        .string({ error: expecting("material.v.text") })
        .trim()
        .max(f.max ?? (f.kind === "text" ? TEXT_MAX : TEXTAREA_MAX), "material.v.tooLong");
      break;
    case "number":
      schema = z.preprocess(
        (value) => (typeof value === "string" ? Number(value) : value),
        z
          .number({ error: expecting("material.v.number") })
          .refine(Number.isFinite, "material.v.number")
          .refine((n) => f.min === undefined || n >= f.min, "material.v.tooSmall")
          .refine((n) => f.max === undefined || n <= f.max, "material.v.tooLarge"),
      );
      break;
    case "date":
      schema = z
        .string({ error: expecting("material.v.date") })
        .regex(DATE, "material.v.date")
        .refine(validDate, "material.v.date");
      break;
    case "month":
      schema = z.string({ error: expecting("material.v.month") }).regex(MONTH, "material.v.month");
      break;
    case "year":
      schema = z.preprocess(
        (value) => (typeof value === "string" && /^\d{4}$/.test(value) ? Number(value) : value),
        z
          .number({ error: expecting("material.v.year") })
          .int("material.v.year")
          .min(1900, "material.v.year")
          .max(2100, "material.v.year"),
      );
      break;
    case "select":
      schema = f.options
        ? z.enum(f.options.map((o) => o.value) as [string, ...string[]], { error: expecting("material.v.option") })
        : z.string({ error: expecting("material.v.option") }).max(64, "material.v.option");
      break;
    case "boolean":
      schema = z.boolean({ error: expecting("material.v.boolean") });
      break;
  }
  // a blank value is an absent one: required fields then say so, optional ones are left out
  return z.preprocess(blankToUndefined, f.required ? schema : schema.optional());
}

/** Periods: an end before its start is refused on the end field. */
const PERIODS: readonly [start: string, end: string][] = [["startDate", "endDate"]];

const schemaCache = new Map<string, z.ZodObject>();

/** The payload schema of a material type, built from its fields; issue messages are message keys. */
export function materialPayloadSchema(code: MaterialTypeCode): z.ZodObject {
  const cached = schemaCache.get(code);
  if (cached) return cached;
  const type = BY_CODE.get(code);
  if (!type) throw new Error(`unknown material type ${code}`);
  const shape = Object.fromEntries(type.fields.map((f) => [f.name, fieldSchema(f)]));
  const names = new Set(type.fields.map((f) => f.name));
  const schema = z.object(shape).superRefine((payload, ctx) => {
    for (const [start, end] of PERIODS) {
      if (!names.has(start) || !names.has(end)) continue;
      const from = payload[start];
      const to = payload[end];
      if (typeof from === "string" && typeof to === "string" && to < from) {
        ctx.addIssue({ code: "custom", path: [end], message: "material.v.endBeforeStart" });
      }
    }
  }) as unknown as z.ZodObject;
  schemaCache.set(code, schema);
  return schema;
}

// ---------------------------------------------------------------------------------------------------------------
// Display

/** A payload value as text: option labels, yes/no, units. */
export function formatFieldValue(f: MaterialField, value: unknown, lang: "zh" | "en"): string {
  if (value === undefined || value === null || value === "") return "";
  if (f.kind === "boolean") return labelOf(value ? "material.yes" : "material.no")[lang];
  if (f.options) {
    const option = f.options.find((o) => o.value === String(value));
    if (option) return option[lang];
  }
  const shown = String(value);
  return f.unit ? `${shown} ${f.unit[lang]}` : shown;
}

/** One line for lists: "学术论文：题目，《期刊》，2024" / "Academic papers: Title, Journal, 2024". */
export function materialSummary(code: string, payload: Record<string, unknown>, lang: "zh" | "en"): string {
  const type = BY_CODE.get(code);
  if (!type) return code;
  const parts = type.summary.flatMap((name) => {
    const f = type.fields.find((candidate) => candidate.name === name);
    const shown = f ? formatFieldValue(f, payload[name], lang) : "";
    if (!shown) return [];
    return [name === "journal" && lang === "zh" ? `《${shown}》` : shown];
  });
  if (parts.length === 0) return type.label[lang];
  return lang === "zh" ? `${type.label.zh}：${parts.join("，")}` : `${type.label.en}: ${parts.join(", ")}`;
}
