import { bilingual } from "../../../bilingual";

/**
 * The committee vote's messages, zh and en (merged into zcps/messages.ts): a refused ballot (`committee.vote.ballot.
 * <code>`, see ballotErrorKey) and what the chair is told (`committee.vote.flag.<code>`, see chairFlagKey). The
 * parameters are the check's and the flag's fields; the caller fills `{candidate}` with the candidate's name and a tie's
 * `{count}` with the number of candidates tied.
 */
const ENTRIES = {
  "committee.vote.ballot.OVER_VOTE": [
    "最多可投 {cap} 人同意票，您已选 {count} 人",
    "You may approve at most {cap}; you have approved {count}",
  ],
  "committee.vote.ballot.UNKNOWN_CANDIDATE": [
    "选票中的候选人 {candidate} 不在本组表决名单中",
    "The ballot names {candidate}, who is not on this group's list",
  ],
  "committee.vote.ballot.RECUSED_CANDIDATE": [
    "您已回避候选人 {candidate}，不能对其投票",
    "You are recused from {candidate} and may not vote on them",
  ],
  "committee.vote.flag.GROUP_NO_QUORUM": [
    "到会委员 {attending} 人，不足法定人数 {required} 人（委员 {members} 人），本组不作表决结论，请主任委员决定",
    "{attending} of {members} members attend, fewer than the quorum of {required}: the group is not decided; the chair decides",
  ],
  "committee.vote.flag.CANDIDATE_NO_QUORUM": [
    "{candidate}：{recused} 人回避后，可表决的到会委员 {eligible} 人，不足法定人数 {required} 人，请主任委员决定",
    "{candidate}: after {recused} recused, {eligible} attending members may vote, fewer than the quorum of {required}; the chair decides",
  ],
  "committee.vote.flag.TIE_REVOTE": [
    "{count} 名候选人同意票相同（{agree} 票），超出名额，需在他们之间重新投票决定剩余 {seats} 个名额",
    "{count} candidates tie on {agree} approvals beyond the quota: they go to a re-vote among themselves for the {seats} seats left",
  ],
} as const satisfies Record<string, readonly [string, string]>;

export const committeeVoteMessages = bilingual(ENTRIES);
