export { raiseBatchVersion } from "./batches/batch-versions";
export { addTenantWorkingDays } from "./holidays/service";
export { configRoutes } from "./routes";
export { readSettings } from "./settings/settings";
