import type { Config } from "../config";
import type { Db } from "../db/client";
import type { AccessCache } from "./access-cache";
import type { FileStorage } from "./storage";
import type { MailTransport, SmsTransport } from "./transports";

/** What modules are given: one database, the configuration and the outside-world transports. */
export interface AppDeps {
  db: Db;
  config: Config;
  sms: SmsTransport;
  mail: MailTransport;
  storage: FileStorage;
  cache: AccessCache;
}
