import type { ElementDef, RouteRef } from "../../element-def";
import { ZCPS_SH_UNIT as UNIT_API } from "../unit-review/api-paths";

/** Element codes of the title-evaluation declaration pages and the API routes each opens. */
export const DECLARATION_ELEMENTS = {
  view: "userCenter:view",
  edit: "userCenter:btn_edit",
  submit: "userCenter:btn_submit",
  unitView: "UnitAuditRostor:view",
  unitAudit: "UnitAuditRostor:btn_audit",
  unitDecide: "AuditResult:btn_decide",
} as const;

const USER_CENTER = "zcps/userCenter";
const API = "/api/zcps-sh/userCenter";
const SYS = "/api/zcps-sh/sys";
const DECLARATIONS = `${API}/declarations`;
export const TRANSITION_ROUTE = "/api/zcps-sh/declaration/:id/transition";
export const ATTACHMENT_PREVIEW_ROUTE = "/api/zcps-sh/declaration/attachment/:attachmentId";

/** What anyone who may see a declaration reads: its header, sections, items, timeline and attachments. */
const DECLARATION_READS: RouteRef[] = [
  ["GET", `${SYS}/user/:id`],
  ["POST", `${SYS}/findTable`],
  ["POST", `${SYS}/findData`],
  ["GET", `${SYS}/findCheckLog`],
  ["GET", ATTACHMENT_PREVIEW_ROUTE],
];

export const DECLARATION_ELEMENT_DEFS: ElementDef[] = [
  {
    code: DECLARATION_ELEMENTS.view,
    menu: USER_CENTER,
    zh: "查看我的申报",
    en: "View my declarations",
    type: "uri",
    routes: [
      ["GET", "/api/zcps/user/checkUser"],
      ["GET", DECLARATIONS],
      ["GET", `${DECLARATIONS}/:id`],
      ["GET", `${DECLARATIONS}/:id/precheck`],
      ...DECLARATION_READS,
    ],
  },
  {
    code: DECLARATION_ELEMENTS.edit,
    menu: USER_CENTER,
    zh: "填写申报材料",
    en: "Fill in the declaration",
    type: "button",
    routes: [
      ["POST", DECLARATIONS],
      ["PUT", `${DECLARATIONS}/:id`],
      ["POST", `${DECLARATIONS}/:id/items`],
      ["PUT", `${DECLARATIONS}/:id/itemOrder`],
      ["PUT", `${DECLARATIONS}/:id/representatives`],
      ["PUT", `${API}/items/:itemId`],
      ["DELETE", `${API}/items/:itemId`],
      ["POST", `${API}/items/:itemId/attachments`],
      ["DELETE", `${API}/attachments/:attachmentId`],
    ],
  },
  {
    code: DECLARATION_ELEMENTS.submit,
    menu: USER_CENTER,
    zh: "提交与撤回",
    en: "Submit and withdraw",
    type: "button",
    routes: [
      ["POST", `${DECLARATIONS}/:id/pledge`],
      ["POST", `${DECLARATIONS}/:id/submit`],
      ["POST", `${DECLARATIONS}/:id/withdraw`],
      ["POST", `${DECLARATIONS}/:id/resubmit`],
    ],
  },
  {
    code: DECLARATION_ELEMENTS.unitView,
    menu: "UnitAuditMan/UnitAuditRostor",
    zh: "查看申报材料",
    en: "View declarations",
    type: "uri",
    routes: [
      ...DECLARATION_READS,
      ["POST", `${UNIT_API}/getDeclareUserList`],
      ["POST", `${UNIT_API}/getDeclareUserCheckList`],
      ["POST", `${UNIT_API}/getDeclareUser`],
      ["GET", `${UNIT_API}/getCheckContOfCheckUser`],
      ["GET", `${UNIT_API}/getCheckCont`],
      ["GET", "/api/zcps-sh/declareUser/:id"],
      ["GET", "/api/zcps-sh/declareUser/:id/attachment/:attachmentId"],
    ],
  },
  {
    code: DECLARATION_ELEMENTS.unitAudit,
    menu: "UnitAuditMan/UnitAuditRostor",
    zh: "审核与退回",
    en: "Review and return",
    type: "button",
    routes: [
      ["POST", `${SYS}/returnAudit`],
      ["POST", TRANSITION_ROUTE],
    ],
  },
  {
    code: DECLARATION_ELEMENTS.unitDecide,
    menu: "UnitAuditMan/AuditResult",
    zh: "审核决定",
    en: "Decide",
    type: "button",
    routes: [["POST", TRANSITION_ROUTE], ...DECLARATION_READS],
  },
];
