import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@zcps/contracts/api";
import type { GroupTypeRow } from "@zcps/contracts/roles";
import { http } from "../../../../lib/request";

export interface GroupTypePageQuery {
  page: number;
  limit: number;
  /** name or code contains it */
  name: string;
}

export async function getGroupTypes({ page, limit, name }: GroupTypePageQuery): Promise<Page<GroupTypeRow>> {
  const params: Record<string, string | number> = { page, limit };
  if (name.trim()) params.name = name.trim();
  const reply = await http.get<Page<GroupTypeRow>>("/api/admin/groupType/page", params);
  return reply.data;
}

export const groupTypesQueryKey = ["groupTypes"] as const;

export const groupTypesQueryOptions = (query: GroupTypePageQuery) =>
  queryOptions({
    queryKey: [...groupTypesQueryKey, "page", query],
    queryFn: () => getGroupTypes(query),
    placeholderData: keepPreviousData,
  });

export function useGroupTypes(query: GroupTypePageQuery) {
  return useQuery(groupTypesQueryOptions(query));
}
