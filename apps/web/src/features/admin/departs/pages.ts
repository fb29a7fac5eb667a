import type { AreaPages } from "../../../lib/area-page";

/** The menu pages of the departments. */
export const departsPages: AreaPages = {
  locales: () => import("./locales").then((m) => m.departsLocales),
  pages: {
    "/orgManager/departManager": () => import("./depart-manager-page"),
  },
};
