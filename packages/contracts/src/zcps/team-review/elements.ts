import type { ElementDef, RouteRef } from "../../element-def";
import { ATTACHMENT_PREVIEW_ROUTE } from "../declaration/elements";
import { FORMAL_AUDIT_ROUTES as F, PERSONNEL_ROUTES as P, SYNTHESIS_ROUTES as S } from "./api";
import { TEAM_REVIEW_ELEMENTS as E } from "./element-codes";

export { TEAM_REVIEW_ELEMENTS } from "./element-codes";

const SBTJ = "/api/zcps-sh/sys/sbtj";

const FORMAL_TEAMS: RouteRef[] = [
  ["POST", F.teamCreate],
  ["PUT", F.teamUpdate],
  ["DELETE", F.teamDelete],
];
const SYNTHESIS_TEAMS: RouteRef[] = [
  ["POST", S.teamCreate],
  ["PUT", S.teamUpdate],
  ["DELETE", S.teamDelete],
];
const FORMAL_READ_ONE: RouteRef[] = [
  ["GET", F.checkCont],
  ["GET", ATTACHMENT_PREVIEW_ROUTE],
];
const SYNTHESIS_READ_ONE: RouteRef[] = [
  ["GET", S.checkCont],
  ["GET", S.require],
  ["POST", S.requireCheck],
  ["GET", ATTACHMENT_PREVIEW_ROUTE],
];

const element = (
  code: string,
  menu: string,
  zh: string,
  en: string,
  type: ElementDef["type"],
  routes: RouteRef[],
): ElementDef => ({ code, menu, zh, en, type, routes });

/** The formal audit's pages (/FormalAudit): teams and allocation, the member's queue, statistics, outcomes. */
const FORMAL_AUDIT_ELEMENT_DEFS: ElementDef[] = [
  element(E.formalAssignmentView, "FormalAudit/TeamAssignment", "查看分组分配", "View team assignment", "uri", [
    ["GET", F.teams],
    ["POST", F.declarations],
    ["GET", P.findCount],
    ...FORMAL_READ_ONE,
  ]),
  element(E.formalTeams, "FormalAudit/TeamAssignment", "维护审查小组", "Form the teams", "button", FORMAL_TEAMS),
  element(E.formalAllocate, "FormalAudit/TeamAssignment", "分配申报人", "Allocate declarations", "button", [
    ["POST", F.allocation],
  ]),
  element(E.formalRestartUnit, "FormalAudit/TeamAssignment", "退回单位重审", "Restart a unit's audit", "button", [
    ["POST", P.unitStartAgainAudit],
  ]),
  element(E.formalDecide, "FormalAudit/TeamAssignment", "人事处直接审查", "Decide as personnel", "button", [
    ["POST", P.submitUser],
  ]),
  element(E.formalAuditView, "FormalAudit/TeamAudit", "查看小组审核", "View the team's queue", "uri", [
    ["POST", F.queue],
    ...FORMAL_READ_ONE,
  ]),
  element(E.formalCheck, "FormalAudit/TeamAudit", "审查（记录意见）", "Check (record an opinion)", "button", [
    ["POST", F.check],
  ]),
  element(E.formalSubmit, "FormalAudit/TeamAudit", "提交审查结论", "Submit the team's decision", "button", [
    ["POST", F.submit],
    ["POST", F.returnAudit],
  ]),
  element(E.formalWithdraw, "FormalAudit/TeamAudit", "撤回审查结论", "Withdraw the team's decision", "button", [
    ["POST", P.withdraw],
  ]),
  element(E.formalStatisticsView, "FormalAudit/TeamStatistics", "查看小组统计", "View team statistics", "uri", [
    ["GET", F.progress],
  ]),
  element(E.formalResultView, "FormalAudit/ResultCount", "查看结果统计", "View the result count", "uri", [
    ["GET", P.findDeclareCount],
    ["POST", P.declarations],
  ]),
  element(E.formalResultExport, "FormalAudit/ResultCount", "导出结果统计", "Export the result count", "button", [
    ["GET", P.findDeclareCountExport],
  ]),
];

/** The synthesis review's pages (/PersonnelSynthesis), but the register (RSZcjzcsblb, the unit review's). */
const SYNTHESIS_ELEMENT_DEFS: ElementDef[] = [
  element(
    E.synthesisAssignmentView,
    "PersonnelSynthesis/TeamAssignmentZH",
    "查看综合审核分配",
    "View synthesis assignment",
    "uri",
    [
      ["GET", S.teams],
      ["GET", S.duty],
      ["POST", S.unallocated],
      ["POST", S.byStatus],
      ["GET", P.findCount],
      ...SYNTHESIS_READ_ONE,
    ],
  ),
  element(
    E.synthesisTeams,
    "PersonnelSynthesis/TeamAssignmentZH",
    "维护综合审核小组",
    "Form the teams",
    "button",
    SYNTHESIS_TEAMS,
  ),
  element(E.synthesisAllocate, "PersonnelSynthesis/TeamAssignmentZH", "分配申报人", "Allocate declarations", "button", [
    ["POST", S.allocation],
  ]),
  element(
    E.synthesisRestartUnit,
    "PersonnelSynthesis/TeamAssignmentZH",
    "退回单位重审",
    "Restart a unit's audit",
    "button",
    [["POST", P.unitStartAgainAudit]],
  ),
  element(E.synthesisAuditView, "PersonnelSynthesis/TeamAuditZH", "查看综合审核", "View the team's queue", "uri", [
    ["POST", S.queue],
    ["GET", S.duty],
    ...SYNTHESIS_READ_ONE,
  ]),
  element(
    E.synthesisCheck,
    "PersonnelSynthesis/TeamAuditZH",
    "审核（记录意见）",
    "Check (record an opinion)",
    "button",
    [["POST", S.check]],
  ),
  element(
    E.synthesisSubmit,
    "PersonnelSynthesis/TeamAuditZH",
    "提交审核结论",
    "Submit the team's conclusion",
    "button",
    [["POST", S.submit]],
  ),
  element(
    E.synthesisWithdraw,
    "PersonnelSynthesis/TeamAuditZH",
    "撤回审核结论",
    "Withdraw the team's conclusion",
    "button",
    [["POST", S.withdraw]],
  ),
  element(
    E.synthesisStatisticsView,
    "PersonnelSynthesis/TeamStatisticsZH",
    "查看综合审核统计",
    "View synthesis statistics",
    "uri",
    [["GET", S.progress]],
  ),
  element(
    E.synthesisResultView,
    "PersonnelSynthesis/TeamResultZH",
    "查看综合审核结果",
    "View synthesis results",
    "uri",
    [["POST", S.byStatus], ["POST", S.professor], ...SYNTHESIS_READ_ONE],
  ),
  element(E.synthesisRule, "PersonnelSynthesis/TeamResultZH", "裁定争议", "Rule on disputes", "button", [
    ["POST", S.review],
  ]),
  element(E.synthesisDecide, "PersonnelSynthesis/TeamResultZH", "人事处直接审核", "Decide as personnel", "button", [
    ["POST", P.submitUser],
  ]),
  element(
    E.synthesisCountView,
    "PersonnelSynthesis/PersonnelSynthesisResultCount",
    "查看结果统计",
    "View the result count",
    "uri",
    [
      ["GET", P.findDeclareCount],
      ["POST", P.declarations],
    ],
  ),
  element(
    E.synthesisCountExport,
    "PersonnelSynthesis/PersonnelSynthesisResultCount",
    "导出结果统计",
    "Export the result count",
    "button",
    [["GET", P.findDeclareCountExport]],
  ),
  element(
    E.declarantCountView,
    "PersonnelSynthesis/RSUserDeclareCountNew",
    "查看申报人数统计",
    "View the declarant statistics",
    "uri",
    [["GET", SBTJ]],
  ),
  element(
    E.declarantCountExport,
    "PersonnelSynthesis/RSUserDeclareCountNew",
    "导出申报人数统计",
    "Export the declarant statistics",
    "button",
    [["GET", P.declarantCountExport]],
  ),
];

/** Element codes of stages 4 and 5 and the API routes each opens. */
export const TEAM_REVIEW_ELEMENT_DEFS: ElementDef[] = [...FORMAL_AUDIT_ELEMENT_DEFS, ...SYNTHESIS_ELEMENT_DEFS];
