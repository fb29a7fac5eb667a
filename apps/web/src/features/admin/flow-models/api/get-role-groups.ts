import { queryOptions, useQuery } from "@tanstack/react-query";
import type { GroupNode } from "@zcps/contracts/roles";
import { http } from "../../../../lib/request";
import { flowModelsQueryKey } from "./get-models";

export interface RoleGroupOption {
  code: string;
  name: string;
  nameEn: string | null;
}

const flatten = (nodes: GroupNode[]): RoleGroupOption[] =>
  nodes.flatMap((node) => [{ code: node.code, name: node.name, nameEn: node.nameEn }, ...flatten(node.children)]);

/** Every role group of the tenant, of every role type (the role page's tree, read without a type). */
export async function getRoleGroups(): Promise<RoleGroupOption[]> {
  return flatten((await http.get<GroupNode[]>("/api/admin/group/tree")).data);
}

/** Offered only to a user who may read the role groups; others type the codes. */
export function useRoleGroups(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...flowModelsQueryKey, "role-groups"],
      queryFn: getRoleGroups,
      enabled,
      staleTime: 60_000,
    }),
  );
}
