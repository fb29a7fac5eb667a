import type { ElementDef } from "./element-def";

/** Element codes of the operation-log page (/baseManager/gateLogManager). */
export const GATE_LOG_ELEMENTS = {
  view: "gateLogManager:view",
  export: "gateLogManager:btn_export",
} as const;

const GATE_LOG_API = "/api/admin/gateLog";
const MENU = "baseManager/gateLogManager";

export const GATE_LOG_ELEMENT_DEFS: ElementDef[] = [
  {
    code: GATE_LOG_ELEMENTS.view,
    menu: MENU,
    zh: "查看",
    en: "View",
    type: "uri",
    routes: [
      ["GET", `${GATE_LOG_API}/page`],
      ["GET", `${GATE_LOG_API}/tenants`],
    ],
  },
  {
    code: GATE_LOG_ELEMENTS.export,
    menu: MENU,
    zh: "导出",
    en: "Export",
    type: "button",
    routes: [["GET", `${GATE_LOG_API}/export`]],
  },
];
