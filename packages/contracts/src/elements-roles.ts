import type { ElementDef, RouteRef } from "./element-def";

/** Element codes of the permission administration pages: menus, role groups and role-group types. */
export const ROLE_ELEMENTS = {
  menuView: "menuManager:view",
  menuAdd: "menuManager:btn_add",
  menuEdit: "menuManager:btn_edit",
  menuDel: "menuManager:btn_del",
  elementAdd: "menuManager:btn_element_add",
  elementEdit: "menuManager:btn_element_edit",
  elementDel: "menuManager:btn_element_del",
  groupView: "groupManager:view",
  groupAdd: "groupManager:btn_add",
  groupEdit: "groupManager:btn_edit",
  groupDel: "groupManager:btn_del",
  groupUsers: "groupManager:btn_userManager",
  groupAuthority: "groupManager:btn_resourceManager",
  groupAuthorize: "groupManager:btn_authorizeManager",
  groupTypeView: "groupTypeManager:view",
  groupTypeAdd: "groupTypeManager:btn_add",
  groupTypeEdit: "groupTypeManager:btn_edit",
  groupTypeDel: "groupTypeManager:btn_del",
} as const;

const MENU_API = "/api/admin/menu";
const ELEMENT_API = "/api/admin/element";
const GROUP_API = "/api/admin/group";
const GROUP_TYPE_API = "/api/admin/groupType";

/** The routes an element form needs to offer: the registered routes an element may open. */
const ROUTE_CHOICES: RouteRef = ["GET", `${ELEMENT_API}/routes`];
/** Both authority dialogs show the tree of what the caller may grant. */
const GRANTABLE: RouteRef = ["GET", `${GROUP_API}/grantable`];

const MENU = "baseManager/menuManager";
const GROUP = "baseManager/groupManager";
const GROUP_TYPE = "baseManager/groupTypeManager";

export const ROLE_ELEMENT_DEFS: ElementDef[] = [
  {
    code: ROLE_ELEMENTS.menuView,
    menu: MENU,
    zh: "查看",
    en: "View",
    type: "uri",
    routes: [
      ["GET", `${MENU_API}/tree`],
      ["GET", `${MENU_API}/:id`],
      ["GET", `${ELEMENT_API}/page`],
      ["GET", `${ELEMENT_API}/:id`],
      ROUTE_CHOICES,
    ],
  },
  { code: ROLE_ELEMENTS.menuAdd, menu: MENU, zh: "新增", en: "Add", type: "button", routes: [["POST", MENU_API]] },
  {
    code: ROLE_ELEMENTS.menuEdit,
    menu: MENU,
    zh: "编辑",
    en: "Edit",
    type: "button",
    routes: [
      ["PUT", `${MENU_API}/:id`],
      ["PUT", `${MENU_API}/:id/move`],
    ],
  },
  {
    code: ROLE_ELEMENTS.menuDel,
    menu: MENU,
    zh: "删除",
    en: "Delete",
    type: "button",
    routes: [["DELETE", `${MENU_API}/:id`]],
  },
  {
    code: ROLE_ELEMENTS.elementAdd,
    menu: MENU,
    zh: "新增资源",
    en: "Add element",
    type: "button",
    routes: [["POST", ELEMENT_API], ROUTE_CHOICES],
  },
  {
    code: ROLE_ELEMENTS.elementEdit,
    menu: MENU,
    zh: "编辑资源",
    en: "Edit element",
    type: "button",
    routes: [
      ["PUT", `${ELEMENT_API}/:id`],
      ["POST", `${ELEMENT_API}/:id/route`],
      ["DELETE", `${ELEMENT_API}/:id/route`],
      ROUTE_CHOICES,
    ],
  },
  {
    code: ROLE_ELEMENTS.elementDel,
    menu: MENU,
    zh: "删除资源",
    en: "Delete element",
    type: "button",
    routes: [["DELETE", `${ELEMENT_API}/:id`]],
  },
  {
    code: ROLE_ELEMENTS.groupView,
    menu: GROUP,
    zh: "查看",
    en: "View",
    type: "uri",
    routes: [
      ["GET", `${GROUP_API}/tree`],
      ["GET", `${GROUP_API}/:id`],
      ["GET", `${GROUP_TYPE_API}/all`],
    ],
  },
  { code: ROLE_ELEMENTS.groupAdd, menu: GROUP, zh: "新增", en: "Add", type: "button", routes: [["POST", GROUP_API]] },
  {
    code: ROLE_ELEMENTS.groupEdit,
    menu: GROUP,
    zh: "编辑",
    en: "Edit",
    type: "button",
    routes: [["PUT", `${GROUP_API}/:id`]],
  },
  {
    code: ROLE_ELEMENTS.groupDel,
    menu: GROUP,
    zh: "删除",
    en: "Delete",
    type: "button",
    routes: [["DELETE", `${GROUP_API}/:id`]],
  },
  {
    code: ROLE_ELEMENTS.groupUsers,
    menu: GROUP,
    zh: "关联用户",
    en: "Members",
    type: "button",
    routes: [
      ["GET", `${GROUP_API}/:id/user`],
      ["PUT", `${GROUP_API}/:id/user`],
      ["GET", `${GROUP_API}/userOptions`],
    ],
  },
  {
    code: ROLE_ELEMENTS.groupAuthority,
    menu: GROUP,
    zh: "权限分配",
    en: "Assign permissions",
    type: "button",
    routes: [["GET", `${GROUP_API}/:id/authority`], ["PUT", `${GROUP_API}/:id/authority`], GRANTABLE],
  },
  {
    code: ROLE_ELEMENTS.groupAuthorize,
    menu: GROUP,
    zh: "权限下发",
    en: "Delegate permissions",
    type: "button",
    routes: [["GET", `${GROUP_API}/:id/authorize`], ["PUT", `${GROUP_API}/:id/authorize`], GRANTABLE],
  },
  {
    code: ROLE_ELEMENTS.groupTypeView,
    menu: GROUP_TYPE,
    zh: "查看",
    en: "View",
    type: "uri",
    routes: [
      ["GET", `${GROUP_TYPE_API}/page`],
      ["GET", `${GROUP_TYPE_API}/all`],
      ["GET", `${GROUP_TYPE_API}/:id`],
    ],
  },
  {
    code: ROLE_ELEMENTS.groupTypeAdd,
    menu: GROUP_TYPE,
    zh: "新增",
    en: "Add",
    type: "button",
    routes: [["POST", GROUP_TYPE_API]],
  },
  {
    code: ROLE_ELEMENTS.groupTypeEdit,
    menu: GROUP_TYPE,
    zh: "编辑",
    en: "Edit",
    type: "button",
    routes: [["PUT", `${GROUP_TYPE_API}/:id`]],
  },
  {
    code: ROLE_ELEMENTS.groupTypeDel,
    menu: GROUP_TYPE,
    zh: "删除",
    en: "Delete",
    type: "button",
    routes: [["DELETE", `${GROUP_TYPE_API}/:id`]],
  },
];
