import type { AreaPages } from "../../../lib/area-page";

/** The menu pages of the role types. */
export const groupTypesPages: AreaPages = {
  locales: () => import("./locales").then((m) => m.groupTypesLocales),
  pages: {
    "/baseManager/groupTypeManager": () => import("./group-type-manager-page"),
  },
};
