export { dashboardRoutes } from "./routes";
