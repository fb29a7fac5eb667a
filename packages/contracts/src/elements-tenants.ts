import type { ElementDef, RouteRef } from "./element-def";

/** Element codes of the tenant page (/baseManager/tenantManager); only the super tenant's callers get through. */
export const TENANT_ELEMENTS = {
  view: "tenantManager:view",
  add: "tenantManager:btn_add",
  edit: "tenantManager:btn_edit",
  del: "tenantManager:btn_del",
  disable: "tenantManager:btn_disable",
  owner: "tenantManager:btn_user",
} as const;

const TENANT_API = "/api/admin/tenant";
const MENU = "baseManager/tenantManager";
const CODE_CHECK: RouteRef = ["GET", `${TENANT_API}/checkCode`];

export const TENANT_ELEMENT_DEFS: ElementDef[] = [
  {
    code: TENANT_ELEMENTS.view,
    menu: MENU,
    zh: "查看",
    en: "View",
    type: "uri",
    routes: [
      ["GET", `${TENANT_API}/page`],
      ["GET", `${TENANT_API}/:id`],
      ["GET", `${TENANT_API}/:id/user`],
    ],
  },
  {
    code: TENANT_ELEMENTS.add,
    menu: MENU,
    zh: "新增",
    en: "Add",
    type: "button",
    // the first administrator's account must be free across all tenants
    routes: [["POST", TENANT_API], CODE_CHECK, ["GET", "/api/admin/user/checkUserNameFormAll"]],
  },
  {
    code: TENANT_ELEMENTS.edit,
    menu: MENU,
    zh: "编辑",
    en: "Edit",
    type: "button",
    routes: [["PUT", `${TENANT_API}/:id`], ["GET", `${TENANT_API}/:id`], CODE_CHECK],
  },
  {
    code: TENANT_ELEMENTS.del,
    menu: MENU,
    zh: "删除",
    en: "Delete",
    type: "button",
    routes: [["DELETE", `${TENANT_API}/:id`]],
  },
  {
    code: TENANT_ELEMENTS.disable,
    menu: MENU,
    zh: "启用/停用",
    en: "Enable/disable",
    type: "button",
    routes: [["PUT", `${TENANT_API}/:id/enabled`]],
  },
  {
    code: TENANT_ELEMENTS.owner,
    menu: MENU,
    zh: "授予用户",
    en: "Set owner",
    type: "button",
    routes: [
      ["GET", `${TENANT_API}/:id/user`],
      ["PUT", `${TENANT_API}/:id/user`],
      ["GET", `${TENANT_API}/userOptions`],
    ],
  },
];
