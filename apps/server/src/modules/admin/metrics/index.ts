export { metricsRoutes } from "./routes";
