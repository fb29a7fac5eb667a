import type { ElementDef, RouteRef } from "../../element-def";
import { UNIT_BATCHES_API } from "../unit-review/api-paths";
import { PEER_ROUTES as R } from "./api";
import { PEER_REVIEW_ELEMENTS as E } from "./element-codes";

export { PEER_REVIEW_ELEMENTS } from "./element-codes";

const element = (
  code: string,
  page: string,
  zh: string,
  en: string,
  type: ElementDef["type"],
  routes: RouteRef[],
): ElementDef => ({ code, menu: `AnonymousReview/${page}`, zh, en, type, routes });

/** The administrator's pages pick a batch of the current project, then a round of it. */
const ROUND_READ: RouteRef[] = [
  ["GET", R.rounds],
  ["GET", UNIT_BATCHES_API],
];
/** A declarant's declaration read-only (the declaration drawer), with its attachments. */
const DECLARATION_READ: RouteRef[] = [
  ["GET", "/api/zcps-sh/declareUser/:id"],
  ["GET", "/api/zcps-sh/declareUser/:id/attachment/:attachmentId"],
];
const DOCS: RouteRef[] = [
  ["GET", R.opinionDoc],
  ["GET", R.declarantOpinionsDoc],
];

/** The peer review's pages: who may call what. An expert's calls check, besides, that the invitation is theirs. */
export const PEER_REVIEW_ELEMENT_DEFS: ElementDef[] = [
  element(E.auditView, "ExpertAudit", "查看专家分配", "View the allocation", "uri", [
    ...ROUND_READ,
    ["POST", R.unallocated],
    ["POST", R.declarations],
    ...DECLARATION_READ,
  ]),
  element(E.rounds, "ExpertAudit", "评议轮次设置", "Set up rounds", "button", [
    ["POST", R.rounds],
    ["PUT", R.round],
  ]),
  element(E.simulate, "ExpertAudit", "模拟分配", "Simulate", "button", [
    ["POST", R.simulate],
    ["POST", R.cancelSimulation],
  ]),
  element(E.submit, "ExpertAudit", "提交分配", "Submit the allocation", "button", [["POST", R.submit]]),
  element(E.sentView, "AlreadySS", "查看已送审", "View invitations", "uri", [
    ...ROUND_READ,
    ["POST", R.allocated],
    ["POST", R.assignments],
    ...DECLARATION_READ,
  ]),
  element(E.cancel, "AlreadySS", "撤销分配", "Cancel", "button", [["POST", R.cancel]]),
  element(E.replace, "AlreadySS", "补派专家", "Replace", "button", [
    ["POST", R.suggestReplacement],
    ["POST", R.replace],
  ]),
  element(E.remind, "AlreadySS", "催办", "Remind", "button", [["POST", R.remind]]),
  element(E.verificationsView, "IdentityVerification", "查看核验情况", "View verifications", "uri", [
    ["GET", R.verifications],
  ]),
  element(E.verifyByHand, "IdentityVerification", "人工核验", "Verify by hand", "button", [["POST", R.verifications]]),
  element(E.verifySelf, "IdentityVerification", "身份核验", "Verify my identity", "button", [
    ["GET", R.me],
    ["POST", R.sendCode],
    ["POST", R.affirm],
    ["GET", R.signature],
    ["POST", R.signatureUpload],
  ]),
  element(E.reviewView, "ExpertReview", "查看评审任务", "View my reviews", "uri", [
    ["GET", R.me],
    ["GET", R.notice],
    ["GET", R.myList],
    ["GET", R.packet],
    ["GET", R.packetFile],
  ]),
  element(E.respond, "ExpertReview", "接受或谢绝", "Accept or decline", "button", [["POST", R.respond]]),
  element(E.opinion, "ExpertReview", "填写评议意见", "Write the opinion", "button", [
    ["POST", R.saveOpinion],
    ["POST", R.submitOpinion],
    ["GET", R.signature],
    ["POST", R.signatureUpload],
    ["GET", R.opinionDoc],
  ]),
  element(E.notesView, "NotesReview", "查看评议意见", "Read opinions", "uri", [
    ...ROUND_READ,
    ["POST", R.opinions],
    ...DOCS,
  ]),
  element(E.invalidate, "NotesReview", "意见无效", "Mark invalid", "button", [["POST", R.invalidate]]),
  element(E.summaryView, "SummaryResults", "查看结果汇总", "View the summary", "uri", [
    ...ROUND_READ,
    ["POST", R.summary],
    ...DOCS,
    ...DECLARATION_READ,
  ]),
  element(E.confirm, "SummaryResults", "确认评议结果", "Confirm verdicts", "button", [["POST", R.confirm]]),
  element(E.export, "SummaryResults", "导出", "Export", "button", [
    ["GET", R.summaryExport],
    ["GET", R.allOpinionsZip],
    ["GET", R.allOpinionsZipExists],
    ["GET", R.opinionDocsZip],
    ["GET", R.opinionDocsZipExists],
  ]),
];
