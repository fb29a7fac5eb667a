import { z } from "zod";
import type { MessageKey } from "../../messages";
import {
  EMAIL_PATTERN,
  idSchema,
  LIMITS,
  MOBILE_PATTERN,
  optionalEmailSchema,
  optionalIdSchema,
  optionalMobileSchema,
  USERNAME_PATTERN,
} from "../../validation";

/** Staff master data, imports, unit administrators, named lists and account applications: shapes and rules. */

const m = (key: MessageKey) => key;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, m("staff.v.tooLong"))
    .nullish()
    .transform((v) => (v ? v : null));

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** yyyy-mm-dd that is a real day; '' and null become null. */
const optionalDate = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || (DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))), m("staff.v.date"));

export const EMPLOYEE_NO_PATTERN = /^[A-Za-z0-9_-]+$/;

export const employeeNoSchema = z
  .string(m("staff.v.employeeNoRequired"))
  .trim()
  .min(1, m("staff.v.employeeNoRequired"))
  .max(LIMITS.no, m("v.noLength"))
  .regex(EMPLOYEE_NO_PATTERN, m("staff.v.employeeNoChars"));

const staffNameSchema = z
  .string(m("v.nameRequired"))
  .trim()
  .min(1, m("v.nameRequired"))
  .max(LIMITS.name, m("v.nameLength"));

/** 18-character resident ID (last may be X) or a 15-digit old one; passports and others up to 18 characters. */
const optionalIdNo = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v.toUpperCase() : null))
  .refine((v) => v === null || /^[0-9A-Z]{6,18}$/.test(v), m("staff.v.idNo"));

/** The form and the import row of a staff member (baseUser); dictionary fields hold the dictionary value. */
export const staffInputSchema = z.object({
  employeeNo: employeeNoSchema,
  name: staffNameSchema,
  sex: optionalText(16),
  birthDate: optionalDate,
  idNo: optionalIdNo,
  nation: optionalText(32),
  politicalStatus: optionalText(32),
  unitId: z.string(m("staff.v.unitRequired")).min(1, m("staff.v.unitRequired")),
  postType: optionalText(32),
  postGrade: optionalText(32),
  currentTitleId: optionalText(64),
  currentTitleName: optionalText(50),
  currentTitleDate: optionalDate,
  currentTitleHiredDate: optionalDate,
  education: optionalText(32),
  degree: optionalText(32),
  disciplineCode: optionalText(32),
  hireDate: optionalDate,
  phone: optionalMobileSchema,
  email: optionalEmailSchema,
});
export type StaffInput = z.input<typeof staffInputSchema>;
export type StaffValues = z.output<typeof staffInputSchema>;

export const staffPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  unitId: optionalIdSchema,
  postType: z.string().max(32).optional(),
  titleLevel: z.string().max(32).optional(),
  keyword: z.string().trim().max(50).optional(),
});
export type StaffPageQuery = z.input<typeof staffPageQuerySchema>;

export interface StaffRow {
  id: string;
  employeeNo: string;
  name: string;
  sex: string | null;
  birthDate: string | null;
  idNo: string | null;
  nation: string | null;
  politicalStatus: string | null;
  unitId: string | null;
  unitName: string | null;
  unitNameEn: string | null;
  postType: string | null;
  postGrade: string | null;
  currentTitleId: string | null;
  currentTitleName: string | null;
  /** the catalogue title's English name (null for a free-text title) */
  currentTitleNameEn: string | null;
  currentTitleLevel: string | null;
  currentTitleDate: string | null;
  currentTitleHiredDate: string | null;
  education: string | null;
  degree: string | null;
  disciplineCode: string | null;
  hireDate: string | null;
  phone: string | null;
  email: string | null;
  userId: string | null;
  username: string | null;
  /** imported source records of the staff member */
  recordCount: number;
}

/** The account created for a staff member: the password is shown once and never stored in clear. */
export interface StaffAccount {
  userId: string;
  username: string;
  password: string;
}

export interface SourceRecordRow {
  id: string;
  materialType: string;
  sourceRef: string;
  source: string;
  payload: Record<string, unknown>;
  version: number;
  updatedAt: string;
}

export interface UnitOption {
  id: string;
  code: string;
  name: string;
  nameEn: string | null;
}

export interface TitleOption {
  id: string;
  name: string;
  level: string;
  seriesCode: string;
}

// ---------------------------------------------------------------------------------------------------------------
// importData

/** What an upload imports: staff master data, or the source records of one importable material type. */
export const STAFF_IMPORT_KIND = "staff";
export const importKindSchema = z.string().min(1).max(64);

export const importUploadQuerySchema = z.object({
  kind: importKindSchema,
  /** "true" writes; anything else is a dry run */
  apply: z.enum(["true", "false"]).default("false"),
});

export const importPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  kind: z.string().max(64).optional(),
});

export interface ImportColumn {
  key: string;
  zh: string;
  en: string;
  required: boolean;
}

export interface ImportKind {
  kind: string;
  zh: string;
  en: string;
  columns: ImportColumn[];
}

export interface ImportError {
  row: number;
  column?: string;
  message: string;
}

export interface ImportResult {
  id: string;
  kind: string;
  fileName: string;
  dryRun: boolean;
  /** "checked": a clean dry run; "failed": errors, nothing written; "applied": written */
  status: "checked" | "failed" | "applied";
  rows: number;
  inserted: number;
  updated: number;
  errors: ImportError[];
  createdAt: string;
  createdByName?: string | null;
}

/** At most this many data rows per upload (the 10,000-staff school with room to spare). */
export const IMPORT_MAX_ROWS = 20_000;
/** The error report keeps the first errors only: a wrong file would otherwise produce one per cell. */
export const IMPORT_MAX_ERRORS = 500;

// ---------------------------------------------------------------------------------------------------------------
// unitAdmin

export const UNIT_ADMIN_ROLES = ["admin", "leader"] as const;
export type UnitAdminRole = (typeof UNIT_ADMIN_ROLES)[number];
/** The seeded role group that each unit role brings with it. */
export const UNIT_ADMIN_GROUP: Record<UnitAdminRole, string> = { admin: "unit_admin", leader: "unit_leader" };

export const unitAdminSetSchema = z.object({
  role: z.enum(UNIT_ADMIN_ROLES),
  userIds: z.array(idSchema).max(50),
});

export const userSearchQuerySchema = z.object({ keyword: z.string().trim().max(50).optional() });

export interface UnitAdminPerson {
  userId: string;
  name: string;
  username: string;
}

export interface UnitAdminRow {
  unitId: string;
  code: string;
  name: string;
  nameEn: string | null;
  admins: UnitAdminPerson[];
  leaders: UnitAdminPerson[];
}

// ---------------------------------------------------------------------------------------------------------------
// Named lists: talents, kyry, tpUser

export const NAMED_LIST_TYPES = ["talents", "kyry", "tpUser"] as const;
export type NamedListType = (typeof NAMED_LIST_TYPES)[number];
/** Lists whose entries are reviewed (pending → approved / rejected); kyry entries are approved on entry. */
export const REVIEWED_LISTS: readonly NamedListType[] = ["talents", "tpUser"];
export const NAMED_LIST_STATUSES = ["pending", "approved", "rejected"] as const;
export const NAMED_LIST_LEVELS = ["national", "provincial", "school"] as const;

export const namedListEffectsSchema = z.object({
  quotaExempt: z.boolean().optional(),
  seniorityRelaxYears: z.number().int().min(0, m("staff.v.relaxYears")).max(10, m("staff.v.relaxYears")).optional(),
  separateGroup: z.boolean().optional(),
  skipPeerReview: z.boolean().optional(),
});
export type NamedListEffects = z.infer<typeof namedListEffectsSchema>;

/** Defaults per list when the tenant's settings (zcps_settings key `namedList.<type>.effects`) say nothing. */
export const NAMED_LIST_DEFAULT_EFFECTS: Record<NamedListType, NamedListEffects> = {
  talents: { quotaExempt: true, seniorityRelaxYears: 2, separateGroup: true, skipPeerReview: false },
  kyry: { quotaExempt: false, seniorityRelaxYears: 1, separateGroup: false, skipPeerReview: false },
  tpUser: { quotaExempt: true, seniorityRelaxYears: 0, separateGroup: true, skipPeerReview: true },
};
export const namedListSettingKey = (listType: NamedListType) => `namedList.${listType}.effects`;

export const namedListInputSchema = z.object({
  staffId: z.string(m("staff.v.staffRequired")).min(1, m("staff.v.staffRequired")),
  /** null: every batch */
  projectTimeId: z
    .string()
    .nullish()
    .transform((v) => v || null),
  level: optionalText(32),
  evidence: optionalText(500),
  /** omitted: the list's defaults */
  effects: namedListEffectsSchema.optional(),
});
export type NamedListInput = z.input<typeof namedListInputSchema>;

export const namedListReviewSchema = z.object({
  decision: z.enum(["approved", "rejected"]),
  comment: optionalText(500),
});

export const namedListPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  projectTimeId: optionalIdSchema,
  status: z.enum(NAMED_LIST_STATUSES).optional(),
  unitId: optionalIdSchema,
  keyword: z.string().trim().max(50).optional(),
});

export interface NamedListRow {
  id: string;
  listType: NamedListType;
  staffId: string;
  employeeNo: string;
  name: string;
  unitName: string | null;
  unitNameEn: string | null;
  projectTimeId: string | null;
  projectTimeName: string | null;
  projectTimeNameEn: string | null;
  level: string | null;
  evidence: string | null;
  effects: NamedListEffects;
  status: (typeof NAMED_LIST_STATUSES)[number];
  reviewComment: string | null;
  createdAt: string;
}

export interface StaffOption {
  id: string;
  employeeNo: string;
  name: string;
  unitName: string | null;
  unitNameEn: string | null;
  titleName: string | null;
}

export interface BatchOption {
  id: string;
  name: string;
}

// ---------------------------------------------------------------------------------------------------------------
// userAudit: account applications

export const APPLICATION_KINDS = ["expert", "staff"] as const;
export const APPLICATION_STATUSES = ["pending", "approved", "rejected"] as const;

export const accountApplySchema = z
  .object({
    kind: z.enum(APPLICATION_KINDS, m("staff.v.kindRequired")),
    tenantId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/)
      .default("default"),
    name: staffNameSchema,
    username: z
      .string(m("v.usernameRequired"))
      .trim()
      .min(1, m("v.usernameRequired"))
      .min(LIMITS.usernameMin, m("v.usernameLength"))
      .max(LIMITS.username, m("v.usernameLength"))
      .regex(USERNAME_PATTERN, m("v.usernameChars")),
    mobilePhone: z
      .string(m("v.mobileRequired"))
      .trim()
      .min(1, m("v.mobileRequired"))
      .regex(MOBILE_PATTERN, m("v.mobileInvalid")),
    email: z
      .string(m("v.emailRequired"))
      .trim()
      .min(1, m("v.emailRequired"))
      .max(LIMITS.email, m("v.emailTooLong"))
      .regex(EMAIL_PATTERN, m("v.emailInvalid")),
    idNo: optionalIdNo,
    institution: optionalText(100),
    unitId: optionalText(64),
    employeeNo: z
      .string()
      .trim()
      .max(LIMITS.no, m("v.noLength"))
      .nullish()
      .transform((v) => (v ? v : null)),
    titleName: optionalText(50),
    reason: optionalText(500),
  })
  .superRefine((value, ctx) => {
    if (value.kind === "expert" && !value.institution)
      ctx.addIssue({ code: "custom", path: ["institution"], message: m("staff.v.institutionRequired") });
    if (value.kind === "staff" && !value.unitId)
      ctx.addIssue({ code: "custom", path: ["unitId"], message: m("staff.v.unitRequired") });
    if (value.kind === "staff" && !value.employeeNo)
      ctx.addIssue({ code: "custom", path: ["employeeNo"], message: m("staff.v.employeeNoRequired") });
  });
export type AccountApply = z.input<typeof accountApplySchema>;

export const applicationPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(APPLICATION_STATUSES).optional(),
  kind: z.enum(APPLICATION_KINDS).optional(),
  keyword: z.string().trim().max(50).optional(),
});

export const applicationRejectSchema = z.object({
  reason: z
    .string(m("staff.v.reasonRequired"))
    .trim()
    .min(1, m("staff.v.reasonRequired"))
    .max(500, m("staff.v.tooLong")),
});

export interface ApplicationRow {
  id: string;
  kind: (typeof APPLICATION_KINDS)[number];
  name: string;
  username: string;
  mobilePhone: string;
  email: string | null;
  idNo: string | null;
  institution: string | null;
  unitId: string | null;
  unitName: string | null;
  employeeNo: string | null;
  titleName: string | null;
  reason: string | null;
  status: (typeof APPLICATION_STATUSES)[number];
  response: string | null;
  /** where its approval process waits: the open steps' names (a pending application's process), else null */
  step: string | null;
  handledAt: string | null;
  createdAt: string;
}
