/** Every query of the expert's pages starts with it: an answer or an opinion refreshes the list, the packet and the record. */
export const expertReviewKey = ["expert-review"] as const;

/** A route of the contract with its `:params` filled in. */
export const routeOf = (route: string, params: Record<string, string>) =>
  route.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
