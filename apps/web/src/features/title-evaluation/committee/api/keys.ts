/** Every query of the senior committee's pages starts with it: an action refreshes each of their lists. */
export const committeeKey = ["committee"] as const;

/** A route of the contract with its parameters filled in (`:id`, `:groupId`, `:recusalId`). */
export const pathOf = (route: string, params: Record<string, string>) =>
  route.replace(/:(\w+)/g, (whole, name: string) =>
    name in params ? encodeURIComponent(params[name] as string) : whole,
  );
