import type { ElementDef, RouteRef } from "./element-def";

/** Element codes of the data-dictionary page (/baseManager/dictManager). */
export const DICT_ELEMENTS = {
  view: "dictManager:view",
  typeAdd: "dictManager:btn_type_add",
  typeEdit: "dictManager:btn_type_edit",
  typeDel: "dictManager:btn_type_del",
  valueAdd: "dictManager:btn_value_add",
  valueEdit: "dictManager:btn_value_edit",
  valueDel: "dictManager:btn_value_del",
} as const;

const MENU = "baseManager/dictManager";
const TYPE_API = "/api/dict/dictType";
const VALUE_API = "/api/dict/dictValue";
const TYPE_CHECK: RouteRef = ["GET", `${TYPE_API}/checkCode`];
const VALUE_CHECK: RouteRef = ["GET", `${VALUE_API}/checkCode`];

export const DICT_ELEMENT_DEFS: ElementDef[] = [
  {
    code: DICT_ELEMENTS.view,
    menu: MENU,
    zh: "查看",
    en: "View",
    type: "uri",
    routes: [
      ["GET", `${TYPE_API}/tree`],
      ["GET", `${TYPE_API}/:id`],
      ["GET", `${VALUE_API}/page`],
      ["GET", `${VALUE_API}/:id`],
    ],
  },
  {
    code: DICT_ELEMENTS.typeAdd,
    menu: MENU,
    zh: "新增类型",
    en: "Add type",
    type: "button",
    routes: [["POST", TYPE_API], TYPE_CHECK],
  },
  {
    code: DICT_ELEMENTS.typeEdit,
    menu: MENU,
    zh: "编辑类型",
    en: "Edit type",
    type: "button",
    routes: [["PUT", `${TYPE_API}/:id`], TYPE_CHECK],
  },
  {
    code: DICT_ELEMENTS.typeDel,
    menu: MENU,
    zh: "删除类型",
    en: "Delete type",
    type: "button",
    routes: [["DELETE", `${TYPE_API}/:id`]],
  },
  {
    code: DICT_ELEMENTS.valueAdd,
    menu: MENU,
    zh: "新增字典值",
    en: "Add value",
    type: "button",
    routes: [["POST", VALUE_API], VALUE_CHECK],
  },
  {
    code: DICT_ELEMENTS.valueEdit,
    menu: MENU,
    zh: "编辑字典值",
    en: "Edit value",
    type: "button",
    routes: [["PUT", `${VALUE_API}/:id`], VALUE_CHECK],
  },
  {
    code: DICT_ELEMENTS.valueDel,
    menu: MENU,
    zh: "删除字典值",
    en: "Delete value",
    type: "button",
    routes: [["DELETE", `${VALUE_API}/:id`]],
  },
];
