export { tenantOptions } from "./repo";
export { tenantRoutes } from "./routes";
