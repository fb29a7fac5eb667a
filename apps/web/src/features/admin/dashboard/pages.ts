import type { AreaPages } from "../../../lib/area-page";

/** The shell's home page (not a menu entry); its texts are the shell's. */
export const dashboardPages: AreaPages = { pages: { "/dashboard": () => import("./dashboard-page") } };
