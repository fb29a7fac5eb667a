import type { AreaPages } from "../../../lib/area-page";

/**
 * The expert's side of the anonymous peer review: identity verification (with the administrator's list of who is
 * verified) and the expert's invitations, packet and opinion.
 */
export const expertReviewPages: AreaPages = {
  locales: () => import("./locales").then((m) => m.expertReviewLocales),
  pages: {
    "/AnonymousReview/IdentityVerification": () => import("./identity-verification-page"),
    "/AnonymousReview/ExpertReview": () => import("./expert-review-page"),
  },
};
