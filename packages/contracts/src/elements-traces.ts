import type { ElementDef } from "./element-def";

/** Element codes of the service-tracing page (/monitorManager/serviceZipkinManager). */
export const TRACE_ELEMENTS = {
  view: "serviceZipkinManager:view",
} as const;

export const TRACES_API = "/api/admin/traces";
const MENU = "monitorManager/serviceZipkinManager";

export const TRACE_ELEMENT_DEFS: ElementDef[] = [
  {
    code: TRACE_ELEMENTS.view,
    menu: MENU,
    zh: "查看",
    en: "View",
    type: "uri",
    routes: [
      ["GET", TRACES_API],
      ["GET", `${TRACES_API}/:traceId`],
    ],
  },
];
