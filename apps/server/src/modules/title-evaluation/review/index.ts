export { reviewRoutes } from "./routes";
export { verifyingDepartments, verifyingDepartmentsOfBatch } from "./service";
