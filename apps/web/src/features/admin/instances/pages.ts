import type { AreaPages } from "../../../lib/area-page";

/** The menu page of the service registry. */
export const instancesPages: AreaPages = {
  locales: () => import("./locales").then((m) => m.instancesLocales),
  pages: {
    "/monitorManager/serviceEurekaManager": () => import("./instances-page"),
  },
};
