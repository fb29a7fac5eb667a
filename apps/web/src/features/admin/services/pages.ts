import type { AreaPages } from "../../../lib/area-page";

/** The menu page of the platform's services. */
export const servicesPages: AreaPages = {
  locales: () => import("./locales").then((m) => m.servicesLocales),
  pages: {
    "/authManager/serviceManager": () => import("./services-page"),
  },
};
