import type { ApiRouteRef } from "@zcps/contracts/roles";

/** An API route as one string ("PUT /api/admin/menu/:id") for selects and keys, and back. */
export const routeKey = (route: ApiRouteRef) => `${route.method} ${route.route}`;

export function routeOf(key: string): ApiRouteRef {
  const space = key.indexOf(" ");
  return { method: key.slice(0, space) as ApiRouteRef["method"], route: key.slice(space + 1) };
}
