import type { AreaPages } from "../../../lib/area-page";

/** The school's review of special-track applications: allocation, a reviewer's queue, and the statistics. */
export const applicationPages: AreaPages = {
  locales: () => import("./locales").then((m) => m.applicationLocales),
  pages: {
    "/ApplicationReview/AuditAssignment": () => import("./audit-assignment-page"),
    "/ApplicationReview/MaterialsReview": () => import("./materials-review-page"),
    "/ApplicationReview/AuditStatistics": () => import("./audit-statistics-page"),
  },
};
