export { apiRouteRoutes, apiRouteSwitchPlugin } from "./routes";
