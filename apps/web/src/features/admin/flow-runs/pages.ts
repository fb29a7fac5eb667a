import type { AreaPages } from "../../../lib/area-page";

/** The workflow's runs pages (/flowManager). */
export const flowRunsPages: AreaPages = {
  locales: () => import("./locales").then((m) => m.flowRunsLocales),
  pages: {},
};
