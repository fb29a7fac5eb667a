import { and, asc, desc, eq } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { projects, sessions } from "../../../db/schema";

export async function listProjects(db: Executor, tenantId: string) {
  return db
    .select({ id: projects.id, name: projects.name, nameEn: projects.nameEn, enabled: projects.enabled })
    .from(projects)
    .where(eq(projects.tenantId, tenantId))
    .orderBy(desc(projects.year), asc(projects.orderNum));
}

export async function findEnabledProject(db: Executor, tenantId: string, id: string) {
  const rows = await db
    .select({ id: projects.id, name: projects.name, nameEn: projects.nameEn, enabled: projects.enabled })
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.tenantId, tenantId), eq(projects.enabled, true)))
    .limit(1);
  return rows[0] ?? null;
}

export async function setSessionProject(db: Executor, sessionId: string, projectId: string) {
  await db.update(sessions).set({ projectId }).where(eq(sessions.id, sessionId));
}
