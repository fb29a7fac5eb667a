/** Stage 3, department verification: the stage the workflow registers, its HTTP routes and (for the demo seed) its services. */
export { createAppealService } from "./appeals-service";
export { createAssignService } from "./assign-service";
export { departmentReviewRoutes } from "./routes";
export { createVerdictService } from "./service";
export { departmentReviewStage } from "./stage";
