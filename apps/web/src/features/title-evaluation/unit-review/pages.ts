import type { AreaPages } from "../../../lib/area-page";

/** The menu pages of the unit's review, publicity and recommendation (/UnitAuditMan). */
export const unitReviewPages: AreaPages = {
  locales: () => import("./locales").then((m) => m.unitReviewLocales),
  pages: {
    "/UnitAuditMan/ReporterSummary/:isAdmin": () => import("./reporter-summary-page"),
    "/UnitAuditMan/UnitAuditRostor": () => import("./roster-page"),
    "/UnitAuditMan/UnitFomal": () => import("./publicity-page"),
    "/UnitAuditMan/AuditResult": () => import("./audit-result-page"),
    "/UnitAuditMan/DeclareCount": () => import("./declare-count-page"),
    "/UnitAuditMan/UserDeclareCountNew": () => import("./user-declare-count-page"),
  },
};
