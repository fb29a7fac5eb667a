import { z } from "zod";

/**
 * The server's API route table on the wire (/api/admin/api-routes): every route the server registers, with its
 * summary, the service it belongs to, the element codes that open it and whether an administrator turned it off.
 */

export const API_ROUTE_METHODS = ["GET", "POST", "PUT", "DELETE", "PATCH"] as const;
export type ApiRouteMethod = (typeof API_ROUTE_METHODS)[number];

export const apiRouteRowSchema = z.object({
  method: z.string(),
  /** the route pattern as the server registers it, e.g. /api/admin/user/:id */
  path: z.string(),
  summary: z.string(),
  /** the service (module) the path belongs to, e.g. "admin", "auth", "zcps" */
  service: z.string(),
  serviceName: z.string(),
  /** public, signedIn (any signed-in caller) or element (opened by the codes below) */
  access: z.enum(["public", "signedIn", "element"]),
  codes: z.array(z.string()),
  enabled: z.boolean(),
  /** the console's own sign-in, this page's routes and the menu/user-info routes can never be turned off */
  locked: z.boolean(),
  reason: z.string().nullable(),
  updatedBy: z.string().nullable(),
  /** ISO date-time of the last switch, null if never switched */
  updatedAt: z.string().nullable(),
});
export type ApiRouteRow = z.infer<typeof apiRouteRowSchema>;

export const apiRouteListSchema = z.object({ rows: z.array(apiRouteRowSchema), total: z.number().int() });
export type ApiRouteList = z.infer<typeof apiRouteListSchema>;

export const apiRouteQuerySchema = z.object({
  /** matched against the path and the summary */
  search: z.string().trim().max(100).optional(),
  service: z.string().trim().max(50).optional(),
  method: z.enum(API_ROUTE_METHODS).optional(),
  /** "true": only the routes that are turned off */
  disabledOnly: z.enum(["true", "false"]).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});
export type ApiRouteQuery = z.infer<typeof apiRouteQuerySchema>;

/** Turning a route off needs a reason (the server refuses one without). */
export const apiRouteSwitchSchema = z.object({
  method: z.enum(API_ROUTE_METHODS),
  path: z.string().trim().min(1).max(300),
  enabled: z.boolean(),
  reason: z.string().trim().max(200).optional(),
});
export type ApiRouteSwitch = z.infer<typeof apiRouteSwitchSchema>;
