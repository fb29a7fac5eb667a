export { basicInfoFromStaff } from "./basic-info";
export { personFields } from "./facts";
export {
  currentRequirement,
  findDepartName,
  findStaffByUser,
  insertFile,
  listDecisions,
  listDirectory,
  listItems,
  listSourceRecords,
} from "./repo";
export { declarationRoutes } from "./routes";
export { applyTransition } from "./workflow/apply-transition";
