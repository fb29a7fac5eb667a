import { request } from "../../../../lib/request";

/**
 * The personal form's two uniqueness checks (within the tenant, the user
 * itself excluded): data true when the value is free, otherwise the reply's
 * message names the clash ('租户中邮箱已存在！', '租户中手机号已存在！').
 */
const CHECKS = {
  email: "/api/admin/user/front/checkEmail",
  mobilePhone: "/api/admin/user/front/checkMobilePhone",
} as const;

export type ProfileUniqueField = keyof typeof CHECKS;

/** Resolves to null when the value is free, else to the message to show under the field. */
export async function checkProfileUnique(field: ProfileUniqueField, value: string, id: string): Promise<string | null> {
  const reply = await request<boolean>({ url: CHECKS[field], params: { id, [field]: value }, silent: true });
  return reply.data ? null : reply.message;
}
