import type { ElementDef } from "./element-def";

/** Element codes of the service registry page (/monitorManager/serviceEurekaManager). */
export const INSTANCE_ELEMENTS = {
  view: "serviceEurekaManager:view",
} as const;

const INSTANCE_API = "/api/admin/instances";
const MENU = "monitorManager/serviceEurekaManager";

export const INSTANCE_ELEMENT_DEFS: ElementDef[] = [
  {
    code: INSTANCE_ELEMENTS.view,
    menu: MENU,
    zh: "查看",
    en: "View",
    type: "uri",
    routes: [["GET", INSTANCE_API]],
  },
];
