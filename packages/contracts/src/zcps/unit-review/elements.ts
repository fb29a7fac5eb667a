import type { ElementDef, RouteRef } from "../../element-def";
import {
  UNIT_PACKETS_API as PACKETS,
  UNIT_RECOMMEND_API as RECOMMEND,
  ZCPS_SH_UNIT as UNIT,
  UNIT_BATCHES_API,
  ZCJZC_API,
} from "./api-paths";
import { UNIT_REVIEW_ELEMENTS } from "./element-codes";

export { UNIT_REVIEW_ELEMENTS } from "./element-codes";

const E = UNIT_REVIEW_ELEMENTS;
const SYS = "/api/zcps-sh/sys";
const DECLARE_USER = "/api/zcps-sh/declareUser";

/** What a unit page reads of one declaration: the detail, its attachments, its timeline. */
const DECLARATION_READS: RouteRef[] = [
  ["POST", `${UNIT}/getDeclareUser`],
  ["GET", `${DECLARE_USER}/:id`],
  ["GET", `${DECLARE_USER}/:id/attachment/:attachmentId`],
  ["GET", `${SYS}/findCheckLog`],
];
/** Every unit page filters by batch: reading its pages opens the list of the current project's batches. */
const BATCHES: RouteRef = ["GET", UNIT_BATCHES_API];
const LIST: RouteRef[] = [["POST", `${UNIT}/getDeclareUserList`], BATCHES, ...DECLARATION_READS];
const COUNT_DETAIL: RouteRef = ["GET", `${UNIT}/getCountDetailOfUser`];

export const UNIT_REVIEW_ELEMENT_DEFS: ElementDef[] = [
  {
    code: E.summaryView,
    menu: "UnitAuditMan/ReporterSummary",
    zh: "查看",
    en: "View",
    type: "uri",
    routes: LIST,
  },
  {
    code: E.summaryAudit,
    menu: "UnitAuditMan/ReporterSummary",
    zh: "审核（通过、退回、不通过）",
    en: "Review (approve, return, reject)",
    type: "button",
    routes: [
      ["POST", `${UNIT}/submit`],
      ["POST", `${UNIT}/reject`],
      ["POST", `${SYS}/returnAudit`],
    ],
  },
  {
    code: E.summaryPackets,
    menu: "UnitAuditMan/ReporterSummary",
    zh: "下载申报材料包",
    en: "Download declaration packets",
    type: "button",
    routes: [
      ["GET", PACKETS.start],
      ["GET", PACKETS.status],
      ["GET", PACKETS.download],
    ],
  },
  {
    code: E.rosterAllocate,
    menu: "UnitAuditMan/UnitAuditRostor",
    zh: "分配审核人",
    en: "Assign reviewers",
    type: "button",
    routes: [
      ["POST", `${UNIT}/getManagerUserList`],
      ["POST", `${UNIT}/personAllocation`],
      ["POST", `${UNIT}/getDeclareUserList`],
      BATCHES,
    ],
  },
  {
    code: E.publicityView,
    menu: "UnitAuditMan/UnitFomal",
    zh: "查看",
    en: "View",
    type: "uri",
    routes: [["GET", `${RECOMMEND}/noticeStatus`], ["GET", `${RECOMMEND}/notice/:id`], BATCHES, ...DECLARATION_READS],
  },
  {
    code: E.publicityPublish,
    menu: "UnitAuditMan/UnitFomal",
    zh: "发布与结束公示",
    en: "Publish and close notices",
    type: "button",
    routes: [
      ["POST", `${RECOMMEND}/notice`],
      ["POST", `${RECOMMEND}/notice/:id/close`],
    ],
  },
  {
    code: E.objectionHandle,
    menu: "UnitAuditMan/UnitFomal",
    zh: "处理异议",
    en: "Handle objections",
    type: "button",
    routes: [
      ["POST", `${UNIT}/writeBackDismissedSuggestions`],
      ["POST", `${UNIT}/upholdObjection`],
    ],
  },
  {
    code: E.resultView,
    menu: "UnitAuditMan/AuditResult",
    zh: "查看",
    en: "View",
    type: "uri",
    routes: [["GET", `${RECOMMEND}/getRecommendList`], ["GET", `${RECOMMEND}/exportRecommend`], ...LIST],
  },
  {
    code: E.recommend,
    menu: "UnitAuditMan/AuditResult",
    zh: "推荐排序与提交",
    en: "Rank and recommend",
    type: "button",
    routes: [
      ["POST", `${RECOMMEND}/saveRecommend`],
      ["POST", `${RECOMMEND}/submit`],
    ],
  },
  {
    code: E.countView,
    menu: "UnitAuditMan/DeclareCount",
    zh: "查看",
    en: "View",
    type: "uri",
    routes: [["GET", `${UNIT}/findDeclareCount`], ["GET", `${UNIT}/exportDeclareCount`], COUNT_DETAIL, BATCHES],
  },
  {
    code: E.userCountView,
    menu: "UnitAuditMan/UserDeclareCountNew",
    zh: "查看",
    en: "View",
    type: "uri",
    routes: [["GET", `${UNIT}/userDeclareCount`], COUNT_DETAIL, BATCHES],
  },
  {
    code: E.registerView,
    menu: "UnitAuditMan/Zcjzcsblb",
    zh: "查看",
    en: "View",
    type: "uri",
    routes: [["GET", `${ZCJZC_API}/page`], BATCHES],
  },
  {
    code: E.registerEdit,
    menu: "UnitAuditMan/Zcjzcsblb",
    zh: "编辑与上报",
    en: "Edit and report",
    type: "button",
    routes: [
      ["POST", `${ZCJZC_API}/addData`],
      ["POST", `${ZCJZC_API}/check`],
      ["GET", `${ZCJZC_API}/submit`],
      ["GET", `${ZCJZC_API}/del`],
      ["GET", `${ZCJZC_API}/flashData`],
    ],
  },
  {
    code: E.personnelRegisterView,
    menu: "PersonnelSynthesis/RSZcjzcsblb",
    zh: "查看",
    en: "View",
    type: "uri",
    routes: [["GET", `${ZCJZC_API}/page`], BATCHES],
  },
  {
    code: E.personnelRegisterReturn,
    menu: "PersonnelSynthesis/RSZcjzcsblb",
    zh: "退回名册",
    en: "Send back",
    type: "button",
    routes: [["GET", `${ZCJZC_API}/bhsb`]],
  },
  {
    code: E.objectionFile,
    menu: "zcps/userCenter",
    zh: "查看公示与提出异议",
    en: "Read notices and object",
    type: "button",
    routes: [
      ["GET", `${UNIT}/publicNotices`],
      ["POST", `${UNIT}/objection/evidence`],
      ["POST", `${UNIT}/objection`],
    ],
  },
];
