import type { AreaPages } from "../../../lib/area-page";

/** The menu pages of the evaluation's configuration. */
export const configPages: AreaPages = {
  locales: () => import("./locales").then((m) => m.zcpsConfigLocales),
  pages: {
    "/zcps/projectTime": () => import("./batches-page"),
    "/zcps/sysConfig": () => import("./sys-config-page"),
    "/zcps/fieldHelp": () => import("./field-help-page"),
    "/zcps/tableSetting": () => import("./table-setting-page"),
  },
};
