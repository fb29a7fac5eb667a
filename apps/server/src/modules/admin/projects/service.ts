import type { ProjectOption } from "@zcps/contracts/api";
import type { Language } from "@zcps/contracts/messages";
import type { AuthContext } from "../../../platform/auth";
import type { AppDeps } from "../../../platform/deps";
import { badRequest } from "../../../platform/errors";
import * as repo from "./repo";

type ProjectRow = Awaited<ReturnType<typeof repo.listProjects>>[number];

export function toOption(row: ProjectRow, lang: Language, currentId: string | null): ProjectOption {
  return {
    id: row.id,
    name: lang === "en" && row.nameEn ? row.nameEn : row.name,
    enabled: row.enabled ? "1" : "0",
    current: row.id === currentId,
  };
}

/** The session's project: the one it switched to, else the first enabled one. */
export function currentProjectId(rows: Pick<ProjectRow, "id" | "enabled">[], stored: string | null): string | null {
  if (stored && rows.some((r) => r.id === stored && r.enabled)) return stored;
  return rows.find((r) => r.enabled)?.id ?? null;
}

export function createProjectService({ db, cache }: Pick<AppDeps, "db" | "cache">) {
  return {
    async list(auth: AuthContext, lang: Language): Promise<ProjectOption[]> {
      const rows = await repo.listProjects(db, auth.tenantId);
      const current = currentProjectId(rows, auth.projectId);
      return rows.map((r) => toOption(r, lang, current));
    },

    async current(auth: AuthContext, lang: Language): Promise<ProjectOption | null> {
      const rows = await repo.listProjects(db, auth.tenantId);
      const current = currentProjectId(rows, auth.projectId);
      const row = rows.find((r) => r.id === current);
      return row ? toOption(row, lang, current) : null;
    },

    async switchTo(auth: AuthContext, projectId: string) {
      const project = await repo.findEnabledProject(db, auth.tenantId, projectId);
      if (!project) throw badRequest("project.switchFailed");
      await repo.setSessionProject(db, auth.sessionId, project.id);
      // the cached session still names the old project
      cache.invalidateUser(auth.userId);
    },
  };
}
