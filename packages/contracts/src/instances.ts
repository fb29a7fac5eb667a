import { z } from "zod";

/**
 * The service registry on the wire (/api/admin/instances): every server process that has listened on the shared
 * database, with a status the server works out when asked.
 */

export const INSTANCE_STATUSES = ["UP", "STALE", "DOWN"] as const;
export type InstanceStatus = (typeof INSTANCE_STATUSES)[number];

/** Heartbeats an instance may miss and still be UP; past STALE_BEATS it is DOWN. */
export const UP_BEATS = 3;
export const STALE_BEATS = 12;

export const instanceRowSchema = z.object({
  id: z.string(),
  host: z.string(),
  port: z.number().int().nullable(),
  pid: z.number().int(),
  version: z.string(),
  /** ISO date-times */
  startedAt: z.string(),
  heartbeatAt: z.string(),
  stoppedAt: z.string().nullable(),
  /** the instance's own heartbeat interval, which its status is judged by */
  heartbeatMs: z.number().int(),
  /** milliseconds since the last heartbeat by the database's clock, so a browser's clock does not matter */
  heartbeatAgoMs: z.number().int(),
  status: z.enum(INSTANCE_STATUSES),
});
export type InstanceRow = z.infer<typeof instanceRowSchema>;

export const instanceListSchema = z.object({ rows: z.array(instanceRowSchema), total: z.number().int() });
export type InstanceList = z.infer<typeof instanceListSchema>;
