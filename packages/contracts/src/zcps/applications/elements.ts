import type { ElementDef, RouteRef } from "../../element-def";
import { APPLICATION_API } from "./api-paths";

/** Element codes of the application review (/ApplicationReview) and the applicant's button on their home page. */
export const APPLICATION_ELEMENTS = {
  assignView: "AuditAssignment:view",
  assign: "AuditAssignment:btn_assign",
  enter: "AuditAssignment:btn_enter",
  reviewView: "MaterialsReview:view",
  decide: "MaterialsReview:btn_decide",
  statisticsView: "AuditStatistics:view",
  statisticsExport: "AuditStatistics:btn_export",
  file: "userCenter:btn_specialApply",
} as const;

export const APPLICATION_ROUTES = {
  batches: `${APPLICATION_API}/batches`,
  mine: `${APPLICATION_API}/mine`,
  apply: `${APPLICATION_API}/apply`,
  evidence: `${APPLICATION_API}/evidence`,
  list: `${APPLICATION_API}/list`,
  detail: `${APPLICATION_API}/detail`,
  progress: `${APPLICATION_API}/progress`,
  assign: `${APPLICATION_API}/assign`,
  assignEvenly: `${APPLICATION_API}/assignEvenly`,
  staffOptions: `${APPLICATION_API}/staffOptions`,
  enter: `${APPLICATION_API}/enter`,
  queue: `${APPLICATION_API}/queue`,
  decide: `${APPLICATION_API}/decide`,
  statistics: `${APPLICATION_API}/statistics`,
  statisticsExport: `${APPLICATION_API}/statistics/export`,
} as const;

/** What reading one application takes: its detail and its evidence files, in a batch of the current project. */
const READ_ONE: RouteRef[] = [
  ["GET", APPLICATION_ROUTES.detail],
  ["GET", APPLICATION_ROUTES.evidence],
  ["GET", APPLICATION_ROUTES.batches],
];

export const APPLICATION_ELEMENT_DEFS: ElementDef[] = [
  {
    code: APPLICATION_ELEMENTS.assignView,
    menu: "ApplicationReview/AuditAssignment",
    zh: "查看申请分配",
    en: "View the applications' allocation",
    type: "uri",
    routes: [["GET", APPLICATION_ROUTES.list], ["GET", APPLICATION_ROUTES.progress], ...READ_ONE],
  },
  {
    code: APPLICATION_ELEMENTS.assign,
    menu: "ApplicationReview/AuditAssignment",
    zh: "分配申请",
    en: "Allocate applications",
    type: "button",
    routes: [
      ["POST", APPLICATION_ROUTES.assign],
      ["POST", APPLICATION_ROUTES.assignEvenly],
    ],
  },
  {
    code: APPLICATION_ELEMENTS.enter,
    menu: "ApplicationReview/AuditAssignment",
    zh: "代为登记申请",
    en: "Enter an application for a staff member",
    type: "button",
    routes: [
      ["GET", APPLICATION_ROUTES.staffOptions],
      ["POST", APPLICATION_ROUTES.enter],
      ["POST", APPLICATION_ROUTES.evidence],
    ],
  },
  {
    code: APPLICATION_ELEMENTS.reviewView,
    menu: "ApplicationReview/MaterialsReview",
    zh: "查看待审申请",
    en: "View the applications to review",
    type: "uri",
    routes: [["GET", APPLICATION_ROUTES.queue], ...READ_ONE],
  },
  {
    code: APPLICATION_ELEMENTS.decide,
    menu: "ApplicationReview/MaterialsReview",
    zh: "审核申请",
    en: "Decide applications",
    type: "button",
    routes: [["POST", APPLICATION_ROUTES.decide]],
  },
  {
    code: APPLICATION_ELEMENTS.statisticsView,
    menu: "ApplicationReview/AuditStatistics",
    zh: "查看申请审核统计",
    en: "View the application statistics",
    type: "uri",
    routes: [
      ["GET", APPLICATION_ROUTES.statistics],
      ["GET", APPLICATION_ROUTES.batches],
    ],
  },
  {
    code: APPLICATION_ELEMENTS.statisticsExport,
    menu: "ApplicationReview/AuditStatistics",
    zh: "导出申请审核统计",
    en: "Export the application statistics",
    type: "button",
    routes: [["GET", APPLICATION_ROUTES.statisticsExport]],
  },
  {
    code: APPLICATION_ELEMENTS.file,
    menu: "zcps/userCenter",
    zh: "提交特殊通道申请",
    en: "Apply for a special track",
    type: "button",
    routes: [
      ["GET", APPLICATION_ROUTES.mine],
      ["POST", APPLICATION_ROUTES.apply],
      ["POST", APPLICATION_ROUTES.evidence],
      ["GET", APPLICATION_ROUTES.evidence],
      ["GET", APPLICATION_ROUTES.batches],
    ],
  },
];
