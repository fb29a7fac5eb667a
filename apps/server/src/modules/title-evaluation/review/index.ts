export { reviewRoutes } from "./routes";
export { createReviewService, verifyingDepartments } from "./service";
