import type { ElementDef, RouteRef } from "./element-def";
import { API_ROUTE_ELEMENT_DEFS } from "./elements-api-routes";
import { DEPART_ELEMENT_DEFS } from "./elements-depart";
import { DICT_ELEMENT_DEFS } from "./elements-dict";
import { FLOW_ELEMENT_DEFS } from "./elements-flow";
import { GATE_LOG_ELEMENT_DEFS } from "./elements-gate-log";
import { GATEWAY_ELEMENT_DEFS } from "./elements-gateway";
import { INSTANCE_ELEMENT_DEFS } from "./elements-instances";
import { JOB_ELEMENT_DEFS } from "./elements-jobs";
import { METRICS_ELEMENT_DEFS } from "./elements-metrics";
import { OAUTH_CLIENT_ELEMENT_DEFS } from "./elements-oauth-clients";
import { ROLE_ELEMENT_DEFS } from "./elements-roles";
import { SERVICE_ELEMENT_DEFS } from "./elements-services";
import { TENANT_ELEMENT_DEFS } from "./elements-tenants";
import { TRACE_ELEMENT_DEFS } from "./elements-traces";
import { ELEMENTS } from "./menus";
import { APPLICATION_ELEMENT_DEFS } from "./zcps/applications/elements";
import { CATALOGUE_ELEMENT_DEFS } from "./zcps/catalogue/elements";
import { COMMITTEE_ELEMENT_DEFS } from "./zcps/committee/elements";
import { CONFIG_ELEMENT_DEFS } from "./zcps/config/elements";
import { DECLARATION_ELEMENT_DEFS } from "./zcps/declaration/elements";
import { DEPARTMENT_REVIEW_ELEMENT_DEFS } from "./zcps/department-review/elements";
import { EXPERT_ELEMENT_DEFS } from "./zcps/experts/elements";
import { PEER_REVIEW_ELEMENT_DEFS } from "./zcps/peer-review/elements";
import { PROFESSOR_ELEMENT_DEFS } from "./zcps/professor/elements";
import { RESULTS_ELEMENT_DEFS } from "./zcps/results/elements";
import { STAFF_ELEMENT_DEFS } from "./zcps/staff/elements";
import { TEAM_REVIEW_ELEMENT_DEFS } from "./zcps/team-review/elements";
import { UNIT_REVIEW_ELEMENT_DEFS } from "./zcps/unit-review/elements";
import { WORKFLOW_ELEMENT_DEFS } from "./zcps/workflow/elements";

/**
 * Every element (button or page call) with the routes it opens: the table the server seeds and checks calls against.
 * Apart from the menus, so that the console, which needs the menu tree and a few codes, does not load it.
 */

const USER_API = "/api/admin/user";
const USER_CHECKS: RouteRef[] = [
  "checkUserNameFormAll",
  "checkNoFormTenant",
  "checkIdNoFormTenant",
  "checkMobilePhoneFormTenant",
  "checkEmailFormTenant",
].map((check): RouteRef => ["GET", `${USER_API}/${check}`]);

export const ELEMENT_DEFS: ElementDef[] = [
  {
    code: ELEMENTS.userView,
    menu: "baseManager/userManager",
    zh: "查看",
    en: "View",
    type: "uri",
    routes: [
      ["GET", `${USER_API}/page`],
      ["GET", `${USER_API}/pageNoSelf`],
      ["GET", `${USER_API}/:id`],
      ["GET", `${USER_API}/findNode`],
      ["GET", `${USER_API}/tenants`],
    ],
  },
  {
    code: ELEMENTS.userAdd,
    menu: "baseManager/userManager",
    zh: "新增",
    en: "Add",
    type: "button",
    routes: [["POST", USER_API], ["GET", `${USER_API}/findNode`], ["GET", `${USER_API}/tenants`], ...USER_CHECKS],
  },
  {
    code: ELEMENTS.userEdit,
    menu: "baseManager/userManager",
    zh: "编辑",
    en: "Edit",
    type: "button",
    routes: [["PUT", `${USER_API}/:id`], ["GET", `${USER_API}/:id`], ["GET", `${USER_API}/findNode`], ...USER_CHECKS],
  },
  {
    code: ELEMENTS.userDel,
    menu: "baseManager/userManager",
    zh: "删除",
    en: "Delete",
    type: "button",
    routes: [["DELETE", `${USER_API}/:id`]],
  },
  {
    code: ELEMENTS.userResetPassword,
    menu: "baseManager/userManager",
    zh: "重置密码",
    en: "Reset password",
    type: "button",
    routes: [["PUT", `${USER_API}/:id/password`]],
  },
  ...ROLE_ELEMENT_DEFS,
  ...DICT_ELEMENT_DEFS,
  ...DEPART_ELEMENT_DEFS,
  ...GATE_LOG_ELEMENT_DEFS,
  ...INSTANCE_ELEMENT_DEFS,
  ...API_ROUTE_ELEMENT_DEFS,
  ...FLOW_ELEMENT_DEFS,
  ...SERVICE_ELEMENT_DEFS,
  ...TENANT_ELEMENT_DEFS,
  ...JOB_ELEMENT_DEFS,
  ...METRICS_ELEMENT_DEFS,
  ...TRACE_ELEMENT_DEFS,
  ...OAUTH_CLIENT_ELEMENT_DEFS,
  ...GATEWAY_ELEMENT_DEFS,
  ...CONFIG_ELEMENT_DEFS,
  ...CATALOGUE_ELEMENT_DEFS,
  ...STAFF_ELEMENT_DEFS,
  ...EXPERT_ELEMENT_DEFS,
  ...DECLARATION_ELEMENT_DEFS,
  ...WORKFLOW_ELEMENT_DEFS,
  ...UNIT_REVIEW_ELEMENT_DEFS,
  ...DEPARTMENT_REVIEW_ELEMENT_DEFS,
  ...APPLICATION_ELEMENT_DEFS,
  ...TEAM_REVIEW_ELEMENT_DEFS,
  ...PEER_REVIEW_ELEMENT_DEFS,
  ...PROFESSOR_ELEMENT_DEFS,
  ...COMMITTEE_ELEMENT_DEFS,
  ...RESULTS_ELEMENT_DEFS,
];
