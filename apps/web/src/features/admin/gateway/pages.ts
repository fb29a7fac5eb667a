import type { AreaPages } from "../../../lib/area-page";

/** The menu page of the gateway rules. */
export const gatewayPages: AreaPages = {
  locales: () => import("./locales").then((m) => m.gatewayLocales),
  pages: {
    "/authManager/gatewayManager": () => import("./gateway-page"),
  },
};
