export { actorRolesOf, type CallerActors, rolesOnDeclaration, UNIT_ACTOR_ROLES } from "./actors";
export { basicInfoFromStaff } from "./basic-info";
export { type BatchConfig, keptBatchConfig } from "./batch-config";
export { type Evaluation, evaluateDeclaration, personFields } from "./facts";
export { actorName, returnNotes, stateName } from "./labels";
export { type MethodChooser, type MethodGate, registerMethodGate } from "./method-gates";
export {
  type BatchRecord,
  currentRequirement,
  type DeclarationRecord,
  findBatch,
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
