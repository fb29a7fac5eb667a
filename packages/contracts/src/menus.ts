import { DEPARTMENT_PAGES } from "./zcps/department-review/material-pages";

/**
 * The console's menu tree (spec section 2): every route group and child, with
 * code (= path name = authority), zh and en titles, icon and order. The seed
 * writes it to the database; the console's route table is built from it.
 */
export interface MenuDef {
  code: string;
  zh: string;
  en: string;
  icon?: string;
  /** extra path after the code, e.g. "/:isAdmin" */
  param?: string;
  children?: MenuDef[];
}

const leaf = (code: string, zh: string, en: string, param?: string): MenuDef => ({ code, zh, en, param });

/** The department verification pages (DOMAIN.md, reference 6.3): code, zh, en; their material types in the table. */
export const DEPARTMENT_MATERIAL_PAGES: ReadonlyArray<readonly [code: string, zh: string, en: string]> =
  DEPARTMENT_PAGES.map((p) => [p.code, p.zh, p.en] as const);

export const MENU_TREE: MenuDef[] = [
  {
    code: "baseManager",
    zh: "基础配置管理",
    en: "Basic configuration",
    icon: "SettingOutlined",
    children: [
      leaf("userManager", "用户管理", "Users"),
      leaf("menuManager", "菜单管理", "Menus"),
      leaf("groupManager", "角色权限管理", "Role permissions"),
      leaf("groupTypeManager", "角色类型管理", "Role types"),
      leaf("gateLogManager", "操作日志", "Operation log"),
      leaf("dictManager", "数据字典", "Data dictionary"),
      leaf("tenantManager", "租户管理", "Tenants"),
      leaf("jobManager", "定时作业管理", "Scheduled jobs"),
    ],
  },
  {
    code: "orgManager",
    zh: "组织部门管理",
    en: "Organisation",
    icon: "ApartmentOutlined",
    children: [leaf("departManager", "部门管理", "Departments")],
  },
  {
    code: "authManager",
    zh: "服务管理",
    en: "Service management",
    icon: "SafetyOutlined",
    children: [
      leaf("serviceManager", "服务权限管理", "Service permissions"),
      leaf("apiManager", "服务接口文档", "API documentation"),
      leaf("gatewayManager", "网关路由管理", "Gateway routes"),
      leaf("oauthClientDetailsManager", "客户端管理", "OAuth clients"),
    ],
  },
  {
    code: "monitorManager",
    zh: "监控运维管理",
    en: "Monitoring",
    icon: "DashboardOutlined",
    children: [
      leaf("serviceEurekaManager", "服务注册管理", "Service registry"),
      leaf("serviceMonitorManager", "服务监控管理", "Service monitor"),
      leaf("serviceZipkinManager", "服务链路监控", "Service tracing"),
    ],
  },
  {
    code: "flowManager",
    zh: "工作流管理",
    en: "Workflow",
    icon: "BranchesOutlined",
    children: [
      leaf("flowModelManager", "流程模型", "Process models"),
      leaf("flowProcessManager", "流程定义", "Process definitions"),
      leaf("flowProcessInstanceManager", "流程实例", "Process instances"),
      leaf("flowTaskManager", "流程任务", "Process tasks"),
      leaf("flowProcessActive", "运行中流程", "Active processes"),
      leaf("flowMyApply", "我的申请", "My applications"),
      leaf("flowMyTodo", "我的待办", "My to-dos"),
      leaf("flowMyDone", "我的已办", "My done tasks"),
    ],
  },
  {
    code: "zcps",
    zh: "职称评审",
    en: "Title evaluation",
    icon: "TrophyOutlined",
    children: [
      leaf("projectTime", "评审项目与批次", "Projects and batches"),
      leaf("declareRequireTitle", "申报职称设置", "Declarable titles"),
      leaf("directory", "材料目录", "Material directory"),
      leaf("userAudit", "账号申请审核", "Account applications"),
      leaf("declareRequire", "申报条件", "Declaration requirements"),
      leaf("outSideExpert", "校外专家库", "External experts"),
      leaf("inSideExpert", "校内专家库", "Internal experts"),
      leaf("fieldHelp", "字段帮助", "Field help"),
      leaf("sysConfig", "系统参数", "System settings"),
      leaf("errorCorrection", "数据纠错审核", "Data corrections"),
      leaf("personErrorCorrection", "个人数据纠错", "My data corrections"),
      leaf("userCenter", "个人中心", "My centre"),
      leaf("messageCenter", "消息中心", "Messages"),
      leaf("quota", "推荐名额表", "Recommendation quotas"),
      leaf("tableSetting", "评审表设置", "Review-table settings"),
      leaf("baseUser", "教职工基础信息", "Staff master data"),
      leaf("unitAdmin", "单位管理员", "Unit administrators"),
      leaf("talents", "国家级人才评审", "National talents review"),
      leaf("kyry", "抗疫人员名单", "Epidemic-fighting staff"),
      leaf("declareUser", "申报人员", "Declarations"),
      leaf("importData", "数据导入", "Data import"),
      leaf("declarePost", "申报限制", "Declaration restrictions"),
      leaf("tpUser", "特聘评审", "Special-appointment review"),
    ],
  },
  {
    code: "hwgl",
    zh: "高评委投票",
    en: "Senior-judge voting",
    icon: "AuditOutlined",
    children: [leaf("ycgl", "投票管理", "Voting"), leaf("hygl", "会议管理", "Meetings")],
  },
  {
    code: "UnitAuditMan",
    zh: "单位审核",
    en: "Unit review",
    icon: "BankOutlined",
    children: [
      leaf("ReporterSummary", "申报人汇总", "Declarant summary", "/:isAdmin"),
      leaf("AuditResult", "审核结果", "Review results"),
      leaf("UnitAuditRostor", "单位审核名册", "Unit review roster"),
      leaf("UnitFomal", "单位公示", "Unit publicity"),
      leaf("DeclareCount", "申报统计", "Declaration count"),
      leaf("Zcjzcsblb", "申报名册上报", "Register report"),
      leaf("UserDeclareCountNew", "申报人数统计", "Declarant statistics"),
    ],
  },
  {
    code: "HighJudgesRes",
    zh: "高评委结果",
    en: "Senior-judge results",
    icon: "FileDoneOutlined",
    children: [
      leaf("HighJudges", "高评委评审结果", "Committee results"),
      leaf("Gpwtglb", "纸质票登记", "Paper-vote register"),
    ],
  },
  {
    code: "ApplicationReview",
    zh: "申请审核",
    en: "Application review",
    icon: "FileSearchOutlined",
    children: [
      leaf("AuditAssignment", "审核分配", "Review assignment"),
      leaf("AuditStatistics", "审核统计", "Review statistics"),
      leaf("MaterialsReview", "材料审核", "Materials review"),
    ],
  },
  {
    code: "bcsh",
    zh: "补充审核",
    en: "Supplementary review",
    icon: "DiffOutlined",
    children: [
      leaf("AuditCountForm", "审核统计表", "Review count"),
      leaf("AuditTasksOfDep", "部门审核任务", "Department tasks"),
      leaf("AuditTasksOfDepResult", "部门审核结果", "Department results"),
      leaf("SupervisionOfAudit", "审核督办", "Review supervision"),
      leaf("BCUserDeclareCountNew", "申报人数统计", "Declarant statistics"),
    ],
  },
  {
    code: "bbccksh",
    zh: "部门核查申诉",
    en: "Department check appeals",
    icon: "AlertOutlined",
    children: [
      leaf("DepartCheckAppeal", "核查申诉", "Check appeals"),
      leaf("AuditCountForm", "审核统计表", "Review count"),
      leaf("AuditMainFpBak", "分配历史", "Assignment history"),
      leaf("AuditMainShBak", "审核历史", "Review history"),
    ],
  },
  {
    code: "DepartmentAudit",
    zh: "职能部门审核分配",
    en: "Department assignment",
    icon: "ClusterOutlined",
    children: [
      leaf("AuditMain", "审核总览", "Overview"),
      ...DEPARTMENT_MATERIAL_PAGES.map(([code, zh, en]) => leaf(code, zh, en)),
    ],
  },
  {
    code: "DepartmentAudS",
    zh: "职能部门审核",
    en: "Department review",
    icon: "SolutionOutlined",
    children: DEPARTMENT_MATERIAL_PAGES.map(([code, zh, en]) => leaf(`${code}S`, zh, en)),
  },
  {
    code: "FormalAudit",
    zh: "形式审查",
    en: "Formal audit",
    icon: "CheckSquareOutlined",
    children: [
      leaf("TeamAssignment", "分组分配", "Team assignment"),
      leaf("TeamAudit", "小组审核", "Team audit"),
      leaf("TeamStatistics", "小组统计", "Team statistics"),
      leaf("ResultCount", "结果统计", "Result count"),
    ],
  },
  {
    code: "PersonnelSynthesis",
    zh: "综合审核",
    en: "Personnel synthesis",
    icon: "TeamOutlined",
    children: [
      leaf("TeamAssignmentZH", "综合审核分配", "Synthesis assignment"),
      leaf("TeamAuditZH", "综合审核", "Synthesis review"),
      leaf("TeamStatisticsZH", "综合审核统计", "Synthesis statistics"),
      leaf("TeamResultZH", "综合审核结果", "Synthesis results"),
      leaf("PersonnelSynthesisResultCount", "结果统计", "Result count"),
      leaf("RSZcjzcsblb", "名册上报审核", "Register review"),
      leaf("RSUserDeclareCountNew", "申报人数统计", "Declarant statistics"),
    ],
  },
  {
    code: "AnonymousReview",
    zh: "同行专家匿名评议",
    en: "Anonymous peer review",
    icon: "EyeInvisibleOutlined",
    children: [
      leaf("ExpertReview", "专家评审", "Expert review"),
      leaf("NotesReview", "评语审核", "Opinion check"),
      leaf("IdentityVerification", "身份核验", "Identity verification"),
      leaf("ExpertAudit", "专家分配", "Expert allocation"),
      leaf("AlreadySS", "已送审列表", "Sent for review"),
      leaf("SummaryResults", "评议结果汇总", "Summary results"),
    ],
  },
  {
    code: "ProfessorCom",
    zh: "教授委员会",
    en: "Professor committee",
    icon: "CrownOutlined",
    children: [
      leaf("ReportperInformation", "申报人信息", "Declarant information"),
      leaf("TeacomResults", "教授会评议结果", "Committee results"),
      leaf("TeacomResultsPersonnel", "评议结果（人事处）", "Committee results (personnel)"),
      leaf("JSWYHUserDeclareCountNew", "申报人数统计", "Declarant statistics"),
    ],
  },
];

/** The route path of a child: /{groupCode}/{childCode}{param}. */
export function menuPath(groupCode: string, child: MenuDef): string {
  return `/${groupCode}/${child.code}${child.param ?? ""}`;
}

/** Element (button) codes: `<menuCode>:<action>`; one constant per code. */
export const ELEMENTS = {
  userAdd: "userManager:btn_add",
  userEdit: "userManager:btn_edit",
  userDel: "userManager:btn_del",
  userResetPassword: "userManager:btn_resetPassword",
  userView: "userManager:view",
} as const;
export type ElementCode = (typeof ELEMENTS)[keyof typeof ELEMENTS];
