export { listProjects } from "./repo";
export { projectRoutes } from "./routes";
export { createProjectService, currentProjectId } from "./service";
