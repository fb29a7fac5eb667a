/**
 * What an element of a menu is (a button or resource and the API routes holding it opens). A leaf: the per-area
 * element lists and the menu tree both import it, so neither imports the other.
 */

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";
/** An API route as the server registers it: method and path pattern, e.g. ["PUT", "/api/admin/user/:id"]. */
export type RouteRef = readonly [method: HttpMethod, route: string];

/**
 * The seeded elements: each is a button or resource under a menu, and the API routes holding it opens.
 * The server reads the mapping from the database (the menu page edits it); this is its first content.
 */
export interface ElementDef {
  code: string;
  /** the menu the element belongs to, as "group/child" */
  menu: string;
  zh: string;
  en: string;
  type: "button" | "uri";
  routes: readonly RouteRef[];
}
