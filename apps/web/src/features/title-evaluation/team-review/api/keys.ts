import type { TeamStage } from "@zcps/contracts/zcps/team-review/api";

/** Every query of the team stages starts with it: a decision or an allocation refreshes each list of both stages. */
export const teamReviewKey = ["team-review"] as const;

export const stageKey = (stage: TeamStage) => [...teamReviewKey, stage] as const;
