import type { AreaPages } from "../../../lib/area-page";

/** The sign-in page: drawn without antd (bundle budget), so the router keeps it outside the antd root. */
export const signInPages: AreaPages = { pages: { "/login": () => import("./login-page") } };

/** The other pages before sign-in: the single-sign-on return and the ways to find a password again. */
export const authPages: AreaPages = {
  pages: {
    "/authredirect": () => import("./auth-redirect-page"),
    "/forgetPassword": () => import("./forget-password-page"),
    "/findPwdByMsg": () => import("./find-pwd-by-msg-page"),
    "/findPwdByEmail": () => import("./find-pwd-by-email-page"),
  },
};
