import type { Language } from "@zcps/contracts/messages";
import type { Settings } from "@zcps/contracts/zcps/config/api";
import type { ActorRole } from "@zcps/contracts/zcps/machine";
import type {
  ChecklistItem,
  DuplicateClaim,
  TeamStage,
  VerifiedEligibility,
} from "@zcps/contracts/zcps/team-review/api";
import type { DeclarationDetail } from "@zcps/contracts/zcps/workflow/api";

/** What the checklist of a stage reads to suggest its answers. */
export interface ChecklistInput {
  detail: DeclarationDetail;
  eligibility: VerifiedEligibility;
  duplicates: DuplicateClaim[];
  settings: Settings;
  lang: Language;
}

/**
 * What makes one team stage itself; the kit does the rest the same way for both: the stage (a declaration state),
 * the workflow role its members act in, the role group whose holders may join a team, the pages its messages link to,
 * its checklist and whether the leader confirms the team's decisions.
 */
export interface TeamStageConfig {
  stage: TeamStage;
  memberRole: ActorRole;
  roleGroup: string;
  links: { queue: string; assignment: string; results: string };
  /** the element code of those a dispute goes up to (the personnel lead); none where the stage has no disputes */
  escalateTo?: string;
  leaderConfirms(settings: Settings): boolean;
  checklist(input: ChecklistInput): ChecklistItem[];
}
