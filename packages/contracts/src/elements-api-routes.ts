import type { ElementDef } from "./element-def";

/** Element codes of the API route page (/authManager/apiManager). */
export const API_ROUTE_ELEMENTS = {
  view: "apiManager:view",
  switch: "apiManager:btn_switch",
} as const;

export const API_ROUTES_API = "/api/admin/api-routes";
const MENU = "authManager/apiManager";

export const API_ROUTE_ELEMENT_DEFS: ElementDef[] = [
  {
    code: API_ROUTE_ELEMENTS.view,
    menu: MENU,
    zh: "查看",
    en: "View",
    type: "uri",
    routes: [["GET", API_ROUTES_API]],
  },
  {
    code: API_ROUTE_ELEMENTS.switch,
    menu: MENU,
    zh: "启用/停用",
    en: "Enable/disable",
    type: "button",
    routes: [["PUT", `${API_ROUTES_API}/switch`]],
  },
];
