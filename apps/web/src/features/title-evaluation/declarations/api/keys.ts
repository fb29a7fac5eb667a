/** Every query of this feature starts with it, so one invalidation refreshes the page after a change. */
export const declarationQueryKey = ["zcps-declaration"] as const;
