import { z } from "zod";

/**
 * The default title catalogue (reference 1.1–1.4): series, levels, titles, tracks, declaration methods, post types
 * and the post restriction table. The seed copies it into each tenant's tables, where the catalogue pages edit it;
 * code keys on the codes, never on the names.
 */

export interface Bilingual {
  zh: string;
  en: string;
}

export const TITLE_LEVELS = ["JUNIOR", "INTERMEDIATE", "ASSOC_SENIOR", "FULL_SENIOR"] as const;
export type TitleLevel = (typeof TITLE_LEVELS)[number];
export const titleLevelSchema = z.enum(TITLE_LEVELS, "decl.levelInvalid");

export const TITLE_LEVEL_LABELS: Readonly<Record<TitleLevel, Bilingual>> = {
  JUNIOR: { zh: "初级", en: "Junior" },
  INTERMEDIATE: { zh: "中级", en: "Intermediate" },
  ASSOC_SENIOR: { zh: "副高级", en: "Associate senior" },
  FULL_SENIOR: { zh: "正高级", en: "Full senior" },
};

export const SERIES_CODES = [
  "TEACHER",
  "RESEARCH",
  "EXPERIMENT",
  "ENGINEERING",
  "LIBRARY",
  "ARCHIVES",
  "PUBLISHING",
  "IDEOLOGICAL",
] as const;
export type SeriesCode = (typeof SERIES_CODES)[number];
export const seriesCodeSchema = z.enum(SERIES_CODES, "decl.seriesInvalid");

export interface TitleSeries {
  code: SeriesCode;
  label: Bilingual;
}

export const TITLE_SERIES: readonly TitleSeries[] = [
  { code: "TEACHER", label: { zh: "高校教师", en: "University teachers" } },
  { code: "RESEARCH", label: { zh: "研究（自然科学/社会科学）", en: "Research (natural and social sciences)" } },
  { code: "EXPERIMENT", label: { zh: "实验技术", en: "Laboratory technology" } },
  { code: "ENGINEERING", label: { zh: "工程技术", en: "Engineering" } },
  { code: "LIBRARY", label: { zh: "图书资料", en: "Library and information" } },
  { code: "ARCHIVES", label: { zh: "档案", en: "Archives" } },
  { code: "PUBLISHING", label: { zh: "出版（编辑）", en: "Publishing (editing)" } },
  { code: "IDEOLOGICAL", label: { zh: "思想政治教育", en: "Ideological and political education" } },
];

export interface Title {
  code: string;
  series: SeriesCode;
  level: TitleLevel;
  label: Bilingual;
}

const title = (code: string, series: SeriesCode, level: TitleLevel, zh: string, en: string): Title => ({
  code,
  series,
  level,
  label: { zh, en },
});

/** One title per series and level; 初级 is the 助理级 title where a series splits it. */
export const TITLES: readonly Title[] = [
  title("TEACHING_ASSISTANT", "TEACHER", "JUNIOR", "助教", "Teaching Assistant"),
  title("LECTURER", "TEACHER", "INTERMEDIATE", "讲师", "Lecturer"),
  title("ASSOCIATE_PROFESSOR", "TEACHER", "ASSOC_SENIOR", "副教授", "Associate Professor"),
  title("PROFESSOR", "TEACHER", "FULL_SENIOR", "教授", "Professor"),
  title("RESEARCH_INTERN", "RESEARCH", "JUNIOR", "研究实习员", "Research Intern"),
  title("ASSISTANT_RESEARCHER", "RESEARCH", "INTERMEDIATE", "助理研究员", "Assistant Research Fellow"),
  title("ASSOCIATE_RESEARCHER", "RESEARCH", "ASSOC_SENIOR", "副研究员", "Associate Research Fellow"),
  title("RESEARCHER", "RESEARCH", "FULL_SENIOR", "研究员", "Research Fellow"),
  title("ASSISTANT_EXPERIMENTALIST", "EXPERIMENT", "JUNIOR", "助理实验师", "Assistant Experimentalist"),
  title("EXPERIMENTALIST", "EXPERIMENT", "INTERMEDIATE", "实验师", "Experimentalist"),
  title("SENIOR_EXPERIMENTALIST", "EXPERIMENT", "ASSOC_SENIOR", "高级实验师", "Senior Experimentalist"),
  title("PROFESSORIAL_EXPERIMENTALIST", "EXPERIMENT", "FULL_SENIOR", "正高级实验师", "Professorial Experimentalist"),
  title("ASSISTANT_ENGINEER", "ENGINEERING", "JUNIOR", "助理工程师", "Assistant Engineer"),
  title("ENGINEER", "ENGINEERING", "INTERMEDIATE", "工程师", "Engineer"),
  title("SENIOR_ENGINEER", "ENGINEERING", "ASSOC_SENIOR", "高级工程师", "Senior Engineer"),
  title("PROFESSORIAL_ENGINEER", "ENGINEERING", "FULL_SENIOR", "正高级工程师", "Professorial Engineer"),
  title("ASSISTANT_LIBRARIAN", "LIBRARY", "JUNIOR", "助理馆员", "Assistant Librarian"),
  title("LIBRARIAN", "LIBRARY", "INTERMEDIATE", "馆员", "Librarian"),
  title("ASSOCIATE_RESEARCH_LIBRARIAN", "LIBRARY", "ASSOC_SENIOR", "副研究馆员", "Associate Research Librarian"),
  title("RESEARCH_LIBRARIAN", "LIBRARY", "FULL_SENIOR", "研究馆员", "Research Librarian"),
  title("ASSISTANT_ARCHIVIST", "ARCHIVES", "JUNIOR", "助理馆员（档案）", "Assistant Archivist"),
  title("ARCHIVIST", "ARCHIVES", "INTERMEDIATE", "馆员（档案）", "Archivist"),
  title(
    "ASSOCIATE_RESEARCH_ARCHIVIST",
    "ARCHIVES",
    "ASSOC_SENIOR",
    "副研究馆员（档案）",
    "Associate Research Archivist",
  ),
  title("RESEARCH_ARCHIVIST", "ARCHIVES", "FULL_SENIOR", "研究馆员（档案）", "Research Archivist"),
  title("ASSISTANT_EDITOR", "PUBLISHING", "JUNIOR", "助理编辑", "Assistant Editor"),
  title("EDITOR", "PUBLISHING", "INTERMEDIATE", "编辑", "Editor"),
  title("ASSOCIATE_SENIOR_EDITOR", "PUBLISHING", "ASSOC_SENIOR", "副编审", "Associate Senior Editor"),
  title("SENIOR_EDITOR", "PUBLISHING", "FULL_SENIOR", "编审", "Senior Editor"),
  title("IDEOLOGICAL_ASSISTANT", "IDEOLOGICAL", "JUNIOR", "助教（思政）", "Teaching Assistant (ideological education)"),
  title("IDEOLOGICAL_LECTURER", "IDEOLOGICAL", "INTERMEDIATE", "讲师（思政）", "Lecturer (ideological education)"),
  title(
    "IDEOLOGICAL_ASSOCIATE_PROFESSOR",
    "IDEOLOGICAL",
    "ASSOC_SENIOR",
    "副教授（思政）",
    "Associate Professor (ideological education)",
  ),
  title("IDEOLOGICAL_PROFESSOR", "IDEOLOGICAL", "FULL_SENIOR", "教授（思政）", "Professor (ideological education)"),
];

export const TRACK_CODES = [
  "TEACHING_FOCUSED",
  "TEACHING_RESEARCH",
  "RESEARCH_FOCUSED",
  "SOCIAL_SERVICE",
  "PRACTICE_INNOVATION",
  "IDEOLOGICAL_EDUCATION",
] as const;
export type TrackCode = (typeof TRACK_CODES)[number];
export const trackCodeSchema = z.enum(TRACK_CODES, "decl.trackInvalid");

export interface Track {
  code: TrackCode;
  series: SeriesCode;
  label: Bilingual;
}

/** 分类评价 tracks (reference 1.2); a series without tracks is evaluated on one set of requirements. */
export const TRACKS: readonly Track[] = [
  { code: "TEACHING_FOCUSED", series: "TEACHER", label: { zh: "教学为主型", en: "Teaching-focused" } },
  { code: "TEACHING_RESEARCH", series: "TEACHER", label: { zh: "教学科研型", en: "Teaching and research" } },
  { code: "RESEARCH_FOCUSED", series: "TEACHER", label: { zh: "科研为主型", en: "Research-focused" } },
  { code: "SOCIAL_SERVICE", series: "TEACHER", label: { zh: "社会服务型", en: "Social service and outreach" } },
  { code: "PRACTICE_INNOVATION", series: "TEACHER", label: { zh: "实践创新型", en: "Practice and innovation" } },
  {
    code: "IDEOLOGICAL_EDUCATION",
    series: "IDEOLOGICAL",
    label: { zh: "思政教育型（辅导员）", en: "Ideological education (counsellors)" },
  },
];

export const DECLARATION_METHODS = [
  "NORMAL",
  "EXCEPTIONAL",
  "TRANSFER",
  "TALENT_TRACK",
  "SPECIAL_APPOINTMENT",
] as const;
export type DeclarationMethod = (typeof DECLARATION_METHODS)[number];
export const declarationMethodSchema = z.enum(DECLARATION_METHODS, "decl.methodInvalid");

export const DECLARATION_METHOD_LABELS: Readonly<Record<DeclarationMethod, Bilingual>> = {
  NORMAL: { zh: "正常申报", en: "Regular" },
  EXCEPTIONAL: { zh: "破格申报", en: "Exceptional promotion" },
  TRANSFER: { zh: "转评", en: "Series transfer" },
  TALENT_TRACK: { zh: "高层次人才绿色通道", en: "Talent green channel" },
  SPECIAL_APPOINTMENT: { zh: "特聘", en: "Special appointment" },
};

export const POST_TYPES = [
  "TEACHING_RESEARCH",
  "FULL_TIME_RESEARCH",
  "LAB_TECHNICAL",
  "COUNSELOR",
  "MANAGEMENT",
  "SUPPORT",
  "OTHER_PROFESSIONAL",
] as const;
export type PostType = (typeof POST_TYPES)[number];
export const postTypeSchema = z.enum(POST_TYPES, "decl.postTypeInvalid");

export const POST_TYPE_LABELS: Readonly<Record<PostType, Bilingual>> = {
  TEACHING_RESEARCH: { zh: "教学科研岗", en: "Teaching and research post" },
  FULL_TIME_RESEARCH: { zh: "专职科研岗", en: "Full-time research post" },
  LAB_TECHNICAL: { zh: "实验技术岗", en: "Laboratory technical post" },
  COUNSELOR: { zh: "思政辅导员岗", en: "Counsellor post" },
  MANAGEMENT: { zh: "管理岗", en: "Management post" },
  SUPPORT: { zh: "工勤岗", en: "Support (skilled worker) post" },
  OTHER_PROFESSIONAL: { zh: "其他专技岗", en: "Other professional post" },
};

export interface PostRestriction {
  postType: PostType;
  allowedSeries: readonly SeriesCode[];
  /** empty: every track of the allowed series */
  allowedTracks: readonly TrackCode[];
  note: Bilingual;
}

/** 岗位限报 (reference 1.4 POST_RESTRICTION): which series and tracks each post type may declare. */
export const DEFAULT_POST_RESTRICTIONS: readonly PostRestriction[] = [
  {
    postType: "TEACHING_RESEARCH",
    allowedSeries: ["TEACHER"],
    allowedTracks: [],
    note: { zh: "教师系列各类型", en: "Every track of the teacher series" },
  },
  {
    postType: "FULL_TIME_RESEARCH",
    allowedSeries: ["RESEARCH", "TEACHER"],
    allowedTracks: ["RESEARCH_FOCUSED"],
    note: {
      zh: "研究系列，或教师系列科研为主型",
      en: "Research series, or the research-focused track of the teacher series",
    },
  },
  {
    postType: "LAB_TECHNICAL",
    allowedSeries: ["EXPERIMENT", "ENGINEERING"],
    allowedTracks: [],
    note: { zh: "实验技术或工程系列", en: "Laboratory technology or engineering series" },
  },
  {
    postType: "COUNSELOR",
    allowedSeries: ["IDEOLOGICAL"],
    allowedTracks: [],
    note: { zh: "专职辅导员只能申报思政系列", en: "Full-time counsellors declare the ideological series only" },
  },
  {
    postType: "MANAGEMENT",
    allowedSeries: ["IDEOLOGICAL", "RESEARCH"],
    allowedTracks: [],
    note: {
      zh: "管理岗不得申报教师系列；可申报思政或研究（高教管理）系列",
      en: "Management posts may not declare the teacher series; ideological or research (higher-education management)",
    },
  },
  {
    postType: "SUPPORT",
    allowedSeries: [],
    allowedTracks: [],
    note: { zh: "工勤岗参加技能等级评价，不申报专业技术职务", en: "Support posts take skill grading, not titles" },
  },
  {
    postType: "OTHER_PROFESSIONAL",
    allowedSeries: ["ENGINEERING", "LIBRARY", "ARCHIVES", "PUBLISHING"],
    allowedTracks: [],
    note: {
      zh: "工程、图书资料、档案、出版系列",
      en: "Engineering, library, archives or publishing series",
    },
  },
];

/** Whether a post type may declare a series (and track) under a restriction table. */
export function postMayDeclare(
  restrictions: readonly PostRestriction[],
  postType: string,
  series: string,
  track?: string | null,
): boolean {
  const restriction = restrictions.find((r) => r.postType === postType);
  if (!restriction || !(restriction.allowedSeries as readonly string[]).includes(series)) return false;
  if (!track || restriction.allowedTracks.length === 0) return true;
  const restrictedTracks = TRACKS.filter((t) => t.series === series && restriction.allowedTracks.includes(t.code));
  // a track list names tracks of some series; a series none of them belongs to keeps all its tracks
  return restrictedTracks.length === 0 || restrictedTracks.some((t) => t.code === track);
}

export const titleByCode = (code: string) => TITLES.find((t) => t.code === code);
