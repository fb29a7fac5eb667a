import type { ElementDef, RouteRef } from "../../element-def";

/**
 * Element codes of the title-evaluation workflow pages (declareUser, errorCorrection, personErrorCorrection,
 * messageCenter) and the API routes each opens.
 */
export const WORKFLOW_ELEMENTS = {
  declareUserView: "declareUser:view",
  declareUserExport: "declareUser:btn_export",
  /** routes one material type of one declaration to another verifying department (personnel only: a directory override) */
  setBranch: "directory:btn_setBranch",
  correctionView: "errorCorrection:view",
  correctionAccept: "errorCorrection:btn_accept",
  correctionReject: "errorCorrection:btn_reject",
  myCorrectionView: "personErrorCorrection:view",
  myCorrectionAdd: "personErrorCorrection:btn_add",
  myCorrectionWithdraw: "personErrorCorrection:btn_withdraw",
  messageView: "messageCenter:view",
  messageReadAll: "messageCenter:btn_readAll",
  messageDel: "messageCenter:btn_del",
} as const;

export const ZCPS_SH = "/api/zcps-sh";
export const DECLARE_USER_API = `${ZCPS_SH}/declareUser`;
export const CORRECTION_API = `${ZCPS_SH}/errorCorrection`;
export const MY_CORRECTION_API = `${ZCPS_SH}/personErrorCorrection`;
export const MESSAGE_API = `${ZCPS_SH}/message`;
export const SYS_API = `${ZCPS_SH}/sys`;

/** Lookups every review page reads: units and review departments. */
const LOOKUPS: RouteRef[] = [
  ["GET", `${SYS_API}/findUnit`],
  ["GET", `${SYS_API}/findDepart`],
];

export const WORKFLOW_ELEMENT_DEFS: ElementDef[] = [
  {
    code: WORKFLOW_ELEMENTS.declareUserView,
    menu: "zcps/declareUser",
    zh: "查看",
    en: "View",
    type: "uri",
    routes: [
      ["GET", `${DECLARE_USER_API}/filters`],
      ["GET", `${DECLARE_USER_API}/page`],
      ["GET", `${DECLARE_USER_API}/:id`],
      ["GET", `${DECLARE_USER_API}/:id/attachment/:attachmentId`],
      ...LOOKUPS,
      ["GET", `${SYS_API}/findTablesByCheckType`],
      ["POST", `${SYS_API}/findDepartHistory`],
      ["GET", `${SYS_API}/sbtj`],
    ],
  },
  {
    code: WORKFLOW_ELEMENTS.declareUserExport,
    menu: "zcps/declareUser",
    zh: "导出",
    en: "Export",
    type: "button",
    routes: [["GET", `${DECLARE_USER_API}/export`]],
  },
  {
    code: WORKFLOW_ELEMENTS.setBranch,
    menu: "zcps/directory",
    zh: "分派审核部门",
    en: "Route to a department",
    type: "button",
    routes: [["POST", `${SYS_API}/setBranch`], ...LOOKUPS],
  },
  {
    code: WORKFLOW_ELEMENTS.correctionView,
    menu: "zcps/errorCorrection",
    zh: "查看",
    en: "View",
    type: "uri",
    routes: [
      ["GET", `${CORRECTION_API}/page`],
      ["GET", `${CORRECTION_API}/:id`],
      ["GET", `${CORRECTION_API}/:id/evidence/:fileId`],
      ...LOOKUPS,
    ],
  },
  {
    code: WORKFLOW_ELEMENTS.correctionAccept,
    menu: "zcps/errorCorrection",
    zh: "采纳",
    en: "Accept",
    type: "button",
    routes: [["POST", `${CORRECTION_API}/:id/accept`]],
  },
  {
    code: WORKFLOW_ELEMENTS.correctionReject,
    menu: "zcps/errorCorrection",
    zh: "驳回",
    en: "Reject",
    type: "button",
    routes: [["POST", `${CORRECTION_API}/:id/reject`]],
  },
  {
    code: WORKFLOW_ELEMENTS.myCorrectionView,
    menu: "zcps/personErrorCorrection",
    zh: "查看",
    en: "View",
    type: "uri",
    routes: [
      ["GET", `${MY_CORRECTION_API}/page`],
      ["GET", `${MY_CORRECTION_API}/:id/evidence/:fileId`],
    ],
  },
  {
    code: WORKFLOW_ELEMENTS.myCorrectionAdd,
    menu: "zcps/personErrorCorrection",
    zh: "申请纠错",
    en: "Request a correction",
    type: "button",
    routes: [
      ["GET", `${MY_CORRECTION_API}/sources`],
      ["POST", `${MY_CORRECTION_API}/evidence`],
      ["POST", MY_CORRECTION_API],
    ],
  },
  {
    code: WORKFLOW_ELEMENTS.myCorrectionWithdraw,
    menu: "zcps/personErrorCorrection",
    zh: "撤回",
    en: "Withdraw",
    type: "button",
    routes: [["POST", `${MY_CORRECTION_API}/:id/withdraw`]],
  },
  {
    code: WORKFLOW_ELEMENTS.messageView,
    menu: "zcps/messageCenter",
    zh: "查看",
    en: "View",
    type: "uri",
    routes: [
      ["GET", `${MESSAGE_API}/page`],
      ["GET", `${MESSAGE_API}/:id`],
    ],
  },
  {
    code: WORKFLOW_ELEMENTS.messageReadAll,
    menu: "zcps/messageCenter",
    zh: "全部已读",
    en: "Mark all read",
    type: "button",
    routes: [["PUT", `${MESSAGE_API}/readAll`]],
  },
  {
    code: WORKFLOW_ELEMENTS.messageDel,
    menu: "zcps/messageCenter",
    zh: "删除",
    en: "Delete",
    type: "button",
    routes: [["DELETE", `${MESSAGE_API}/:id`]],
  },
];
