export { dictRoutes } from "./routes";
