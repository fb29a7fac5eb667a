export { raiseBatchVersion } from "./batches/batch-versions";
export { configRoutes } from "./routes";
export { readSettings } from "./settings/settings";
