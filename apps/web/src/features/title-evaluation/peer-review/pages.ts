import type { AreaPages } from "../../../lib/area-page";

/**
 * The peer review's administrator pages (/AnonymousReview): the rounds and the allocation workbench, the invitations
 * sent, the opinions' review and the summary. The expert's pages (IdentityVerification, ExpertReview) are their own
 * area.
 */
export const peerReviewPages: AreaPages = {
  locales: () => import("./locales").then((m) => m.peerReviewLocales),
  pages: {
    "/AnonymousReview/ExpertAudit": () => import("./expert-audit-page"),
    "/AnonymousReview/AlreadySS": () => import("./already-ss-page"),
    "/AnonymousReview/NotesReview": () => import("./notes-review-page"),
    "/AnonymousReview/SummaryResults": () => import("./summary-results-page"),
  },
};
