import type { ElementDef } from "./element-def";

/** Element codes of the service-monitor page (/monitorManager/serviceMonitorManager). */
export const METRICS_ELEMENTS = {
  view: "serviceMonitorManager:view",
} as const;

const METRICS_API = "/api/admin/metrics";
const MENU = "monitorManager/serviceMonitorManager";

export const METRICS_ELEMENT_DEFS: ElementDef[] = [
  {
    code: METRICS_ELEMENTS.view,
    menu: MENU,
    zh: "查看",
    en: "View",
    type: "uri",
    routes: [
      ["GET", `${METRICS_API}/summary`],
      ["GET", `${METRICS_API}/series`],
      ["GET", `${METRICS_API}/routes`],
    ],
  },
];
