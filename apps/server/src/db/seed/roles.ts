import { API_ROUTE_ELEMENTS } from "@zcps/contracts/elements-api-routes";
import { DEPART_ELEMENTS } from "@zcps/contracts/elements-depart";
import { DICT_ELEMENTS } from "@zcps/contracts/elements-dict";
import { GATE_LOG_ELEMENTS } from "@zcps/contracts/elements-gate-log";
import { INSTANCE_ELEMENTS } from "@zcps/contracts/elements-instances";
import { JOB_ELEMENTS } from "@zcps/contracts/elements-jobs";
import { METRICS_ELEMENTS } from "@zcps/contracts/elements-metrics";
import { ROLE_ELEMENTS } from "@zcps/contracts/elements-roles";
import { ELEMENTS } from "@zcps/contracts/menus";
import { APPLICATION_ELEMENT_DEFS } from "@zcps/contracts/zcps/applications/elements";
import { CATALOGUE_ELEMENT_DEFS } from "@zcps/contracts/zcps/catalogue/elements";
import { COMMITTEE_ELEMENT_DEFS, COMMITTEE_ELEMENTS } from "@zcps/contracts/zcps/committee/elements";
import { CONFIG_ELEMENT_DEFS } from "@zcps/contracts/zcps/config/elements";
import { DECLARATION_ELEMENT_DEFS } from "@zcps/contracts/zcps/declaration/elements";
import { DEPARTMENT_REVIEW_ELEMENT_DEFS } from "@zcps/contracts/zcps/department-review/elements";
import { EXPERT_ELEMENT_DEFS } from "@zcps/contracts/zcps/experts/elements";
import { PEER_REVIEW_ELEMENT_DEFS, PEER_REVIEW_ELEMENTS } from "@zcps/contracts/zcps/peer-review/elements";
import { PROFESSOR_ELEMENT_DEFS } from "@zcps/contracts/zcps/professor/elements";
import { RESULTS_ELEMENT_DEFS, RESULTS_ELEMENTS } from "@zcps/contracts/zcps/results/elements";
import { STAFF_ELEMENT_DEFS } from "@zcps/contracts/zcps/staff/elements";
import { TEAM_REVIEW_ELEMENT_DEFS } from "@zcps/contracts/zcps/team-review/elements";
import { UNIT_REVIEW_ELEMENT_DEFS } from "@zcps/contracts/zcps/unit-review/elements";
import { WORKFLOW_ELEMENT_DEFS } from "@zcps/contracts/zcps/workflow/elements";
import type { DataScopeKind } from "../../platform/data-scope";

/**
 * Demo role groups (DOMAIN.md "Roles") and what each may open. A grant names a whole group
 * ("zcps") or one child ("zcps/userCenter"); elements are element codes.
 */
export interface RoleSeed {
  code: string;
  zh: string;
  en: string;
  menus: string[];
  elements?: string[];
  /** what the role may grant onward (the "grant" level), in the same notation; see role-grants.ts */
  grants?: { menus: string[]; elements?: string[] };
  /** whose users the role's members manage (platform/data-scope.ts); "tenant" when absent */
  dataScope?: DataScopeKind;
  /** elements of its menus the role does not get (an expert's page shares a menu with the administrator's) */
  withoutElements?: string[];
  /** the demo account that holds this role */
  user: { username: string; name: string; depart: string };
}

const allUserButtons = Object.values(ELEMENTS);
const TITLE_GROUPS = [
  "zcps",
  "UnitAuditMan",
  "DepartmentAudit",
  "DepartmentAudS",
  "bcsh",
  "bbccksh",
  "FormalAudit",
  "PersonnelSynthesis",
  "AnonymousReview",
  "ProfessorCom",
  "hwgl",
  "HighJudgesRes",
  "ApplicationReview",
];

const TITLE_ELEMENT_DEFS = [
  ...CONFIG_ELEMENT_DEFS,
  ...CATALOGUE_ELEMENT_DEFS,
  ...STAFF_ELEMENT_DEFS,
  ...DECLARATION_ELEMENT_DEFS,
  ...WORKFLOW_ELEMENT_DEFS,
  ...UNIT_REVIEW_ELEMENT_DEFS,
  ...DEPARTMENT_REVIEW_ELEMENT_DEFS,
  ...APPLICATION_ELEMENT_DEFS,
  ...TEAM_REVIEW_ELEMENT_DEFS,
  ...EXPERT_ELEMENT_DEFS,
  ...PEER_REVIEW_ELEMENT_DEFS,
  ...PROFESSOR_ELEMENT_DEFS,
  ...COMMITTEE_ELEMENT_DEFS,
  ...RESULTS_ELEMENT_DEFS,
];

/**
 * The title-evaluation elements a seeded role gets: every element of the menus it holds ("zcps" = the whole group,
 * "zcps/userCenter" = one page); `viewOnly` keeps the ones whose code ends in ":view" (the supervisor).
 */
function titleElements(menus: readonly string[], viewOnly = false): string[] {
  return TITLE_ELEMENT_DEFS.filter(
    (def) =>
      menus.some((m) => def.menu === m || def.menu.startsWith(`${m}/`)) && (!viewOnly || def.code.endsWith(":view")),
  ).map((def) => def.code);
}

/** An expert verifies their own identity; the list of every expert's verification is the administrator's. */
const EXPERT_WITHOUT = [PEER_REVIEW_ELEMENTS.verificationsView, PEER_REVIEW_ELEMENTS.verifyByHand];

/** The workflow's pages of one's own: the processes one may start, one's applications, to-dos and done tasks. */
const MY_FLOW = [
  "flowManager/flowProcessActive",
  "flowManager/flowMyApply",
  "flowManager/flowMyTodo",
  "flowManager/flowMyDone",
];

const ROLES: RoleSeed[] = [
  {
    code: "declarant",
    zh: "申报人",
    en: "Declarant",
    menus: ["zcps/userCenter", "zcps/personErrorCorrection", "zcps/messageCenter"],
    user: { username: "declarant", name: "李明", depart: "cs" },
  },
  {
    code: "unit_admin",
    zh: "单位管理员",
    en: "Unit administrator",
    menus: [
      "UnitAuditMan",
      "zcps/declareUser",
      "zcps/baseUser",
      "zcps/messageCenter",
      "baseManager/userManager",
      // reviews its staff's account applications in its to-do list
      ...MY_FLOW,
    ],
    // manages the accounts and staff master data (and sees the declarations) of their own unit only
    elements: [ELEMENTS.userView, ELEMENTS.userAdd, ELEMENTS.userEdit],
    dataScope: "unit",
    user: { username: "unit_admin", name: "王芳", depart: "cs" },
  },
  {
    code: "unit_leader",
    zh: "单位负责人",
    en: "Unit leader",
    menus: [
      "UnitAuditMan/ReporterSummary",
      "UnitAuditMan/AuditResult",
      "UnitAuditMan/UnitFomal",
      "UnitAuditMan/DeclareCount",
      "UnitAuditMan/UserDeclareCountNew",
      "zcps/messageCenter",
    ],
    user: { username: "unit_leader", name: "张伟", depart: "cs" },
  },
  {
    code: "dept_assigner",
    zh: "职能部门分配员",
    en: "Department assigner",
    menus: ["DepartmentAudit", "bcsh", "bbccksh", "zcps/messageCenter"],
    user: { username: "dept_assigner", name: "刘洋", depart: "research" },
  },
  {
    code: "dept_reviewer",
    zh: "职能部门审核员",
    en: "Department reviewer",
    menus: [
      "DepartmentAudS",
      "bcsh/AuditTasksOfDep",
      "bcsh/AuditTasksOfDepResult",
      "zcps/errorCorrection",
      "zcps/messageCenter",
    ],
    // their own office's data only (e.g. the correction requests addressed to it)
    dataScope: "unit",
    user: { username: "dept_reviewer", name: "陈静", depart: "research" },
  },
  {
    code: "formal_auditor",
    zh: "形式审查组成员",
    en: "Formal-audit team member",
    menus: ["FormalAudit/TeamAudit", "FormalAudit/TeamStatistics", "zcps/messageCenter"],
    user: { username: "formal_auditor", name: "杨磊", depart: "hr" },
  },
  {
    code: "personnel",
    zh: "人事处工作人员",
    en: "Personnel staff",
    menus: [
      "zcps",
      "FormalAudit",
      "PersonnelSynthesis",
      "HighJudgesRes",
      "hwgl",
      "ApplicationReview",
      "UnitAuditMan",
      "ProfessorCom/TeacomResultsPersonnel",
      "ProfessorCom/JSWYHUserDeclareCountNew",
      "bcsh/SupervisionOfAudit",
      "bcsh/AuditCountForm",
      "bcsh/BCUserDeclareCountNew",
      "bbccksh/AuditCountForm",
      // decides account applications after the unit (userAudit), and sees them in its to-do list
      ...MY_FLOW,
    ],
    // personnel runs the committee's meetings and enters paper votes, but neither votes nor signs off or applies for the chair
    withoutElements: [COMMITTEE_ELEMENTS.vote, COMMITTEE_ELEMENTS.signOff, COMMITTEE_ELEMENTS.paperApply],
    user: { username: "personnel", name: "赵敏", depart: "hr" },
  },
  {
    code: "synthesis_member",
    zh: "综合审核组成员",
    en: "Synthesis team member",
    menus: ["PersonnelSynthesis/TeamAuditZH", "PersonnelSynthesis/TeamStatisticsZH", "zcps/messageCenter"],
    user: { username: "synthesis_member", name: "黄强", depart: "hr" },
  },
  {
    code: "peer_admin",
    zh: "同行评议管理员",
    en: "Peer-review administrator",
    menus: [
      "AnonymousReview/ExpertAudit",
      "AnonymousReview/AlreadySS",
      "AnonymousReview/NotesReview",
      "AnonymousReview/SummaryResults",
      "AnonymousReview/IdentityVerification",
      "zcps/outSideExpert",
      "zcps/inSideExpert",
    ],
    withoutElements: [PEER_REVIEW_ELEMENTS.verifySelf],
    user: { username: "peer_admin", name: "周杰", depart: "hr" },
  },
  {
    code: "expert_in",
    zh: "校内专家",
    en: "Internal expert",
    menus: ["AnonymousReview/ExpertReview", "AnonymousReview/IdentityVerification", "zcps/messageCenter"],
    withoutElements: EXPERT_WITHOUT,
    user: { username: "expert_in", name: "吴刚", depart: "me" },
  },
  {
    code: "expert_out",
    zh: "校外专家",
    en: "External expert",
    menus: ["AnonymousReview/ExpertReview", "AnonymousReview/IdentityVerification", "zcps/messageCenter"],
    withoutElements: EXPERT_WITHOUT,
    user: { username: "expert_out", name: "郑华", depart: "external" },
  },
  {
    code: "professor",
    zh: "教授委员会委员",
    en: "Professor-committee member",
    menus: [
      "ProfessorCom/ReportperInformation",
      "ProfessorCom/TeacomResults",
      "ProfessorCom/JSWYHUserDeclareCountNew",
      "zcps/messageCenter",
    ],
    user: { username: "professor", name: "孙丽", depart: "fl" },
  },
  {
    code: "judge",
    zh: "高评委委员",
    en: "Senior-judge committee member",
    menus: ["hwgl/ycgl", "zcps/messageCenter"],
    withoutElements: [COMMITTEE_ELEMENTS.voteControl],
    user: { username: "judge", name: "马超", depart: "econ" },
  },
  {
    code: "judge_chair",
    zh: "高评委主任委员",
    en: "Senior-judge committee chair",
    menus: ["hwgl", "HighJudgesRes/HighJudges", "HighJudgesRes/Gpwtglb", "zcps/messageCenter"],
    // the chair reads the meeting's results and signs them off; the publicity and appeals are personnel's
    withoutElements: [
      RESULTS_ELEMENTS.publicityView,
      RESULTS_ELEMENTS.publicityEdit,
      RESULTS_ELEMENTS.appealView,
      RESULTS_ELEMENTS.appealHandle,
      // the A3 review tables are personnel's
      RESULTS_ELEMENTS.a3View,
      RESULTS_ELEMENTS.a3Edit,
    ],
    user: { username: "judge_chair", name: "朱红", depart: "med" },
  },
  {
    code: "school_admin",
    zh: "学校管理员",
    en: "School administrator",
    menus: [
      "baseManager/userManager",
      "baseManager/menuManager",
      "baseManager/groupManager",
      "baseManager/groupTypeManager",
      "baseManager/gateLogManager",
      "baseManager/jobManager",
      "baseManager/dictManager",
      "orgManager",
      "monitorManager/serviceEurekaManager",
      "authManager/apiManager",
      "monitorManager/serviceMonitorManager",
      ...TITLE_GROUPS,
      ...MY_FLOW,
    ],
    // manages roles; menus are shared by every tenant, so the school administrator only reads them
    elements: [
      ...allUserButtons,
      ...Object.values(DICT_ELEMENTS),
      ...Object.values(DEPART_ELEMENTS),
      ROLE_ELEMENTS.menuView,
      ...Object.values(ROLE_ELEMENTS).filter((code) => /^group(Type)?Manager:/.test(code)),
      ...Object.values(GATE_LOG_ELEMENTS),
      ...Object.values(JOB_ELEMENTS),
      ...Object.values(INSTANCE_ELEMENTS),
      ...Object.values(API_ROUTE_ELEMENTS),
      ...Object.values(METRICS_ELEMENTS),
    ],
    grants: { menus: ["baseManager/userManager", ...TITLE_GROUPS], elements: allUserButtons },
    user: { username: "school_admin", name: "胡军", depart: "hr" },
  },
  {
    code: "supervisor",
    zh: "监督员",
    en: "Supervisor",
    menus: [
      "baseManager/userManager",
      "baseManager/dictManager",
      "baseManager/gateLogManager",
      "baseManager/menuManager",
      "baseManager/groupManager",
      "baseManager/groupTypeManager",
      "baseManager/jobManager",
      ...TITLE_GROUPS,
    ],
    elements: [
      ELEMENTS.userView,
      DICT_ELEMENTS.view,
      ROLE_ELEMENTS.menuView,
      ROLE_ELEMENTS.groupView,
      ROLE_ELEMENTS.groupTypeView,
      ...Object.values(GATE_LOG_ELEMENTS),
      JOB_ELEMENTS.view,
      // the results publicity with its objections, and the appeals: read, as the discipline office audits them
      RESULTS_ELEMENTS.publicityView,
      RESULTS_ELEMENTS.appealView,
      // the A3 review tables: read and downloaded, never edited
      RESULTS_ELEMENTS.a3View,
    ],
    user: { username: "supervisor", name: "林涛", depart: "discipline" },
  },
  // reviews the special-track applications allocated to them (/ApplicationReview/MaterialsReview)
  {
    code: "app_reviewer",
    zh: "特殊通道申请审核员",
    en: "Special-track application reviewer",
    menus: ["ApplicationReview/MaterialsReview", "zcps/messageCenter"],
    user: { username: "app_reviewer", name: "何静", depart: "hr" },
  },
];

/** Every role with the title-evaluation elements of its menus added to the ones it names. */
export const ROLE_SEEDS: RoleSeed[] = ROLES.map((role) => ({
  ...role,
  elements: [...(role.elements ?? []), ...titleElements(role.menus, role.code === "supervisor")].filter(
    (code) => !role.withoutElements?.includes(code),
  ),
}));
