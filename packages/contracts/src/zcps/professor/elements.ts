import type { ElementDef } from "../../element-def";
import { UNIT_BATCHES_API } from "../unit-review/api-paths";
import { PROFESSOR_ROUTES as R } from "./api";
import { PROFESSOR_ELEMENTS as E } from "./element-codes";

export { PROFESSOR_ELEMENTS } from "./element-codes";

/** The professor committee's pages: who may call what. */
export const PROFESSOR_ELEMENT_DEFS: ElementDef[] = [
  {
    code: E.read,
    menu: "ProfessorCom/ReportperInformation",
    zh: "查阅申报人材料",
    en: "Read the declarants",
    type: "uri",
    routes: [
      ["GET", UNIT_BATCHES_API],
      ["GET", R.duty],
      ["GET", R.declarations],
      ["GET", R.declaration],
    ],
  },
  {
    code: E.vote,
    menu: "ProfessorCom/TeacomResults",
    zh: "推荐意见",
    en: "My recommendation",
    type: "uri",
    routes: [
      ["GET", UNIT_BATCHES_API],
      ["GET", R.duty],
      ["GET", R.declaration],
      ["POST", R.recommendList],
      ["POST", R.saveRecommend],
      ["POST", R.submit],
    ],
  },
  {
    code: E.resultsView,
    menu: "ProfessorCom/TeacomResultsPersonnel",
    zh: "查看教授委员会结果",
    en: "View the committees' results",
    type: "uri",
    routes: [
      ["GET", UNIT_BATCHES_API],
      ["GET", R.committees],
      ["GET", R.committee],
      ["GET", R.declaration],
      ["GET", R.pdf],
    ],
  },
  {
    code: E.confirm,
    menu: "ProfessorCom/TeacomResultsPersonnel",
    zh: "确认或退回委员会结果",
    en: "Confirm or send back a committee's result",
    type: "button",
    routes: [
      ["POST", R.confirm],
      ["POST", R.reject],
    ],
  },
  {
    code: E.count,
    menu: "ProfessorCom/JSWYHUserDeclareCountNew",
    zh: "教授委员会统计",
    en: "Committee statistics",
    type: "uri",
    routes: [
      ["GET", UNIT_BATCHES_API],
      ["GET", R.count],
      ["GET", R.countExport],
    ],
  },
];
