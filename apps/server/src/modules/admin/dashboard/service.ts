import type { DashboardSummary } from "@zcps/contracts/api";
import { ELEMENTS } from "@zcps/contracts/menus";
import type { Language } from "@zcps/contracts/messages";
import type { AuthContext } from "../../../platform/auth";
import type { AppDeps } from "../../../platform/deps";
import { createProjectService } from "../projects";
import { dashboardParts } from "./parts";
import * as repo from "./repo";

const USERS_PAGE = "/baseManager/userManager";

/**
 * The dashboard of the current project, by role: what the user should do, the figures they may see, and the
 * panels each module adds for the user's roles (registerDashboardPart).
 */
export function createDashboardService(deps: AppDeps) {
  const projects = createProjectService(deps);
  return {
    async summary(auth: AuthContext, lang: Language): Promise<DashboardSummary> {
      const project = await projects.current(auth, lang);
      const canSeeUsers = auth.isSuperAdmin || auth.codes.has(ELEMENTS.userView) || auth.codes.has(ELEMENTS.userEdit);
      const [figures, gaps, parts] = await Promise.all([
        repo.countFigures(deps.db, auth.tenantId, project?.id ?? null),
        repo.ownProfileGaps(deps.db, auth.userId),
        dashboardParts(deps, auth, lang),
      ]);
      // each role's own work first, then the profile
      const todos: DashboardSummary["todos"] = [
        ...parts.flatMap((part) => part.todos ?? []),
        { key: "ownProfile", count: gaps, path: "/dashboard?profile=1" },
      ];
      if (canSeeUsers) {
        todos.push(
          { key: "incompleteProfiles", count: figures.incomplete_profiles ?? 0, path: USERS_PAGE },
          { key: "disabledUsers", count: figures.disabled_users ?? 0, path: USERS_PAGE },
        );
      }
      // the user administrator's figures; other roles see their modules' figures only
      const visible = canSeeUsers ? ["users", "units", "departs", "batches", "online_users", "logins_today"] : [];
      return {
        project,
        todos,
        figures: [
          ...visible.map((key) => ({ key, value: figures[key] ?? 0 })),
          ...parts.flatMap((part) => part.figures ?? []),
        ],
        panels: parts.flatMap((part) => part.panels ?? []),
        usersByDepart: canSeeUsers ? await repo.usersByUnit(deps.db, auth.tenantId) : [],
        loginsByDay: canSeeUsers ? await repo.loginsByDay(deps.db, auth.tenantId, 14) : [],
      };
    },
  };
}
