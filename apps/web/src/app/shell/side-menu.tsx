import type { MenuNode } from "@zcps/contracts/api";
import type { MenuProps } from "antd/es/menu";
import Menu from "antd/es/menu";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useMatches, useNavigate } from "react-router";
import { usePreferences } from "../../stores/preferences";
import { useSession } from "../../stores/session";
import { MenuIcon } from "../menu-icon";
import { linkFor, narrowMenus, type RouteParams, routeParamsFor } from "../route-table";
import type { RouteHandle } from "../router";

type Item = Required<MenuProps>["items"][number];

/** Groups open and close; a module entry is a real link (a middle click opens it in a new tab). */
function toItems(nodes: MenuNode[], english: boolean, params: RouteParams, depth = 0): Item[] {
  return nodes.map((node) => {
    const label = english ? node.titleEn || node.title : node.title;
    const icon = <MenuIcon key={node.id} name={node.icon} fallback={depth === 0} />;
    if (node.children?.length) {
      return { key: node.path || node.id, icon, label, children: toItems(node.children, english, params, depth + 1) };
    }
    return {
      key: node.path,
      icon,
      label: (
        <Link to={linkFor(node.path, params)} data-menu-path={node.path}>
          {label}
        </Link>
      ),
    };
  });
}

/** Keys of the groups that contain `key`, outermost first. */
function ancestorsOf(nodes: MenuNode[], key: string, trail: string[] = []): string[] | null {
  for (const node of nodes) {
    if (node.path === key) return trail;
    if (node.children?.length) {
      const found = ancestorsOf(node.children, key, [...trail, node.path || node.id]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Spec 2 sidebar: built from the permitted menus (narrowed to the group chosen
 * on the platform home); the active item comes from the route, plus ?id.
 */
export function SideMenu({ collapsed }: { collapsed: boolean }) {
  const { i18n } = useTranslation();
  const location = useLocation();
  const matches = useMatches();
  const permissionMenus = useSession((s) => s.permissionMenus);
  const menuId = usePreferences((s) => s.menuId);
  const nodes = useMemo(() => narrowMenus(permissionMenus, menuId), [permissionMenus, menuId]);
  const navigate = useNavigate();
  const elements = useSession((s) => s.elements);
  const params = useMemo(() => routeParamsFor(elements), [elements]);
  const items = useMemo(() => toItems(nodes, i18n.language === "en", params), [nodes, i18n.language, params]);

  const route = (matches[matches.length - 1]?.handle as RouteHandle | undefined)?.name ?? location.pathname;
  const id = new URLSearchParams(location.search).get("id");
  const selectedKeys = id ? [route, `${route}?id=${id}`] : [route];

  const [openKeys, setOpenKeys] = useState<string[]>(() => ancestorsOf(nodes, route) ?? []);
  useEffect(() => {
    const ancestors = ancestorsOf(nodes, route);
    if (ancestors) setOpenKeys((keys) => [...new Set([...keys, ...ancestors])]);
  }, [nodes, route]);

  return (
    <Menu
      mode="inline"
      theme="dark"
      className="shell-menu"
      inlineCollapsed={collapsed}
      items={items}
      selectedKeys={selectedKeys}
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
      // the link itself navigates; a click beside it on the item does too
      onClick={({ key, domEvent }) => {
        if (!(domEvent.target as HTMLElement).closest("a")) navigate(linkFor(key, params));
      }}
    />
  );
}
