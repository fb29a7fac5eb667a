/** Every query of stage 9's pages starts with it: a decision or a notice refreshes each of their lists. */
export const resultsKey = ["zcps-results"] as const;

/** A route of the contract with its parameters (`:id`, `:fileId`) filled in. */
export const pathOf = (route: string, params: Record<string, string>) =>
  route.replace(/:(\w+)/g, (whole, name: string) =>
    name in params ? encodeURIComponent(params[name] as string) : whole,
  );
