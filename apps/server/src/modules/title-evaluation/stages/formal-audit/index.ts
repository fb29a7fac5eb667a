/** Stage 4, the formal audit by teams: the stage the workflow registers and its HTTP routes. */
export { formalAuditRoutes } from "./routes";
export { FORMAL_AUDIT_CONFIG, formalAuditStage } from "./stage";
