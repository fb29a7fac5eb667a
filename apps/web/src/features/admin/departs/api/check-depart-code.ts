import { request } from "../../../../lib/request";

/** Resolves to null when the code is free in the tenant, else to the message naming the clash. */
export async function checkDepartCode(code: string, id?: string): Promise<string | null> {
  const params: Record<string, string> = { code };
  if (id) params.id = id;
  const reply = await request<boolean>({ url: "/api/admin/depart/checkCode", method: "GET", params, silent: true });
  return reply.data ? null : reply.message;
}
