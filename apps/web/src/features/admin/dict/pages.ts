import type { AreaPages } from "../../../lib/area-page";

/** The menu pages of the dictionary. */
export const dictPages: AreaPages = {
  locales: () => import("./locales").then((m) => m.dictionaryLocales),
  pages: {
    "/baseManager/dictManager": () => import("./dict-manager-page"),
  },
};
