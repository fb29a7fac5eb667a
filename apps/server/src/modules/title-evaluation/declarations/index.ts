export { UNIT_ACTOR_ROLES } from "./actors";
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
  unitActedSinceSubmit,
} from "./repo";
export { declarationRoutes } from "./routes";
export { applyTransition } from "./workflow/apply-transition";
export {
  publicityClosingEvent,
  registerStage,
  type StageModule,
  type StageTransition,
} from "./workflow/stage-registry";
