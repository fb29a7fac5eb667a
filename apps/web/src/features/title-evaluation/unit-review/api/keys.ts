/** Every query of the unit's pages starts with it, so one invalidation refreshes them after a decision. */
export const unitReviewQueryKey = ["zcps-unit"] as const;
