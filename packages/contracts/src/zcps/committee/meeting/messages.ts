import { bilingual } from "../../../bilingual";

/**
 * The committee meetings' messages, zh and en (merged into zcps/messages.ts): a refused draw
 * (`committee.meeting.draw.<code>`, see drawErrorKey, its parameters the result's fields), a move the meeting's state
 * does not allow, and the recusal reasons.
 */
const ENTRIES = {
  "committee.meeting.draw.SIZE_EVEN": [
    "评审委员会人数须为单数，当前为 {size} 人",
    "A committee has an odd number of members; {size} is even",
  ],
  "committee.meeting.draw.SIZE_TOO_SMALL": [
    "评审委员会不少于 {minSize} 人，当前为 {size} 人",
    "A committee has at least {minSize} members; {size} is too few",
  ],
  "committee.meeting.draw.POOL_TOO_SMALL": [
    "{kind}专家库可抽取 {have} 人，按抽取比例至少需要 {need} 人",
    "The {kind} pool has {have} members who may be drawn; the draw ratio needs at least {need}",
  ],
  "committee.meeting.kind.EXTERNAL": ["校外", "external"],
  "committee.meeting.kind.INTERNAL": ["校内", "internal"],
  "committee.meeting.NOT_ALLOWED": [
    "会议当前状态为「{state}」，不能进行该操作",
    "The meeting is {state}: that is not possible now",
  ],
  "committee.meeting.state.DRAFT": ["筹备中", "in preparation"],
  "committee.meeting.state.RUNNING": ["进行中", "running"],
  "committee.meeting.state.PAUSED": ["已暂停", "paused"],
  "committee.meeting.state.ENDED": ["已结束", "ended"],
  "committee.meeting.state.ARCHIVED": ["已归档", "archived"],
  "committee.meeting.recusal.DECLARES": ["本人当年申报", "declares this year"],
  "committee.meeting.recusal.SAME_UNIT": ["与申报人同单位", "same unit as the declarant"],
  "committee.meeting.recusal.CONFLICT": ["存在利益关系", "a recorded conflict"],
  "committee.meeting.recusal.DECLARED": ["本人申请回避", "declared at the meeting"],
} as const satisfies Record<string, readonly [string, string]>;

export const committeeMeetingMessages = bilingual(ENTRIES);
