export { traceRoutes } from "./routes";
