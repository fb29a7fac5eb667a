import type { ElementDef } from "./element-def";

/** Element codes of the gateway rules page (/authManager/gatewayManager), as <childCode>:<action>. */
export const GATEWAY_ELEMENTS = {
  view: "gatewayManager:view",
  add: "gatewayManager:btn_add",
  edit: "gatewayManager:btn_edit",
  del: "gatewayManager:btn_del",
} as const;

export const GATEWAY_API = "/api/admin/gateway";
const MENU = "authManager/gatewayManager";

export const GATEWAY_ELEMENT_DEFS: ElementDef[] = [
  {
    code: GATEWAY_ELEMENTS.view,
    menu: MENU,
    zh: "查看",
    en: "View",
    type: "uri",
    routes: [
      ["GET", `${GATEWAY_API}/rules`],
      ["GET", `${GATEWAY_API}/hits`],
    ],
  },
  {
    code: GATEWAY_ELEMENTS.add,
    menu: MENU,
    zh: "新增",
    en: "Add",
    type: "button",
    routes: [["POST", `${GATEWAY_API}/rules`]],
  },
  {
    code: GATEWAY_ELEMENTS.edit,
    menu: MENU,
    zh: "编辑",
    en: "Edit",
    type: "button",
    routes: [["PUT", `${GATEWAY_API}/rules/:id`]],
  },
  {
    code: GATEWAY_ELEMENTS.del,
    menu: MENU,
    zh: "删除",
    en: "Delete",
    type: "button",
    routes: [["DELETE", `${GATEWAY_API}/rules/:id`]],
  },
];
