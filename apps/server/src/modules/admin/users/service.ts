import { randomUUID } from "node:crypto";
import type { DepartNode } from "@zcps/contracts/api";
import type { MessageKey } from "@zcps/contracts/messages";
import type { TenantReach } from "@zcps/contracts/tenants";
import type { UserCreate, UserUpdate } from "@zcps/contracts/validation";
import { userCreateSchema, userUpdateSchema } from "@zcps/contracts/validation";
import type { Executor } from "../../../db/client";
import { type DataScope, departInScope, scopeKey } from "../../../platform/data-scope";
import { uniqueViolation } from "../../../platform/db-errors";
import type { AppDeps } from "../../../platform/deps";
import { badRequest, forbidden, notFound } from "../../../platform/errors";
import { hashPassword } from "../../../platform/passwords";
import { revokeUserSessions } from "../auth";
import { tenantOptions } from "../tenants";
import { cachedList, EVERY_TENANT, keepList, usersChanged } from "./list-cache";
import * as repo from "./repo";

export const TAKEN_MESSAGES: Record<repo.UniqueField, MessageKey> = {
  username: "user.usernameTaken",
  no: "user.noTaken",
  idNo: "user.idNoTaken",
  mobilePhone: "user.mobileTaken",
  email: "user.emailTaken",
};

/** The unique index behind each field, so a race that slips past the check still gets the right message. */
const INDEX_FIELDS: Record<string, repo.UniqueField> = {
  users_username: "username",
  users_tenant_no: "no",
  users_tenant_id_no: "idNo",
  users_tenant_mobile: "mobilePhone",
  users_tenant_email: "email",
};

export interface Actor {
  userId: string;
  tenantId: string;
  /** only a super admin may change, reset or delete a super admin */
  isSuperAdmin?: boolean;
  /** whose users the actor manages (platform/data-scope.ts); without one, only their own record */
  scope?: DataScope;
  /** the actor's user administration reaches every tenant (platform/data-scope.ts spansAllTenants) */
  allTenants?: boolean;
}

const scopeOf = (actor: Actor): DataScope => actor.scope ?? { kind: "self", userId: actor.userId, departIds: [] };

export function buildDepartTree(
  rows: { id: string; parentId: string | null; code: string; name: string }[],
): DepartNode[] {
  const nodes = new Map<string, DepartNode>(rows.map((r) => [r.id, { ...r, children: [] }]));
  const roots: DepartNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

export function createUserService({ db, cache }: Pick<AppDeps, "db" | "cache">) {
  async function assertAvailable(
    tx: Executor,
    tenantId: string,
    values: Partial<Record<repo.UniqueField, string | null>>,
    excludeId?: string,
  ) {
    for (const field of Object.keys(TAKEN_MESSAGES) as repo.UniqueField[]) {
      const value = values[field];
      if (value && !(await repo.isAvailable(tx, field, value, tenantId, excludeId))) {
        throw badRequest(TAKEN_MESSAGES[field]);
      }
    }
  }

  /** A user manager who is not a super admin would otherwise take over the super admin's account. */
  async function assertMayManage(tx: Executor, actor: Actor, tenantId: string, id: string) {
    if (!actor.isSuperAdmin && (await repo.isSuperAdmin(tx, tenantId, id))) throw forbidden();
  }

  /** The department must be of the user's tenant and within the actor's scope. */
  async function assertDepart(tx: Executor, actor: Actor, tenantId: string, departId: string | null | undefined) {
    if (!departId) return;
    if (!(await repo.departExists(tx, tenantId, departId))) throw badRequest("user.departNotFound");
    if (!departInScope(scopeOf(actor), departId)) throw badRequest("user.departOutOfScope");
  }

  /**
   * The tenant of a user the actor manages: one outside the actor's reach or scope is answered as missing, like
   * one of another tenant. Every later step of the change runs in that tenant.
   */
  async function managedTenant(tx: Executor, actor: Actor, id: string): Promise<string> {
    const tenantId = await repo.tenantOfUser(tx, actor, id, scopeOf(actor));
    if (!tenantId) throw notFound();
    return tenantId;
  }

  /**
   * The tenant a new user or a department tree is for: the actor's own, unless the actor reaches every tenant and
   * names another (an unknown tenant, or any other tenant named by an actor who does not reach it, is refused).
   */
  async function targetTenant(actor: Actor, tenantId: string | undefined): Promise<string> {
    if (!tenantId || tenantId === actor.tenantId) return actor.tenantId;
    if (actor.allTenants && (await tenantOptions(db, tenantId)).length === 1) return tenantId;
    throw badRequest("user.tenantNotFound");
  }

  /** Runs a write; a unique-index violation becomes the field's "already exists" message. */
  async function guarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      const index = uniqueViolation(error);
      const field = index ? INDEX_FIELDS[index] : undefined;
      if (field) throw badRequest(TAKEN_MESSAGES[field]);
      throw error;
    }
  }

  return {
    /** A page of users; pages and totals are cached until the tenant's users change (see list-cache.ts). */
    async page(filter: repo.UserFilter & { scope: DataScope }) {
      const tenantId = filter.reach.allTenants ? EVERY_TENANT : filter.reach.tenantId;
      const filterKey = JSON.stringify([
        scopeKey(filter.scope),
        filter.tenantId,
        filter.keyword,
        filter.departId,
        filter.enabled,
        filter.excludeId,
      ]);
      const pageKey = `page:${filterKey}:${filter.page}:${filter.limit}`;
      const cached = cachedList<Awaited<ReturnType<typeof repo.pageUsers>>>(cache, tenantId, pageKey);
      if (cached) return cached;
      const total = cachedList<number>(cache, tenantId, `total:${filterKey}`);
      const result = await repo.pageUsers(db, filter, total);
      keepList(cache, tenantId, `total:${filterKey}`, result.total);
      keepList(cache, tenantId, pageKey, result);
      return result;
    },

    async get(actor: Actor, id: string) {
      const user = await repo.findUser(db, actor, id, scopeOf(actor));
      if (!user) throw notFound();
      return user;
    },

    /** Is the value free in the actor's own tenant (the account: across all tenants)? */
    isAvailable: (actor: Actor, field: repo.UniqueField, value: string, excludeId?: string) =>
      repo.isAvailable(db, field, value.trim(), actor.tenantId, excludeId),

    /**
     * Is the value free where the user form will save it: in the tenant of the edited user (`id`) when the actor
     * reaches it, else in the tenant chosen for a new user (`tenantId`, the actor's own by default).
     */
    async isAvailableFor(
      actor: Actor,
      field: repo.UniqueField,
      value: string,
      target: { id?: string; tenantId?: string },
    ) {
      const edited = target.id && actor.allTenants ? await repo.tenantOfUser(db, actor, target.id) : null;
      const tenantId = edited ?? (await targetTenant(actor, target.tenantId));
      return repo.isAvailable(db, field, value.trim(), tenantId, target.id);
    },

    /** The tenants whose users the actor manages: every tenant, or their own. */
    async tenants(actor: Actor): Promise<TenantReach> {
      const allTenants = Boolean(actor.allTenants);
      return { allTenants, tenants: await tenantOptions(db, allTenants ? undefined : actor.tenantId) };
    },

    /**
     * The departments the actor may place users in: the tree of the tenant (their own, or the one they chose),
     * or the part of it in their scope.
     */
    async departTree(actor: Actor, tenantId?: string) {
      const scope = scopeOf(actor);
      const rows = await repo.listDeparts(db, await targetTenant(actor, tenantId));
      return buildDepartTree(scope.kind === "tenant" ? rows : rows.filter((row) => departInScope(scope, row.id)));
    },

    /** Creates a user in the actor's tenant, or in the tenant they chose when they reach every tenant. */
    async create(actor: Actor, input: UserCreate, chosenTenantId?: string) {
      const values = userCreateSchema.parse(input);
      const tenantId = await targetTenant(actor, chosenTenantId);
      const id = randomUUID();
      const passwordHash = await hashPassword(values.password);
      await guarded(() =>
        db.transaction(async (tx) => {
          await assertDepart(tx, actor, tenantId, values.departId);
          await assertAvailable(tx, tenantId, values);
          const { password: _password, ...fields } = values;
          await repo.insertUser(tx, {
            ...fields,
            id,
            tenantId,
            passwordHash,
            createdBy: actor.userId,
            updatedBy: actor.userId,
          });
        }),
      );
      usersChanged(cache, tenantId);
      return repo.findUser(db, { tenantId }, id);
    },

    async update(actor: Actor, id: string, input: UserUpdate) {
      const values = userUpdateSchema.parse(input);
      const tenantId = await guarded(() =>
        db.transaction(async (tx) => {
          const tenantId = await managedTenant(tx, actor, id);
          await assertMayManage(tx, actor, tenantId, id);
          await assertDepart(tx, actor, tenantId, values.departId);
          await assertAvailable(tx, tenantId, values, id);
          if (!(await repo.updateUser(tx, tenantId, id, { ...values, updatedBy: actor.userId }, scopeOf(actor))))
            throw notFound();
          if (!values.enabled) await revokeUserSessions(tx, id);
          return tenantId;
        }),
      );
      cache.invalidateUser(id);
      usersChanged(cache, tenantId);
      return repo.findUser(db, { tenantId }, id);
    },

    async remove(actor: Actor, id: string) {
      if (id === actor.userId) throw badRequest("user.cannotDeleteSelf");
      const tenantId = await db.transaction(async (tx) => {
        const tenantId = await managedTenant(tx, actor, id);
        await assertMayManage(tx, actor, tenantId, id);
        if (!(await repo.softDeleteUser(tx, tenantId, id, actor.userId, scopeOf(actor)))) throw notFound();
        await revokeUserSessions(tx, id);
        return tenantId;
      });
      cache.invalidateUser(id);
      usersChanged(cache, tenantId);
    },

    async resetPassword(actor: Actor, id: string, password: string) {
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const tenantId = await managedTenant(tx, actor, id);
        await assertMayManage(tx, actor, tenantId, id);
        if (!(await repo.updateUser(tx, tenantId, id, { passwordHash, updatedBy: actor.userId }, scopeOf(actor))))
          throw notFound();
        await revokeUserSessions(tx, id);
      });
      cache.invalidateUser(id);
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
