import type { Executor } from "../../../../db/client";
import type { AuthContext } from "../../../../platform/auth";
import { badRequest } from "../../../../platform/errors";
import { actorRolesOf } from "../../declarations";
import { resolveBatch } from "../../shared";
import { callerDepartment } from "./department";
import type { SupervisionScope } from "./supervision-repo";

/** Workflow roles that look at every department's work (the personnel office, the school's administrators). */
const SCHOOL_WIDE = new Set(["PERSONNEL", "SCHOOL_ADMIN"]);

/**
 * Whose verification work the caller supervises in a batch: personnel and the school's administrators every
 * department (or the one they name), anyone else only their own department, whatever they name.
 */
export async function supervisionScope(
  db: Executor,
  auth: AuthContext,
  query: { projectTimeId?: string; departId?: string },
): Promise<SupervisionScope & { allDepartments: boolean }> {
  const [actors, batch] = await Promise.all([actorRolesOf(db, auth), resolveBatch(db, auth, query.projectTimeId)]);
  const base = { tenantId: auth.tenantId, projectTimeId: batch.id };
  if (auth.isSuperAdmin || actors.roles.some((r) => SCHOOL_WIDE.has(r)))
    return { ...base, departIds: query.departId ? [query.departId] : null, allDepartments: true };
  const department = await callerDepartment(db, auth);
  if (query.departId && query.departId !== department.departId) throw badRequest("depart.departNotInScope");
  return { ...base, departIds: [department.departId], allDepartments: false };
}
