export { expertRoutes } from "./routes";
