import type { TeamStage } from "@zcps/contracts/zcps/team-review/api";
import type { Executor } from "../../../../db/client";
import type { AuthContext } from "../../../../platform/auth";
import { badRequest, notFound } from "../../../../platform/errors";
import { actorRolesOf, type CallerActors, type DeclarationRecord, findDeclaration } from "../../declarations";
import { type BatchRef, resolveBatch } from "../../shared";
import * as cases from "./cases-repo";
import * as teams from "./teams-repo";

/** Who calls a team stage: a session's caller, or the demo seed acting as a demo account. */
export interface TeamAuth {
  tenantId: string;
  userId: string;
  isSuperAdmin?: boolean;
  projectId?: string | null;
}

export interface TeamCaller {
  auth: TeamAuth;
  actors: CallerActors;
  /** personnel (or the school's administrators): act on the whole batch, as PERSONNEL */
  personnel: boolean;
  /** may read every declaration of the stage (personnel, supervisors) */
  readsAll: boolean;
}

export async function teamCaller(db: Executor, auth: TeamAuth): Promise<TeamCaller> {
  const actors = await actorRolesOf(db, { ...auth, isSuperAdmin: auth.isSuperAdmin ?? false } as AuthContext);
  const personnel =
    auth.isSuperAdmin === true || actors.roles.includes("PERSONNEL") || actors.roles.includes("SCHOOL_ADMIN");
  return { auth, actors, personnel, readsAll: personnel || actors.readsAll };
}

/** The batch a list concerns (the caller's current project's first enabled batch unless named) and the stage. */
export async function stageKey(db: Executor, auth: TeamAuth, stage: TeamStage, projectTimeId?: string) {
  const batch: BatchRef = await resolveBatch(
    db,
    { tenantId: auth.tenantId, projectId: auth.projectId ?? null },
    projectTimeId,
  );
  return { batch, key: { tenantId: auth.tenantId, projectTimeId: batch.id, stage } };
}

export interface Reached {
  declaration: DeclarationRecord;
  case: cases.CaseRecord | null;
  /** the caller's duty in the declaration's team; null for personnel outside it */
  duty: "LEADER" | "MEMBER" | null;
}

/**
 * A declaration of the tenant that reached the stage, as the caller may see it: personnel and supervisors see every
 * one; a member only those allocated to one of their teams (else a clear refusal). 404 for an unknown id.
 */
export async function reachDeclaration(
  db: Executor,
  caller: TeamCaller,
  stage: TeamStage,
  declarationId: string,
  forUpdate = false,
): Promise<Reached> {
  const declaration = await findDeclaration(db, caller.auth.tenantId, declarationId, forUpdate);
  if (!declaration) throw notFound();
  const found = await cases.findCase(db, declarationId, stage);
  if (!found && declaration.status !== stage) throw notFound();
  const duty = found?.teamId ? await teams.dutyIn(db, found.teamId, caller.auth.userId) : null;
  if (!duty && !caller.readsAll) {
    if (!found?.teamId) throw badRequest("team.notAllocated");
    throw badRequest("team.notYourTeam");
  }
  return { declaration, case: found, duty };
}
