export { createInstanceRegistration, type InstanceRegistration } from "./registration";
export { instanceRoutes } from "./routes";
export { createInstanceService } from "./service";
