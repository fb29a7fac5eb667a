import { randomUUID } from "node:crypto";
import type { DepartNode } from "@zcps/contracts/api";
import type { MessageKey } from "@zcps/contracts/messages";
import type { UserCreate, UserUpdate } from "@zcps/contracts/validation";
import { userCreateSchema, userUpdateSchema } from "@zcps/contracts/validation";
import type { Executor } from "../../db/client";
import { type DataScope, departInScope, scopeKey } from "../../platform/data-scope";
import { uniqueViolation } from "../../platform/db-errors";
import type { AppDeps } from "../../platform/deps";
import { badRequest, forbidden, notFound } from "../../platform/errors";
import { hashPassword } from "../../platform/passwords";
import { revokeUserSessions } from "../auth/repo";
import { cachedList, keepList, usersChanged } from "./list-cache";
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
  async function assertMayManage(tx: Executor, actor: Actor, id: string) {
    if (!actor.isSuperAdmin && (await repo.isSuperAdmin(tx, actor.tenantId, id))) throw forbidden();
  }

  async function assertDepart(tx: Executor, actor: Actor, departId: string | null | undefined) {
    if (!departId) return;
    if (!(await repo.departExists(tx, actor.tenantId, departId))) throw badRequest("user.departNotFound");
    if (!departInScope(scopeOf(actor), departId)) throw badRequest("user.departOutOfScope");
  }

  /** A user outside the actor's scope is answered as missing, like one of another tenant. */
  async function assertInScope(tx: Executor, actor: Actor, id: string) {
    if (!(await repo.userInScope(tx, actor.tenantId, id, scopeOf(actor)))) throw notFound();
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
      const { tenantId } = filter;
      const filterKey = JSON.stringify([
        scopeKey(filter.scope),
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
      const user = await repo.findUser(db, actor.tenantId, id, scopeOf(actor));
      if (!user) throw notFound();
      return user;
    },

    isAvailable: (actor: Actor, field: repo.UniqueField, value: string, excludeId?: string) =>
      repo.isAvailable(db, field, value.trim(), actor.tenantId, excludeId),

    /** The departments the actor may place users in: the tenant's tree, or the part of it in their scope. */
    async departTree(actor: Actor) {
      const scope = scopeOf(actor);
      const rows = await repo.listDeparts(db, actor.tenantId);
      return buildDepartTree(scope.kind === "tenant" ? rows : rows.filter((row) => departInScope(scope, row.id)));
    },

    async create(actor: Actor, input: UserCreate) {
      const values = userCreateSchema.parse(input);
      const id = randomUUID();
      const passwordHash = await hashPassword(values.password);
      await guarded(() =>
        db.transaction(async (tx) => {
          await assertDepart(tx, actor, values.departId);
          await assertAvailable(tx, actor.tenantId, values);
          const { password: _password, ...fields } = values;
          await repo.insertUser(tx, {
            ...fields,
            id,
            tenantId: actor.tenantId,
            passwordHash,
            createdBy: actor.userId,
            updatedBy: actor.userId,
          });
        }),
      );
      usersChanged(cache, actor.tenantId);
      return repo.findUser(db, actor.tenantId, id);
    },

    async update(actor: Actor, id: string, input: UserUpdate) {
      const values = userUpdateSchema.parse(input);
      await guarded(() =>
        db.transaction(async (tx) => {
          await assertInScope(tx, actor, id);
          await assertMayManage(tx, actor, id);
          await assertDepart(tx, actor, values.departId);
          await assertAvailable(tx, actor.tenantId, values, id);
          if (!(await repo.updateUser(tx, actor.tenantId, id, { ...values, updatedBy: actor.userId }, scopeOf(actor))))
            throw notFound();
          if (!values.enabled) await revokeUserSessions(tx, id);
        }),
      );
      cache.invalidateUser(id);
      usersChanged(cache, actor.tenantId);
      return repo.findUser(db, actor.tenantId, id);
    },

    async remove(actor: Actor, id: string) {
      if (id === actor.userId) throw badRequest("user.cannotDeleteSelf");
      await db.transaction(async (tx) => {
        await assertInScope(tx, actor, id);
        await assertMayManage(tx, actor, id);
        if (!(await repo.softDeleteUser(tx, actor.tenantId, id, actor.userId, scopeOf(actor)))) throw notFound();
        await revokeUserSessions(tx, id);
      });
      cache.invalidateUser(id);
      usersChanged(cache, actor.tenantId);
    },

    async resetPassword(actor: Actor, id: string, password: string) {
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await assertInScope(tx, actor, id);
        await assertMayManage(tx, actor, id);
        if (!(await repo.updateUser(tx, actor.tenantId, id, { passwordHash, updatedBy: actor.userId }, scopeOf(actor))))
          throw notFound();
        await revokeUserSessions(tx, id);
      });
      cache.invalidateUser(id);
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
