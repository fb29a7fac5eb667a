import { useQuery } from "@tanstack/react-query";
import type { DepartUserRow } from "@zcps/contracts/departs";
import { http } from "../../../../lib/request";

/** Users not in the department yet whose name, account or staff number contains the keyword (at most 20). */
export async function getUserCandidates(departId: string, keyword: string): Promise<DepartUserRow[]> {
  const params: Record<string, string> = { departId };
  if (keyword.trim()) params.keyword = keyword.trim();
  const reply = await http.get<DepartUserRow[]>("/api/admin/depart/user/candidates", params);
  return reply.data;
}

export function useUserCandidates(departId: string | null, keyword: string) {
  return useQuery({
    queryKey: ["departs", "candidates", departId, keyword.trim()],
    queryFn: () => getUserCandidates(departId as string, keyword),
    enabled: departId !== null,
  });
}
