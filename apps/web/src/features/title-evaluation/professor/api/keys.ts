/** Every query of the professor committee's pages starts with it: a save, a submit or a confirmation refreshes them. */
export const professorKey = ["zcps-professor"] as const;

/** A route of the contract with its parameters filled in (`:id`, `:unitId`). */
export const pathOf = (route: string, params: Record<string, string>) =>
  route.replace(/:(\w+)/g, (whole, name: string) =>
    name in params ? encodeURIComponent(params[name] as string) : whole,
  );
