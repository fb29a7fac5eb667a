export { usersChanged } from "./list-cache";
export { findPasswordHash, updateUser } from "./repo";
export { userRoutes } from "./routes";
export { createUserService, TAKEN_MESSAGES } from "./service";
