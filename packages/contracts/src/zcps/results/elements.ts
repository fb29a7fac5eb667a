import type { ElementDef } from "../../element-def";
import { COMMITTEE_ROUTES } from "../committee/api";
import { UNIT_BATCHES_API } from "../unit-review/api-paths";
import { RESULTS_ROUTES as R } from "./api";
import { RESULTS_ELEMENTS as E } from "./element-codes";

export { RESULTS_ELEMENTS } from "./element-codes";

/** The results pages: who may call what. */
export const RESULTS_ELEMENT_DEFS: ElementDef[] = [
  {
    code: E.view,
    menu: "HighJudgesRes/HighJudges",
    zh: "查看评审结果",
    en: "View the results",
    type: "uri",
    routes: [
      ["GET", R.sealCheck],
      ["GET", UNIT_BATCHES_API],
      ["GET", COMMITTEE_ROUTES.meetings],
      ["GET", COMMITTEE_ROUTES.results],
    ],
  },
];
