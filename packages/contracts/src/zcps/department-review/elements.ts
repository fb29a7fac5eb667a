import type { ElementDef, RouteRef } from "../../element-def";
import { ATTACHMENT_PREVIEW_ROUTE } from "../declaration/elements";
import { DEPART_API } from "./api-paths";
import { DEPARTMENT_PAGES } from "./material-pages";

/** Element codes of one material-type page pair: assignment (/DepartmentAudit/<code>) and review (/DepartmentAudS/<code>S). */
export const departmentPageElements = (code: string) => ({
  view: `${code}:view`,
  assign: `${code}:btn_assign`,
  reviewView: `${code}S:view`,
  verify: `${code}S:btn_verify`,
});

/** Element codes of the overview, appeal and history pages, and the declarant's appeal button. */
export const DEPARTMENT_REVIEW_ELEMENTS = {
  overview: "AuditMain:view",
  appealView: "DepartCheckAppeal:view",
  appealReply: "DepartCheckAppeal:btn_reply",
  assignHistory: "AuditMainFpBak:view",
  verdictHistory: "AuditMainShBak:view",
  appealFile: "userCenter:btn_appealVerdict",
  supplementaryView: "AuditTasksOfDep:view",
  supplementaryVerify: "AuditTasksOfDep:btn_verify",
  supplementaryResults: "AuditTasksOfDepResult:view",
  supervisionView: "SupervisionOfAudit:view",
  supervisionRemind: "SupervisionOfAudit:btn_remind",
  countFormView: "AuditCountForm:view",
  countFormExport: "AuditCountForm:btn_export",
  appealCountFormView: "AuditCountForm:view_bbccksh",
  appealCountFormExport: "AuditCountForm:btn_export_bbccksh",
  declarantCountView: "BCUserDeclareCountNew:view",
  declarantCountExport: "BCUserDeclareCountNew:btn_export",
} as const;

export const DEPART_ROUTES = {
  queue: `${DEPART_API}/getCheckContOfCheckUser`,
  checkCont: `${DEPART_API}/getCheckCont`,
  branchCount: `${DEPART_API}/getAllBranchCount`,
  items: `${DEPART_API}/items`,
  reviewers: `${DEPART_API}/reviewers`,
  assign: `${DEPART_API}/assign`,
  assignEvenly: `${DEPART_API}/assignEvenly`,
  verdict: `${DEPART_API}/verdict`,
  verdicts: `${DEPART_API}/verdicts`,
  assignLog: `${DEPART_API}/assignLog`,
  verdictLog: `${DEPART_API}/verdictLog`,
  myVerdicts: `${DEPART_API}/myVerdicts`,
  appeal: `${DEPART_API}/appeal`,
  appealList: `${DEPART_API}/appealList`,
  appealGet: `${DEPART_API}/appealGet`,
  checkReply: `${DEPART_API}/checkReply`,
  appealEvidence: `${DEPART_API}/appeal/evidence`,
  supplementary: `${DEPART_API}/supplementary`,
  supplementaryResults: `${DEPART_API}/supplementary/results`,
  supervision: `${DEPART_API}/supervision`,
  remind: `${DEPART_API}/supervision/remind`,
  countForm: `${DEPART_API}/countForm`,
  countFormExport: `${DEPART_API}/countForm/export`,
  declarantCount: `${DEPART_API}/declarantCount`,
  declarantCountExport: `${DEPART_API}/declarantCount/export`,
} as const;

const ASSIGN_READS: RouteRef[] = [
  ["GET", DEPART_ROUTES.branchCount],
  ["GET", DEPART_ROUTES.items],
  ["GET", DEPART_ROUTES.reviewers],
];
const REVIEW_READS: RouteRef[] = [
  ["GET", DEPART_ROUTES.branchCount],
  ["GET", DEPART_ROUTES.queue],
  ["GET", DEPART_ROUTES.checkCont],
  ["GET", ATTACHMENT_PREVIEW_ROUTE],
];

function pageElements(code: string, zh: string, en: string): ElementDef[] {
  const codes = departmentPageElements(code);
  return [
    {
      code: codes.view,
      menu: `DepartmentAudit/${code}`,
      zh: `查看${zh}分配`,
      en: `View ${en.toLowerCase()} assignment`,
      type: "uri",
      routes: ASSIGN_READS,
    },
    {
      code: codes.assign,
      menu: `DepartmentAudit/${code}`,
      zh: `分配${zh}`,
      en: `Assign ${en.toLowerCase()}`,
      type: "button",
      routes: [
        ["POST", DEPART_ROUTES.assign],
        ["POST", DEPART_ROUTES.assignEvenly],
      ],
    },
    {
      code: codes.reviewView,
      menu: `DepartmentAudS/${code}S`,
      zh: `查看${zh}核查`,
      en: `View ${en.toLowerCase()} to verify`,
      type: "uri",
      routes: REVIEW_READS,
    },
    {
      code: codes.verify,
      menu: `DepartmentAudS/${code}S`,
      zh: `核查${zh}`,
      en: `Verify ${en.toLowerCase()}`,
      type: "button",
      routes: [
        ["POST", DEPART_ROUTES.verdict],
        ["POST", DEPART_ROUTES.verdicts],
      ],
    },
  ];
}

/** The count form, served under /bcsh and /bbccksh alike. */
function countFormElements(menu: string, view: string, exportCode: string): ElementDef[] {
  return [
    {
      code: view,
      menu,
      zh: "查看审核统计表",
      en: "View the review count",
      type: "uri",
      routes: [["GET", DEPART_ROUTES.countForm]],
    },
    {
      code: exportCode,
      menu,
      zh: "导出审核统计表",
      en: "Export the review count",
      type: "button",
      routes: [["GET", DEPART_ROUTES.countFormExport]],
    },
  ];
}

/** The supplementary review, the supervision, the count form and the declarant statistics (/bcsh, /bbccksh). */
const SUPERVISION_ELEMENT_DEFS: ElementDef[] = [
  {
    code: DEPARTMENT_REVIEW_ELEMENTS.supplementaryView,
    menu: "bcsh/AuditTasksOfDep",
    zh: "查看补充审核任务",
    en: "View the supplementary review",
    type: "uri",
    routes: [
      ["GET", DEPART_ROUTES.supplementary],
      ["GET", DEPART_ROUTES.checkCont],
      ["GET", ATTACHMENT_PREVIEW_ROUTE],
    ],
  },
  {
    code: DEPARTMENT_REVIEW_ELEMENTS.supplementaryVerify,
    menu: "bcsh/AuditTasksOfDep",
    zh: "补充审核",
    en: "Verify supplementary items",
    type: "button",
    routes: [
      ["POST", DEPART_ROUTES.verdict],
      ["POST", DEPART_ROUTES.verdicts],
    ],
  },
  {
    code: DEPARTMENT_REVIEW_ELEMENTS.supplementaryResults,
    menu: "bcsh/AuditTasksOfDepResult",
    zh: "查看补充审核结果",
    en: "View the supplementary outcomes",
    type: "uri",
    routes: [["GET", DEPART_ROUTES.supplementaryResults]],
  },
  {
    code: DEPARTMENT_REVIEW_ELEMENTS.supervisionView,
    menu: "bcsh/SupervisionOfAudit",
    zh: "查看审核督办",
    en: "View the review supervision",
    type: "uri",
    routes: [["GET", DEPART_ROUTES.supervision]],
  },
  {
    code: DEPARTMENT_REVIEW_ELEMENTS.supervisionRemind,
    menu: "bcsh/SupervisionOfAudit",
    zh: "催办审核人",
    en: "Remind a reviewer",
    type: "button",
    routes: [["POST", DEPART_ROUTES.remind]],
  },
  ...countFormElements(
    "bcsh/AuditCountForm",
    DEPARTMENT_REVIEW_ELEMENTS.countFormView,
    DEPARTMENT_REVIEW_ELEMENTS.countFormExport,
  ),
  ...countFormElements(
    "bbccksh/AuditCountForm",
    DEPARTMENT_REVIEW_ELEMENTS.appealCountFormView,
    DEPARTMENT_REVIEW_ELEMENTS.appealCountFormExport,
  ),
  {
    code: DEPARTMENT_REVIEW_ELEMENTS.declarantCountView,
    menu: "bcsh/BCUserDeclareCountNew",
    zh: "查看核查申报人统计",
    en: "View the declarant statistics",
    type: "uri",
    routes: [["GET", DEPART_ROUTES.declarantCount]],
  },
  {
    code: DEPARTMENT_REVIEW_ELEMENTS.declarantCountExport,
    menu: "bcsh/BCUserDeclareCountNew",
    zh: "导出核查申报人统计",
    en: "Export the declarant statistics",
    type: "button",
    routes: [["GET", DEPART_ROUTES.declarantCountExport]],
  },
];

/** Element codes of the department verification pages (/DepartmentAudit, /DepartmentAudS, /bcsh, /bbccksh). */
export const DEPARTMENT_REVIEW_ELEMENT_DEFS: ElementDef[] = [
  {
    code: DEPARTMENT_REVIEW_ELEMENTS.overview,
    menu: "DepartmentAudit/AuditMain",
    zh: "查看审核总览",
    en: "View the verification overview",
    type: "uri",
    routes: [["GET", DEPART_ROUTES.branchCount]],
  },
  ...DEPARTMENT_PAGES.flatMap((p) => pageElements(p.code, p.zh, p.en)),
  {
    code: DEPARTMENT_REVIEW_ELEMENTS.appealView,
    menu: "bbccksh/DepartCheckAppeal",
    zh: "查看核查申诉",
    en: "View check appeals",
    type: "uri",
    routes: [
      ["POST", DEPART_ROUTES.appealList],
      ["GET", DEPART_ROUTES.appealGet],
      ["GET", ATTACHMENT_PREVIEW_ROUTE],
      ["GET", DEPART_ROUTES.appealEvidence],
    ],
  },
  {
    code: DEPARTMENT_REVIEW_ELEMENTS.appealReply,
    menu: "bbccksh/DepartCheckAppeal",
    zh: "答复申诉",
    en: "Answer appeals",
    type: "button",
    routes: [["POST", DEPART_ROUTES.checkReply]],
  },
  {
    code: DEPARTMENT_REVIEW_ELEMENTS.assignHistory,
    menu: "bbccksh/AuditMainFpBak",
    zh: "查看分配历史",
    en: "View the assignment history",
    type: "uri",
    routes: [["GET", DEPART_ROUTES.assignLog]],
  },
  {
    code: DEPARTMENT_REVIEW_ELEMENTS.verdictHistory,
    menu: "bbccksh/AuditMainShBak",
    zh: "查看审核历史",
    en: "View the verification history",
    type: "uri",
    routes: [["GET", DEPART_ROUTES.verdictLog]],
  },
  {
    code: DEPARTMENT_REVIEW_ELEMENTS.appealFile,
    menu: "zcps/userCenter",
    zh: "对核查结果提出申诉",
    en: "Appeal a verification verdict",
    type: "button",
    routes: [
      ["GET", DEPART_ROUTES.myVerdicts],
      ["POST", DEPART_ROUTES.appeal],
      ["POST", DEPART_ROUTES.appealEvidence],
      ["GET", DEPART_ROUTES.appealEvidence],
    ],
  },
  ...SUPERVISION_ELEMENT_DEFS,
];
