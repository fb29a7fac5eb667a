import { randomUUID } from "node:crypto";
import { STATUS } from "@zcps/contracts/api";
import type { TenantAdmin, TenantCreate, TenantInput } from "@zcps/contracts/tenants";
import { tenantAdminSchema, tenantCreateSchema, tenantInputSchema } from "@zcps/contracts/tenants";
import type { Executor } from "../../../db/client";
import { DICTIONARY } from "../../../db/seed/dictionary";
import { seedTenantTitleEvaluation } from "../../../db/seed/zcps";
import { foreignKeyViolation, uniqueViolation } from "../../../platform/db-errors";
import type { AppDeps } from "../../../platform/deps";
import { AppError, badRequest, notFound } from "../../../platform/errors";
import { hashPassword } from "../../../platform/passwords";
import { isSuperTenant, tenantsChanged } from "../../../platform/tenant-scope";
import { revokeUserSessions } from "../auth";
import { usersChanged } from "../users";
import * as repo from "./repo";

export interface Actor {
  userId: string;
  tenantId: string;
}

/** The code of the administrator role group every new tenant starts with (its owner joins it). */
export const TENANT_ADMIN_GROUP = "tenant_admin";

/** The menu whose elements a new tenant's administrator group gets (user administration), with its ancestors. */
const ADMIN_MENU_PATH = "/baseManager/userManager";

const superOnly = () => new AppError(403, STATUS.forbidden, "tenant.superOnly");

export function createTenantService({ db, cache }: Pick<AppDeps, "db" | "cache">) {
  /** Element codes open these routes to a caller; only the super tenant's callers may actually use them. */
  async function assertSuperTenant(actor: Actor) {
    if (!(await isSuperTenant(db, cache, actor.tenantId))) throw superOnly();
  }

  async function guarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      const index = uniqueViolation(error);
      if (index === "tenants_code_unique") throw badRequest("tenant.codeTaken");
      if (index === "users_username") throw badRequest("user.usernameTaken");
      throw error;
    }
  }

  /**
   * The tenant's first department, role type and administrator group, its own copy of the national dictionary
   * (sexes, nations, degrees, title ranks...: every tenant's forms and pages read their tenant's), and the title
   * catalogue, holiday calendar and review-table layouts every school starts from.
   */
  async function seedBasics(tx: Executor, tenantId: string, values: { code: string; name: string }) {
    const rootId = randomUUID();
    await repo.insertDepart(tx, { id: rootId, tenantId, code: values.code, name: values.name, type: "school" });
    await repo.insertDictionary(tx, tenantId, DICTIONARY);
    await seedTenantTitleEvaluation(tx, tenantId);
    const typeId = randomUUID();
    await repo.insertGroupType(tx, { id: typeId, tenantId, code: "role", name: "角色组", nameEn: "Role groups" });
    const groupId = randomUUID();
    await repo.insertGroup(tx, {
      id: groupId,
      tenantId,
      groupTypeId: typeId,
      code: TENANT_ADMIN_GROUP,
      name: "租户管理员",
      nameEn: "Tenant administrator",
    });
    const userMenu = await repo.menuWithElements(tx, ADMIN_MENU_PATH);
    if (userMenu) {
      // both levels: the administrator uses user administration and may hand it on to the tenant's own roles
      await repo.grantResources(
        tx,
        (["use", "grant"] as const).flatMap((grant) => [
          ...userMenu.menuIds.map((resourceId) => ({ groupId, resourceType: "menu", resourceId, grant })),
          ...userMenu.elementIds.map((resourceId) => ({ groupId, resourceType: "element", resourceId, grant })),
        ]),
      );
    }
    return { rootId, groupId };
  }

  async function revokeTenantSessions(tx: Executor, tenantId: string) {
    for (const userId of await repo.tenantUserIds(tx, tenantId)) await revokeUserSessions(tx, userId);
  }

  /** Writes that change who may sign in or what a tenant is drop every cached session and code. */
  function changed(disabled: boolean) {
    tenantsChanged(cache);
    if (disabled) cache.invalidateAll();
  }

  async function existing(id: string) {
    const tenant = await repo.findTenant(db, id);
    if (!tenant) throw notFound();
    return tenant;
  }

  return {
    assertSuperTenant,

    async page(actor: Actor, filter: repo.TenantFilter) {
      await assertSuperTenant(actor);
      return repo.pageTenants(db, filter);
    },

    async get(actor: Actor, id: string) {
      await assertSuperTenant(actor);
      return existing(id);
    },

    async isCodeAvailable(actor: Actor, code: string, excludeId?: string) {
      await assertSuperTenant(actor);
      return repo.isCodeAvailable(db, code.trim(), excludeId);
    },

    async create(actor: Actor, input: TenantCreate) {
      await assertSuperTenant(actor);
      const { admin, ...values } = tenantCreateSchema.parse(input);
      const id = randomUUID();
      const adminValues: TenantAdmin | null = admin ? tenantAdminSchema.parse(admin) : null;
      const passwordHash = adminValues ? await hashPassword(adminValues.password) : null;
      await guarded(() =>
        db.transaction(async (tx) => {
          if (!(await repo.isCodeAvailable(tx, values.code))) throw badRequest("tenant.codeTaken");
          if (adminValues && (await repo.isUsernameTaken(tx, adminValues.username))) {
            throw badRequest("user.usernameTaken");
          }
          await repo.insertTenant(tx, { id, ...values });
          const { rootId, groupId } = await seedBasics(tx, id, values);
          if (adminValues && passwordHash) {
            const adminId = randomUUID();
            await repo.insertUser(tx, {
              id: adminId,
              tenantId: id,
              username: adminValues.username,
              name: adminValues.name,
              passwordHash,
              departId: rootId,
              createdBy: actor.userId,
              updatedBy: actor.userId,
            });
            await repo.addMember(tx, groupId, adminId, true);
            await repo.updateTenant(tx, id, { ownerId: adminId });
          }
        }),
      );
      tenantsChanged(cache);
      usersChanged(cache, id);
      return existing(id);
    },

    async update(actor: Actor, id: string, input: TenantInput) {
      await assertSuperTenant(actor);
      const values = tenantInputSchema.parse(input);
      const before = await existing(id);
      if (id === actor.tenantId && (!values.enabled || !values.isSuper)) throw badRequest("tenant.ownTenant");
      await guarded(() =>
        db.transaction(async (tx) => {
          if (!(await repo.isCodeAvailable(tx, values.code, id))) throw badRequest("tenant.codeTaken");
          await repo.updateTenant(tx, id, values);
          if (before.enabled && !values.enabled) await revokeTenantSessions(tx, id);
        }),
      );
      changed(before.enabled && !values.enabled);
      // user lists show the tenant's name
      usersChanged(cache, id);
      return existing(id);
    },

    async setEnabled(actor: Actor, id: string, enabled: boolean) {
      await assertSuperTenant(actor);
      const before = await existing(id);
      if (id === actor.tenantId && !enabled) throw badRequest("tenant.ownTenant");
      await db.transaction(async (tx) => {
        await repo.updateTenant(tx, id, { enabled });
        if (!enabled) await revokeTenantSessions(tx, id);
      });
      changed(before.enabled && !enabled);
      return existing(id);
    },

    async remove(actor: Actor, id: string) {
      await assertSuperTenant(actor);
      await existing(id);
      if (id === actor.tenantId) throw badRequest("tenant.ownTenant");
      try {
        await db.transaction(async (tx) => {
          if ((await repo.countLiveUsers(tx, id)) > 0) throw badRequest("tenant.hasUsers");
          if ((await repo.countOtherRows(tx, id)) > 0) throw badRequest("tenant.inUse");
          await repo.deleteTenantWithBasics(tx, id);
        });
      } catch (error) {
        if (foreignKeyViolation(error)) throw badRequest("tenant.inUse");
        throw error;
      }
      tenantsChanged(cache);
    },

    async owner(actor: Actor, id: string) {
      await assertSuperTenant(actor);
      return (await existing(id)).owner;
    },

    async searchUsers(actor: Actor, keyword: string) {
      await assertSuperTenant(actor);
      return repo.searchUsers(db, keyword.trim(), 20);
    },

    /**
     * Makes the user the tenant's owner (AG's PUT /tenant/{id}/user): a user of another tenant moves in (to its
     * top department, leaving the old tenant's role groups and sessions) and joins its administrator group.
     */
    async setOwner(actor: Actor, id: string, userId: string) {
      await assertSuperTenant(actor);
      await existing(id);
      const user = await repo.findLiveUser(db, userId);
      if (!user) throw badRequest("tenant.userNotFound");
      const moving = user.tenantId !== id;
      if (moving && userId === actor.userId) throw badRequest("tenant.cannotMoveSelf");
      try {
        await db.transaction(async (tx) => {
          if (moving) {
            await repo.moveUser(tx, userId, id, await repo.rootDepart(tx, id));
            await revokeUserSessions(tx, userId);
          }
          await repo.releaseOwnership(tx, userId, id);
          const adminGroup = await repo.groupByCode(tx, id, TENANT_ADMIN_GROUP);
          if (adminGroup) await repo.addMember(tx, adminGroup, userId, true);
          await repo.updateTenant(tx, id, { ownerId: userId });
        });
      } catch (error) {
        if (uniqueViolation(error) !== null) throw badRequest("tenant.ownerConflict");
        throw error;
      }
      cache.invalidateUser(userId);
      usersChanged(cache, user.tenantId);
      usersChanged(cache, id);
      tenantsChanged(cache);
      return existing(id);
    },
  };
}

export type TenantService = ReturnType<typeof createTenantService>;
