export { messageRoutes } from "./routes";
