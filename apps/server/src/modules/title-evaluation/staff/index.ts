export { type MergedEffects, namedListEffects } from "./named-list-effects";
export { approvedStaffIds, quotaExemptStaffIds } from "./named-list-repo";
export { keptForStaffLookups } from "./names-cache";
export { titleStaffRoutes } from "./routes";
export { staffIdsMatching } from "./staff-repo";
export { unitAdministratorIds, unitManagers } from "./unit-admin-repo";
