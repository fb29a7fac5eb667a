import { translate } from "@zcps/contracts/messages";
import type { ChecklistItem } from "@zcps/contracts/zcps/team-review/api";
import type { ChecklistInput } from "./stage-config";

/** The conditions recomputed on verified items: the point both stages' checklists start with, answered by the data. */
export function conditionsPoint({ eligibility, lang }: ChecklistInput): ChecklistItem {
  const failed = eligibility.rules.filter((r) => !r.pass && r.depth > 0).length;
  return {
    key: "conditionsMet",
    label: { zh: translate("team.checklist.conditionsMet", "zh"), en: translate("team.checklist.conditionsMet", "en") },
    suggested: eligibility.pass,
    hint:
      eligibility.pass === null
        ? translate("team.hint.noRequirement", lang)
        : eligibility.pass
          ? translate("team.hint.verifiedPass", lang)
          : translate("team.hint.verifiedFail", lang, { count: Math.max(failed, 1) }),
  };
}
