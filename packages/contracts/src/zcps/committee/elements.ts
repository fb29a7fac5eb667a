import type { ElementDef } from "../../element-def";
import { UNIT_BATCHES_API } from "../unit-review/api-paths";
import { COMMITTEE_ROUTES as R } from "./api";
import { COMMITTEE_ELEMENTS as E } from "./element-codes";
import { PAPER_ROUTES as P } from "./paper";

export { COMMITTEE_ELEMENTS } from "./element-codes";

/** The senior committee's pages: who may call what. */
export const COMMITTEE_ELEMENT_DEFS: ElementDef[] = [
  {
    code: E.meetingView,
    menu: "hwgl/hygl",
    zh: "查看评审会议",
    en: "View the meetings",
    type: "uri",
    routes: [
      // the batch filter
      ["GET", UNIT_BATCHES_API],
      ["GET", R.meetings],
      ["GET", R.meeting],
      ["GET", R.pool],
      ["GET", R.candidates],
      ["GET", R.count],
      ["GET", R.live],
      ["GET", R.results],
    ],
  },
  {
    code: E.meetingEdit,
    menu: "hwgl/hygl",
    zh: "管理评审会议",
    en: "Manage the meetings",
    type: "button",
    routes: [
      ["POST", R.meetings],
      ["PUT", R.meeting],
      ["DELETE", R.meeting],
      ["POST", R.draw],
      ["PUT", R.members],
      ["PUT", R.attendance],
      ["POST", R.recusals],
      ["DELETE", R.recusal],
      ["POST", R.groups],
      ["PUT", R.group],
      ["DELETE", R.group],
      ["POST", R.move],
    ],
  },
  {
    code: E.voteControl,
    menu: "hwgl/ycgl",
    zh: "主持投票",
    en: "Run the vote",
    type: "button",
    routes: [
      ["GET", UNIT_BATCHES_API],
      ["GET", R.meetings],
      ["GET", R.meeting],
      ["POST", R.groupMove],
      ["POST", R.revote],
      ["GET", R.count],
      ["GET", R.live],
      ["GET", R.results],
    ],
  },
  {
    code: E.vote,
    menu: "hwgl/ycgl",
    zh: "投票",
    en: "Vote",
    type: "button",
    routes: [
      ["GET", R.myMeetings],
      ["GET", R.ballot],
      ["POST", R.ballot],
      ["GET", R.ballotOpinions],
    ],
  },
  {
    code: E.signOff,
    menu: "HighJudgesRes/HighJudges",
    zh: "主任委员签发",
    en: "Chair's sign-off",
    type: "button",
    routes: [["POST", R.signOff]],
  },
  {
    code: E.paperView,
    menu: "HighJudgesRes/Gpwtglb",
    zh: "查看纸质投票登记",
    en: "View the paper votes",
    type: "uri",
    routes: [
      ["GET", UNIT_BATCHES_API],
      ["GET", P.page],
      ["GET", P.sheet],
    ],
  },
  {
    code: E.paperEdit,
    menu: "HighJudgesRes/Gpwtglb",
    zh: "登记纸质投票",
    en: "Enter paper votes",
    type: "button",
    routes: [
      ["GET", P.candidates],
      ["POST", P.sheetUpload],
      ["POST", P.add],
      ["GET", P.del],
    ],
  },
  {
    code: E.paperApply,
    menu: "HighJudgesRes/Gpwtglb",
    zh: "纸质投票结果生效",
    en: "Apply the paper votes",
    type: "button",
    routes: [["POST", P.apply]],
  },
];
