/** Every query of the register pages starts with it: one invalidation refreshes them after a change. */
export const registerQueryKey = ["zcps-register"] as const;
