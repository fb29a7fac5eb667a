import { request } from "../../../lib/request";

/**
 * The five uniqueness checks of the user form share one shape: query
 * `{<field>, id}`, data true when the value is free, otherwise the reply's
 * message names the clash (e.g. '租户中邮箱已存在！'). The account is unique
 * across all tenants; the others within the caller's tenant.
 */
const CHECKS = {
  username: "/api/admin/user/checkUserNameFormAll",
  no: "/api/admin/user/checkNoFormTenant",
  idNo: "/api/admin/user/checkIdNoFormTenant",
  mobilePhone: "/api/admin/user/checkMobilePhoneFormTenant",
  email: "/api/admin/user/checkEmailFormTenant",
} as const;

export type UniqueField = keyof typeof CHECKS;

/** Resolves to null when the value is free, else to the message to show under the field. */
export async function checkUnique(field: UniqueField, value: string, id?: string): Promise<string | null> {
  const params: Record<string, string> = { [field]: value };
  if (id) params.id = id;
  const reply = await request<boolean>({ url: CHECKS[field], method: "GET", params, silent: true });
  return reply.data ? null : reply.message;
}
