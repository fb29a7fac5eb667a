import type { AreaPages } from "../../../lib/area-page";

/** The menu pages of the users. */
export const usersPages: AreaPages = {
  locales: () => import("./locales").then((m) => m.usersLocales),
  pages: {
    "/baseManager/userManager": () => import("./user-manager-page"),
  },
};
