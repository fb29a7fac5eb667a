import { z } from "zod";
import type { MessageKey } from "../../messages";
import { idSchema, optionalIdSchema, pageQuerySchema } from "../../validation";
import type { RuleNode, RuleResult } from "../eligibility/index";
import { DECLARATION_METHODS, POST_TYPES, TITLE_LEVELS } from "./catalogue";

/**
 * The catalogue pages on the wire: series, titles and tracks and the titles a batch accepts (/zcps/declareRequireTitle),
 * the material directory (/zcps/directory), the requirement rule trees (/zcps/declareRequire), post restrictions
 * (/zcps/declarePost) and recommendation quotas (/zcps/quota). Validation messages are message keys
 * (messages-catalogue.ts); levels, methods and post types are catalogue.ts's codes.
 */

const m = (key: MessageKey) => key;
const id = idSchema;
const code = z
  .string(m("catalogue.codeRequired"))
  .trim()
  .min(1, m("catalogue.codeRequired"))
  .regex(/^[A-Za-z0-9_-]{1,40}$/, m("catalogue.codeFormat"));
const name = z
  .string(m("catalogue.nameRequired"))
  .trim()
  .min(1, m("catalogue.nameRequired"))
  .max(50, m("catalogue.nameLength"));
const nameEn = z
  .string(m("catalogue.nameEnRequired"))
  .trim()
  .min(1, m("catalogue.nameEnRequired"))
  .max(100, m("v.tooLong"));
const orderNum = z.coerce
  .number(m("catalogue.orderInvalid"))
  .int(m("catalogue.orderInvalid"))
  .min(0, m("catalogue.orderInvalid"))
  .max(9999, m("catalogue.orderInvalid"))
  .default(0);
const levelCode = z.enum(TITLE_LEVELS, m("catalogue.levelInvalid"));
const trackCode = z.string().max(40).default("");
const methodCode = z.enum(DECLARATION_METHODS, m("catalogue.methodInvalid"));

export const idParams = z.object({ id });
export const batchQuerySchema = z.object({ projectTimeId: id });

// ---------------------------------------------------------------------------------------------------------------
// Lookups every catalogue page reads

export interface CatalogueBatch {
  id: string;
  name: string;
  nameEn: string | null;
  kind: string;
  status: string;
  enabled: boolean;
  projectId: string;
  projectName: string;
  projectNameEn: string | null;
  /** in the project chosen in the top bar */
  current: boolean;
}
export interface SeriesRow {
  id: string;
  code: string;
  name: string;
  nameEn: string;
  orderNum: number;
  enabled: boolean;
}
export interface TitleRow extends SeriesRow {
  seriesCode: string;
  level: string;
}
export interface TrackRow extends SeriesRow {
  /** null: a track of every series */
  seriesCode: string | null;
}
export interface DepartOption {
  id: string;
  code: string;
  name: string;
  nameEn: string | null;
}
export interface CatalogueContext {
  batches: CatalogueBatch[];
  series: SeriesRow[];
  titles: TitleRow[];
  tracks: TrackRow[];
  /** functional offices: who verifies a material type */
  offices: DepartOption[];
  /** second-level units: who holds a quota */
  units: DepartOption[];
}

// ---------------------------------------------------------------------------------------------------------------
// declareRequireTitle: the catalogue and the batch's titles

export const seriesInputSchema = z.object({ code, name, nameEn, orderNum, enabled: z.boolean().default(true) });
export type SeriesInput = z.input<typeof seriesInputSchema>;

export const titleInputSchema = z.object({
  seriesCode: z.string(m("catalogue.seriesRequired")).min(1, m("catalogue.seriesRequired")).max(40),
  level: levelCode,
  code,
  name,
  nameEn,
  orderNum,
  enabled: z.boolean().default(true),
});
export type TitleInput = z.input<typeof titleInputSchema>;

export const trackInputSchema = z.object({
  seriesCode: z
    .string()
    .max(40)
    .nullish()
    .transform((v) => v || null),
  code,
  name,
  nameEn,
  orderNum,
  enabled: z.boolean().default(true),
});
export type TrackInput = z.input<typeof trackInputSchema>;

export interface CatalogueTables {
  series: SeriesRow[];
  titles: TitleRow[];
  tracks: TrackRow[];
}

export const batchTitleInputSchema = z.object({
  projectTimeId: id,
  titleId: z.string(m("catalogue.titleRequired")).min(1, m("catalogue.titleRequired")).max(64),
  trackCodes: z.array(z.string().min(1).max(40)).max(20).default([]),
  methods: z.array(methodCode).min(1, m("catalogue.methodsRequired")).max(10),
  enabled: z.boolean().default(true),
  orderNum,
});
export type BatchTitleInput = z.input<typeof batchTitleInputSchema>;
export const batchTitleUpdateSchema = batchTitleInputSchema.omit({ projectTimeId: true, titleId: true });
export type BatchTitleUpdate = z.input<typeof batchTitleUpdateSchema>;

export const batchTitlePageQuerySchema = pageQuerySchema.extend({
  projectTimeId: id,
  seriesCode: z.string().max(40).optional(),
  level: z.string().max(32).optional(),
  keyword: z.string().trim().max(50).optional(),
});

export interface BatchTitleRow {
  id: string;
  projectTimeId: string;
  titleId: string;
  titleCode: string;
  titleName: string;
  titleNameEn: string;
  seriesCode: string;
  level: string;
  trackCodes: string[];
  methods: string[];
  enabled: boolean;
  orderNum: number;
}

// ---------------------------------------------------------------------------------------------------------------
// directory: the batch's material directory

export const DIRECTORY_REQUIRED = ["all", "none", "some"] as const;
export type DirectoryRequired = (typeof DIRECTORY_REQUIRED)[number];

const requiredForEntry = z.object({ titleId: id, trackCode: z.string().max(40).nullish() });

const directoryFields = {
  verifierDepartId: z
    .string()
    .max(64)
    .nullish()
    .transform((v) => v || null),
  required: z.enum(DIRECTORY_REQUIRED, m("catalogue.requiredInvalid")),
  requiredFor: z.array(requiredForEntry).max(200).default([]),
  maxItems: z.coerce
    .number(m("catalogue.maxItemsInvalid"))
    .int(m("catalogue.maxItemsInvalid"))
    .min(1, m("catalogue.maxItemsInvalid"))
    .max(999, m("catalogue.maxItemsInvalid"))
    .nullish()
    .transform((v) => v ?? null),
  enabled: z.boolean().default(true),
  orderNum,
};
const requiredForNeeded = (v: { required: DirectoryRequired; requiredFor: unknown[] }) =>
  v.required !== "some" || v.requiredFor.length > 0;

export const directoryInputSchema = z
  .object({
    projectTimeId: id,
    materialType: z.string(m("catalogue.materialTypeInvalid")).min(1, m("catalogue.materialTypeInvalid")).max(64),
    ...directoryFields,
  })
  .refine(requiredForNeeded, { message: m("catalogue.requiredForEmpty"), path: ["requiredFor"] });
export type DirectoryInput = z.input<typeof directoryInputSchema>;
export const directoryUpdateSchema = z
  .object(directoryFields)
  .refine(requiredForNeeded, { message: m("catalogue.requiredForEmpty"), path: ["requiredFor"] });
export type DirectoryUpdate = z.input<typeof directoryUpdateSchema>;

export const directoryCopySchema = z.object({ projectTimeId: id, fromProjectTimeId: id });

export const directoryListQuerySchema = z.object({
  projectTimeId: id,
  keyword: z.string().trim().max(50).optional(),
  required: z.enum(DIRECTORY_REQUIRED).optional(),
  verifierDepartId: optionalIdSchema,
});

export interface DirectoryRow {
  id: string;
  projectTimeId: string;
  materialType: string;
  verifierDepartId: string | null;
  required: DirectoryRequired;
  requiredFor: { titleId: string; trackCode?: string | null }[];
  maxItems: number | null;
  enabled: boolean;
  orderNum: number;
}

// ---------------------------------------------------------------------------------------------------------------
// declareRequire: requirement rule trees, versioned

export const REQUIREMENT_TEXT_MAX = 2000;

/** The rule tree: checked with eligibility.ts ruleNodeSchema by the server (and by the editor before it sends). */
const ruleField = z.unknown().refine((value) => value !== undefined && value !== null, m("catalogue.ruleInvalid"));
const requirementText = z
  .string()
  .trim()
  .max(REQUIREMENT_TEXT_MAX, m("catalogue.textLength"))
  .nullish()
  .transform((v) => v || null);

export const requirementInputSchema = z.object({
  projectTimeId: id,
  titleId: z.string(m("catalogue.titleRequired")).min(1, m("catalogue.titleRequired")).max(64),
  trackCode,
  method: methodCode,
  rule: ruleField,
  text: requirementText,
});
export type RequirementInput = z.input<typeof requirementInputSchema>;
export const requirementUpdateSchema = z.object({ rule: ruleField, text: requirementText });
export type RequirementUpdate = z.input<typeof requirementUpdateSchema>;

export const requirementPageQuerySchema = pageQuerySchema.extend({
  projectTimeId: id,
  titleId: optionalIdSchema,
  trackCode: z.string().max(40).optional(),
  method: z.string().max(32).optional(),
});
export const requirementKeySchema = z.object({ projectTimeId: id, titleId: id, trackCode, method: methodCode });
/** What identifies a requirement across its versions. */
export interface RequirementKey {
  projectTimeId: string;
  titleId: string;
  /** "" = any track */
  trackCode: string;
  method: string;
}

export interface RequirementRow {
  id: string;
  projectTimeId: string;
  titleId: string;
  titleName: string;
  titleNameEn: string;
  trackCode: string;
  method: string;
  version: number;
  /** how many versions the key has */
  versions: number;
  rule: RuleNode;
  text: string | null;
  createdAt: string;
  createdBy: string | null;
  createdByName: string | null;
}
export interface RequirementSaved {
  requirement: RequirementRow;
  /** true when the save inserted a new version (the batch is published) */
  newVersion: boolean;
}

export const staffSearchQuerySchema = z.object({ keyword: z.string().trim().max(50).optional() });
export interface StaffOption {
  id: string;
  employeeNo: string;
  name: string;
  unitName: string | null;
  currentTitleName: string | null;
}

export const requirementTestSchema = z.object({
  projectTimeId: id,
  staffId: z.string(m("catalogue.staffNotFound")).min(1, m("catalogue.staffNotFound")).max(64),
  rule: ruleField,
});
export interface RequirementTestResult {
  staff: StaffOption;
  /** where the materials came from: the staff member's declaration in the batch, else their imported records */
  source: "declaration" | "records";
  materials: number;
  result: RuleResult;
}

// ---------------------------------------------------------------------------------------------------------------
// declarePost: post restrictions

export const postRestrictionInputSchema = z.object({
  postType: z.enum(POST_TYPES, m("catalogue.postTypeInvalid")),
  allowedSeries: z.array(z.string().min(1).max(40)).max(50).default([]),
  allowedTracks: z.array(z.string().min(1).max(40)).max(50).default([]),
  note: z
    .string()
    .trim()
    .max(200, m("catalogue.noteLength"))
    .nullish()
    .transform((v) => v || null),
});
export type PostRestrictionInput = z.input<typeof postRestrictionInputSchema>;

export interface PostRestrictionRow {
  id: string;
  postType: string;
  allowedSeries: string[];
  allowedTracks: string[];
  note: string | null;
}

// ---------------------------------------------------------------------------------------------------------------
// quota: recommendation quotas per unit × level (× track)

export const QUOTA_MAX = 9999;
const allocated = z.coerce
  .number(m("catalogue.allocatedInvalid"))
  .int(m("catalogue.allocatedInvalid"))
  .min(0, m("catalogue.allocatedInvalid"))
  .max(QUOTA_MAX, m("catalogue.allocatedInvalid"));

export const quotaInputSchema = z.object({
  projectTimeId: id,
  unitId: z.string(m("catalogue.unitInvalid")).min(1, m("catalogue.unitInvalid")).max(64),
  level: levelCode,
  trackCode,
  allocated,
});
export type QuotaInput = z.input<typeof quotaInputSchema>;
/** `version` guards against two administrators editing the same row at once. */
export const quotaUpdateSchema = z.object({ allocated, version: z.coerce.number().int().min(1).optional() });
export type QuotaUpdate = z.input<typeof quotaUpdateSchema>;
export const quotaBulkSchema = z.object({ projectTimeId: id, level: levelCode, trackCode, allocated });
export type QuotaBulkInput = z.input<typeof quotaBulkSchema>;

export const quotaPageQuerySchema = pageQuerySchema.extend({
  projectTimeId: id,
  unitId: optionalIdSchema,
  level: z.string().max(32).optional(),
  trackCode: z.string().max(40).optional(),
});
export const quotaExportQuerySchema = quotaPageQuerySchema.omit({ page: true, limit: true });

export interface QuotaRow {
  id: string;
  projectTimeId: string;
  unitId: string;
  unitName: string;
  unitNameEn: string | null;
  level: string;
  trackCode: string;
  allocated: number;
  used: number;
  released: number;
  /** allocated − (used − released) */
  remaining: number;
  version: number;
}
export interface QuotaTotals {
  allocated: number;
  used: number;
  released: number;
  remaining: number;
}

/** The smallest allocation a quota may have: what is taken and not given back. */
export const quotaFloor = (q: { used: number; released: number }) => Math.max(0, q.used - q.released);
export const quotaRemaining = (q: { allocated: number; used: number; released: number }) => q.allocated - quotaFloor(q);
