import type { AreaPages } from "../../../lib/area-page";

export const departmentReviewPages: AreaPages = {
  locales: () => import("./locales").then((m) => m.departmentReviewLocales),
  pages: {},
};
