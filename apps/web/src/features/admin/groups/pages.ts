import type { AreaPages } from "../../../lib/area-page";

/** The menu pages of the roles. */
export const groupsPages: AreaPages = {
  locales: () => import("./locales").then((m) => m.groupsLocales),
  pages: {
    "/baseManager/groupManager": () => import("./group-manager-page"),
  },
};
