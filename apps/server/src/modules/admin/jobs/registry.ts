import { expirePeerInvitationsHandler } from "../../title-evaluation/stages/peer-review";
import { closePublicityHandler } from "../../title-evaluation/stages/unit-review";
import { backupDatabaseHandler } from "./handlers/backup-database";
import type { JobHandler } from "./handlers/handler";
import { purgeExpiredHandler } from "./handlers/purge-expired";

/** The handlers jobs may name. */
export const BUILT_IN_HANDLERS: readonly JobHandler[] = [
  purgeExpiredHandler,
  backupDatabaseHandler,
  closePublicityHandler,
  expirePeerInvitationsHandler,
];

export type HandlerRegistry = ReadonlyMap<string, JobHandler>;

export function handlerRegistry(handlers: readonly JobHandler[] = BUILT_IN_HANDLERS): HandlerRegistry {
  return new Map(handlers.map((h) => [h.name, h]));
}
