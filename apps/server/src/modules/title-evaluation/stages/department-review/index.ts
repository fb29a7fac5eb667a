/** Stage 3, department verification: the stage the workflow registers and its HTTP routes. */
export { departmentReviewRoutes } from "./routes";
export { departmentReviewStage } from "./stage";
