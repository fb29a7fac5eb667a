import type { AreaPages } from "../../../lib/area-page";

/** The workflow's models pages (/flowManager). */
export const flowModelsPages: AreaPages = {
  locales: () => import("./locales").then((m) => m.flowModelsLocales),
  pages: {},
};
