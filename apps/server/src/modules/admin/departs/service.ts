import { randomUUID } from "node:crypto";
import { type DepartInput, type DepartTreeNode, departInputSchema } from "@zcps/contracts/departs";
import type { Executor } from "../../../db/client";
import { type DataScope, departInScope, departsChanged } from "../../../platform/data-scope";
import { foreignKeyViolation, uniqueViolation } from "../../../platform/db-errors";
import type { AppDeps } from "../../../platform/deps";
import { badRequest, notFound } from "../../../platform/errors";
import { buildTree, subtreeIds, wouldCycle } from "../../../platform/tree";
import { usersChanged } from "../users";
import * as repo from "./repo";

export interface Actor {
  userId: string;
  tenantId: string;
  /** whose users the actor may list and move (platform/data-scope.ts) */
  scope: DataScope;
}

const CANDIDATE_LIMIT = 20;

/** The new order of a parent's children when `id` is placed at `index` among them. */
export function placeAmong(siblings: readonly string[], id: string, index: number): string[] {
  const rest = siblings.filter((s) => s !== id);
  const at = Math.min(Math.max(index, 0), rest.length);
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

/**
 * The organisation tree of a tenant: one root (the school), its units on the second level, offices and
 * sections below. Every user belongs to exactly one department, so users are added to or moved between
 * departments, never left without one.
 */
export function createDepartService({ db, cache }: Pick<AppDeps, "db" | "cache">) {
  async function guarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (uniqueViolation(error) === "departs_tenant_code") throw badRequest("depart.codeTaken");
      if (foreignKeyViolation(error)) throw badRequest("depart.inUse");
      throw error;
    }
  }

  /** Names and shape feed user lists, the user form's tree and every cached data scope of the tenant. */
  function changed(tenantId: string) {
    usersChanged(cache, tenantId);
    departsChanged(cache, tenantId);
  }

  async function assertParent(tx: Executor, tenantId: string, id: string | null, parentId: string | null) {
    if (!parentId) {
      const root = await repo.findRoot(tx, tenantId);
      if (root && root.id !== id) throw badRequest("depart.singleRoot");
      return;
    }
    const rows = await repo.listDeparts(tx, tenantId);
    if (!rows.some((row) => row.id === parentId)) throw badRequest("depart.parentNotFound");
    if (id && wouldCycle(rows, id, parentId)) throw badRequest("depart.parentCycle");
  }

  /** Users who are live, of the tenant and in the actor's scope, placed in a department of the scope. */
  async function placeUsers(actor: Actor, departId: string, userIds: string[]) {
    const ids = [...new Set(userIds)];
    await db.transaction(async (tx) => {
      if (!(await repo.findDepart(tx, actor.tenantId, departId))) throw badRequest("user.departNotFound");
      if (!departInScope(actor.scope, departId)) throw badRequest("user.departOutOfScope");
      if ((await repo.countUsersInScope(tx, actor.tenantId, ids, actor.scope)) !== ids.length)
        throw badRequest("depart.userNotFound");
      await repo.setUsersDepart(tx, actor.tenantId, ids, departId, actor.userId);
    });
    // a moved user's own data scope follows their department
    for (const id of ids) cache.invalidateUser(id);
    usersChanged(cache, actor.tenantId);
  }

  return {
    async tree(actor: Pick<Actor, "tenantId">): Promise<DepartTreeNode[]> {
      return buildTree(await repo.listDeparts(db, actor.tenantId));
    },

    async get(actor: Pick<Actor, "tenantId">, id: string) {
      const depart = await repo.findDepart(db, actor.tenantId, id);
      if (!depart) throw notFound();
      return depart;
    },

    codeAvailable: async (actor: Pick<Actor, "tenantId">, code: string, excludeId?: string) =>
      !(await repo.codeTaken(db, actor.tenantId, code, excludeId)),

    async create(actor: Actor, input: DepartInput) {
      const values = departInputSchema.parse(input);
      const id = randomUUID();
      await guarded(() =>
        db.transaction(async (tx) => {
          await assertParent(tx, actor.tenantId, null, values.parentId);
          if (await repo.codeTaken(tx, actor.tenantId, values.code)) throw badRequest("depart.codeTaken");
          await repo.insertDepart(tx, { ...values, id, tenantId: actor.tenantId });
        }),
      );
      changed(actor.tenantId);
      return repo.findDepart(db, actor.tenantId, id);
    },

    async update(actor: Actor, id: string, input: DepartInput) {
      const values = departInputSchema.parse(input);
      await guarded(() =>
        db.transaction(async (tx) => {
          if (!(await repo.findDepart(tx, actor.tenantId, id))) throw notFound();
          await assertParent(tx, actor.tenantId, id, values.parentId);
          if (await repo.codeTaken(tx, actor.tenantId, values.code, id)) throw badRequest("depart.codeTaken");
          await repo.updateDepart(tx, actor.tenantId, id, values);
        }),
      );
      changed(actor.tenantId);
      return repo.findDepart(db, actor.tenantId, id);
    },

    /** Drag and drop: under a new parent at a position among its children (siblings are renumbered). */
    async move(actor: Actor, id: string, target: { parentId: string; index: number }) {
      await db.transaction(async (tx) => {
        if (!(await repo.findDepart(tx, actor.tenantId, id))) throw notFound();
        await assertParent(tx, actor.tenantId, id, target.parentId);
        const order = placeAmong(await repo.childIds(tx, actor.tenantId, target.parentId), id, target.index);
        await repo.updateDepart(tx, actor.tenantId, id, { parentId: target.parentId });
        for (const [orderNum, childId] of order.entries()) {
          await repo.updateDepart(tx, actor.tenantId, childId, { orderNum });
        }
      });
      changed(actor.tenantId);
      return repo.findDepart(db, actor.tenantId, id);
    },

    /** Only an empty department goes: sub-departments and users would otherwise be left without a place. */
    async remove(actor: Actor, id: string) {
      await guarded(() =>
        db.transaction(async (tx) => {
          if (!(await repo.findDepart(tx, actor.tenantId, id))) throw notFound();
          if ((await repo.childIds(tx, actor.tenantId, id)).length > 0) throw badRequest("depart.hasChildren");
          if ((await repo.countLiveUsers(tx, id)) > 0) throw badRequest("depart.hasUsers");
          await repo.detachDeletedUsers(tx, id);
          await repo.deleteDepart(tx, actor.tenantId, id);
        }),
      );
      changed(actor.tenantId);
    },

    /** The users of a department (and of its sub-departments when asked) within the actor's scope. */
    async users(
      actor: Actor,
      query: { departId: string; keyword?: string; descendants: boolean; page: number; limit: number },
    ) {
      const rows = await repo.listDeparts(db, actor.tenantId);
      if (!rows.some((row) => row.id === query.departId)) throw notFound();
      const departIds = query.descendants ? [...subtreeIds(rows, query.departId)] : [query.departId];
      return repo.pageDepartUsers(db, {
        tenantId: actor.tenantId,
        departIds,
        keyword: query.keyword,
        scope: actor.scope,
        page: query.page,
        limit: query.limit,
      });
    },

    async candidates(actor: Actor, departId: string, keyword?: string) {
      if (!(await repo.findDepart(db, actor.tenantId, departId))) throw notFound();
      return repo.findCandidates(db, actor.tenantId, departId, actor.scope, keyword, CANDIDATE_LIMIT);
    },

    addUsers: (actor: Actor, departId: string, userIds: string[]) => placeUsers(actor, departId, userIds),

    moveUsers: (actor: Actor, targetDepartId: string, userIds: string[]) => placeUsers(actor, targetDepartId, userIds),
  };
}
