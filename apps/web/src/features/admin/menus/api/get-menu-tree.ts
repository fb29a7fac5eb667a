import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MenuAdminNode } from "@zcps/contracts/roles";
import { http } from "../../../../lib/request";

/** A menu as the create, update and move calls answer it. */
export type SavedMenu = Omit<MenuAdminNode, "children">;

export async function getMenuTree(): Promise<MenuAdminNode[]> {
  const reply = await http.get<MenuAdminNode[]>("/api/admin/menu/tree");
  return reply.data;
}

export const menusQueryKey = ["menus"] as const;
export const menuTreeQueryKey = [...menusQueryKey, "tree"] as const;

export const menuTreeQueryOptions = () => queryOptions({ queryKey: menuTreeQueryKey, queryFn: getMenuTree });

/** The whole tree, disabled menus included; the page filters it by title itself. */
export function useMenuTree() {
  return useQuery(menuTreeQueryOptions());
}
