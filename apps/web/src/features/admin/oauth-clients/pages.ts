import type { AreaPages } from "../../../lib/area-page";

/** The menu page of the OAuth clients. */
export const oauthClientsPages: AreaPages = {
  locales: () => import("./locales").then((m) => m.oauthClientsLocales),
  pages: {
    "/authManager/oauthClientDetailsManager": () => import("./oauth-clients-page"),
  },
};
