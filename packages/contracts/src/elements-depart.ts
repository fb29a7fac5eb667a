import type { ElementDef, RouteRef } from "./element-def";

/** Element codes of the organisation page (/orgManager/departManager). */
export const DEPART_ELEMENTS = {
  view: "departManager:view",
  add: "departManager:btn_add",
  edit: "departManager:btn_edit",
  del: "departManager:btn_del",
  userAdd: "departManager:btn_user_add",
  userMove: "departManager:btn_user_move",
} as const;

const MENU = "orgManager/departManager";
const API = "/api/admin/depart";
const CODE_CHECK: RouteRef = ["GET", `${API}/checkCode`];

export const DEPART_ELEMENT_DEFS: ElementDef[] = [
  {
    code: DEPART_ELEMENTS.view,
    menu: MENU,
    zh: "查看",
    en: "View",
    type: "uri",
    routes: [
      ["GET", `${API}/tree`],
      ["GET", `${API}/:id`],
      ["GET", `${API}/user`],
    ],
  },
  {
    code: DEPART_ELEMENTS.add,
    menu: MENU,
    zh: "新增",
    en: "Add",
    type: "button",
    routes: [["POST", API], CODE_CHECK],
  },
  {
    code: DEPART_ELEMENTS.edit,
    menu: MENU,
    zh: "编辑",
    en: "Edit",
    type: "button",
    routes: [["PUT", `${API}/:id`], ["PUT", `${API}/:id/move`], CODE_CHECK],
  },
  {
    code: DEPART_ELEMENTS.del,
    menu: MENU,
    zh: "删除",
    en: "Delete",
    type: "button",
    routes: [["DELETE", `${API}/:id`]],
  },
  {
    code: DEPART_ELEMENTS.userAdd,
    menu: MENU,
    zh: "添加用户",
    en: "Add users",
    type: "button",
    routes: [
      ["POST", `${API}/user`],
      ["GET", `${API}/user/candidates`],
    ],
  },
  {
    code: DEPART_ELEMENTS.userMove,
    menu: MENU,
    zh: "移动用户",
    en: "Move users",
    type: "button",
    routes: [["PUT", `${API}/user/move`]],
  },
];
