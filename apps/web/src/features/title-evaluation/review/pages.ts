import type { AreaPages } from "../../../lib/area-page";

/** The menu pages of the review. */
export const reviewPages: AreaPages = {
  locales: () => import("./locales").then((m) => m.reviewLocales),
  pages: {
    "/zcps/declareUser": () => import("./declare-user-page"),
  },
};
