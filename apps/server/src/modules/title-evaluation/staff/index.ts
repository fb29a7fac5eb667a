export { type MergedEffects, namedListEffects } from "./named-list-effects";
export { approvedStaffIds, quotaExemptStaffIds } from "./named-list-repo";
export {
  approveNamedListEntry,
  type NamedListReview,
  type PendingEntry,
  registerNamedListReview,
  rejectNamedListEntry,
} from "./named-list-review";
export { keptForStaffLookups, staffLookupsChanged } from "./names-cache";
export { titleStaffRoutes } from "./routes";
export { staffIdsMatching } from "./staff-repo";
export { unitAdministratorIds, unitManagers } from "./unit-admin-repo";
