import { backupDatabaseHandler } from "./handlers/backup-database";
import type { JobHandler } from "./handlers/handler";
import { purgeExpiredHandler } from "./handlers/purge-expired";

/**
 * The handlers jobs may name. The title-evaluation modules add theirs (closing publicity windows, expiring
 * peer-review invitations) when their tables exist.
 */
export const BUILT_IN_HANDLERS: readonly JobHandler[] = [purgeExpiredHandler, backupDatabaseHandler];

export type HandlerRegistry = ReadonlyMap<string, JobHandler>;

export function handlerRegistry(handlers: readonly JobHandler[] = BUILT_IN_HANDLERS): HandlerRegistry {
  return new Map(handlers.map((h) => [h.name, h]));
}
