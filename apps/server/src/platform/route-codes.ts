import { eq, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { elementRoutes, elements, menus } from "../db/schema";
import type { AccessCache } from "./access-cache";

/** What opens one API route: the element codes, and names for the operation log. */
export interface RouteGrant {
  codes: Set<string>;
  /** the first matching element's name and its menu's title, in Chinese and English (operation log) */
  operation: string;
  menu: string;
  operationEn: string;
  menuEn: string;
}

const SCOPE = "route-codes";
const KEY = "index";

export const routeKey = (method: string, route: string) => `${method === "HEAD" ? "GET" : method} ${route}`;

async function loadIndex(db: Executor): Promise<Map<string, RouteGrant>> {
  const rows = await db
    .select({
      method: elementRoutes.method,
      route: elementRoutes.route,
      code: elements.code,
      name: elements.name,
      nameEn: elements.nameEn,
      menu: menus.title,
      menuEn: menus.titleEn,
    })
    .from(elementRoutes)
    .innerJoin(elements, eq(elements.id, elementRoutes.elementId))
    .innerJoin(menus, eq(menus.id, elements.menuId))
    .orderBy(elementRoutes.method, elementRoutes.route, sql`${elements.type} = 'uri'`, elements.code);
  const index = new Map<string, RouteGrant>();
  for (const row of rows) {
    const key = routeKey(row.method, row.route);
    const grant = index.get(key);
    if (grant) grant.codes.add(row.code);
    else
      index.set(key, {
        codes: new Set([row.code]),
        operation: row.name,
        menu: row.menu,
        operationEn: row.nameEn,
        menuEn: row.menuEn,
      });
  }
  return index;
}

/** The route-to-codes index, read from the database once and kept until an element or its routes change. */
export async function routeGrants(db: Executor, cache: AccessCache): Promise<Map<string, RouteGrant>> {
  let index = cache.scopedValue<Map<string, RouteGrant>>(SCOPE, KEY);
  if (!index) {
    index = await loadIndex(db);
    cache.keepScopedValue(SCOPE, KEY, index, Number.POSITIVE_INFINITY);
  }
  return index;
}

/** Call after any change to elements or their routes (here and, through the bus, on every instance). */
export function routeGrantsChanged(cache: AccessCache) {
  cache.invalidateScope(SCOPE);
}
