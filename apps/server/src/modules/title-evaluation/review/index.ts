export { reviewRoutes } from "./routes";
