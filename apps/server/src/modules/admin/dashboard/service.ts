import type { DashboardSummary } from "@zcps/contracts/api";
import { ELEMENTS } from "@zcps/contracts/menus";
import type { Language } from "@zcps/contracts/messages";
import type { AuthContext } from "../../../platform/auth";
import type { AppDeps } from "../../../platform/deps";
import { createProjectService } from "../projects";
import * as repo from "./repo";

const USERS_PAGE = "/baseManager/userManager";

/** The dashboard of the current project: what the user should do, and the figures they may see. */
export function createDashboardService(deps: AppDeps) {
  const projects = createProjectService(deps);
  return {
    async summary(auth: AuthContext, lang: Language): Promise<DashboardSummary> {
      const project = await projects.current(auth, lang);
      const canSeeUsers = auth.isSuperAdmin || auth.codes.has(ELEMENTS.userView) || auth.codes.has(ELEMENTS.userEdit);
      const [figures, gaps] = await Promise.all([
        repo.countFigures(deps.db, auth.tenantId, project?.id ?? null),
        repo.ownProfileGaps(deps.db, auth.userId),
      ]);
      const todos: DashboardSummary["todos"] = [{ key: "ownProfile", count: gaps, path: "/dashboard?profile=1" }];
      if (canSeeUsers) {
        todos.push(
          { key: "incompleteProfiles", count: figures.incomplete_profiles ?? 0, path: USERS_PAGE },
          { key: "disabledUsers", count: figures.disabled_users ?? 0, path: USERS_PAGE },
        );
      }
      const visible = canSeeUsers
        ? ["users", "units", "departs", "batches", "online_users", "logins_today"]
        : ["batches", "units"];
      return {
        project,
        todos,
        figures: visible.map((key) => ({ key, value: figures[key] ?? 0 })),
        usersByDepart: canSeeUsers ? await repo.usersByUnit(deps.db, auth.tenantId) : [],
        loginsByDay: canSeeUsers ? await repo.loginsByDay(deps.db, auth.tenantId, 14) : [],
      };
    },
  };
}
