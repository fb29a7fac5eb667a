import type { AreaPages } from "../../../lib/area-page";

/** The menu pages of the declarations. */
export const declarationsPages: AreaPages = {
  locales: () => import("./locales").then((m) => m.declarationLocales),
  pages: {
    "/zcps/userCenter": () => import("./user-center-page"),
  },
};
