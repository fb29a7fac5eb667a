import type { DashboardSummary } from "@zcps/contracts/api";
import type { Language } from "@zcps/contracts/messages";
import type { AuthContext } from "../../../platform/auth";
import type { AppDeps } from "../../../platform/deps";

/** What a module adds to a user's home page: its to-dos, figures and panels for that user's roles. */
export type DashboardPart = Partial<Pick<DashboardSummary, "todos" | "figures" | "panels">>;
export type DashboardContributor = (deps: AppDeps, auth: AuthContext, lang: Language) => Promise<DashboardPart>;

const contributors = new Map<string, DashboardContributor>();

/** A module's part of the home page, registered at start-up (by name: a second app in one process replaces it). */
export function registerDashboardPart(name: string, contributor: DashboardContributor): void {
  contributors.set(name, contributor);
}

export async function dashboardParts(deps: AppDeps, auth: AuthContext, lang: Language): Promise<DashboardPart[]> {
  return Promise.all([...contributors.values()].map((contribute) => contribute(deps, auth, lang)));
}
