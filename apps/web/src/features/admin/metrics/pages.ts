import type { AreaPages } from "../../../lib/area-page";

/** The service-monitor page: this instance's request and process metrics. */
export const metricsPages: AreaPages = {
  locales: () => import("./locales").then((m) => m.metricsLocales),
  pages: {
    "/monitorManager/serviceMonitorManager": () => import("./metrics-page"),
  },
};
