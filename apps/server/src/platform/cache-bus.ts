import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Db } from "../db/client";
import type { AccessCache, Invalidation } from "./access-cache";

const CHANNEL = "zcps_cache";

/**
 * Fans cache invalidations out to every instance sharing the PostgreSQL database (LISTEN/NOTIFY).
 * Returns a function that stops listening.
 */
export async function connectCacheBus(url: string, db: Db, cache: AccessCache, onError: (e: Error) => void) {
  const origin = randomUUID();
  const listener = new pg.Client({ connectionString: url });
  listener.on("error", onError);
  await listener.connect();
  listener.on("notification", (n) => {
    if (n.channel !== CHANNEL || !n.payload) return;
    try {
      const { from, message } = JSON.parse(n.payload) as { from: string; message: Invalidation };
      if (from !== origin) cache.apply(message);
    } catch (error) {
      onError(error as Error);
    }
  });
  await listener.query(`listen ${CHANNEL}`);
  cache.broadcast = (message) => {
    const payload = JSON.stringify({ from: origin, message });
    db.execute(sql`select pg_notify(${CHANNEL}, ${payload})`).catch(onError);
  };
  return async () => {
    cache.broadcast = () => {};
    await listener.end();
  };
}
