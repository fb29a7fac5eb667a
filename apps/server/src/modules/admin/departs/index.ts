export { departRoutes } from "./routes";
