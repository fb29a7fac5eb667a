import type { AreaPages } from "../../../lib/area-page";

const locales = () => import("./locales").then((m) => m.zcpsStaffLocales);

/** The menu pages of staff master data, named lists and accounts. */
export const staffPages: AreaPages = {
  locales,
  pages: {
    "/zcps/baseUser": () => import("./base-user-page"),
    "/zcps/importData": () => import("./import-data-page"),
    "/zcps/unitAdmin": () => import("./unit-admin-page"),
    "/zcps/talents": () => import("./talents-page"),
    "/zcps/kyry": () => import("./kyry-page"),
    "/zcps/tpUser": () => import("./tp-user-page"),
    "/zcps/userAudit": () => import("./user-audit-page"),
  },
};

/** Before sign-in: an external expert or a staff member without an account applies for one. */
export const staffPublicPages: AreaPages = {
  locales,
  pages: {
    "/apply": () => import("./apply-page"),
  },
};
