import type { AreaPages } from "../../../lib/area-page";

/** The menu pages of the catalogue. */
export const cataloguePages: AreaPages = {
  locales: () => import("./locales").then((m) => m.catalogueLocales),
  pages: {
    "/zcps/declareRequireTitle": () => import("./declare-require-title-page"),
    "/zcps/directory": () => import("./directory-page"),
    "/zcps/declareRequire": () => import("./declare-require-page"),
    "/zcps/declarePost": () => import("./declare-post-page"),
    "/zcps/quota": () => import("./quota-page"),
  },
};
