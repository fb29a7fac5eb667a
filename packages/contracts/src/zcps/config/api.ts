import { z } from "zod";
import type { MessageKey } from "../../messages";
import { idSchema, pageQuerySchema } from "../../validation";
import { PIPELINE_STAGES, type PipelineStage, type PipelineStep, pipelineSchema } from "../machine/index";

/**
 * The title-evaluation configuration pages on the wire: projects and their batches (/zcps/projectTime) with the
 * holiday calendar, typed system settings (/zcps/sysConfig), field help (/zcps/fieldHelp) and the A3 review-table
 * layouts (/zcps/tableSetting). Validation messages are message keys (messages-config.ts).
 */

const m = (key: MessageKey) => key;
const id = idSchema;
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, m("v.tooLong"))
    .nullish()
    .transform((v) => (v ? v : null));
const orderNum = z.coerce
  .number(m("v.orderNum"))
  .int(m("v.orderNum"))
  .min(0, m("v.orderNum"))
  .max(9999, m("v.orderNum"))
  .default(0);
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A YYYY-MM-DD that names a real day (2026-02-30 does not). */
const isCalendarDate = (text: string) => {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};
/** A YYYY-MM-DD naming a real day, refused with `key`. */
export const isoDate = (key: MessageKey) => z.string(key).regex(DATE, key).refine(isCalendarDate, key);
const instant = z.iso.datetime({ offset: true, message: m("config.dateInvalid") });

// ---------------------------------------------------------------------------------------------------------------
// Projects and batches

export const PROJECT_LIMITS = { name: 50, nameEn: 100, description: 500 } as const;

export const projectInputSchema = z.object({
  name: z.string(m("v.labelRequired")).trim().min(1, m("v.labelRequired")).max(PROJECT_LIMITS.name, m("v.tooLong")),
  nameEn: optionalText(PROJECT_LIMITS.nameEn),
  year: z.coerce
    .number(m("config.yearInvalid"))
    .int(m("config.yearInvalid"))
    .min(2000, m("config.yearInvalid"))
    .max(2100, m("config.yearInvalid")),
  enabled: z.boolean().default(true),
  orderNum,
});
export type ProjectInput = z.input<typeof projectInputSchema>;

export const projectPageQuerySchema = pageQuerySchema.extend({
  name: z.string().trim().max(50).optional(),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  enabled: z.enum(["true", "false"]).optional(),
});

export interface ProjectRow {
  id: string;
  name: string;
  nameEn: string | null;
  year: number;
  enabled: boolean;
  orderNum: number;
  batchCount: number;
  /** the caller's current project (top bar) */
  current: boolean;
}

export const BATCH_KINDS = ["normal", "green", "special"] as const;
export type BatchKind = (typeof BATCH_KINDS)[number];
export const BATCH_STATUSES = ["DRAFT", "PUBLISHED", "CLOSED", "ARCHIVED"] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];
/** The lifecycle actions of a batch and the status each starts from. */
export const BATCH_ACTIONS = { publish: "DRAFT", close: "PUBLISHED", archive: "CLOSED" } as const;
export type BatchAction = keyof typeof BATCH_ACTIONS;

/** Publicity lasts at least five working days (人社部令第40号); the batch may ask for more. */
export const MIN_PUBLICITY_WORKING_DAYS = 5;

const stage = z.enum(PIPELINE_STAGES, m("config.stageUnknown"));

const windowSchema = z
  .object({ stage, startsAt: instant.nullish(), endsAt: instant.nullish() })
  .transform((w) => ({ stage: w.stage, startsAt: w.startsAt ?? null, endsAt: w.endsAt ?? null }))
  .refine((w) => !w.startsAt || !w.endsAt || w.startsAt < w.endsAt, m("config.windowOrder"));

export const batchInputSchema = z
  .object({
    projectId: id,
    name: z.string(m("v.labelRequired")).trim().min(1, m("v.labelRequired")).max(PROJECT_LIMITS.name, m("v.tooLong")),
    nameEn: optionalText(PROJECT_LIMITS.nameEn),
    kind: z.enum(BATCH_KINDS, m("config.kindRequired")),
    enabled: z.boolean().default(true),
    orderNum,
    /** the declaration window */
    startsAt: instant.nullish().transform((v) => v ?? null),
    endsAt: instant.nullish().transform((v) => v ?? null),
    /** absent: the default pipeline (new batch) or the stored one (edit); likewise the day counts (settings) */
    pipeline: pipelineSchema.refine((steps) => steps.some((s) => s.enabled), m("config.pipelineEmpty")).optional(),
    windows: z.array(windowSchema).max(PIPELINE_STAGES.length).default([]),
    cutoffDate: isoDate(m("config.dateInvalid"))
      .nullish()
      .transform((v) => v ?? null),
    publicityDays: z.coerce
      .number(m("config.publicityDaysMin"))
      .int(m("config.publicityDaysMin"))
      .min(MIN_PUBLICITY_WORKING_DAYS, m("config.publicityDaysMin"))
      .max(60, m("config.daysTooMany"))
      .optional(),
    appealDays: z.coerce
      .number(m("config.appealDaysMin"))
      .int(m("config.appealDaysMin"))
      .min(1, m("config.appealDaysMin"))
      .max(60, m("config.daysTooMany"))
      .optional(),
    description: optionalText(PROJECT_LIMITS.description),
  })
  .refine((b) => !b.startsAt || !b.endsAt || b.startsAt < b.endsAt, {
    message: m("config.windowOrder"),
    path: ["endsAt"],
  })
  .refine((b) => new Set(b.windows.map((w) => w.stage)).size === b.windows.length, {
    message: m("config.windowDuplicate"),
    path: ["windows"],
  });
export type BatchInput = z.input<typeof batchInputSchema>;

export const batchPageQuerySchema = pageQuerySchema.extend({
  /** absent: the caller's current project */
  projectId: id.optional(),
  name: z.string().trim().max(50).optional(),
  kind: z.enum(BATCH_KINDS).optional(),
  status: z.enum(BATCH_STATUSES).optional(),
});

export interface StageWindow {
  stage: PipelineStage;
  startsAt: string | null;
  endsAt: string | null;
}

export interface BatchRow {
  id: string;
  projectId: string;
  name: string;
  nameEn: string | null;
  kind: BatchKind;
  enabled: boolean;
  orderNum: number;
  status: BatchStatus;
  startsAt: string | null;
  endsAt: string | null;
  pipeline: PipelineStep[];
  windows: StageWindow[];
  cutoffDate: string | null;
  publicityDays: number;
  appealDays: number;
  description: string | null;
  publishedAt: string | null;
  /** rows of batch_titles: publishing needs at least one */
  titleCount: number;
  declarationCount: number;
}

// ---------------------------------------------------------------------------------------------------------------
// Holiday calendar

export const holidayYearQuerySchema = z.object({
  year: z.coerce.number().int().min(2000).max(2100),
});

export const holidayInputSchema = z.object({
  day: isoDate(m("config.dateInvalid")),
  working: z.boolean(),
  name: z
    .string(m("config.holidayNameRequired"))
    .trim()
    .min(1, m("config.holidayNameRequired"))
    .max(50, m("v.tooLong")),
  nameEn: optionalText(100),
});
export type HolidayInput = z.input<typeof holidayInputSchema>;

export const workingDaysQuerySchema = z.object({
  start: isoDate(m("config.dateInvalid")),
  days: z.coerce
    .number(m("config.workingDaysInvalid"))
    .int(m("config.workingDaysInvalid"))
    .min(1, m("config.workingDaysInvalid"))
    .max(366, m("config.workingDaysInvalid")),
});

export interface HolidayRow {
  day: string;
  working: boolean;
  name: string;
  nameEn: string | null;
}

export interface WorkingDaysAnswer {
  start: string;
  days: number;
  end: string;
}

// ---------------------------------------------------------------------------------------------------------------
// System settings (sysConfig)

export const SETTING_GROUPS = ["publicity", "peer", "committee", "declaration"] as const;
export type SettingGroup = (typeof SETTING_GROUPS)[number];

/** Pass and quorum rules as fractions: "2/3" means at least two thirds. */
export const RATIO_OPTIONS = ["1/2", "3/5", "2/3", "3/4"] as const;

type Text = { zh: string; en: string };
interface SettingBase {
  group: SettingGroup;
  label: Text;
  help: Text;
}
export type SettingDef = SettingBase &
  (
    | { type: "number"; default: number; min: number; max: number }
    | { type: "boolean"; default: boolean }
    | { type: "string"; default: string; max: number }
    | { type: "enum"; default: string; options: readonly string[] }
    | { type: "json"; default: readonly ListEntry[] }
  );

/** An entry of a list setting: one text for both languages, or its Chinese and English wording. */
export type ListEntry = string | Text;

const t = (zh: string, en: string): Text => ({ zh, en });

/**
 * Every system setting with its type, default and bounds. The table zcps_settings keeps only the values a tenant
 * changed; `readSettings` on the server fills in the rest from here.
 */
export const SETTING_DEFS = {
  publicityWorkingDays: {
    group: "publicity",
    type: "number",
    default: 5,
    min: MIN_PUBLICITY_WORKING_DAYS,
    max: 30,
    label: t("默认公示工作日数", "Default publicity working days"),
    help: t("新批次的公示期长度；不得少于 5 个工作日", "Publicity length of a new batch; at least 5 working days"),
  },
  appealWorkingDays: {
    group: "publicity",
    type: "number",
    default: 5,
    min: 1,
    max: 30,
    label: t("申诉期工作日数", "Appeal window (working days)"),
    help: t("结果公布后可提出申诉的工作日数", "Working days after a result during which an appeal may be filed"),
  },
  appealHandlingDays: {
    group: "publicity",
    type: "number",
    default: 15,
    min: 5,
    max: 30,
    label: t("申诉处理期限（工作日）", "Appeal handling deadline (working days)"),
    help: t(
      "人事处须在收到申诉后的该工作日数内作出处理；申诉的提出期限为批次的申诉天数",
      "The personnel office decides an appeal within this many working days; appeals are filed within the batch's appeal days",
    ),
  },
  peerExpertsFullSenior: {
    group: "peer",
    type: "number",
    default: 5,
    min: 1,
    max: 15,
    label: t("正高级每人送审专家数", "Peer experts per full-senior declarant"),
    help: t("每位正高级申报人分配的同行评议专家人数", "Experts allocated to each full-senior declarant"),
  },
  peerExpertsAssocSenior: {
    group: "peer",
    type: "number",
    default: 3,
    min: 1,
    max: 15,
    label: t("副高级每人送审专家数", "Peer experts per associate-senior declarant"),
    help: t("每位副高级申报人分配的同行评议专家人数", "Experts allocated to each associate-senior declarant"),
  },
  peerExternalMinFullSenior: {
    group: "peer",
    type: "number",
    default: 3,
    min: 0,
    max: 15,
    label: t("正高级校外专家最少人数", "Minimum external experts (full senior)"),
    help: t("正高级送审专家中校外专家的最少人数", "Of a full-senior declarant's experts, how many are external"),
  },
  peerMaxPerInstitution: {
    group: "peer",
    type: "number",
    default: 1,
    min: 1,
    max: 5,
    label: t("同一单位专家上限", "Experts per institution (max)"),
    help: t("同一申报人来自同一单位的专家最多人数", "At most this many of a declarant's experts from one institution"),
  },
  peerReplyDays: {
    group: "peer",
    type: "number",
    default: 7,
    min: 1,
    max: 30,
    label: t("专家邀请回复期限（天）", "Invitation reply deadline (days)"),
    help: t("专家须在此期限内接受或谢绝邀请", "Experts accept or decline an invitation within this many days"),
  },
  expertLoadCap: {
    group: "peer",
    type: "number",
    default: 10,
    min: 1,
    max: 100,
    label: t("每位专家评审上限", "Expert load cap"),
    help: t("一位专家在一个批次中最多评审的申报人数", "Declarants one expert reviews at most in a batch"),
  },
  peerPassRatio: {
    group: "peer",
    type: "enum",
    default: "2/3",
    options: RATIO_OPTIONS,
    label: t("同行评议通过比例", "Peer-review pass ratio"),
    help: t("同意意见不少于有效意见的该比例（向上取整）", "Agreeing opinions ≥ this share of valid ones (rounded up)"),
  },
  committeePassRatio: {
    group: "committee",
    type: "enum",
    default: "2/3",
    options: RATIO_OPTIONS,
    label: t("评委会通过比例", "Committee pass ratio"),
    help: t("同意票不少于出席委员的该比例", "Agree votes ≥ this share of attending members"),
  },
  committeeQuorumRatio: {
    group: "committee",
    type: "enum",
    default: "2/3",
    options: RATIO_OPTIONS,
    label: t("评委会出席比例", "Committee quorum ratio"),
    help: t("出席委员不少于全体委员的该比例方可投票", "Attending members ≥ this share of all members to vote"),
  },
  professorPassRatio: {
    group: "committee",
    type: "enum",
    default: "1/2",
    options: RATIO_OPTIONS,
    label: t("教授委员会推荐比例", "Professor committee: recommendation share"),
    help: t(
      "推荐票须超过全体委员的该比例（1/2 即过半数）；提交推荐意见的委员不少于全体委员的 2/3 方可确认结果",
      "Recommendations must be more than this share of all members (1/2: a majority); a result is confirmed once at least 2/3 of the members have submitted",
    ),
  },
  professorMaterialTypes: {
    group: "committee",
    type: "json",
    default: [],
    label: t("教授委员会可查阅的材料类型", "Material types the professor committee reads"),
    help: t(
      '材料类型代码的 JSON 数组，如 ["PAPER","PROJECT"]；为空时可查阅全部材料',
      'A JSON array of material type codes, e.g. ["PAPER","PROJECT"]; empty: every type',
    ),
  },
  allowSubmitWithWarnings: {
    group: "declaration",
    type: "boolean",
    default: false,
    label: t("允许带警告提交", "Allow submission with warnings"),
    help: t("申报条件预检未通过时仍允许提交", "Declarants may submit although a pre-check rule fails"),
  },
  unitLeaderSignature: {
    group: "declaration",
    type: "boolean",
    default: false,
    label: t("单位负责人二次审批", "Unit leader signs second"),
    help: t(
      "单位管理员签署审核意见后，由单位负责人审批通过",
      "The unit administrator signs first; the unit leader's approval moves the declaration",
    ),
  },
  attachmentMaxMb: {
    group: "declaration",
    type: "number",
    default: 20,
    min: 1,
    max: 200,
    label: t("附件大小上限（MB）", "Attachment size limit (MB)"),
    help: t("单个附件允许的最大大小", "The largest file one attachment may be"),
  },
  representativeWorksFull: {
    group: "declaration",
    type: "number",
    default: 3,
    min: 1,
    max: 10,
    label: t("正高级代表作数量", "Representative works (full senior)"),
    help: t("正高级申报人须提交的代表作数量", "Representative works a full-senior declarant submits"),
  },
  representativeWorksAssoc: {
    group: "declaration",
    type: "number",
    default: 2,
    min: 1,
    max: 10,
    label: t("副高级代表作数量", "Representative works (associate senior)"),
    help: t("副高级申报人须提交的代表作数量", "Representative works an associate-senior declarant submits"),
  },
  selfSummaryMaxChars: {
    group: "declaration",
    type: "number",
    default: 3000,
    min: 200,
    max: 20000,
    label: t("个人述职字数上限", "Self-summary length limit (characters)"),
    help: t("个人综述（述职报告）允许的最大字数", "The longest self-summary a declarant may write"),
  },
  departmentReviewDays: {
    group: "declaration",
    type: "number",
    default: 5,
    min: 1,
    max: 60,
    label: t("职能部门核查时限（工作日）", "Department verification time limit (working days)"),
    help: t(
      "材料分配给审核人后超过该工作日数未核查即为逾期，可在督办页面催办",
      "An item assigned and undecided for longer is overdue; the supervision page reminds its reviewer",
    ),
  },
  formalAuditReturnDays: {
    group: "declaration",
    type: "number",
    default: 3,
    min: 1,
    max: 30,
    label: t("退回整改期限（工作日）", "Days to correct a return (working days)"),
    help: t(
      "形式审查或综合审核退回申报人或单位后，须在该工作日数内整改，逾期按放弃申报处理",
      "After the formal audit or the synthesis review returns a declaration, it is corrected within this many working days or counts as withdrawn",
    ),
  },
  formalAuditLeaderConfirms: {
    group: "declaration",
    type: "boolean",
    default: false,
    label: t("形式审查须组长确认", "Formal audit: the leader confirms"),
    help: t(
      "开启后，组员只记录审核意见，由组长确认提交小组结论；关闭时任一组员即可提交",
      "On: members record their checks and the team leader submits the team's decision; off: any member's decision stands",
    ),
  },
  synthesisLeaderConfirms: {
    group: "declaration",
    type: "boolean",
    default: false,
    label: t("综合审核须组长确认", "Synthesis review: the leader confirms"),
    help: t(
      "开启后，组员只记录审核意见，由组长确认提交小组结论；关闭时任一组员即可提交",
      "On: members record their checks and the team leader submits the team's decision; off: any member's decision stands",
    ),
  },
  formalAuditChecklist: {
    group: "declaration",
    type: "json",
    default: [
      t("申报材料齐全、签字盖章完整", "The materials are complete, signed and stamped"),
      t("现任职务与申报职称衔接", "The current post leads to the title declared"),
      t("学历学位及资格证书有效", "Degrees and certificates are valid"),
      t("任现职年限符合要求", "The years in the current title meet the requirement"),
      t("年度考核结果符合要求", "The annual appraisals meet the requirement"),
    ],
    label: t("形式审查要点", "Formal-audit checklist"),
    help: t(
      '形式审查小组逐项确认的要点，JSON 数组：每项为一段文字，或中英文各一段，如 {"zh":"学历有效","en":"Degree valid"}',
      'The points a formal-audit team confirms, a JSON array: each a text, or its two wordings, e.g. {"zh":"学历有效","en":"Degree valid"}',
    ),
  },
  a3TableTitle: {
    group: "declaration",
    type: "string",
    default: "专业技术职务评审表",
    max: 50,
    label: t("评审表标题", "Review-table heading"),
    help: t("A3 评审表默认标题，可在评审表设置中按系列覆盖", "Default heading of the A3 table; layouts may override"),
  },
  peerDeclineReasons: {
    group: "peer",
    type: "json",
    default: ["与申报人存在利害关系", "研究方向不符", "时间冲突"],
    label: t("专家谢绝理由选项", "Reasons an expert may decline"),
    help: t('JSON 字符串数组，如 ["研究方向不符"]', 'A JSON array of strings, e.g. ["Outside my field"]'),
  },
} as const satisfies Record<string, SettingDef>;

export type SettingKey = keyof typeof SETTING_DEFS;
export const SETTING_KEYS = Object.keys(SETTING_DEFS) as SettingKey[];

type ValueOf<D> = D extends { type: "number" }
  ? number
  : D extends { type: "boolean" }
    ? boolean
    : D extends { type: "enum"; options: readonly (infer O)[] }
      ? O
      : D extends { type: "json" }
        ? ListEntry[]
        : string;
/** Every setting with its typed value: what the server's readSettings returns. */
export type Settings = { -readonly [K in SettingKey]: ValueOf<(typeof SETTING_DEFS)[K]> };

export const DEFAULT_SETTINGS = Object.fromEntries(
  SETTING_KEYS.map((key) => [key, structuredClone(SETTING_DEFS[key].default)]),
) as unknown as Settings;

/** The schema one setting's value must pass; the messages name the bound that failed. */
export function settingValueSchema(key: SettingKey): z.ZodType {
  const def: SettingDef = SETTING_DEFS[key];
  switch (def.type) {
    case "number":
      return z
        .number(m("config.settingNumber"))
        .int(m("config.settingInteger"))
        .min(def.min, m("config.settingRange"))
        .max(def.max, m("config.settingRange"));
    case "boolean":
      return z.boolean(m("config.settingBoolean"));
    case "string":
      return z.string(m("config.settingString")).trim().max(def.max, m("v.tooLong"));
    case "enum":
      return z.enum(def.options as [string, ...string[]], m("config.settingOption"));
    case "json": {
      const text = z.string(m("config.settingJson")).trim().min(1, m("config.settingJson")).max(100, m("v.tooLong"));
      return z
        .array(z.union([text, z.object({ zh: text, en: text }).strict()], m("config.settingJson")), {
          message: m("config.settingJson"),
        })
        .max(50, m("v.tooLong"));
    }
  }
}

/** A saved form: only the keys sent change; a value equal to the default is stored as "no override". */
export const settingsUpdateSchema = z.object({
  values: z.record(z.string(), z.unknown()),
});

export interface SettingView {
  key: SettingKey;
  def: SettingDef;
  value: unknown;
  /** the tenant changed it: a reset is possible */
  overridden: boolean;
  updatedAt: string | null;
}

/** "2/3" → {numerator 2, denominator 3}, for the pass and quorum rules. */
export function parseRatio(ratio: string): { numerator: number; denominator: number } {
  const [numerator, denominator] = ratio.split("/").map(Number);
  return { numerator: numerator ?? 0, denominator: denominator || 1 };
}

// ---------------------------------------------------------------------------------------------------------------
// Field help

export const FIELD_HELP_LIMITS = { text: 1000 } as const;

export const fieldHelpInputSchema = z.object({
  materialType: z.string(m("config.materialTypeRequired")).min(1, m("config.materialTypeRequired")).max(64),
  field: z.string(m("config.fieldRequired")).min(1, m("config.fieldRequired")).max(64),
  text: z
    .string(m("config.helpTextRequired"))
    .trim()
    .min(1, m("config.helpTextRequired"))
    .max(FIELD_HELP_LIMITS.text, m("v.tooLong")),
  textEn: optionalText(FIELD_HELP_LIMITS.text),
});
export type FieldHelpInput = z.input<typeof fieldHelpInputSchema>;

export const fieldHelpPageQuerySchema = pageQuerySchema.extend({
  materialType: z.string().max(64).optional(),
  keyword: z.string().trim().max(50).optional(),
});

export interface FieldHelpRow {
  id: string;
  materialType: string;
  field: string;
  text: string;
  textEn: string | null;
  updatedAt: string;
}

// ---------------------------------------------------------------------------------------------------------------
// A3 review-table layouts (tableSetting)

/** The sections an A3 review table can print, in their default order. */
export const TABLE_SECTIONS = {
  basicInfo: t("基本信息", "Basic information"),
  education: t("学习经历", "Education"),
  workHistory: t("工作经历", "Work history"),
  teaching: t("教学工作", "Teaching"),
  research: t("科研工作", "Research"),
  representativeWorks: t("代表作", "Representative works"),
  selfSummary: t("个人述职", "Self-summary"),
  unitOpinion: t("单位意见", "Unit opinion"),
  departmentVerification: t("职能部门审核意见", "Department verification"),
  voteFigures: t("各阶段表决情况", "Vote figures by stage"),
  committeeOpinion: t("评委会意见", "Committee opinion"),
} as const;
export type TableSection = keyof typeof TABLE_SECTIONS;
export const TABLE_SECTION_KEYS = Object.keys(TABLE_SECTIONS) as TableSection[];

/** The pipeline stages that produce vote figures a table may print. */
export const VOTE_STAGES: readonly PipelineStage[] = [
  "UNIT_RECOMMENDATION",
  "PEER_REVIEW",
  "PROFESSOR_COMMITTEE",
  "SENIOR_COMMITTEE",
];

export const tableLayoutSchema = z.object({
  seriesCode: z.string(m("config.seriesRequired")).min(1, m("config.seriesRequired")).max(32),
  level: z.string(m("config.levelRequired")).min(1, m("config.levelRequired")).max(32),
  title: z.string(m("v.titleRequired")).trim().min(1, m("v.titleRequired")).max(60, m("v.tooLong")),
  sections: z
    .array(z.object({ section: z.enum(TABLE_SECTION_KEYS as [TableSection, ...TableSection[]]), enabled: z.boolean() }))
    .min(1, m("config.sectionsEmpty"))
    .refine((list) => new Set(list.map((s) => s.section)).size === list.length, m("config.sectionsDuplicate"))
    .refine((list) => list.some((s) => s.enabled), m("config.sectionsEmpty")),
  voteStages: z
    .array(z.enum(VOTE_STAGES as [PipelineStage, ...PipelineStage[]], m("config.stageUnknown")))
    .refine((list) => new Set(list).size === list.length, m("config.sectionsDuplicate"))
    .default([]),
});
export type TableLayoutInput = z.input<typeof tableLayoutSchema>;

export const tableLayoutPageQuerySchema = pageQuerySchema.extend({
  seriesCode: z.string().max(32).optional(),
  level: z.string().max(32).optional(),
});

export interface TableLayoutRow {
  id: string;
  seriesCode: string;
  level: string;
  title: string;
  sections: { section: TableSection; enabled: boolean }[];
  voteStages: string[];
  updatedAt: string;
}

/** Every section, in the default order, all printed: a new layout starts here. */
export const DEFAULT_TABLE_SECTIONS = TABLE_SECTION_KEYS.map((section) => ({ section, enabled: true }));
