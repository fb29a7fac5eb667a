import { ELEMENTS } from "@zcps/contracts/menus";

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

export const ROLE_SEEDS: RoleSeed[] = [
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
    menus: ["UnitAuditMan", "zcps/messageCenter"],
    user: { username: "unit_admin", name: "王芳", depart: "cs" },
  },
  {
    code: "unit_leader",
    zh: "单位负责人",
    en: "Unit leader",
    menus: [
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
    menus: ["DepartmentAudS", "bcsh/AuditTasksOfDep", "zcps/messageCenter"],
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
      "ApplicationReview",
      "UnitAuditMan",
      "ProfessorCom/TeacomResultsPersonnel",
    ],
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
    user: { username: "peer_admin", name: "周杰", depart: "hr" },
  },
  {
    code: "expert_in",
    zh: "校内专家",
    en: "Internal expert",
    menus: ["AnonymousReview/ExpertReview", "AnonymousReview/IdentityVerification", "zcps/messageCenter"],
    user: { username: "expert_in", name: "吴刚", depart: "me" },
  },
  {
    code: "expert_out",
    zh: "校外专家",
    en: "External expert",
    menus: ["AnonymousReview/ExpertReview", "AnonymousReview/IdentityVerification", "zcps/messageCenter"],
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
    user: { username: "judge", name: "马超", depart: "econ" },
  },
  {
    code: "judge_chair",
    zh: "高评委主任委员",
    en: "Senior-judge committee chair",
    menus: ["hwgl", "HighJudgesRes/HighJudges", "zcps/messageCenter"],
    user: { username: "judge_chair", name: "朱红", depart: "med" },
  },
  {
    code: "school_admin",
    zh: "学校管理员",
    en: "School administrator",
    menus: ["baseManager/userManager", "orgManager", ...TITLE_GROUPS],
    elements: allUserButtons,
    user: { username: "school_admin", name: "胡军", depart: "hr" },
  },
  {
    code: "supervisor",
    zh: "监督员",
    en: "Supervisor",
    menus: ["baseManager/userManager", "baseManager/gateLogManager", ...TITLE_GROUPS],
    elements: [ELEMENTS.userView],
    user: { username: "supervisor", name: "林涛", depart: "discipline" },
  },
];
