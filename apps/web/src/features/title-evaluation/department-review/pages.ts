import { DEPARTMENT_PAGES } from "@zcps/contracts/zcps/department-review/material-pages";
import type { AreaPages } from "../../../lib/area-page";

const assignPage = () => import("./assign-page");
const reviewPage = () => import("./review-page");
const countFormPage = () => import("./count-form-page");

/**
 * The department verification pages: the overview, ONE assignment page and ONE review page for every material page
 * (each finds its material types from its route), the appeals and the two histories; the supplementary review and
 * its outcomes, the supervision, the count form (under /bcsh and /bbccksh alike) and the declarant statistics.
 */
export const departmentReviewPages: AreaPages = {
  locales: () => import("./locales").then((m) => m.departmentReviewLocales),
  pages: {
    "/DepartmentAudit/AuditMain": () => import("./audit-main-page"),
    ...Object.fromEntries(DEPARTMENT_PAGES.map((p) => [`/DepartmentAudit/${p.code}`, assignPage])),
    ...Object.fromEntries(DEPARTMENT_PAGES.map((p) => [`/DepartmentAudS/${p.code}S`, reviewPage])),
    "/bbccksh/DepartCheckAppeal": () => import("./appeal-page"),
    "/bbccksh/AuditMainFpBak": () => import("./assign-history-page"),
    "/bbccksh/AuditMainShBak": () => import("./verdict-history-page"),
    "/bcsh/AuditTasksOfDep": () => import("./supplementary-page"),
    "/bcsh/AuditTasksOfDepResult": () => import("./supplementary-results-page"),
    "/bcsh/SupervisionOfAudit": () => import("./supervision-page"),
    "/bcsh/AuditCountForm": countFormPage,
    "/bbccksh/AuditCountForm": countFormPage,
    "/bcsh/BCUserDeclareCountNew": () => import("./declarant-count-page"),
  },
};
