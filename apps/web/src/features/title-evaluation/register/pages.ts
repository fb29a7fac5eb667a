import type { AreaPages } from "../../../lib/area-page";

/** The register a unit reports to personnel: one page, the unit's view and personnel's (who may send it back). */
export const registerPages: AreaPages = {
  locales: () => import("./locales").then((m) => m.registerLocales),
  pages: {
    "/UnitAuditMan/Zcjzcsblb": () => import("./register-page"),
    "/PersonnelSynthesis/RSZcjzcsblb": () => import("./register-page"),
  },
};
