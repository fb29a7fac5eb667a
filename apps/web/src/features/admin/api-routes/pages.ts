import type { AreaPages } from "../../../lib/area-page";

/** The menu page of the server's API routes. */
export const apiRoutesPages: AreaPages = {
  locales: () => import("./locales").then((m) => m.apiRoutesLocales),
  pages: {
    "/authManager/apiManager": () => import("./api-routes-page"),
  },
};
