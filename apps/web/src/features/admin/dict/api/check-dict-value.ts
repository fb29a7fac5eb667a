import { request } from "../../../../lib/request";

/** Resolves to null when the value's code (or value) is free in its type, else to the message naming the clash. */
export async function checkDictValue(
  typeId: string,
  field: "code" | "value",
  text: string,
  id?: string,
): Promise<string | null> {
  const params: Record<string, string> = { typeId, [field]: text };
  if (id) params.id = id;
  const reply = await request<boolean>({ url: "/api/dict/dictValue/checkCode", method: "GET", params, silent: true });
  return reply.data ? null : reply.message;
}
