import type { ElementDef } from "./element-def";

/** Element codes of the service page (/authManager/serviceManager). */
export const SERVICE_ELEMENTS = {
  view: "serviceManager:view",
  edit: "serviceManager:btn_edit",
  switch: "serviceManager:btn_switch",
  /** which OAuth clients may call a service (AG's 授权服务) */
  clients: "serviceManager:btn_clientManager",
} as const;

export const SERVICES_API = "/api/admin/service";
const MENU = "authManager/serviceManager";

export const SERVICE_ELEMENT_DEFS: ElementDef[] = [
  {
    code: SERVICE_ELEMENTS.view,
    menu: MENU,
    zh: "查看",
    en: "View",
    type: "uri",
    routes: [
      ["GET", `${SERVICES_API}/page`],
      ["GET", `${SERVICES_API}/clients`],
    ],
  },
  {
    code: SERVICE_ELEMENTS.edit,
    menu: MENU,
    zh: "编辑",
    en: "Edit",
    type: "button",
    routes: [["PUT", `${SERVICES_API}/:code`]],
  },
  {
    code: SERVICE_ELEMENTS.switch,
    menu: MENU,
    zh: "启用/停用",
    en: "Enable/disable",
    type: "button",
    routes: [["PUT", `${SERVICES_API}/:code/enabled`]],
  },
  {
    code: SERVICE_ELEMENTS.clients,
    menu: MENU,
    zh: "授权客户端",
    en: "Authorise clients",
    type: "button",
    routes: [
      ["PUT", `${SERVICES_API}/:code/clients`],
      ["GET", `${SERVICES_API}/clients`],
    ],
  },
];
