import { z } from "zod";
import { idSchema } from "../../validation";

/**
 * The unit's declaration packets (申报材料包): a background task zips, per submitted declarant of the unit in the
 * batch, a PDF of the declaration and its attachments; the console polls the task, then downloads the zip. Their
 * routes are in api-paths.ts, where the element table finds them.
 */
export { UNIT_PACKETS_API } from "./api-paths";

export const packetStartSchema = z.object({
  projectTimeId: idSchema.optional(),
  /** one of the caller's units; their first unit when left out */
  unitId: idSchema.optional(),
});
export type PacketStart = z.infer<typeof packetStartSchema>;

export const packetTaskSchema = z.object({ taskId: idSchema });

export interface PacketTask {
  taskId: string;
}

export interface PacketStatus {
  /** the task's state: created, active, retry (waits for another attempt), completed, failed, cancelled */
  state: string;
  done: number;
  total: number;
  /** what the task is at (the declarant being packed) */
  note: string | null;
  ready: boolean;
  /** the last failure's message, while not completed */
  error: string | null;
}
