import { z } from "zod";
import type { MessageKey } from "./messages";
import { idSchema, optionalIdSchema } from "./validation";

/**
 * The organisation tree on the wire. The root is the school; its children (the second level) are the
 * university's units, which the user form, data scopes and the title-evaluation modules use.
 */
export const DEPART_LIMITS = {
  code: 32,
  name: 50,
  nameEn: 100,
  orderNum: 9999,
  /** one add or move carries at most this many users */
  users: 500,
} as const;

export const DEPART_TYPES = ["school", "unit", "office", "section"] as const;
export type DepartType = (typeof DEPART_TYPES)[number];

export const DEPART_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;

export interface DepartTreeNode {
  id: string;
  parentId: string | null;
  code: string;
  name: string;
  nameEn: string | null;
  type: DepartType;
  orderNum: number;
  /** live users whose department this is (sub-departments not counted) */
  userCount: number;
  children: DepartTreeNode[];
}

/** A user as the department page lists and picks them. */
export interface DepartUserRow {
  id: string;
  username: string;
  name: string;
  no: string | null;
  mobilePhone: string | null;
  enabled: boolean;
  departId: string | null;
  departName: string | null;
  departNameEn: string | null;
}

const m = (key: MessageKey) => key;
const id = idSchema;

export const departInputSchema = z.object({
  parentId: id.nullish().transform((v) => v ?? null),
  code: z
    .string(m("v.codeRequired"))
    .trim()
    .min(1, m("v.codeRequired"))
    .max(DEPART_LIMITS.code, m("v.codeLength"))
    .regex(DEPART_CODE_PATTERN, m("v.codeChars")),
  name: z.string(m("v.labelRequired")).trim().min(1, m("v.labelRequired")).max(DEPART_LIMITS.name, m("v.tooLong")),
  nameEn: z
    .string()
    .trim()
    .max(DEPART_LIMITS.nameEn, m("v.tooLong"))
    .nullish()
    .transform((v) => (v ? v : null)),
  type: z.enum(DEPART_TYPES, m("v.departTypeRequired")),
  orderNum: z.coerce
    .number(m("v.orderNum"))
    .int(m("v.orderNum"))
    .min(0, m("v.orderNum"))
    .max(DEPART_LIMITS.orderNum, m("v.orderNum"))
    .default(0),
});
export type DepartInput = z.input<typeof departInputSchema>;

/** Drag and drop in the tree: the new parent and the position among its children. */
export const departMoveSchema = z.object({
  parentId: id,
  index: z.coerce.number().int().min(0).max(DEPART_LIMITS.orderNum),
});

export const departUserPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  departId: id,
  /** name, account or staff number contains it */
  keyword: z.string().trim().max(50).optional(),
  /** "true": the users of the sub-departments too */
  descendants: z.enum(["true", "false"]).optional(),
});

export const departUserCandidatesQuerySchema = z.object({
  departId: id,
  keyword: z.string().trim().max(50).optional(),
});

export const departUsersAddSchema = z.object({
  departId: id,
  userIds: z.array(id).min(1, m("v.required")).max(DEPART_LIMITS.users),
});

export const departUsersMoveSchema = z.object({
  targetDepartId: id,
  userIds: z.array(id).min(1, m("v.required")).max(DEPART_LIMITS.users),
});

export const departCodeCheckSchema = z.object({
  code: z.string().trim().max(DEPART_LIMITS.code),
  id: optionalIdSchema,
});
