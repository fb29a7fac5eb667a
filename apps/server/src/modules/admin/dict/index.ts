export { findValuesByTypeCode } from "./repo";
export { dictRoutes } from "./routes";
