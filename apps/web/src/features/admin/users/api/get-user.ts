import { queryOptions, useQuery } from "@tanstack/react-query";
import type { UserRow } from "@zcps/contracts/api";
import { http } from "../../../../lib/request";

export async function getUser(id: string): Promise<UserRow> {
  const reply = await http.get<UserRow>(`/api/admin/user/${encodeURIComponent(id)}`);
  return reply.data;
}

export const userQueryOptions = (id: string) =>
  queryOptions({ queryKey: ["users", "detail", id], queryFn: () => getUser(id) });

/** The edit dialog loads the record fresh rather than trusting the table row. */
export function useUser(id: string | undefined) {
  return useQuery({ ...userQueryOptions(id ?? ""), enabled: Boolean(id) });
}
