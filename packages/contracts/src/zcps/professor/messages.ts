import { bilingual } from "../../bilingual";

/** The professor committee's messages, zh and en (merged into zcps/messages.ts). */
const ENTRIES = {
  "professor.v.choice": ["推荐意见须为推荐、不推荐或弃权", "A choice is recommend, not recommend or abstain"],
  "professor.v.rank": ["排序须为正整数", "A rank is a positive whole number"],
  "professor.v.reason": ["请填写退回理由", "Give the reason for sending the round back"],

  "professor.draftSaved": ["草稿已保存", "Draft saved"],
  "professor.submitted": ["推荐意见已提交", "Your recommendation is submitted"],
  "professor.confirmed": ["委员会结果已确认", "The committee's result is confirmed"],
  "professor.rejected": ["本轮评议已退回，委员须重新提交", "The round is sent back; the members submit again"],
  "professor.notice.arrivedTitle": ["教授委员会待评议", "Awaiting the professor committee"],
  "professor.notice.arrivedBody": [
    "{name} 的申报已提交教授委员会评议，请查阅材料并提交推荐意见",
    "{name}'s declaration is before the professor committee: read it and submit your recommendation",
  ],
  "professor.notMember": [
    "您不是本批次任何单位教授委员会的委员",
    "You are not a member of any unit's professor committee in this batch",
  ],
  "professor.notAwaiting": [
    "所选申报人已不在教授委员会评议阶段，请刷新后重试",
    "A declarant chosen is no longer before the committee; refresh and try again",
  ],
  "professor.alreadySubmitted": [
    "您已提交本轮推荐意见，提交后不能更改",
    "You have submitted your recommendation for this round; it can no longer change",
  ],
  "professor.rankOnlyRecommended": ["只有推荐的申报人可以排序", "Only the declarants you recommend take a rank"],
  "professor.rankDuplicate": ["排序不能重复", "Two declarants cannot share a rank"],
  "professor.undecided": ["还有 {count} 位申报人未给出推荐意见", "{count} declarants still have no recommendation"],
  "professor.rankMissing": [
    "请为推荐的申报人排序（第 {from} 至 {to} 名）",
    "Rank the declarants you recommend ({from} to {to})",
  ],
  "professor.nothingAwaiting": ["本委员会没有待评议的申报人", "No declarant awaits this committee"],
  "professor.noOpenRound": ["本委员会当前没有进行中的评议轮次", "This committee has no round open"],
  "professor.noQuorum": [
    "已提交 {submitted} 人，未达到法定人数 {required} 人（委员 {members} 人）",
    "{submitted} have submitted; the quorum is {required} of {members} members",
  ],
  "professor.notConfirmed": ["该委员会尚无已确认的评议结果", "This committee has no confirmed result yet"],
  "professor.unknownCommittee": ["该单位没有教授委员会委员", "This unit's committee has no members"],
  "professor.notRecommendedReason": [
    "教授委员会推荐票 {agree} 票，未达到 {threshold} 票",
    "{agree} committee recommendations, fewer than the {threshold} needed",
  ],
  "professor.noQuorumReason": [
    "教授委员会对该申报人的有效票不足法定人数",
    "Too few committee members could vote on this declarant for a quorum",
  ],
  "professor.rule.OF_MEMBERS.MORE_THAN": [
    "推荐票超过全体委员的 {ratio}",
    "Recommendations more than {ratio} of all members",
  ],
  "professor.rule.OF_MEMBERS.AT_LEAST": [
    "推荐票不少于全体委员的 {ratio}",
    "Recommendations at least {ratio} of all members",
  ],
  "professor.roundRejected": [
    "教授委员会第 {round} 轮评议已被人事处退回：{reason}。请重新提交推荐意见",
    "Round {round} of the professor committee was sent back by personnel: {reason}. Submit your recommendation again",
  ],
  "professor.roundRejectedTitle": ["教授委员会评议退回", "Committee round sent back"],

  "professorPdf.title": ["{unit}教授委员会推荐结果", "Professor committee of {unit}: recommendation"],
  "professorPdf.batch": ["评审批次", "Batch"],
  "professorPdf.round": ["评议轮次", "Round"],
  "professorPdf.members": ["委员人数", "Members"],
  "professorPdf.submitted": ["提交人数", "Submitted"],
  "professorPdf.rule": ["通过规则", "Rule"],
  "professorPdf.confirmedAt": ["确认时间", "Confirmed"],
  "professorPdf.rank": ["排名", "Rank"],
  "professorPdf.name": ["姓名", "Name"],
  "professorPdf.employeeNo": ["工号", "Staff no."],
  "professorPdf.titleName": ["申报职称", "Title"],
  "professorPdf.agree": ["推荐", "Recommend"],
  "professorPdf.disagree": ["不推荐", "Not recommend"],
  "professorPdf.abstain": ["弃权", "Abstain"],
  "professorPdf.blank": ["未投", "Blank"],
  "professorPdf.verdict": ["结论", "Verdict"],
  "professorPdf.verdict.PASS": ["推荐", "Recommended"],
  "professorPdf.verdict.FAIL": ["不推荐", "Not recommended"],
  "professorPdf.verdict.NO_QUORUM": ["不足法定人数", "No quorum"],
  "professorPdf.signature": ["教授委员会主任（签字）：", "Chair of the committee (signature):"],
  "professorPdf.date": ["日期：", "Date:"],
  "professorCount.sheet": ["教授委员会统计", "Committee statistics"],
  "professorCount.unit": ["单位", "Unit"],
  "professorCount.level": ["级别", "Level"],
  "professorCount.total": ["提交委员会", "Put to the committee"],
  "professorCount.awaiting": ["待评议", "Awaiting"],
  "professorCount.recommended": ["推荐", "Recommended"],
  "professorCount.notRecommended": ["未推荐", "Not recommended"],
  "professorCount.totals": ["合计", "Total"],
} as const satisfies Record<string, readonly [string, string]>;

export const professorMessages = bilingual(ENTRIES);
