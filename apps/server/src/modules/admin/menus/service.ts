import { randomUUID } from "node:crypto";
import {
  type ApiRouteOption,
  type ApiRouteRef,
  type ElementInput,
  elementInputSchema,
  type MenuAdminNode,
  type MenuInput,
  type MenuMove,
  menuInputSchema,
  menuMoveSchema,
} from "@zcps/contracts/roles";
import type { Executor } from "../../../db/client";
import type { RegisteredRoute } from "../../../platform/auth";
import { uniqueViolation } from "../../../platform/db-errors";
import type { AppDeps } from "../../../platform/deps";
import { AppError, badRequest, notFound } from "../../../platform/errors";
import { routeGrantsChanged } from "../../../platform/route-codes";
import { buildTree, filterTree, isSelfOrDescendant } from "../../../platform/tree";
import { menuPathOf, pathParam, placeAmongSiblings, subtreePaths } from "./menu-tree";
import * as repo from "./repo";

export interface Actor {
  userId: string;
  tenantId: string;
}

/**
 * Menus and elements are shared by every tenant: editing them changes what every user of every tenant sees
 * and may call. So only callers of the super tenant may change them, whatever codes they hold.
 */
const superTenantOnly = () => new AppError(403, 40001, "menu.superTenantOnly");

/** Unique indexes whose violation (a race past the checks) has a message of its own. */
const INDEX_MESSAGES = { menus_path: "menu.codeTaken", elements_code_unique: "element.codeTaken" } as const;

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const index = uniqueViolation(error);
    if (index && index in INDEX_MESSAGES) throw badRequest(INDEX_MESSAGES[index as keyof typeof INDEX_MESSAGES]);
    throw error;
  }
}

/** `routeTable` is read at call time: it is complete once the server has registered every route. */
export function createMenuService({ db, cache }: Pick<AppDeps, "db" | "cache">, routeTable: () => RegisteredRoute[]) {
  async function assertMayEdit(actor: Actor) {
    if (!(await repo.isSuperTenant(db, actor.tenantId))) throw superTenantOnly();
  }

  /** Every change to menus may change every user's menus and codes, and the route grants name menu titles. */
  function menusChanged() {
    routeGrantsChanged(cache);
    cache.invalidateAll();
  }

  function elementRouteChoices(): ApiRouteOption[] {
    const seen = new Set<string>();
    const choices: ApiRouteOption[] = [];
    for (const r of routeTable()) {
      const key = `${r.method} ${r.route}`;
      if (r.access !== "element" || seen.has(key)) continue;
      seen.add(key);
      choices.push({ method: r.method as ApiRouteOption["method"], route: r.route, summary: r.summary });
    }
    return choices.sort((a, b) => a.route.localeCompare(b.route) || a.method.localeCompare(b.method));
  }

  function assertRoutesKnown(routes: ApiRouteRef[]) {
    const known = new Set(elementRouteChoices().map((r) => `${r.method} ${r.route}`));
    for (const r of routes) if (!known.has(`${r.method} ${r.route}`)) throw badRequest("element.routeUnknown");
  }

  /** Where a menu with this parent and code lives; refuses an unknown parent or a move below itself. */
  async function placement(tx: Executor, id: string | null, parentId: string | null) {
    const all = await repo.listMenus(tx);
    const parent = parentId ? all.find((m) => m.id === parentId) : null;
    if (parentId && !parent) throw badRequest("menu.parentNotFound");
    if (id && parentId && isSelfOrDescendant(all, id, parentId)) throw badRequest("menu.parentCycle");
    return { all, parentPath: parent?.path ?? null };
  }

  function assertCodeFree(all: repo.MenuRow[], parentId: string | null, code: string, id: string | null) {
    const clash = all.some(
      (m) => m.id !== id && (m.parentId ?? null) === parentId && m.code.toLowerCase() === code.toLowerCase(),
    );
    if (clash) throw badRequest("menu.codeTaken");
  }

  /** Writes a menu's new parent/code: its path and the paths below it. */
  async function relocate(
    tx: Executor,
    all: repo.MenuRow[],
    menu: repo.MenuRow,
    parentPath: string | null,
    code: string,
  ) {
    const oldParentPath = menu.parentId ? (all.find((m) => m.id === menu.parentId)?.path ?? null) : null;
    const newPath = menuPathOf(parentPath, code, pathParam(menu.path, oldParentPath, menu.code));
    if (newPath !== menu.path) await repo.updatePaths(tx, subtreePaths(all, menu.id, newPath));
  }

  async function get(id: string) {
    const menu = await repo.findMenu(db, id);
    if (!menu) throw notFound();
    return menu;
  }

  async function getElement(id: string) {
    const element = await repo.findElement(db, id);
    if (!element) throw notFound();
    return element;
  }

  return {
    /** The whole tree, disabled menus included; `title` keeps matching menus (either language or code). */
    async tree(title?: string): Promise<MenuAdminNode[]> {
      const tree = buildTree(await repo.listMenus(db));
      if (!title) return tree;
      const needle = title.toLowerCase();
      return filterTree(tree, (m) => [m.title, m.titleEn, m.code].some((text) => text.toLowerCase().includes(needle)));
    },

    get,

    async create(actor: Actor, input: MenuInput) {
      await assertMayEdit(actor);
      const values = menuInputSchema.parse(input);
      const id = randomUUID();
      await guarded(() =>
        db.transaction(async (tx) => {
          const { all, parentPath } = await placement(tx, null, values.parentId);
          assertCodeFree(all, values.parentId, values.code, null);
          await repo.insertMenu(tx, { id, ...values, path: menuPathOf(parentPath, values.code) });
        }),
      );
      menusChanged();
      return get(id);
    },

    async update(actor: Actor, id: string, input: MenuInput) {
      await assertMayEdit(actor);
      const values = menuInputSchema.parse(input);
      await guarded(() =>
        db.transaction(async (tx) => {
          const { all, parentPath } = await placement(tx, id, values.parentId);
          const menu = all.find((m) => m.id === id);
          if (!menu) throw notFound();
          assertCodeFree(all, values.parentId, values.code, id);
          await relocate(tx, all, menu, parentPath, values.code);
          await repo.updateMenu(tx, id, values);
        }),
      );
      menusChanged();
      return get(id);
    },

    /** Drag and drop: a new parent (or the same) and a position among its children, renumbered from 0. */
    async move(actor: Actor, id: string, input: MenuMove) {
      await assertMayEdit(actor);
      const { parentId, position } = menuMoveSchema.parse(input);
      await guarded(() =>
        db.transaction(async (tx) => {
          const { all, parentPath } = await placement(tx, id, parentId);
          const menu = all.find((m) => m.id === id);
          if (!menu) throw notFound();
          assertCodeFree(all, parentId, menu.code, id);
          await relocate(tx, all, menu, parentPath, menu.code);
          if (menu.parentId !== parentId) await repo.updateMenu(tx, id, { parentId });
          const siblings = all.filter((m) => (m.parentId ?? null) === parentId && m.id !== id).map((m) => m.id);
          await repo.updateOrder(tx, placeAmongSiblings(siblings, id, position));
        }),
      );
      menusChanged();
      return get(id);
    },

    async remove(actor: Actor, id: string) {
      await assertMayEdit(actor);
      await db.transaction(async (tx) => {
        if (!(await repo.findMenu(tx, id))) throw notFound();
        if ((await repo.countChildren(tx, id)) > 0) throw badRequest("menu.hasChildren");
        if ((await repo.countElements(tx, id)) > 0) throw badRequest("menu.hasElements");
        await repo.deleteMenu(tx, id);
      });
      menusChanged();
    },

    elementRouteChoices,

    pageElements: (filter: repo.ElementFilter) => repo.pageElements(db, filter),

    getElement,

    async createElement(actor: Actor, input: ElementInput) {
      await assertMayEdit(actor);
      const { routes, ...values } = elementInputSchema.parse(input);
      assertRoutesKnown(routes);
      const id = randomUUID();
      await guarded(() =>
        db.transaction(async (tx) => {
          if (!(await repo.findMenu(tx, values.menuId))) throw badRequest("element.menuNotFound");
          if (await repo.elementCodeTaken(tx, values.code)) throw badRequest("element.codeTaken");
          await repo.insertElement(tx, { id, ...values });
          await repo.setElementRoutes(tx, id, routes);
        }),
      );
      menusChanged();
      return getElement(id);
    },

    async updateElement(actor: Actor, id: string, input: ElementInput) {
      await assertMayEdit(actor);
      const { routes, ...values } = elementInputSchema.parse(input);
      assertRoutesKnown(routes);
      await guarded(() =>
        db.transaction(async (tx) => {
          if (!(await repo.findMenu(tx, values.menuId))) throw badRequest("element.menuNotFound");
          if (await repo.elementCodeTaken(tx, values.code, id)) throw badRequest("element.codeTaken");
          if (!(await repo.updateElement(tx, id, values))) throw notFound();
          await repo.setElementRoutes(tx, id, routes);
        }),
      );
      menusChanged();
      return getElement(id);
    },

    async removeElement(actor: Actor, id: string) {
      await assertMayEdit(actor);
      await db.transaction(async (tx) => {
        if (!(await repo.deleteElement(tx, id))) throw notFound();
      });
      menusChanged();
    },

    async addRoute(actor: Actor, id: string, route: ApiRouteRef) {
      await assertMayEdit(actor);
      assertRoutesKnown([route]);
      if (!(await repo.findElement(db, id))) throw notFound();
      await repo.addElementRoute(db, id, route);
      routeGrantsChanged(cache);
      return getElement(id);
    },

    async removeRoute(actor: Actor, id: string, route: ApiRouteRef) {
      await assertMayEdit(actor);
      if (!(await repo.findElement(db, id))) throw notFound();
      await repo.removeElementRoute(db, id, route);
      routeGrantsChanged(cache);
      return getElement(id);
    },
  };
}
