import { z } from "zod";
import type { MessageKey } from "./messages";
import { LIMITS, newPasswordSchema, pageQuerySchema, usernameSchema } from "./validation";

/** Tenants on the wire (/api/admin/tenant) and the rules of the tenant form. */

export const TENANT_LIMITS = { code: 32, name: 50, description: 200 } as const;
/** letters, digits and underscores, starting with a letter */
export const TENANT_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;

const m = (key: MessageKey) => key;

export const tenantCodeSchema = z
  .string(m("v.codeRequired"))
  .trim()
  .min(1, m("v.codeRequired"))
  .max(TENANT_LIMITS.code, m("v.codeLength"))
  .regex(TENANT_CODE_PATTERN, m("v.codePattern"));

export const tenantInputSchema = z.object({
  code: tenantCodeSchema,
  name: z.string(m("v.labelRequired")).trim().min(1, m("v.labelRequired")).max(TENANT_LIMITS.name, m("v.tooLong")),
  description: z
    .string()
    .trim()
    .max(TENANT_LIMITS.description, m("v.tooLong"))
    .nullish()
    .transform((v) => (v ? v : null)),
  isSuper: z.boolean().default(false),
  enabled: z.boolean().default(true),
});
export type TenantInput = z.input<typeof tenantInputSchema>;

/** The tenant's first administrator, created with it (the password in plain text, after transport decryption). */
export const tenantAdminSchema = z.object({
  username: usernameSchema,
  name: z.string(m("v.nameRequired")).trim().min(1, m("v.nameRequired")).max(LIMITS.name, m("v.nameLength")),
  password: newPasswordSchema,
});
export type TenantAdmin = z.input<typeof tenantAdminSchema>;

export const tenantCreateSchema = tenantInputSchema.extend({ admin: tenantAdminSchema.nullish() });
export type TenantCreate = z.input<typeof tenantCreateSchema>;

export const tenantPageQuerySchema = pageQuerySchema.extend({
  /** the name or the code contains it */
  name: z.string().trim().max(50).optional(),
  enabled: z.enum(["true", "false"]).optional(),
});

export interface TenantUser {
  id: string;
  username: string;
  name: string;
  tenantId: string;
  tenantName: string;
}

export interface TenantRow {
  id: string;
  code: string;
  name: string;
  isSuper: boolean;
  enabled: boolean;
  description: string | null;
  owner: TenantUser | null;
  userCount: number;
  createdAt: string;
  updatedAt: string;
}

/** A tenant to choose in a filter or a form. */
export interface TenantOption {
  id: string;
  code: string;
  name: string;
}

/**
 * The tenants a page reaches for its caller (GET /api/admin/user/tenants, /api/admin/gateLog/tenants): every tenant
 * for the callers the server lets see several, otherwise only their own; pages show a tenant column and filter only
 * when `allTenants` is true.
 */
export interface TenantReach {
  allTenants: boolean;
  tenants: TenantOption[];
}
