export { buildModelXml, expr, type ModelDescription } from "./model-xml";
export { workflowRoutes } from "./routes";
export { ACCOUNT_APPLICATION_PROCESS, seedingWorkflow, seedWorkflowProcesses } from "./seed";
export { createWorkflowService, type WorkflowService } from "./service";
