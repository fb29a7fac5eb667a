export { accountRoutes } from "./routes";
