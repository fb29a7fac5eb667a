export { groupTypeRoutes } from "./routes";
