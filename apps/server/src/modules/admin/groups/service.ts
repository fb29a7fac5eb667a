import { randomUUID } from "node:crypto";
import {
  type Authority,
  type AuthorityInput,
  authoritySchema,
  type GrantableMenu,
  type GrantLevel,
  type GroupCreate,
  type GroupDataScope,
  type GroupNode,
  type GroupUpdate,
  type GroupUsers,
  type GroupUsersInput,
  groupCreateSchema,
  groupUpdateSchema,
  groupUsersSchema,
  type NotGrantable,
} from "@zcps/contracts/roles";
import type { Executor } from "../../../db/client";
import { dataScopeOf, widestScope } from "../../../platform/data-scope";
import { uniqueViolation } from "../../../platform/db-errors";
import type { AppDeps } from "../../../platform/deps";
import { AppError, badRequest, notFound } from "../../../platform/errors";
import { buildTree, filterTree, isSelfOrDescendant } from "../../../platform/tree";
import { usersChanged } from "../users";
import { changeBetween, closeOverAncestors, type MenuIndex, planGrant, type ResourceSets } from "./authority";
import * as repo from "./repo";

export interface Actor {
  userId: string;
  tenantId: string;
  isSuperAdmin: boolean;
}

const notGrantable = (data: NotGrantable) => new AppError(403, 40001, "group.notGrantable", data);

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolation(error) === "groups_tenant_code") throw badRequest("group.codeTaken");
    throw error;
  }
}

function indexOf(resources: Awaited<ReturnType<typeof repo.loadResources>>): MenuIndex {
  return {
    parents: new Map(resources.menus.map((m) => [m.id, m.parentId])),
    elementMenus: new Map(resources.elements.map((e) => [e.id, e.menuId])),
  };
}

/** Role groups of the caller's tenant: the tree under each type, members and leaders, and their authority. */
export function createGroupService({ db, cache }: Pick<AppDeps, "db" | "cache">) {
  async function get(actor: Actor, id: string) {
    const group = await repo.findGroup(db, actor.tenantId, id);
    if (!group) throw notFound();
    return group;
  }

  /** A parent must be a group of the same tenant and type, and not the group itself or below it. */
  async function assertParent(tx: Executor, actor: Actor, groupTypeId: string, parentId: string | null, id?: string) {
    if (!parentId) return;
    const all = await repo.listGroups(tx, actor.tenantId, groupTypeId);
    if (!all.some((g) => g.id === parentId)) throw badRequest("group.parentNotFound");
    if (id && isSelfOrDescendant(all, id, parentId)) throw badRequest("group.parentCycle");
  }

  /** A caller may not give a role a wider data scope than their own (a super administrator has the tenant). */
  async function assertScopeWithin(actor: Actor, requested: GroupDataScope) {
    if (actor.isSuperAdmin || requested === "self") return;
    const own = (await dataScopeOf(db, cache, actor)).kind;
    if (widestScope([own, requested]) !== own) throw badRequest("group.scopeTooWide");
  }

  /** What the caller may grant onward, with ancestors; null means everything (a super administrator). */
  async function grantableBy(actor: Actor, index: MenuIndex): Promise<ResourceSets | null> {
    if (actor.isSuperAdmin) return null;
    const held = await repo.grantRowsOfUser(db, actor.userId);
    return closeOverAncestors(index, held.menus, held.elements);
  }

  async function users(actor: Actor, id: string): Promise<GroupUsers> {
    await get(actor, id);
    const rows = await repo.findMembers(db, id);
    const ref = ({ isLeader: _l, ...user }: (typeof rows)[number]) => user;
    return { members: rows.filter((r) => !r.isLeader).map(ref), leaders: rows.filter((r) => r.isLeader).map(ref) };
  }

  async function authority(actor: Actor, id: string, level: GrantLevel): Promise<Authority> {
    await get(actor, id);
    const held = await repo.groupAuthority(db, id, level);
    return { menus: [...held.menus], elements: [...held.elements] };
  }

  return {
    async tree(actor: Actor, filter: { groupTypeId?: string; name?: string }): Promise<GroupNode[]> {
      const tree = buildTree(await repo.listGroups(db, actor.tenantId, filter.groupTypeId));
      if (!filter.name) return tree;
      const needle = filter.name.toLowerCase();
      return filterTree(tree, (g) => [g.name, g.nameEn ?? "", g.code].some((t) => t.toLowerCase().includes(needle)));
    },

    get,

    async create(actor: Actor, input: GroupCreate) {
      const values = groupCreateSchema.parse(input);
      await assertScopeWithin(actor, values.dataScope);
      const id = randomUUID();
      await guarded(() =>
        db.transaction(async (tx) => {
          if (!(await repo.groupTypeExists(tx, actor.tenantId, values.groupTypeId)))
            throw badRequest("group.typeNotFound");
          await assertParent(tx, actor, values.groupTypeId, values.parentId);
          if (await repo.codeTaken(tx, actor.tenantId, values.code)) throw badRequest("group.codeTaken");
          await repo.insertGroup(tx, { id, tenantId: actor.tenantId, ...values });
        }),
      );
      return get(actor, id);
    },

    async update(actor: Actor, id: string, input: GroupUpdate) {
      const values = groupUpdateSchema.parse(input);
      const scopeChanged = await guarded(() =>
        db.transaction(async (tx) => {
          const group = await repo.findGroup(tx, actor.tenantId, id);
          if (!group) throw notFound();
          const changed = values.dataScope !== undefined && values.dataScope !== group.dataScope;
          if (changed && values.dataScope) await assertScopeWithin(actor, values.dataScope);
          await assertParent(tx, actor, group.groupTypeId, values.parentId, id);
          if (await repo.codeTaken(tx, actor.tenantId, values.code, id)) throw badRequest("group.codeTaken");
          await repo.updateGroup(tx, actor.tenantId, id, values);
          // the code names the part a role plays in the title-evaluation workflow
          return changed || values.code !== group.code;
        }),
      );
      // every member's cached data scope (and workflow part) changes with the role's
      if (scopeChanged) cache.invalidateAll();
      // user lists show role names
      usersChanged(cache, actor.tenantId);
      return get(actor, id);
    },

    async remove(actor: Actor, id: string) {
      const members = await db.transaction(async (tx) => {
        if (!(await repo.findGroup(tx, actor.tenantId, id))) throw notFound();
        if ((await repo.countChildren(tx, actor.tenantId, id)) > 0) throw badRequest("group.hasChildren");
        const ids = await repo.memberIds(tx, id);
        await repo.deleteGroup(tx, actor.tenantId, id);
        return ids;
      });
      for (const userId of members) cache.invalidateUser(userId);
      usersChanged(cache, actor.tenantId);
    },

    users,

    /** Replaces members and leaders (a user named in both is a leader); every user must be of the tenant. */
    async setUsers(actor: Actor, id: string, input: GroupUsersInput) {
      const { members, leaders } = groupUsersSchema.parse(input);
      const leaderSet = new Set(leaders);
      const rows = [
        ...[...leaderSet].map((userId) => ({ userId, isLeader: true })),
        ...[...new Set(members)].filter((u) => !leaderSet.has(u)).map((userId) => ({ userId, isLeader: false })),
      ];
      const before = await db.transaction(async (tx) => {
        if (!(await repo.findGroup(tx, actor.tenantId, id))) throw notFound();
        const live = await repo.liveUsersOfTenant(
          tx,
          actor.tenantId,
          rows.map((r) => r.userId),
        );
        if (live.size !== rows.length) throw badRequest("group.userNotFound");
        const previous = await repo.memberIds(tx, id);
        await repo.replaceMembers(tx, id, rows);
        return previous;
      });
      // leading or belonging grants the same codes: only users who joined or left need new ones
      const after = new Set(rows.map((r) => r.userId));
      const previous = new Set(before);
      for (const userId of after) if (!previous.has(userId)) cache.invalidateUser(userId);
      for (const userId of previous) if (!after.has(userId)) cache.invalidateUser(userId);
      usersChanged(cache, actor.tenantId);
      return users(actor, id);
    },

    userOptions: (actor: Actor, keyword: string | undefined, limit: number) =>
      repo.searchUsers(db, actor.tenantId, keyword, limit),

    /** The menu tree (with elements) the caller may grant: everything for a super administrator. */
    async grantable(actor: Actor): Promise<GrantableMenu[]> {
      const resources = await repo.loadResources(db);
      const scope = await grantableBy(actor, indexOf(resources));
      const elementsByMenu = new Map<string, GrantableMenu["elements"]>();
      for (const { menuId, ...element } of resources.elements) {
        if (scope && !scope.elements.has(element.id)) continue;
        const list = elementsByMenu.get(menuId) ?? [];
        list.push(element);
        elementsByMenu.set(menuId, list);
      }
      const menus = resources.menus
        .filter((m) => !scope || scope.menus.has(m.id))
        .map((m) => ({ ...m, elements: elementsByMenu.get(m.id) ?? [] }));
      return buildTree(menus);
    },

    authority,

    /**
     * Sets what a group holds at one level, within what the caller may grant (see planGrant): anything the caller
     * may not grant refuses the whole save (403, with the refused codes). One transaction, set-based writes.
     */
    async setAuthority(actor: Actor, id: string, level: GrantLevel, input: AuthorityInput): Promise<Authority> {
      const requested = authoritySchema.parse(input);
      await get(actor, id);
      const resources = await repo.loadResources(db);
      const index = indexOf(resources);
      if (
        requested.menus.some((m) => !index.parents.has(m)) ||
        requested.elements.some((e) => !index.elementMenus.has(e))
      ) {
        throw badRequest("group.unknownResource");
      }
      const scope = await grantableBy(actor, index);
      await db.transaction(async (tx) => {
        const held = await repo.groupAuthority(tx, id, level);
        const { granted, refused } = planGrant(index, requested, scope, held);
        if (refused.menus.length > 0 || refused.elements.length > 0) {
          const menuCodes = new Map(resources.menus.map((m) => [m.id, m.code]));
          const elementCodes = new Map(resources.elements.map((e) => [e.id, e.code]));
          throw notGrantable({
            menus: refused.menus.map((m) => menuCodes.get(m) ?? m),
            elements: refused.elements.map((e) => elementCodes.get(e) ?? e),
          });
        }
        await repo.changeAuthority(tx, id, level, changeBetween(held, granted));
      });
      // "use" grants are what members' codes and menus are made of; "grant" rows are read fresh on each save
      if (level === "use") cache.invalidateAll();
      return authority(actor, id, level);
    },
  };
}
