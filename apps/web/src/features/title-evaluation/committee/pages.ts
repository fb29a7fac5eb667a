import type { AreaPages } from "../../../lib/area-page";

/**
 * The senior-judge committee (stage 8): its meetings (/hwgl/hygl), the anonymous vote (/hwgl/ycgl), the results
 * with the chair's sign-off (/HighJudgesRes/HighJudges), and the register of paper ballots (/HighJudgesRes/Gpwtglb).
 */
export const committeePages: AreaPages = {
  locales: () => import("./locales").then((m) => m.committeeLocales),
  pages: {
    "/hwgl/hygl": () => import("./meetings-page"),
    "/hwgl/ycgl": () => import("./voting-page"),
    "/HighJudgesRes/HighJudges": () => import("./results-page"),
    "/HighJudgesRes/Gpwtglb": () => import("./paper-votes-page"),
  },
};
