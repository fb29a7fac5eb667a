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
} from "../../validation";
import type { StaffOption } from "../staff/api";

/**
 * The expert pools (专家库, reference 4.1 and 6.4): external experts (outSideExpert) and internal ones chosen from the
 * staff (inSideExpert), each with disciplines, keywords, a load cap per round, active or not, a blacklist with a
 * reason, and the conflicts the peer-review allocation must avoid.
 */

const m = (key: MessageKey) => key;

export const EXPERT_KINDS = ["external", "internal"] as const;
export type ExpertKind = (typeof EXPERT_KINDS)[number];
/** The spec's page (and API path) of each pool. */
export const EXPERT_PAGES = { external: "outSideExpert", internal: "inSideExpert" } as const satisfies Record<
  ExpertKind,
  string
>;
export type ExpertPage = (typeof EXPERT_PAGES)[ExpertKind];
/** The seeded role group an expert's account joins on approval. */
export const EXPERT_GROUPS = { external: "expert_out", internal: "expert_in" } as const satisfies Record<
  ExpertKind,
  string
>;

/** Reviewers of senior titles hold a senior title themselves (reference 4.2, constraint 1). */
export const EXPERT_TITLE_LEVELS = ["FULL_SENIOR", "ASSOC_SENIOR"] as const;
export type ExpertTitleLevel = (typeof EXPERT_TITLE_LEVELS)[number];

/** A discipline of the national catalogue: first level (0812) or second level under it (081203). */
export const DISCIPLINE_CODE_PATTERN = /^\d{4}(\d{2})?$/;
/** The first-level discipline a code belongs to. */
export const firstLevelOf = (code: string) => code.slice(0, 4);

export const EXPERT_MAX_DISCIPLINES = 6;
export const EXPERT_MAX_KEYWORDS = 10;
export const EXPERT_LOAD_MAX = 50;
export const EXPERT_DEFAULT_LOAD = 8;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, m("expert.v.tooLong"))
    .nullish()
    .transform((v) => (v ? v : null));

const requiredText = (max: number, required: MessageKey) =>
  z.string(m(required)).trim().min(1, m(required)).max(max, m("expert.v.tooLong"));

export const disciplineCodesSchema = z
  .array(z.string().trim().regex(DISCIPLINE_CODE_PATTERN, m("expert.v.disciplineCode")), m("expert.v.disciplines"))
  .min(1, m("expert.v.disciplines"))
  .max(EXPERT_MAX_DISCIPLINES, m("expert.v.tooManyDisciplines"))
  .transform((codes) => [...new Set(codes)]);

export const keywordsSchema = z
  .array(z.string().trim().min(1).max(20, m("expert.v.keywordTooLong")))
  .max(EXPERT_MAX_KEYWORDS, m("expert.v.tooManyKeywords"))
  .default([])
  .transform((words) => [...new Set(words)]);

const loadSchema = z.coerce
  .number(m("expert.v.maxLoad"))
  .int(m("expert.v.maxLoad"))
  .min(1, m("expert.v.maxLoad"))
  .max(EXPERT_LOAD_MAX, m("expert.v.maxLoad"));

/** What both pools keep of an expert besides who they are. */
const expertCommon = {
  titleName: requiredText(50, "expert.v.titleNameRequired"),
  titleLevel: z.enum(EXPERT_TITLE_LEVELS, m("expert.v.titleLevel")),
  doctoralSupervisor: z.boolean().default(false),
  disciplineCodes: disciplineCodesSchema,
  keywords: keywordsSchema,
  maxLoad: loadSchema.default(EXPERT_DEFAULT_LOAD),
  active: z.boolean().default(true),
  remark: optionalText(200),
};

/**
 * What personnel add when they approve an expert's account application (userAudit): the title as the application
 * gave it unless corrected, its level and the disciplines. The applicant joins the external pool, approved and
 * linked to the new account, with the institution, phone and e-mail they applied with.
 */
export const applicationExpertSchema = z.object({
  titleName: expertCommon.titleName,
  titleLevel: expertCommon.titleLevel,
  disciplineCodes: expertCommon.disciplineCodes,
});
export type ApplicationExpertInput = z.input<typeof applicationExpertSchema>;

/** An external expert (校外专家): who, where, what they judge and how to reach them. No bank data is kept here. */
export const externalExpertSchema = z.object({
  name: z.string(m("v.nameRequired")).trim().min(1, m("v.nameRequired")).max(LIMITS.name, m("v.nameLength")),
  institution: requiredText(100, "expert.v.institutionRequired"),
  ...expertCommon,
  phone: z
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
});
export type ExternalExpertInput = z.input<typeof externalExpertSchema>;

/** An internal expert (校内专家): a staff member; phone and e-mail default to the staff record's. */
export const internalExpertSchema = z.object({
  staffId: z.string(m("expert.v.staffRequired")).min(1, m("expert.v.staffRequired")).max(64),
  ...expertCommon,
  phone: optionalMobileSchema,
  email: optionalEmailSchema,
});
export type InternalExpertInput = z.input<typeof internalExpertSchema>;

export type ExpertInput = ExternalExpertInput | InternalExpertInput;

export const EXPERT_STATUSES = ["active", "inactive", "blacklisted", "unapproved"] as const;
export type ExpertStatus = (typeof EXPERT_STATUSES)[number];

export const expertPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  keyword: z.string().trim().max(50).optional(),
  /** a first-level code finds its second-level ones too */
  disciplineCode: z
    .string()
    .regex(/^(\d{4}(\d{2})?)?$/)
    .optional(),
  titleLevel: z.enum(EXPERT_TITLE_LEVELS).optional(),
  status: z.enum(EXPERT_STATUSES).optional(),
  unitId: optionalIdSchema,
});
export type ExpertPageQuery = z.input<typeof expertPageQuerySchema>;

export const blacklistSchema = z.object({
  reason: requiredText(200, "expert.v.reasonRequired"),
});

export const CONFLICT_TARGETS = ["DECLARANT", "UNIT", "INSTITUTION"] as const;
export type ConflictTarget = (typeof CONFLICT_TARGETS)[number];
/** Who reported the conflict (reference 4.1): the declarant's avoid-list, the expert, a system rule, personnel. */
export const CONFLICT_SOURCES = ["DECLARANT", "EXPERT", "SYSTEM", "HR"] as const;
export type ConflictSource = (typeof CONFLICT_SOURCES)[number];

/** A conflict: with a declarant (a staff member), a unit, or an institution named in words. */
export const conflictInputSchema = z
  .object({
    targetType: z.enum(CONFLICT_TARGETS, m("expert.v.targetType")),
    /** the staff member (DECLARANT) or the unit (UNIT) */
    targetId: z
      .string()
      .max(64)
      .nullish()
      .transform((v) => v || null),
    /** the institution (INSTITUTION) */
    institution: optionalText(100),
    source: z.enum(CONFLICT_SOURCES, m("expert.v.source")),
    reason: requiredText(200, "expert.v.reasonRequired"),
  })
  .superRefine((value, ctx) => {
    if (value.targetType === "INSTITUTION" && !value.institution)
      ctx.addIssue({ code: "custom", path: ["institution"], message: m("expert.v.institutionRequired") });
    if (value.targetType !== "INSTITUTION" && !value.targetId)
      ctx.addIssue({ code: "custom", path: ["targetId"], message: m("expert.v.targetRequired") });
  });
export type ConflictInput = z.input<typeof conflictInputSchema>;

export const conflictParams = z.object({ id: idSchema, conflictId: idSchema });

export const expertImportQuerySchema = z.object({
  /** "true" writes; anything else is a dry run */
  apply: z.enum(["true", "false"]).default("false"),
});

export const expertOptionQuerySchema = z.object({ keyword: z.string().trim().max(50).optional() });

export interface ExpertRow {
  id: string;
  kind: ExpertKind;
  name: string;
  /** external: the institution; internal: the school */
  institution: string | null;
  staffId: string | null;
  employeeNo: string | null;
  unitId: string | null;
  unitName: string | null;
  unitNameEn: string | null;
  titleName: string;
  titleLevel: ExpertTitleLevel;
  doctoralSupervisor: boolean;
  disciplineCodes: string[];
  keywords: string[];
  phone: string | null;
  email: string | null;
  maxLoad: number;
  active: boolean;
  blacklisted: boolean;
  blacklistReason: string | null;
  blacklistedAt: string | null;
  /** the expert's own account, once approved */
  userId: string | null;
  username: string | null;
  approvedAt: string | null;
  remark: string | null;
  conflictCount: number;
  createdAt: string;
}

export interface ExpertConflictRow {
  id: string;
  expertId: string;
  targetType: ConflictTarget;
  targetId: string | null;
  /** the declarant's or unit's name, or the institution */
  targetName: string;
  targetNameEn: string | null;
  source: ConflictSource;
  reason: string;
  createdAt: string;
  createdByName: string | null;
}

/** The account an approval opened (the password shown once) or linked (no password). */
export interface ExpertAccount {
  userId: string;
  username: string;
  /** null: an existing account was linked */
  password: string | null;
}

export interface DisciplineOption {
  code: string;
  name: string;
  nameEn: string;
}

/** A staff member one may add to the internal pool: the staff pages' option, with the current title. */
export type ExpertStaffOption = StaffOption;

export interface ExpertUnitOption {
  id: string;
  name: string;
  nameEn: string | null;
}

export interface ExpertImportResult {
  dryRun: boolean;
  status: "checked" | "failed" | "applied";
  rows: number;
  inserted: number;
  updated: number;
  errors: { row: number; column?: string; message: string }[];
}
