export { gateLogRoutes } from "./routes";
