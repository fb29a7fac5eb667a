export { oauthClientRoutes } from "./routes";
