import type { ElementDef } from "../../element-def";

/** Element codes of the title-evaluation config pages and the API routes each opens. */
export const CONFIG_ELEMENTS = {
  batchView: "projectTime:view",
  batchAdd: "projectTime:btn_add",
  batchEdit: "projectTime:btn_edit",
  batchDel: "projectTime:btn_del",
  /** publish, close and archive a batch */
  batchPublish: "projectTime:btn_publish",
  holidayEdit: "projectTime:btn_holiday",
  settingsView: "sysConfig:view",
  settingsEdit: "sysConfig:btn_edit",
  fieldHelpView: "fieldHelp:view",
  fieldHelpAdd: "fieldHelp:btn_add",
  fieldHelpEdit: "fieldHelp:btn_edit",
  fieldHelpDel: "fieldHelp:btn_del",
  tableView: "tableSetting:view",
  tableAdd: "tableSetting:btn_add",
  tableEdit: "tableSetting:btn_edit",
  tableDel: "tableSetting:btn_del",
} as const;

export const CONFIG_API = {
  batch: "/api/zcps-sh/projectTime",
  holiday: "/api/zcps-sh/holiday",
  settings: "/api/zcps-sh/sysConfig",
  fieldHelp: "/api/zcps-sh/fieldHelp",
  table: "/api/zcps-sh/tableSetting",
} as const;

const { batch, holiday, settings, fieldHelp, table } = CONFIG_API;
const E = CONFIG_ELEMENTS;

const BATCH_MENU = "zcps/projectTime";
const SETTINGS_MENU = "zcps/sysConfig";
const FIELD_HELP_MENU = "zcps/fieldHelp";
const TABLE_MENU = "zcps/tableSetting";

export const CONFIG_ELEMENT_DEFS: ElementDef[] = [
  {
    code: E.batchView,
    menu: BATCH_MENU,
    zh: "查看",
    en: "View",
    type: "uri",
    routes: [
      ["GET", `${batch}/projects`],
      ["GET", `${batch}/page`],
      ["GET", `${batch}/:id`],
      ["GET", `${holiday}/list`],
    ],
  },
  {
    code: E.batchAdd,
    menu: BATCH_MENU,
    zh: "新增",
    en: "Add",
    type: "button",
    routes: [
      ["POST", `${batch}/project`],
      ["POST", batch],
    ],
  },
  {
    code: E.batchEdit,
    menu: BATCH_MENU,
    zh: "编辑",
    en: "Edit",
    type: "button",
    routes: [
      ["PUT", `${batch}/project/:id`],
      ["PUT", `${batch}/:id`],
    ],
  },
  {
    code: E.batchDel,
    menu: BATCH_MENU,
    zh: "删除",
    en: "Delete",
    type: "button",
    routes: [
      ["DELETE", `${batch}/project/:id`],
      ["DELETE", `${batch}/:id`],
    ],
  },
  {
    code: E.batchPublish,
    menu: BATCH_MENU,
    zh: "发布与关闭",
    en: "Publish and close",
    type: "button",
    routes: [
      ["POST", `${batch}/:id/publish`],
      ["POST", `${batch}/:id/close`],
      ["POST", `${batch}/:id/archive`],
    ],
  },
  {
    code: E.holidayEdit,
    menu: BATCH_MENU,
    zh: "维护节假日",
    en: "Edit holidays",
    type: "button",
    routes: [
      ["POST", holiday],
      ["DELETE", `${holiday}/:day`],
    ],
  },
  { code: E.settingsView, menu: SETTINGS_MENU, zh: "查看", en: "View", type: "uri", routes: [["GET", settings]] },
  {
    code: E.settingsEdit,
    menu: SETTINGS_MENU,
    zh: "修改",
    en: "Edit",
    type: "button",
    routes: [
      ["PUT", settings],
      ["DELETE", `${settings}/:key`],
    ],
  },
  {
    code: E.fieldHelpView,
    menu: FIELD_HELP_MENU,
    zh: "查看",
    en: "View",
    type: "uri",
    routes: [["GET", `${fieldHelp}/page`]],
  },
  { code: E.fieldHelpAdd, menu: FIELD_HELP_MENU, zh: "新增", en: "Add", type: "button", routes: [["POST", fieldHelp]] },
  {
    code: E.fieldHelpEdit,
    menu: FIELD_HELP_MENU,
    zh: "编辑",
    en: "Edit",
    type: "button",
    routes: [["PUT", `${fieldHelp}/:id`]],
  },
  {
    code: E.fieldHelpDel,
    menu: FIELD_HELP_MENU,
    zh: "删除",
    en: "Delete",
    type: "button",
    routes: [["DELETE", `${fieldHelp}/:id`]],
  },
  {
    code: E.tableView,
    menu: TABLE_MENU,
    zh: "查看",
    en: "View",
    type: "uri",
    routes: [
      ["GET", `${table}/page`],
      ["GET", `${table}/series`],
      ["GET", `${table}/:id`],
    ],
  },
  { code: E.tableAdd, menu: TABLE_MENU, zh: "新增", en: "Add", type: "button", routes: [["POST", table]] },
  { code: E.tableEdit, menu: TABLE_MENU, zh: "编辑", en: "Edit", type: "button", routes: [["PUT", `${table}/:id`]] },
  {
    code: E.tableDel,
    menu: TABLE_MENU,
    zh: "删除",
    en: "Delete",
    type: "button",
    routes: [["DELETE", `${table}/:id`]],
  },
];
