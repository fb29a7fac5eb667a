export { menuRoutes } from "./routes";
