import { backupDatabaseHandler } from "./handlers/backup-database";
import type { JobHandler } from "./handlers/handler";
import { purgeExpiredHandler } from "./handlers/purge-expired";

/** The platform's own handlers; the modules add theirs at start-up (the review stages register their jobs). */
const PLATFORM_HANDLERS: readonly JobHandler[] = [purgeExpiredHandler, backupDatabaseHandler];
const added: JobHandler[] = [];

/** Adds handlers jobs may name; a name already known keeps its first handler (a second app in one process). */
export function registerJobHandlers(handlers: readonly JobHandler[]): void {
  for (const handler of handlers) {
    if (![...PLATFORM_HANDLERS, ...added].some((h) => h.name === handler.name)) added.push(handler);
  }
}

export type HandlerRegistry = ReadonlyMap<string, JobHandler>;

/** The handlers jobs may name: the platform's and those registered, in that order. */
export function handlerRegistry(handlers: readonly JobHandler[] = [...PLATFORM_HANDLERS, ...added]): HandlerRegistry {
  return new Map(handlers.map((h) => [h.name, h]));
}
