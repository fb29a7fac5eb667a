/** Every query of stage 9's pages starts with it: a decision or a notice refreshes each of their lists. */
export const resultsKey = ["zcps-results"] as const;

/** A route of the contract with its `:id` filled in. */
export const pathOf = (route: string, id: string) => route.replace(":id", encodeURIComponent(id));
