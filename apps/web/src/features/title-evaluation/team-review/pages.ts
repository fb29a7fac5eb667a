import type { AreaPages } from "../../../lib/area-page";

const assignmentPage = () => import("./team-assignment-page");
const auditPage = () => import("./team-audit-page");
const statisticsPage = () => import("./team-statistics-page");
const resultCountPage = () => import("./result-count-page");

/**
 * The team stages' pages: the formal audit (/FormalAudit) and the synthesis review (/PersonnelSynthesis) share one
 * page per shape (team assignment, team audit, statistics, result count), each reading its stage from its route; the
 * synthesis review adds its results with the lead's ruling and the declarant statistics.
 */
export const teamReviewPages: AreaPages = {
  locales: () => import("./locales").then((m) => m.teamReviewLocales),
  pages: {
    "/FormalAudit/TeamAssignment": assignmentPage,
    "/PersonnelSynthesis/TeamAssignmentZH": assignmentPage,
    "/FormalAudit/TeamAudit": auditPage,
    "/PersonnelSynthesis/TeamAuditZH": auditPage,
    "/FormalAudit/TeamStatistics": statisticsPage,
    "/PersonnelSynthesis/TeamStatisticsZH": statisticsPage,
    "/FormalAudit/ResultCount": resultCountPage,
    "/PersonnelSynthesis/PersonnelSynthesisResultCount": resultCountPage,
    "/PersonnelSynthesis/TeamResultZH": () => import("./team-result-page"),
    "/PersonnelSynthesis/RSUserDeclareCountNew": () => import("./declarant-count-page"),
  },
};
