import { bilingual } from "../../bilingual";

/** The results stage's messages, zh and en (merged into zcps/messages.ts). */
const ENTRIES = {
  "results.dateInvalid": ["日期格式应为 YYYY-MM-DD", "Dates are written YYYY-MM-DD"],
  "results.noticeKindRequired": ["请选择公告类型", "Choose the kind of notice"],
  "results.noticeTitleRequired": ["请填写公告标题", "Give the notice a title"],
  "results.noticeNotFound": ["公告不存在", "The notice does not exist"],
  "results.noticeKindFixed": ["公告类型发布后不能更改", "A notice's kind cannot change once published"],
  "results.nothingAwaiting": ["没有等待结果公示的申报", "No declaration is waiting for the results publicity"],
  "results.notAwaiting": [
    "{count} 份申报不在等待结果公示的名单中",
    "{count} of the declarations are not waiting for the results publicity",
  ],
  "results.startsOnRange": [
    "公示开始日期须在 60 天前至 30 天后之间",
    "The publicity must start between 60 days ago and 30 days ahead",
  ],
  "results.noticeHasObjections": [
    "该公示已收到异议，不能撤回",
    "Objections have been raised against this publicity: it cannot be withdrawn",
  ],
  "results.noticeNotOpen": ["该公示已结束", "This publicity has ended"],
  "results.noticeNotElapsed": [
    "公示期至 {endsOn} 结束，届满后才能关闭",
    "The publicity runs until {endsOn}: it can be closed once that day has passed",
  ],
  "results.objectionContentRequired": ["请填写异议内容", "Describe the objection"],
  "results.objectionNotOnNotice": ["该申报不在公示中", "This declaration is not on an open publicity"],
  "results.objectionNotFound": ["异议不存在", "The objection does not exist"],
  "results.objectionHandled": ["该异议已处理", "This objection has been decided"],
  "results.objectionNotAccepted": ["请先受理该异议，再认定异议成立", "Take the objection up before upholding it"],
  "results.evidenceNotFound": ["证明材料不存在或不是你上传的", "An evidence file does not exist or is not yours"],
  "results.resolutionRequired": ["请填写处理意见", "Write the decision's reasons"],
  "results.appealGroundsRequired": ["请填写申诉理由", "Give the grounds of the appeal"],
  "results.appealOutcomeRequired": ["请选择处理结果", "Choose the outcome"],
  "results.reinstateStageRequired": ["请选择重新评审的环节", "Choose the stage that reviews it again"],
  "results.appealNotFound": ["申诉不存在", "The appeal does not exist"],
  "results.appealHandled": ["该申诉已处理", "This appeal has been decided"],
  "results.notOwnDeclaration": [
    "只能对本人的申报提出申诉",
    "You can appeal only against decisions on your own declaration",
  ],
  "results.notAppealable": [
    "该申报当前没有可申诉的决定",
    "There is no decision on this declaration that can be appealed",
  ],
  "results.rereviewStageInvalid": [
    "只能发回本批次已启用、且不晚于作出决定的环节重新评审",
    "A re-review goes to a stage enabled in the batch, no later than the one that decided",
  ],
  "results.noticeSaved": ["公告已发布", "The notice is published"],
  "results.noticeUpdated": ["公告已修改", "The notice is updated"],
  "results.noticeDeleted": ["公告已撤回", "The notice is withdrawn"],
  "results.publicityClosed": ["公示已关闭", "The publicity is closed"],
  "results.objectionFiled": [
    "异议已提交，人事处将核实处理",
    "Your objection is filed: the personnel office will look into it",
  ],
  "results.objectionAccepted": ["已受理，该申报暂缓公示结果", "Taken up: the result is on hold"],
  "results.objectionDismissed": ["已处理：异议不予采纳", "Decided: the objection is dismissed"],
  "results.objectionUpheld": [
    "已处理：异议成立，评审结果已撤销",
    "Decided: the objection is upheld and the result revoked",
  ],
  "results.appealFiled": [
    "申诉已提交，人事处将在处理期限内答复",
    "Your appeal is filed: the personnel office will answer within the time allowed",
  ],
  "results.appealDismissed": ["已处理：维持原决定", "Decided: the decision stands"],
  "results.appealUpheldDone": ["已处理：申诉成立", "Decided: the appeal is upheld"],
  "notice.resultPublicity.title": ["评审结果公示：{title}", "Results publicity: {title}"],
  "notice.resultPublicity.body": [
    "你的评审结果已公示，公示期 {startsOn} 至 {endsOn}。",
    "Your result is on public notice from {startsOn} to {endsOn}.",
  ],
  "notice.resultObjection.title": ["收到结果公示异议", "An objection to a published result"],
  "notice.resultObjection.body": [
    "{name} 的评审结果收到一条异议，请及时核实处理。",
    "An objection was raised against the result of {name}: please look into it.",
  ],
  "notice.resultObjectionSettled.title": ["异议处理结果", "Your objection is decided"],
  "notice.resultObjectionDismissed.body": [
    "你对 {name} 评审结果提出的异议经核实不予采纳：{resolution}",
    "Your objection to the result of {name} is dismissed: {resolution}",
  ],
  "notice.resultObjectionUpheld.body": [
    "你对 {name} 评审结果提出的异议已采纳：{resolution}",
    "Your objection to the result of {name} is upheld: {resolution}",
  ],
  "notice.appealFiled.title": ["收到申诉", "An appeal is filed"],
  "notice.appealFiled.body": [
    "{name} 对“{state}”的决定提出申诉，请于 {dueOn} 前处理。",
    "{name} appeals against the decision “{state}”: decide it by {dueOn}.",
  ],
  "notice.appealDecided.title": ["申诉处理结果", "Your appeal is decided"],
  "notice.appealDismissed.body": [
    "你的申诉经复查维持原决定：{resolution}",
    "Your appeal is dismissed, the decision stands: {resolution}",
  ],
  "notice.appealRevoked.body": [
    "你的申诉成立，原决定已撤销，申报进入“{stage}”：{resolution}",
    "Your appeal is upheld: the decision is revoked and your declaration goes on to “{stage}”: {resolution}",
  ],
  "notice.appealRereview.body": [
    "你的申诉成立，申报发回“{stage}”重新评审：{resolution}",
    "Your appeal is upheld: your declaration is reviewed again at “{stage}”: {resolution}",
  ],
  "results.seal.CONTENT_CHANGED": [
    "第 {seq} 条封存记录（{name}）的内容已被改动",
    "Sealed record {seq} ({name}): its content was changed",
  ],
  "results.seal.RECORD_CHANGED": [
    "第 {seq} 条封存记录（{name}）的字段已被改动",
    "Sealed record {seq} ({name}): its fields were changed",
  ],
  "results.seal.LINK_BROKEN": [
    "第 {seq} 条封存记录（{name}）与前一条记录的链接断开：前一条已被改写或替换",
    "Sealed record {seq} ({name}) no longer links to the one before: that one was rewritten or replaced",
  ],
  "results.seal.RECORD_MISSING": ["缺少第 {seq} 条封存记录", "Sealed record {seq} is missing"],
} as const satisfies Record<string, readonly [string, string]>;

export const resultsMessages = bilingual(ENTRIES);
