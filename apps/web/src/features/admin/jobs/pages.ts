import type { AreaPages } from "../../../lib/area-page";

/** The menu pages of the scheduled jobs. */
export const jobsPages: AreaPages = {
  locales: () => import("./locales").then((m) => m.jobsLocales),
  pages: {
    "/baseManager/jobManager": () => import("./job-manager-page"),
  },
};
