import { request } from "../../../../lib/request";

/** Resolves to null when the account is free across all tenants, else to the message to show. */
export async function checkAdminUsername(username: string): Promise<string | null> {
  const reply = await request<boolean>({
    url: "/api/admin/user/checkUserNameFormAll",
    method: "GET",
    params: { username },
    silent: true,
  });
  return reply.data ? null : reply.message;
}
