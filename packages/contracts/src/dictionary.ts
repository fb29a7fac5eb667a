import { z } from "zod";
import type { MessageKey } from "./messages";
import { idSchema, optionalIdSchema } from "./validation";

/** The data dictionary on the wire: a tree of types, each with its values. Schema messages are message keys. */
export const DICT_LIMITS = {
  code: 64,
  value: 64,
  name: 50,
  nameEn: 100,
  label: 100,
  orderNum: 9999,
} as const;

/** A type code names the type in `feign/{name}`: a letter, then letters, digits and underscores. */
export const DICT_TYPE_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;
/** A value code, e.g. comm_sex_1 or subjectType_08_0812. */
export const DICT_VALUE_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;

export interface DictTypeNode {
  id: string;
  parentId: string | null;
  code: string;
  name: string;
  nameEn: string | null;
  orderNum: number;
  /** how many values the type holds (enabled or not) */
  valueCount: number;
  children: DictTypeNode[];
}

export interface DictValueRow {
  id: string;
  typeId: string;
  code: string;
  value: string;
  label: string;
  labelEn: string;
  orderNum: number;
  enabled: boolean;
}

const m = (key: MessageKey) => key;

const requiredText = (max: number, required: MessageKey) =>
  z.string(m(required)).trim().min(1, m(required)).max(max, m("v.tooLong"));
const orderSchema = z.coerce
  .number(m("v.orderNum"))
  .int(m("v.orderNum"))
  .min(0, m("v.orderNum"))
  .max(DICT_LIMITS.orderNum, m("v.orderNum"))
  .default(0);

export const dictTypeInputSchema = z.object({
  parentId: z
    .string()
    .min(1)
    .max(64)
    .nullish()
    .transform((v) => v ?? null),
  code: z
    .string(m("v.codeRequired"))
    .trim()
    .min(1, m("v.codeRequired"))
    .max(DICT_LIMITS.code, m("v.codeLength"))
    .regex(DICT_TYPE_CODE_PATTERN, m("v.codePattern")),
  name: requiredText(DICT_LIMITS.name, "v.labelRequired"),
  nameEn: z
    .string()
    .trim()
    .max(DICT_LIMITS.nameEn, m("v.tooLong"))
    .nullish()
    .transform((v) => (v ? v : null)),
  orderNum: orderSchema,
});
export type DictTypeInput = z.input<typeof dictTypeInputSchema>;

export const dictValueInputSchema = z.object({
  typeId: z.string(m("v.required")).min(1, m("v.required")).max(64),
  code: z
    .string(m("v.codeRequired"))
    .trim()
    .min(1, m("v.codeRequired"))
    .max(DICT_LIMITS.code, m("v.codeLength"))
    .regex(DICT_VALUE_CODE_PATTERN, m("v.codeChars")),
  value: requiredText(DICT_LIMITS.value, "v.valueRequired"),
  label: requiredText(DICT_LIMITS.label, "v.labelRequired"),
  labelEn: requiredText(DICT_LIMITS.label, "v.nameEnRequired"),
  orderNum: orderSchema,
  enabled: z.boolean().default(true),
});
export type DictValueInput = z.input<typeof dictValueInputSchema>;

export const dictValuePageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  typeId: idSchema,
  /** matched against code, value and both labels */
  keyword: z.string().trim().max(50).optional(),
  enabled: z.enum(["true", "false"]).optional(),
});
export type DictValuePageQuery = z.input<typeof dictValuePageQuerySchema>;

/** Uniqueness checks of the forms: `id` is the record being edited. */
export const dictTypeCodeCheckSchema = z.object({
  code: z.string().trim().max(DICT_LIMITS.code),
  id: optionalIdSchema,
});
export const dictValueCodeCheckSchema = z.object({
  typeId: idSchema,
  code: z.string().trim().max(DICT_LIMITS.code).optional(),
  value: z.string().trim().max(DICT_LIMITS.value).optional(),
  id: optionalIdSchema,
});
