import type { ElementDef } from "./element-def";

/** Element codes of the OAuth clients page (/authManager/oauthClientDetailsManager). */
export const OAUTH_CLIENT_ELEMENTS = {
  view: "oauthClientDetailsManager:view",
  add: "oauthClientDetailsManager:btn_add",
  edit: "oauthClientDetailsManager:btn_edit",
  del: "oauthClientDetailsManager:btn_del",
  rotate: "oauthClientDetailsManager:btn_rotate",
} as const;

export const OAUTH_CLIENT_API = "/api/admin/oauth-client";
const MENU = "authManager/oauthClientDetailsManager";

export const OAUTH_CLIENT_ELEMENT_DEFS: ElementDef[] = [
  {
    code: OAUTH_CLIENT_ELEMENTS.view,
    menu: MENU,
    zh: "查看",
    en: "View",
    type: "uri",
    routes: [
      ["GET", `${OAUTH_CLIENT_API}/page`],
      ["GET", `${OAUTH_CLIENT_API}/:id`],
    ],
  },
  {
    code: OAUTH_CLIENT_ELEMENTS.add,
    menu: MENU,
    zh: "新增",
    en: "Add",
    type: "button",
    routes: [["POST", OAUTH_CLIENT_API]],
  },
  {
    code: OAUTH_CLIENT_ELEMENTS.edit,
    menu: MENU,
    zh: "编辑",
    en: "Edit",
    type: "button",
    routes: [
      ["PUT", `${OAUTH_CLIENT_API}/:id`],
      ["PUT", `${OAUTH_CLIENT_API}/:id/enabled`],
      ["GET", `${OAUTH_CLIENT_API}/:id`],
    ],
  },
  {
    code: OAUTH_CLIENT_ELEMENTS.del,
    menu: MENU,
    zh: "删除",
    en: "Delete",
    type: "button",
    routes: [["DELETE", `${OAUTH_CLIENT_API}/:id`]],
  },
  {
    code: OAUTH_CLIENT_ELEMENTS.rotate,
    menu: MENU,
    zh: "重置密钥",
    en: "Rotate secret",
    type: "button",
    routes: [["POST", `${OAUTH_CLIENT_API}/:id/secret`]],
  },
];
