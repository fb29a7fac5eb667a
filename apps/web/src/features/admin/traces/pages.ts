import type { AreaPages } from "../../../lib/area-page";

/** The service-tracing page: this instance's request traces and one trace's waterfall. */
export const tracesPages: AreaPages = {
  locales: () => import("./locales").then((m) => m.tracesLocales),
  pages: {
    "/monitorManager/serviceZipkinManager": () => import("./traces-page"),
  },
};
