import type { AreaPages } from "../../../lib/area-page";

/** The menu pages of the menus and their elements. */
export const menusPages: AreaPages = {
  locales: () => import("./locales").then((m) => m.menusLocales),
  pages: {
    "/baseManager/menuManager": () => import("./menu-manager-page"),
  },
};
