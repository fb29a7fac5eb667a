import { request } from "../../../../lib/request";

/** Resolves to null when the code is free (or is the edited tenant's own), else to the message to show. */
export async function checkTenantCode(code: string, id?: string): Promise<string | null> {
  const reply = await request<boolean>({
    url: "/api/admin/tenant/checkCode",
    method: "GET",
    params: { code, id },
    silent: true,
  });
  return reply.data ? null : reply.message;
}
