export { directoryDefaults } from "./directory-service";
export { catalogueRoutes } from "./routes";
