import type { ElementDef, RouteRef } from "../../element-def";

/** Element codes of the title-evaluation staff pages and the API routes each opens. */
export const STAFF_ELEMENTS = {
  baseUserView: "baseUser:view",
  baseUserAdd: "baseUser:btn_add",
  baseUserEdit: "baseUser:btn_edit",
  baseUserDel: "baseUser:btn_del",
  baseUserAccount: "baseUser:btn_account",
  baseUserExport: "baseUser:btn_export",
  importDataView: "importData:view",
  importDataImport: "importData:btn_import",
  unitAdminView: "unitAdmin:view",
  unitAdminEdit: "unitAdmin:btn_edit",
  talentsView: "talents:view",
  talentsAdd: "talents:btn_add",
  talentsEdit: "talents:btn_edit",
  talentsDel: "talents:btn_del",
  talentsReview: "talents:btn_review",
  kyryView: "kyry:view",
  kyryAdd: "kyry:btn_add",
  kyryEdit: "kyry:btn_edit",
  kyryDel: "kyry:btn_del",
  kyryImport: "kyry:btn_import",
  tpUserView: "tpUser:view",
  tpUserAdd: "tpUser:btn_add",
  tpUserEdit: "tpUser:btn_edit",
  tpUserDel: "tpUser:btn_del",
  tpUserReview: "tpUser:btn_review",
  userAuditView: "userAudit:view",
  userAuditApprove: "userAudit:btn_approve",
  userAuditReject: "userAudit:btn_reject",
} as const;

const API = "/api/zcps-sh";
const BASE_USER = `${API}/baseUser`;
const IMPORT = `${API}/importData`;
const UNIT_ADMIN = `${API}/unitAdmin`;
const USER_AUDIT = `${API}/userAudit`;

/** The look-ups every form of a staff page needs: units and titles to choose from. */
const lookups = (base: string): RouteRef[] => [
  ["GET", `${base}/units`],
  ["GET", `${base}/titles`],
];

const view = (code: string, menu: string, routes: RouteRef[]): ElementDef => ({
  code,
  menu,
  zh: "查看",
  en: "View",
  type: "uri",
  routes,
});
const button = (code: string, menu: string, zh: string, en: string, routes: RouteRef[]): ElementDef => ({
  code,
  menu,
  zh,
  en,
  type: "button",
  routes,
});

/** talents, kyry and tpUser share one set of routes under their own path. */
function namedListDefs(list: "talents" | "kyry" | "tpUser"): ElementDef[] {
  const base = `${API}/${list}`;
  const menu = `zcps/${list}`;
  const search: RouteRef[] = [
    ["GET", `${base}/staffOptions`],
    ["GET", `${base}/batches`],
  ];
  const defs: ElementDef[] = [
    view(`${list}:view`, menu, [["GET", `${base}/page`], ["GET", `${base}/defaults`], ...lookups(base), ...search]),
    button(`${list}:btn_add`, menu, "新增", "Add", [["POST", base], ["GET", `${base}/defaults`], ...search]),
    button(`${list}:btn_edit`, menu, "编辑", "Edit", [["PUT", `${base}/:id`], ...search]),
    button(`${list}:btn_del`, menu, "删除", "Delete", [["DELETE", `${base}/:id`]]),
  ];
  if (list === "kyry") {
    defs.push(
      button(`${list}:btn_import`, menu, "导入", "Import", [
        ["POST", `${base}/import`],
        ["GET", `${base}/template`],
      ]),
    );
  } else {
    defs.push(button(`${list}:btn_review`, menu, "审核", "Review", [["POST", `${base}/:id/review`]]));
  }
  return defs;
}

export const STAFF_ELEMENT_DEFS: ElementDef[] = [
  view(STAFF_ELEMENTS.baseUserView, "zcps/baseUser", [
    ["GET", `${BASE_USER}/page`],
    ["GET", `${BASE_USER}/:id`],
    ["GET", `${BASE_USER}/:id/records`],
    ...lookups(BASE_USER),
  ]),
  button(STAFF_ELEMENTS.baseUserAdd, "zcps/baseUser", "新增", "Add", [["POST", BASE_USER]]),
  button(STAFF_ELEMENTS.baseUserEdit, "zcps/baseUser", "编辑", "Edit", [["PUT", `${BASE_USER}/:id`]]),
  button(STAFF_ELEMENTS.baseUserDel, "zcps/baseUser", "删除", "Delete", [["DELETE", `${BASE_USER}/:id`]]),
  button(STAFF_ELEMENTS.baseUserAccount, "zcps/baseUser", "开通账号", "Create account", [
    ["POST", `${BASE_USER}/:id/account`],
  ]),
  button(STAFF_ELEMENTS.baseUserExport, "zcps/baseUser", "导出", "Export", [["GET", `${BASE_USER}/export`]]),
  view(STAFF_ELEMENTS.importDataView, "zcps/importData", [
    ["GET", `${IMPORT}/kinds`],
    ["GET", `${IMPORT}/template/:kind`],
    ["GET", `${IMPORT}/page`],
  ]),
  button(STAFF_ELEMENTS.importDataImport, "zcps/importData", "导入", "Import", [["POST", `${IMPORT}/upload`]]),
  view(STAFF_ELEMENTS.unitAdminView, "zcps/unitAdmin", [["GET", `${UNIT_ADMIN}/list`]]),
  button(STAFF_ELEMENTS.unitAdminEdit, "zcps/unitAdmin", "设置", "Assign", [
    ["PUT", `${UNIT_ADMIN}/:unitId`],
    ["GET", `${UNIT_ADMIN}/candidates`],
  ]),
  ...namedListDefs("talents"),
  ...namedListDefs("kyry"),
  ...namedListDefs("tpUser"),
  view(STAFF_ELEMENTS.userAuditView, "zcps/userAudit", [["GET", `${USER_AUDIT}/page`]]),
  button(STAFF_ELEMENTS.userAuditApprove, "zcps/userAudit", "通过", "Approve", [
    ["POST", `${USER_AUDIT}/:id/approve`],
    ["GET", `${USER_AUDIT}/disciplines`],
  ]),
  button(STAFF_ELEMENTS.userAuditReject, "zcps/userAudit", "驳回", "Reject", [["POST", `${USER_AUDIT}/:id/reject`]]),
];
