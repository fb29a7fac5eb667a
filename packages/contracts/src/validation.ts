import { z } from "zod";
import type { MessageKey } from "./messages";

/** Spec 5 and 9: the console's field rules. Messages are keys of `messages`. */
export const LIMITS = {
  name: 20,
  username: 20,
  usernameMin: 3,
  idNo: 18,
  no: 32,
  phone: 20,
  email: 32,
  description: 100,
  passwordMin: 5,
  passwordMax: 20,
} as const;

export const MOBILE_PATTERN = /^(1[34578]\d{9}|09\d{8})$/;
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
export const PASSWORD_RULE = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[^A-Za-z\d\s]).{6,20}$/;
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;

const m = (key: MessageKey) => key;

/**
 * An entity's id on the wire. The keys are text: random UUIDs, and a few seeded words such as the "default"
 * tenant. Anything else names no row, and is refused before it reaches a query.
 */
const ID_CHARS = /^[A-Za-z0-9_-]+$/;
export const idSchema = z.string().min(1).max(64).regex(ID_CHARS);
/** A filter's or a form's id that may be left out or empty (a new record has none). */
export const optionalIdSchema = z
  .string()
  .max(64)
  .regex(/^[A-Za-z0-9_-]*$/)
  .optional();

/** An optional mobile number or e-mail address: trimmed, '' becomes null, otherwise it must be well formed. */
export const optionalMobileSchema = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || MOBILE_PATTERN.test(v), m("v.mobileInvalid"));

export const optionalEmailSchema = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || v.length <= LIMITS.email, m("v.emailTooLong"))
  .refine((v) => v === null || EMAIL_PATTERN.test(v), m("v.emailInvalid"));

/** Optional text: trimmed, bounded, '' becomes null. */
export const optionalText = (max: number, key: MessageKey = "v.tooLong") =>
  z
    .string()
    .trim()
    .max(max, m(key))
    .nullish()
    .transform((v) => (v ? v : null));

export const oldPasswordSchema = z
  .string(m("v.oldPassRequired"))
  .trim()
  .min(1, m("v.oldPassRequired"))
  .min(LIMITS.passwordMin, m("v.passLength"))
  .max(LIMITS.passwordMax, m("v.passLength"));

export const newPasswordSchema = z
  .string(m("v.passRequired"))
  .trim()
  .min(1, m("v.passRequired"))
  .min(LIMITS.passwordMin, m("v.passLength"))
  .max(LIMITS.passwordMax, m("v.passLength"))
  .regex(PASSWORD_RULE, m("v.passRule"));

export const emailSchema = z
  .string(m("v.emailRequired"))
  .trim()
  .min(1, m("v.emailRequired"))
  .max(LIMITS.email, m("v.emailTooLong"))
  .regex(EMAIL_PATTERN, m("v.emailInvalid"));

export const mobileSchema = z
  .string(m("v.mobileRequired"))
  .trim()
  .min(1, m("v.mobileRequired"))
  .regex(MOBILE_PATTERN, m("v.mobileInvalid"));

/** Admin forms accept an empty e-mail or mobile; a given one must be valid. */
const optionalEmail = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .pipe(z.string().max(LIMITS.email, m("v.emailTooLong")).regex(EMAIL_PATTERN, m("v.emailInvalid")).nullable());
const optionalMobile = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .pipe(z.string().regex(MOBILE_PATTERN, m("v.mobileInvalid")).nullable());

export const changePasswordFormSchema = z
  .object({
    oldPass: oldPasswordSchema,
    pass: newPasswordSchema,
    checkPass: z.string(m("v.checkPassRequired")).trim().min(1, m("v.checkPassRequired")),
  })
  .refine((v) => v.pass === v.checkPass, { message: m("v.passMismatch"), path: ["checkPass"] });

/** Query of POST front/changePassword: both fields encrypted when is_encrypt=1. */
export const changePasswordQuerySchema = z.object({
  is_encrypt: z.enum(["0", "1"]).default("1"),
  oldPass: z.string().min(1, m("v.oldPassRequired")),
  newPass: z.string().min(1, m("v.passRequired")),
});

export const profileUpdateSchema = z.object({
  id: z.string().min(1),
  mobilePhone: mobileSchema,
  telPhone: optionalText(LIMITS.phone, "v.phoneLength"),
  email: emailSchema,
  departId: z.string().nullish(),
  description: optionalText(LIMITS.description, "v.descriptionLength"),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

const nameSchema = z.string(m("v.nameRequired")).trim().min(1, m("v.nameRequired")).max(LIMITS.name, m("v.nameLength"));

export const usernameSchema = z
  .string(m("v.usernameRequired"))
  .trim()
  .min(1, m("v.usernameRequired"))
  .min(LIMITS.usernameMin, m("v.usernameLength"))
  .max(LIMITS.username, m("v.usernameLength"))
  .regex(USERNAME_PATTERN, m("v.usernameChars"));

const userFields = {
  name: nameSchema,
  departId: z.string(m("v.departRequired")).min(1, m("v.departRequired")),
  sex: optionalText(16, "v.tooLong"),
  nation: optionalText(32, "v.tooLong"),
  idNo: optionalText(LIMITS.idNo, "v.idNoLength"),
  no: optionalText(LIMITS.no, "v.noLength"),
  mobilePhone: optionalMobile,
  telPhone: optionalText(LIMITS.phone, "v.phoneLength"),
  email: optionalEmail,
  description: optionalText(LIMITS.description, "v.descriptionLength"),
  enabled: z.boolean().default(true),
};

export const userCreateSchema = z.object({
  username: usernameSchema,
  password: newPasswordSchema,
  ...userFields,
});
export type UserCreate = z.input<typeof userCreateSchema>;

export const userUpdateSchema = z.object(userFields);
export type UserUpdate = z.input<typeof userUpdateSchema>;

export const resetPasswordSchema = z.object({ password: newPasswordSchema });

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const userPageQuerySchema = pageQuerySchema.extend({
  /** the console sends one keyword as both name and username; either matches */
  name: z.string().trim().max(50).optional(),
  username: z.string().trim().max(50).optional(),
  departId: z.string().optional(),
  enabled: z.enum(["true", "false"]).optional(),
});

/** Uniqueness checks: `id` is the user being edited (excluded from the check). */
export const uniqueCheckQuerySchema = z.object({
  id: z.string().optional(),
  username: z.string().trim().max(50).optional(),
  no: z.string().trim().max(50).optional(),
  idNo: z.string().trim().max(50).optional(),
  mobilePhone: z.string().trim().max(50).optional(),
  email: z.string().trim().max(50).optional(),
});

export const loginFormSchema = z.object({
  username: z.string(m("v.usernameRequired")).trim().min(1, m("v.usernameRequired")).max(50, m("v.tooLong")),
  password: z.string(m("v.passRequired")).min(1, m("v.passRequired")).max(64, m("v.tooLong")),
});

export const phoneLoginFormSchema = z.object({
  mobile: mobileSchema,
  verifyCode: z
    .string(m("v.verifyCodeRequired"))
    .trim()
    .regex(/^\d{6}$/, m("v.verifyCodeRequired")),
});

export const resetByCodeSchema = z.object({
  mobilePhone: mobileSchema,
  verifyCodeId: z.string().min(1),
  verifyCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, m("v.verifyCodeRequired")),
  password: newPasswordSchema,
});

export const resetByEmailRequestSchema = z.object({ email: emailSchema });
export const resetByEmailSchema = z.object({ token: z.string().min(16).max(200), password: newPasswordSchema });
