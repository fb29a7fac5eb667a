import type { AreaPages } from "../../../lib/area-page";

/** The menu pages of the tenants. */
export const tenantsPages: AreaPages = {
  locales: () => import("./locales").then((m) => m.tenantsLocales),
  pages: {
    "/baseManager/tenantManager": () => import("./tenant-manager-page"),
  },
};
