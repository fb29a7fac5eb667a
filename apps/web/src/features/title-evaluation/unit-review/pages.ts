import type { AreaPages } from "../../../lib/area-page";

export const unitReviewPages: AreaPages = {
  locales: () => import("./locales").then((m) => m.unitReviewLocales),
  pages: {},
};
