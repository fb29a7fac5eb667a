import { request } from "../../../../lib/request";

/**
 * The five uniqueness checks of the user form share one shape: query
 * `{<field>, id}`, data true when the value is free, otherwise the reply's
 * message names the clash (e.g. '租户中邮箱已存在！'). The account is unique
 * across all tenants; the others within the tenant the user is saved in: the
 * edited user's (`id`), or the one chosen for a new user (`tenantId`, the
 * caller's own when absent).
 */
const CHECKS = {
  username: "/api/admin/user/checkUserNameFormAll",
  no: "/api/admin/user/checkNoFormTenant",
  idNo: "/api/admin/user/checkIdNoFormTenant",
  mobilePhone: "/api/admin/user/checkMobilePhoneFormTenant",
  email: "/api/admin/user/checkEmailFormTenant",
} as const;

export type UniqueField = keyof typeof CHECKS;

export interface UniqueTarget {
  id?: string;
  tenantId?: string;
}

/** Resolves to null when the value is free, else to the message to show under the field. */
export async function checkUnique(field: UniqueField, value: string, target: UniqueTarget): Promise<string | null> {
  const params: Record<string, string> = { [field]: value };
  if (target.id) params.id = target.id;
  if (target.tenantId) params.tenantId = target.tenantId;
  const reply = await request<boolean>({ url: CHECKS[field], method: "GET", params, silent: true });
  return reply.data ? null : reply.message;
}
