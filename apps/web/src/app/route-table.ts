import type { MenuNode } from "@zcps/contracts/api";
import { MENU_TREE, menuPath } from "@zcps/contracts/menus";
import { UNIT_REVIEW_ELEMENTS } from "@zcps/contracts/zcps/unit-review/element-codes";
import { routeTitleKey } from "../i18n/route-titles";

/**
 * Every module route of spec section 2, from the one menu tree in contracts.
 * A group's authority is its code, a child's its own code; access is decided
 * by the permitted menu tree's paths because child codes repeat across groups.
 */
export interface ModuleRoute {
  groupCode: string;
  code: string;
  /** route pattern, e.g. /UnitAuditMan/ReporterSummary/:isAdmin */
  pattern: string;
  /** the pattern relative to its group */
  segment: string;
  titleKey: string;
}

export interface ModuleGroup {
  code: string;
  path: string;
  titleKey: string;
  icon?: string;
  children: ModuleRoute[];
}

export const MODULE_GROUPS: ModuleGroup[] = MENU_TREE.map((group) => ({
  code: group.code,
  path: `/${group.code}`,
  titleKey: routeTitleKey(group.code),
  icon: group.icon,
  children: (group.children ?? []).map((child) => ({
    groupCode: group.code,
    code: child.code,
    pattern: menuPath(group.code, child),
    segment: `${child.code}${child.param ?? ""}`,
    titleKey: routeTitleKey(child.code),
  })),
}));

/** The paths of the permitted menu tree (groups and children, at any depth). */
export function permittedPaths(nodes: MenuNode[], into: Set<string> = new Set()): Set<string> {
  for (const node of nodes) {
    if (node.path) into.add(node.path);
    permittedPaths(node.children ?? [], into);
  }
  return into;
}

/** Values of route parameters in menu paths (the unit view of ReporterSummary unless the user administers a unit). */
export type RouteParams = Record<string, string>;
export const ROUTE_PARAM_DEFAULTS: RouteParams = { isAdmin: "0" };

/** The parameters the signed-in user's links carry: ReporterSummary opens the administrator's view for unit administrators. */
export function routeParamsFor(elements: Record<string, true>): RouteParams {
  return { ...ROUTE_PARAM_DEFAULTS, isAdmin: elements[UNIT_REVIEW_ELEMENTS.rosterAllocate] ? "1" : "0" };
}

/** A menu path as a link, its route parameters filled. */
export function linkFor(path: string, params: RouteParams = ROUTE_PARAM_DEFAULTS): string {
  return path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? "0");
}

/** The first leaf of a permitted group, as a link. */
export function firstLeaf(node: MenuNode, params: RouteParams = ROUTE_PARAM_DEFAULTS): string | null {
  if (!node.children?.length) return node.path ? linkFor(node.path, params) : null;
  for (const child of node.children) {
    const leaf = firstLeaf(child, params);
    if (leaf) return leaf;
  }
  return null;
}

/** The permitted top-level group of a route pattern, or of a group path. */
export function findGroupNode(nodes: MenuNode[], groupPath: string): MenuNode | undefined {
  return nodes.find((n) => n.path === groupPath || n.code === groupPath.slice(1));
}

/** Spec 6: a menu id kept in local storage narrows the permitted menus to that entry, if it is still permitted. */
export function narrowMenus(nodes: MenuNode[], menuId: string | null): MenuNode[] {
  if (!menuId) return nodes;
  const chosen = nodes.find((n) => n.id === menuId);
  return chosen ? [chosen] : nodes;
}
