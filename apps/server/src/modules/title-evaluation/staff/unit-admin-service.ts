import { randomUUID } from "node:crypto";
import {
  UNIT_ADMIN_GROUP,
  type UnitAdminPerson,
  type UnitAdminRole,
  type UnitAdminRow,
} from "@zcps/contracts/zcps/staff/api";
import type { AppDeps } from "../../../platform/deps";
import { badRequest } from "../../../platform/errors";
import { usersChanged } from "../../admin/users";
import { groupIdByCode } from "./accounts";
import * as staffRepo from "./staff-repo";
import * as repo from "./unit-admin-repo";

export interface Actor {
  userId: string;
  tenantId: string;
}

const CANDIDATE_LIMIT = 20;

/**
 * unitAdmin: who administers and who leads each unit. Holding the role for a unit makes the user a member of the
 * seeded role group (unit_admin / unit_leader); losing the last unit of a role takes the membership away.
 */
export function createUnitAdminService({ db, cache }: Pick<AppDeps, "db" | "cache">) {
  return {
    async list(actor: Actor): Promise<UnitAdminRow[]> {
      const [units, assignments] = await Promise.all([
        staffRepo.listUnits(db, actor.tenantId),
        repo.listAssignments(db, actor.tenantId),
      ]);
      return units.map((unit) => {
        const of = (role: UnitAdminRole): UnitAdminPerson[] =>
          assignments
            .filter((a) => a.unitId === unit.id && a.role === role)
            .map(({ userId, name, username }) => ({ userId, name, username }));
        const { id: unitId, code, name, nameEn } = unit;
        return { unitId, code, name, nameEn, admins: of("admin"), leaders: of("leader") };
      });
    },

    candidates: (actor: Actor, keyword?: string) => repo.searchUsers(db, actor.tenantId, keyword, CANDIDATE_LIMIT),

    /** Makes `userIds` the unit's holders of the role: the ones left out lose it, the new ones gain it. */
    async set(actor: Actor, unitId: string, role: UnitAdminRole, userIds: string[]) {
      const wanted = [...new Set(userIds)];
      const changed = await db.transaction(async (tx) => {
        const unit = await staffRepo.findUnit(tx, actor.tenantId, unitId);
        if (unit?.type !== "unit") throw badRequest("staff.unitAdmin.notUnit");
        if ((await repo.countLiveUsers(tx, actor.tenantId, wanted)) !== wanted.length)
          throw badRequest("staff.unitAdmin.userNotFound");
        const groupId = await groupIdByCode(tx, actor.tenantId, UNIT_ADMIN_GROUP[role]);
        if (!groupId) throw badRequest("staff.unitAdmin.groupMissing");
        const before = await repo.assignedUserIds(tx, actor.tenantId, unitId, role);
        const removed = before.filter((id) => !wanted.includes(id));
        const added = wanted.filter((id) => !before.includes(id));
        await repo.unassign(tx, actor.tenantId, unitId, role, removed);
        await repo.assign(
          tx,
          added.map((userId) => ({ id: randomUUID(), tenantId: actor.tenantId, unitId, role, userId })),
        );
        await repo.addMembers(tx, groupId, added);
        // another unit row of the same role keeps the membership
        const kept = await repo.stillAssigned(tx, actor.tenantId, role, removed);
        await repo.removeMembers(
          tx,
          groupId,
          removed.filter((id) => !kept.has(id)),
        );
        return [...added, ...removed];
      });
      // the users' codes, menus and data scope come from their groups
      for (const userId of changed) cache.invalidateUser(userId);
      if (changed.length > 0) usersChanged(cache, actor.tenantId);
      return this.list(actor);
    },
  };
}
