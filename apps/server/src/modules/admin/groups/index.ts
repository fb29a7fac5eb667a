export { groupRoutes } from "./routes";
