export { type MergedEffects, namedListEffects } from "./named-list-effects";
export { approvedStaffIds } from "./named-list-repo";
export { keptForStaffLookups } from "./names-cache";
export { titleStaffRoutes } from "./routes";
export { staffIdsMatching } from "./staff-repo";
export { unitAdministratorIds } from "./unit-admin-repo";
