import type { AreaPages } from "../../../lib/area-page";

const locales = () => import("./locales").then((m) => m.zcpsExpertLocales);

/** The expert pools: external (outSideExpert) and internal (inSideExpert), one page component for both. */
export const expertPages: AreaPages = {
  locales,
  pages: {
    "/zcps/outSideExpert": () => import("./out-side-expert-page"),
    "/zcps/inSideExpert": () => import("./in-side-expert-page"),
  },
};
