import type { ChecklistItem } from "@zcps/contracts/zcps/team-review/api";
import { type ChecklistInput, conditionsPoint, type TeamStageConfig, teamStageModule } from "../../kit";

/** The formal audit's checklist: the conditions on verified items, then the points the batch's setting lists. */
function formalChecklist(input: ChecklistInput): ChecklistItem[] {
  return [
    conditionsPoint(input),
    ...input.settings.formalAuditChecklist.map((entry) => ({
      // the Chinese wording names the point in the checks recorded
      key: typeof entry === "string" ? entry : entry.zh,
      label: typeof entry === "string" ? { zh: entry, en: entry } : entry,
      suggested: null,
      hint: null,
    })),
  ];
}

export const FORMAL_AUDIT_CONFIG: TeamStageConfig = {
  stage: "FORMAL_AUDIT",
  memberRole: "FORMAL_AUDITOR",
  roleGroup: "formal_auditor",
  links: {
    queue: "/FormalAudit/TeamAudit",
    assignment: "/FormalAudit/TeamAssignment",
    results: "/FormalAudit/ResultCount",
  },
  leaderConfirms: (settings) => settings.formalAuditLeaderConfirms,
  checklist: formalChecklist,
};

/** Stage 4: the formal audit by teams (DOMAIN.md). */
export const formalAuditStage = teamStageModule("formal-audit", FORMAL_AUDIT_CONFIG);
