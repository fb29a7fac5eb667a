import { type Language, translate } from "@zcps/contracts/messages";
import {
  type ChecklistItem,
  SYNTHESIS_CHECKLIST,
  type SynthesisChecklistKey,
} from "@zcps/contracts/zcps/team-review/api";
import { TEAM_REVIEW_ELEMENTS } from "@zcps/contracts/zcps/team-review/element-codes";
import { type ChecklistInput, conditionsPoint, type TeamStageConfig, teamStageModule } from "../../kit";

const label = (key: SynthesisChecklistKey) => ({
  zh: translate(`team.checklist.${key}`, "zh"),
  en: translate(`team.checklist.${key}`, "en"),
});

/** What the data say about each point of the synthesis checklist (DOMAIN.md stage 5); people judge the rest. */
function suggestion(key: SynthesisChecklistKey, input: ChecklistInput): Pick<ChecklistItem, "suggested" | "hint"> {
  const { detail, duplicates, lang } = input;
  const t = (k: string, values?: Record<string, string | number>) => translate(k, lang as Language, values);
  switch (key) {
    case "conditionsMet": {
      const { suggested, hint } = conditionsPoint(input);
      return { suggested, hint };
    }
    case "representativeWorksValid": {
      const works = detail.sections.flatMap((s) => s.items).filter((i) => i.isRepresentative);
      const verified = works.filter((i) => i.verifyStatus === "VERIFIED").length;
      return {
        suggested: works.length > 0 ? verified === works.length : null,
        hint: t("team.hint.representatives", { count: works.length, verified }),
      };
    }
    case "exceptionalJustified":
      return detail.header.method === "EXCEPTIONAL"
        ? { suggested: null, hint: t("team.hint.exceptional") }
        : { suggested: true, hint: t("team.hint.notExceptional") };
    case "postRestriction":
      return { suggested: null, hint: null };
    case "namedListFlags": {
      const lists = detail.header.namedLists.map((l) => l.listType);
      return lists.length === 0
        ? { suggested: true, hint: t("team.hint.noNamedLists") }
        : { suggested: null, hint: t("team.hint.namedLists", { lists: lists.join(lang === "en" ? ", " : "、") }) };
    }
    case "noDuplicates":
      return duplicates.length === 0
        ? { suggested: true, hint: t("team.hint.noDuplicateFound") }
        : { suggested: false, hint: t("team.hint.duplicates", { count: duplicates.length }) };
  }
}

function synthesisChecklist(input: ChecklistInput): ChecklistItem[] {
  return SYNTHESIS_CHECKLIST.map((key) => ({ key, label: label(key), ...suggestion(key, input) }));
}

export const SYNTHESIS_CONFIG: TeamStageConfig = {
  stage: "SYNTHESIS_REVIEW",
  memberRole: "SYNTHESIS_MEMBER",
  roleGroup: "synthesis_member",
  links: {
    queue: "/PersonnelSynthesis/TeamAuditZH",
    assignment: "/PersonnelSynthesis/TeamAssignmentZH",
    results: "/PersonnelSynthesis/TeamResultZH",
  },
  escalateTo: TEAM_REVIEW_ELEMENTS.synthesisRule,
  leaderConfirms: (settings) => settings.synthesisLeaderConfirms,
  checklist: synthesisChecklist,
};

/** Stage 5: the personnel synthesis review by teams (DOMAIN.md). */
export const synthesisStage = teamStageModule("synthesis-review", SYNTHESIS_CONFIG);
