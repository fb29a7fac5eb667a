import { createHash } from "node:crypto";
import { ELEMENT_DEFS } from "@zcps/contracts/elements";
import { MENU_TREE, menuPath } from "@zcps/contracts/menus";
import type { Config } from "../../config";
import { DICTIONARY } from "./dictionary";
import { type JobSeed, seededJobs } from "./jobs";
import { ROLE_SEEDS } from "./roles";

/**
 * The structure the code defines: menus, elements and their routes, the seeded role groups' grants, the
 * housekeeping jobs and the dictionary. Every item has a key that stays the same across releases ("menu:zcps",
 * "element:userManager:view", ...): the database records the keys it has received, so a later release adds only
 * what it never had (sync.ts).
 */
export interface Structure {
  /** changes whenever anything below changes: an unchanged start compares this and stops */
  hash: string;
  menus: MenuItem[];
  elements: ElementItem[];
  routes: RouteItem[];
  grants: GrantItem[];
  jobs: JobItem[];
  dictTypes: DictTypeItem[];
  dictValues: DictValueItem[];
}

interface Keyed {
  key: string;
}

/** A menu under its parent: `menu` is "group" or "group/child", the notation of ElementDef and RoleSeed. */
export interface MenuItem extends Keyed {
  menu: string;
  parentMenu: string | null;
  code: string;
  title: string;
  titleEn: string;
  icon: string | null;
  type: "dirt" | "menu";
  path: string;
  orderNum: number;
}

export interface ElementItem extends Keyed {
  code: string;
  menu: string;
  type: string;
  name: string;
  nameEn: string;
}

export interface RouteItem extends Keyed {
  element: string;
  method: string;
  route: string;
}

/** "use": the role group may use the menu or element; "grant": may grant it onward. */
export interface GrantItem extends Keyed {
  role: string;
  grant: "use" | "grant";
  resource: { type: "menu"; menu: string } | { type: "element"; code: string };
}

export interface JobItem extends Keyed, JobSeed {}

export interface DictTypeItem extends Keyed {
  code: string;
  parentCode: string | null;
  name: string;
  nameEn: string;
  orderNum: number;
}

export interface DictValueItem extends Keyed {
  typeCode: string;
  code: string;
  value: string;
  label: string;
  labelEn: string;
  orderNum: number;
}

/** Raised to make every database take the structure again when the way it is applied changes. */
const STRUCTURE_FORMAT = 1;

function menuItems(): MenuItem[] {
  return MENU_TREE.flatMap((group, gi): MenuItem[] => [
    {
      key: `menu:${group.code}`,
      menu: group.code,
      parentMenu: null,
      code: group.code,
      title: group.zh,
      titleEn: group.en,
      icon: group.icon ?? null,
      type: "dirt",
      path: `/${group.code}`,
      orderNum: gi,
    },
    ...(group.children ?? []).map(
      (child, ci): MenuItem => ({
        key: `menu:${group.code}/${child.code}`,
        menu: `${group.code}/${child.code}`,
        parentMenu: group.code,
        code: child.code,
        title: child.zh,
        titleEn: child.en,
        icon: child.icon ?? null,
        type: "menu",
        path: menuPath(group.code, child),
        orderNum: ci,
      }),
    ),
  ]);
}

/**
 * The menus a role's notation names: a whole group ("zcps") brings the group and all its children, one child
 * ("zcps/userCenter") brings itself and its group, as a grant made in the authority dialog would.
 */
export function menusNamed(notation: readonly string[], known: ReadonlySet<string>): string[] {
  const menus = new Set<string>();
  for (const entry of notation) {
    const [group] = entry.split("/") as [string];
    if (!known.has(entry)) throw new Error(`a role names an unknown menu ${entry}`);
    menus.add(group);
    if (entry !== group) menus.add(entry);
    else for (const menu of known) if (menu.startsWith(`${group}/`)) menus.add(menu);
  }
  return [...menus];
}

/** The grants of ROLE_SEEDS: each role's menus and elements ("use") and what it may grant onward ("grant"). */
function grantItems(menus: ReadonlySet<string>, elements: ReadonlySet<string>): GrantItem[] {
  const items: GrantItem[] = [];
  const add = (role: string, grant: GrantItem["grant"], menuNotation: readonly string[], codes: readonly string[]) => {
    for (const menu of menusNamed(menuNotation, menus)) {
      items.push({ key: `grant:${role}:${grant}:menu:${menu}`, role, grant, resource: { type: "menu", menu } });
    }
    for (const code of new Set(codes)) {
      if (!elements.has(code)) throw new Error(`role ${role} names an unknown element ${code}`);
      items.push({ key: `grant:${role}:${grant}:element:${code}`, role, grant, resource: { type: "element", code } });
    }
  };
  for (const role of ROLE_SEEDS) {
    add(role.code, "use", role.menus, role.elements ?? []);
    // the super administrator needs no "grant" rows: they may grant everything
    if (role.grants) add(role.code, "grant", role.grants.menus, role.grants.elements ?? []);
  }
  return items;
}

function dictionaryItems(): Pick<Structure, "dictTypes" | "dictValues"> {
  const dictTypes: DictTypeItem[] = [];
  const dictValues: DictValueItem[] = [];
  const walk = (nodes: typeof DICTIONARY, parentCode: string | null) => {
    nodes.forEach((node, orderNum) => {
      dictTypes.push({
        key: `dictType:${node.code}`,
        code: node.code,
        parentCode,
        name: node.zh,
        nameEn: node.en,
        orderNum,
      });
      (node.values ?? []).forEach(([value, label, labelEn], i) => {
        dictValues.push({
          key: `dictValue:${node.code}:${value}`,
          typeCode: node.code,
          code: `${node.code}_${value}`,
          value,
          label,
          labelEn,
          orderNum: i,
        });
      });
      walk(node.children ?? [], node.code);
    });
  };
  walk(DICTIONARY, null);
  return { dictTypes, dictValues };
}

function buildStructure(config: Pick<Config, "DATABASE_URL">): Structure {
  const menus = menuItems();
  const menuNames = new Set(menus.map((m) => m.menu));
  const elements: ElementItem[] = [];
  const elementCodes = new Set<string>();
  const routes = new Map<string, RouteItem>();
  for (const def of ELEMENT_DEFS) {
    if (!menuNames.has(def.menu)) throw new Error(`element ${def.code} names an unknown menu ${def.menu}`);
    if (elementCodes.has(def.code)) throw new Error(`element ${def.code} is defined twice`);
    elementCodes.add(def.code);
    elements.push({
      key: `element:${def.code}`,
      code: def.code,
      menu: def.menu,
      type: def.type,
      name: def.zh,
      nameEn: def.en,
    });
    for (const [method, route] of def.routes) {
      const key = `route:${def.code}:${method} ${route}`;
      routes.set(key, { key, element: def.code, method, route });
    }
  }
  const grants = grantItems(menuNames, elementCodes);
  const jobs = seededJobs(config).map((job) => ({ key: `job:${job.handler}`, ...job }));
  const body = { menus, elements, routes: [...routes.values()], grants, jobs, ...dictionaryItems() };
  const hash = createHash("sha256")
    .update(JSON.stringify({ format: STRUCTURE_FORMAT, ...body }))
    .digest("hex");
  return { hash, ...body };
}

const built = new Map<boolean, Structure>();

/** The structure of this release (it depends on the configuration only through the kind of database). */
export function codeStructure(config: Pick<Config, "DATABASE_URL">): Structure {
  const onPostgres = Boolean(config.DATABASE_URL);
  let structure = built.get(onPostgres);
  if (!structure) {
    structure = buildStructure(config);
    built.set(onPostgres, structure);
  }
  return structure;
}
