import type { ActorRole } from "@zcps/contracts/zcps/machine";
import type { Executor } from "../../../db/client";
import type { AccessCache } from "../../../platform/access-cache";
import type { AuthContext } from "../../../platform/auth";
import { departsGeneration } from "../../../platform/data-scope";
import * as repo from "./repo";
import { readerOf, type StageReader } from "./workflow/stage-registry";

/** The seeded role groups (by code) and the part each plays in the declaration's workflow. */
export const ROLE_GROUP_ACTORS: Readonly<Record<string, ActorRole>> = {
  declarant: "DECLARANT",
  unit_admin: "UNIT_ADMIN",
  unit_leader: "UNIT_LEADER",
  dept_reviewer: "DEPARTMENT_REVIEWER",
  formal_auditor: "FORMAL_AUDITOR",
  personnel: "PERSONNEL",
  synthesis_member: "SYNTHESIS_MEMBER",
  peer_admin: "PEER_ADMIN",
  judge_chair: "COMMITTEE_CHAIR",
  school_admin: "SCHOOL_ADMIN",
};

/** Roles that act only on the declarations of their own unit. */
export const UNIT_ACTOR_ROLES: readonly ActorRole[] = ["UNIT_ADMIN", "UNIT_LEADER"];

/** Role groups that read every declaration of the tenant without acting on it (the supervisor audits). */
const TENANT_READERS = new Set(["supervisor", "dept_assigner"]);

export interface CallerActors {
  userId: string;
  /** every workflow role the caller's groups give, before any declaration narrows them */
  roles: ActorRole[];
  /** the units the caller's unit roles apply to */
  unitIds: string[];
  /** a super administrator or a tenant-wide reader: may read any declaration of the tenant */
  readsAll: boolean;
}

/** The caller's workflow roles from their role groups, and the units their unit roles cover. */
export async function actorRolesOf(db: Executor, auth: AuthContext): Promise<CallerActors> {
  const codes = await repo.userGroupCodes(db, auth.tenantId, auth.userId);
  const roles = [...new Set(codes.flatMap((code) => ROLE_GROUP_ACTORS[code] ?? []))];
  const unitIds = roles.some((r) => UNIT_ACTOR_ROLES.includes(r))
    ? await repo.userUnitIds(db, auth.tenantId, auth.userId)
    : [];
  return {
    userId: auth.userId,
    roles,
    unitIds,
    readsAll: auth.isSuperAdmin || codes.some((code) => TENANT_READERS.has(code)),
  };
}

/**
 * The caller's workflow roles for reading, kept with their other per-user values: those are dropped when the user's
 * groups, units or department change (on every instance), and the organisation's generation is part of the key.
 * Decisions read the roles afresh in their transaction.
 */
export async function keptActorRolesOf(cache: AccessCache, db: Executor, auth: AuthContext): Promise<CallerActors> {
  const key = `actors:${departsGeneration(cache, auth.tenantId)}`;
  const kept = cache.userValue<CallerActors>(auth.userId, key);
  if (kept) return kept;
  const actors = await actorRolesOf(db, auth);
  cache.keepUserValue(auth.userId, key, actors);
  return actors;
}

/**
 * The roles the caller plays on one declaration: the declarant role only on their own, unit roles only on their
 * unit's, every other role on any declaration of the tenant.
 */
export function rolesOnDeclaration(
  actors: CallerActors,
  declaration: { userId: string; unitId: string | null },
): ActorRole[] {
  return actors.roles.filter((role) => {
    if (role === "DECLARANT") return declaration.userId === actors.userId;
    if (UNIT_ACTOR_ROLES.includes(role))
      return declaration.unitId !== null && actors.unitIds.includes(declaration.unitId);
    return true;
  });
}

/** Who may look at a declaration: its declarant, and anyone with a role on it or a tenant-wide reading grant. */
export function maySee(actors: CallerActors, declaration: { userId: string; unitId: string | null }): boolean {
  if (declaration.userId === actors.userId || actors.readsAll) return true;
  return rolesOnDeclaration(actors, declaration).some((role) => role !== "DECLARANT");
}

/**
 * maySee, with the roles a stage narrows held to the declarations that stage gives the caller: a team member who
 * reads a declaration only as a member reads it only when it is allocated to one of their teams.
 */
export async function mayRead(
  db: Executor,
  actors: CallerActors,
  declaration: { id: string; userId: string; unitId: string | null },
): Promise<boolean> {
  return readsThrough(actors, declaration, (reader) => reader.reaches(db, actors.userId, declaration.id));
}

/**
 * mayRead for one material item and its attachments: a role a stage narrows to some items (a department reviewer to
 * those their office verifies) opens only those; `itemId` null is an attachment of no item.
 */
export async function mayOpenItem(
  db: Executor,
  actors: CallerActors,
  declaration: { id: string; userId: string; unitId: string | null },
  itemId: string | null,
): Promise<boolean> {
  return readsThrough(actors, declaration, async (reader) =>
    reader.opensItem
      ? reader.opensItem(db, actors.userId, declaration.id, itemId)
      : reader.reaches(db, actors.userId, declaration.id),
  );
}

/**
 * Who may read a staff member's record (the declaration header): whoever may see someone of that unit, with the roles
 * a stage narrows held to the staff member's declarations that stage gives the caller (a team member reads the
 * declarants of their teams' declarations only).
 */
export async function mayReadPerson(
  db: Executor,
  actors: CallerActors,
  person: { userId: string; unitId: string | null },
  declarationIds: readonly string[],
): Promise<boolean> {
  return readsThrough(actors, person, async (reader) => {
    for (const id of declarationIds) if (await reader.reaches(db, actors.userId, id)) return true;
    return false;
  });
}

/** Whether the caller reads the declaration: as its declarant, a tenant-wide reader, or a role a stage lets through. */
async function readsThrough(
  actors: CallerActors,
  declaration: { userId: string; unitId: string | null },
  lets: (reader: StageReader) => Promise<boolean>,
): Promise<boolean> {
  if (!maySee(actors, declaration)) return false;
  if (declaration.userId === actors.userId || actors.readsAll) return true;
  const roles = rolesOnDeclaration(actors, declaration).filter((role) => role !== "DECLARANT");
  const readers = roles.map(readerOf);
  if (readers.some((reader) => reader === undefined)) return true;
  for (const reader of readers) if (reader && (await lets(reader))) return true;
  return false;
}
