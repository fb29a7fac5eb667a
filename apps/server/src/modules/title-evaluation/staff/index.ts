export { groupIdByCode, openAccount, userFieldAvailable } from "./accounts";
export { departByCode } from "./application-repo";
export { startApplicationProcess } from "./application-service";
export { uploadedXlsx } from "./import-routes";
export { buildTemplate, normalizeCell, readSheet, type SheetColumn } from "./import-sheet";
export { type MergedEffects, namedListEffects } from "./named-list-effects";
export { approvedStaffIds, quotaExemptStaffIds, searchStaff } from "./named-list-repo";
export {
  approveNamedListEntry,
  type NamedListReview,
  type PendingEntry,
  registerNamedListReview,
  rejectNamedListEntry,
} from "./named-list-review";
export { keptForStaffLookups, staffLookupsChanged } from "./names-cache";
export { titleStaffRoutes } from "./routes";
export {
  type DisciplineName,
  disciplineCatalogue,
  disciplineNamer,
  loadDicts,
  unknownDisciplines,
} from "./staff-columns";
export { linkAccount, listUnits, staffIdsMatching } from "./staff-repo";
export { unitAdministratorIds, unitManagers } from "./unit-admin-repo";
