import type { ElementDef } from "../../element-def";
import { COMMITTEE_ROUTES } from "../committee/api";
import { UNIT_BATCHES_API } from "../unit-review/api-paths";
import { A3_ROUTES } from "./a3";
import { RESULTS_ROUTES as R } from "./api";
import { RESULTS_ELEMENTS as E } from "./element-codes";

export { RESULTS_ELEMENTS } from "./element-codes";

const PAGE = "HighJudgesRes/HighJudges";

/** The results pages: who may call what. */
export const RESULTS_ELEMENT_DEFS: ElementDef[] = [
  {
    code: E.view,
    menu: PAGE,
    zh: "查看评审结果",
    en: "View the results",
    type: "uri",
    routes: [
      ["GET", R.sealCheck],
      ["GET", UNIT_BATCHES_API],
      ["GET", COMMITTEE_ROUTES.meetings],
      ["GET", COMMITTEE_ROUTES.results],
      ["GET", COMMITTEE_ROUTES.minutes],
    ],
  },
  {
    code: E.publicityView,
    menu: PAGE,
    zh: "查看结果公示",
    en: "View the results publicity",
    type: "uri",
    routes: [
      ["GET", UNIT_BATCHES_API],
      ["GET", R.findNotice],
      ["GET", R.publicity],
      ["GET", R.publicityDetail],
      ["GET", R.objectionEvidenceFile],
    ],
  },
  {
    code: E.publicityEdit,
    menu: PAGE,
    zh: "发布公告与处理异议",
    en: "Publish notices and decide objections",
    type: "button",
    routes: [
      ["POST", R.saveNotice],
      ["GET", R.deleteNotice],
      ["POST", R.publicityClose],
      ["POST", R.objectionAccept],
      ["POST", R.objectionDismiss],
      ["POST", R.objectionUphold],
    ],
  },
  {
    code: E.appealView,
    menu: PAGE,
    zh: "查看申诉",
    en: "View appeals",
    type: "uri",
    routes: [
      ["GET", UNIT_BATCHES_API],
      ["GET", R.appeals],
      ["GET", R.appeal],
      ["GET", R.appealEvidenceFile],
    ],
  },
  {
    code: E.appealHandle,
    menu: PAGE,
    zh: "处理申诉",
    en: "Decide appeals",
    type: "button",
    routes: [
      ["POST", R.appealDismiss],
      ["POST", R.appealUpheld],
    ],
  },
  {
    code: E.noticeRead,
    menu: "zcps/userCenter",
    zh: "查看学校公告与提出异议",
    en: "Read the school's notices and object",
    type: "button",
    routes: [
      ["GET", R.findNotice],
      ["POST", R.objectionEvidence],
      ["POST", R.objection],
    ],
  },
  {
    code: E.appealFile,
    menu: "zcps/userCenter",
    zh: "提出申诉",
    en: "Appeal",
    type: "button",
    routes: [
      ["GET", R.myAppeals],
      ["POST", R.appealEvidence],
      ["POST", R.appeals],
      ["GET", R.appealEvidenceFile],
    ],
  },
  {
    code: E.a3View,
    menu: PAGE,
    zh: "查看与下载A3评审表",
    en: "View and download the A3 review tables",
    type: "uri",
    routes: [
      ["GET", A3_ROUTES.findTable],
      ["GET", A3_ROUTES.declarant],
      ["GET", A3_ROUTES.zip],
      ["GET", A3_ROUTES.zipExists],
    ],
  },
  {
    code: E.a3Edit,
    menu: PAGE,
    zh: "修改A3评审表",
    en: "Edit the A3 review tables",
    type: "button",
    routes: [["POST", A3_ROUTES.updateTable]],
  },
  {
    code: E.a3UnitZip,
    menu: "ProfessorCom/TeacomResultsPersonnel",
    zh: "下载单位A3评审表",
    en: "Download a unit's A3 review tables",
    type: "button",
    routes: [
      ["GET", A3_ROUTES.findTable],
      ["GET", A3_ROUTES.declarant],
      ["GET", A3_ROUTES.zip],
      ["GET", A3_ROUTES.zipExists],
    ],
  },
];
