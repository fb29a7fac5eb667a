import { bilingual } from "../../bilingual";

/**
 * The senior committee's calls' messages, zh and en (merged into zcps/messages.ts): the forms' validation, the
 * refusals of the meetings, groups and ballots, and the group's states.
 */
const ENTRIES = {
  "committee.v.name": ["请输入会议名称", "Enter the meeting's name"],
  "committee.v.startsAt": ["会议时间格式不正确", "The meeting's time is not a valid date and time"],
  "committee.v.size": ["委员人数须为 3 至 99 的整数", "The committee's size is a whole number from 3 to 99"],
  "committee.v.share": [
    "校外委员比例须为不大于 1 的分数，如 3/10",
    "The external share is a fraction no greater than 1, such as 3/10",
  ],
  "committee.v.poolRatio": ["抽取比例须为 1 至 5 的整数", "The draw ratio is a whole number from 1 to 5"],
  "committee.v.members": ["请至少选择一名委员", "Choose at least one member"],
  "committee.v.groupName": ["请输入分组名称", "Enter the group's name"],
  "committee.v.cap": ["限额须为正整数，或不限额", "The cap is a positive whole number, or none"],
  "committee.v.candidates": ["请至少选择一名候选人", "Choose at least one candidate"],
  "committee.v.round": ["投票轮次不正确", "The round is not valid"],
  "committee.v.choice": ["表决意见须为同意、不同意或弃权", "A choice is agree, disagree or abstain"],

  "gpwtglb.v.meetingName": ["请输入会议名称", "Enter the meeting's name"],
  "gpwtglb.v.votedOn": ["请选择投票日期", "Choose the day of the vote"],
  "gpwtglb.v.members": ["委员人数须为 1 至 99 的整数", "Members is a whole number from 1 to 99"],
  "gpwtglb.v.count": ["票数须为 0 至 99 的整数", "A count is a whole number from 0 to 99"],
  "gpwtglb.v.attending": ["出席人数不能超过委员人数", "Attending cannot exceed the members"],
  "gpwtglb.v.marks": [
    "同意、不同意、弃权票数之和不能超过出席人数",
    "Agree, disagree and abstain together cannot exceed those attending",
  ],
  "gpwtglb.v.sheet": ["请上传签字的计票单", "Upload the signed tally sheet"],
  "gpwtglb.notAwaiting": [
    "该申报人不在高评委评审阶段，不能登记纸质投票",
    "This declarant is not before the senior committee: no paper vote can be entered",
  ],
  "gpwtglb.pending": [
    "该申报人已有待生效的纸质投票记录",
    "A paper vote for this declarant is already entered and waits to be applied",
  ],
  "gpwtglb.inElectronicVote": [
    "该申报人在进行中的会议「{meeting}」分组中，请以系统投票为准",
    "This declarant is in a group of the meeting {meeting}, which votes in the system",
  ],
  "gpwtglb.noQuorum": [
    "出席 {attending} 人，未达到法定人数 {required} 人（委员 {members} 人），不能形成决议",
    "{attending} attending is short of the quorum of {required} of {members} members: no decision",
  ],
  "gpwtglb.sheetUnknown": ["计票单文件不存在，请重新上传", "The tally sheet was not found; upload it again"],
  "gpwtglb.applied": ["已生效的纸质投票记录不能删除", "An applied paper vote cannot be deleted"],
  "gpwtglb.nothingPending": ["没有待生效的纸质投票记录", "No paper vote waits to be applied"],
  "gpwtglb.entered": ["纸质投票已登记", "The paper vote is entered"],
  "gpwtglb.appliedDone": ["纸质投票结果已生效", "The paper votes are applied"],
  "gpwtglb.sheetUploaded": ["计票单已上传", "Tally sheet uploaded"],

  "committee.notEditable": [
    "会议当前状态为「{state}」，委员、分组和议程已不能修改",
    "The meeting is {state}: its members, groups and agenda can no longer change",
  ],
  "committee.chairNotMember": ["主任委员须为本次会议的委员", "The chair must be one of the meeting's members"],
  "committee.notPoolMember": [
    "{name} 不在评审委员库中，或本年度申报职称，不能担任委员",
    "{name} is not in the committee pool, or declares this year, and cannot sit",
  ],
  "committee.notMember": ["{name} 不是本次会议的委员", "{name} is not a member of this meeting"],
  "committee.notCandidate": ["{name} 不是本次会议的候选人", "{name} is not a candidate of this meeting"],
  "committee.notAtSenior": [
    "{name} 当前不在高评委评审阶段，不能列入投票分组",
    "{name} is not at the senior committee and cannot be put to a group",
  ],
  "committee.candidateTaken": [
    "{name} 已在本次会议的「{group}」组中",
    "{name} is already in this meeting's group {group}",
  ],
  "committee.attendanceVoted": ["{name} 已经投票，不能登记为缺席", "{name} has voted and cannot be recorded as absent"],
  "committee.recusalExists": ["该委员已对 {name} 回避", "The member already recuses from {name}"],
  "committee.membersShort": [
    "会议委员 {count} 人，少于规定的 {minSize} 人，不能开始",
    "The meeting has {count} members, fewer than the {minSize} required: it cannot start",
  ],
  "committee.noChair": ["请先指定主任委员", "Name the chair first"],
  "committee.noGroups": ["会议尚未设置投票分组，不能开始", "The meeting has no voting group yet: it cannot start"],
  "committee.groupsOpen": [
    "「{group}」的投票尚未结束，会议不能结束",
    "The vote of group {group} is not closed: the meeting cannot end",
  ],
  "committee.meetingNotRunning": [
    "会议当前状态为「{state}」，不能进行投票",
    "The meeting is {state}: no vote can be held",
  ],
  "committee.group.NOT_ALLOWED": [
    "该组投票当前为「{state}」，不能进行该操作",
    "The group's vote is {state}: that is not possible now",
  ],
  "committee.group.state.WAITING": ["未开始", "not started"],
  "committee.group.state.OPEN": ["投票中", "voting"],
  "committee.group.state.PAUSED": ["已暂停", "paused"],
  "committee.group.state.CLOSED": ["已结束", "closed"],
  "committee.noTie": [
    "该组没有在限额处票数相同、需要重新投票的候选人",
    "No candidates of this group tied at the cap: there is nothing to re-vote",
  ],
  "committee.ballot.notOpen": [
    "该组投票当前为「{state}」，不能投票",
    "The group's vote is {state}: no ballot can be cast",
  ],
  "committee.ballot.wrongRound": [
    "该组已进入第 {round} 轮投票，请刷新后重新投票",
    "The group is now in round {round}: reload and vote again",
  ],
  "committee.ballot.absent": [
    "您已登记为缺席本次会议，不能投票",
    "You are recorded as absent from this meeting and cannot vote",
  ],
  "committee.ballot.already": [
    "您已提交本轮选票，选票提交后不能更改",
    "Your ballot for this round is in: a ballot cannot change once submitted",
  ],
  "committee.ballot.notMember": [
    "您不是本次会议的委员，不能投票",
    "You are not a member of this meeting and cannot vote",
  ],
  "committee.ballot.cast": ["投票成功，选票已提交", "Your ballot is cast"],
  "committee.signOff.signed": ["已签发，评审结论已生效", "Signed off: the verdicts now apply"],
  "committee.signOff.notReady": [
    "会议尚未结束或仍有候选人未形成结论，不能签发",
    "The meeting has not ended or a candidate has no verdict yet: it cannot be signed off",
  ],
  "committee.signOff.done": ["会议结果已于 {at} 签发", "The results were signed off on {at}"],
  "committee.signOff.notChair": [
    "只有本次会议的主任委员可以签发结果",
    "Only the meeting's chair can sign off its results",
  ],
  "committee.deferReason": [
    "「{group}」对该候选人的表决未达到法定人数，暂缓表决",
    "Group {group} voted on this candidate without a quorum: the decision is deferred",
  ],
} as const satisfies Record<string, readonly [string, string]>;

export const committeeMessages = bilingual(ENTRIES);
