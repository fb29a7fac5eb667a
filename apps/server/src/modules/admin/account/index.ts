export { accountRoutes } from "./routes";
export { sniffImage } from "./service";
