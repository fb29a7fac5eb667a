import type { AreaPages } from "../../../lib/area-page";

/** The menu pages of the operation log. */
export const gateLogPages: AreaPages = {
  locales: () => import("./locales").then((m) => m.gateLogLocales),
  pages: {
    "/baseManager/gateLogManager": () => import("./gate-log-page"),
  },
};
