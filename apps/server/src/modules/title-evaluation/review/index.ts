export { reviewRoutes } from "./routes";
export { verifyingDepartments } from "./service";
