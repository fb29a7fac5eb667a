import { randomUUID } from "node:crypto";
import { type GroupTypeInput, groupTypeInputSchema } from "@zcps/contracts/roles";
import { uniqueViolation } from "../../../platform/db-errors";
import type { AppDeps } from "../../../platform/deps";
import { badRequest, notFound } from "../../../platform/errors";
import * as repo from "./repo";

export interface Actor {
  tenantId: string;
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolation(error) === "group_types_tenant_code") throw badRequest("groupType.codeTaken");
    throw error;
  }
}

/** Role-group types of the caller's tenant (the tabs of the role page). Nothing cached depends on them. */
export function createGroupTypeService({ db }: Pick<AppDeps, "db">) {
  async function get(actor: Actor, id: string) {
    const row = await repo.findGroupType(db, actor.tenantId, id);
    if (!row) throw notFound();
    return row;
  }

  return {
    page: (filter: repo.GroupTypeFilter) => repo.pageGroupTypes(db, filter),
    all: (actor: Actor) => repo.listGroupTypes(db, actor.tenantId),
    get,

    async create(actor: Actor, input: GroupTypeInput) {
      const values = groupTypeInputSchema.parse(input);
      const id = randomUUID();
      await guarded(() =>
        db.transaction(async (tx) => {
          if (await repo.codeTaken(tx, actor.tenantId, values.code)) throw badRequest("groupType.codeTaken");
          await repo.insertGroupType(tx, { id, tenantId: actor.tenantId, ...values });
        }),
      );
      return get(actor, id);
    },

    async update(actor: Actor, id: string, input: GroupTypeInput) {
      const values = groupTypeInputSchema.parse(input);
      await guarded(() =>
        db.transaction(async (tx) => {
          if (await repo.codeTaken(tx, actor.tenantId, values.code, id)) throw badRequest("groupType.codeTaken");
          if (!(await repo.updateGroupType(tx, actor.tenantId, id, values))) throw notFound();
        }),
      );
      return get(actor, id);
    },

    async remove(actor: Actor, id: string) {
      await db.transaction(async (tx) => {
        if (!(await repo.findGroupType(tx, actor.tenantId, id))) throw notFound();
        if ((await repo.countGroupsOfType(tx, id)) > 0) throw badRequest("groupType.inUse");
        await repo.deleteGroupType(tx, actor.tenantId, id);
      });
    },
  };
}
