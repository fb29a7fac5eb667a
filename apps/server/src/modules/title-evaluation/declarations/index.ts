export { actorRolesOf, type CallerActors, rolesOnDeclaration, UNIT_ACTOR_ROLES } from "./actors";
export { basicInfoFromStaff } from "./basic-info";
export { personFields } from "./facts";
export { stateName } from "./labels";
export { type MethodChooser, type MethodGate, registerMethodGate } from "./method-gates";
export {
  currentRequirement,
  type DeclarationRecord,
  findDeclaration,
  findDepartName,
  findStaffByUser,
  findUserName,
  insertFile,
  listAttachmentFiles,
  listDecisions,
  listDirectory,
  listItems,
  listSourceRecords,
  listTracks,
  unitActedSinceSubmit,
} from "./repo";
export { declarationRoutes } from "./routes";
export { applyTransition, concurrentChange } from "./workflow/apply-transition";
export {
  publicityClosingEvent,
  registerStage,
  type StageModule,
  type StageTransition,
} from "./workflow/stage-registry";
