export { revokeUserSessions } from "./repo";
export { authRoutes } from "./routes";
export { createAuthService } from "./service";
export { issueSignInLink } from "./sign-in-links";
