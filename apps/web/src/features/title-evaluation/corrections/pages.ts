import type { AreaPages } from "../../../lib/area-page";

/** The menu pages of the correction requests. */
export const correctionsPages: AreaPages = {
  locales: () => import("./locales").then((m) => m.correctionsLocales),
  pages: {
    "/zcps/errorCorrection": () => import("./error-correction-page"),
    "/zcps/personErrorCorrection": () => import("./person-error-correction-page"),
  },
};
