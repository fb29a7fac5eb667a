export { dropExpertListsOnChange, expertListsChanged, keptExpertList } from "./list-cache";
export { expertRoutes } from "./routes";
