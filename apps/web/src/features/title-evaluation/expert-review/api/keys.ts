/** Every query of the expert's pages starts with it: an answer or an opinion refreshes the list, the packet and the record. */
export const expertReviewKey = ["expert-review"] as const;

/** A route's `:param` names, so that a renamed parameter fails to compile rather than leaving a segment empty. */
type RouteParams<R extends string> = R extends `${string}:${infer P}/${infer Rest}`
  ? P | RouteParams<`/${Rest}`>
  : R extends `${string}:${infer P}`
    ? P
    : never;

/** A route of the contract with its `:params` filled in. */
export const routeOf = <R extends string>(route: R, params: Record<RouteParams<R>, string>) =>
  route.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent((params as Record<string, string>)[name] ?? ""));
