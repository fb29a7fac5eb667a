import os from "node:os";
import type { InstanceFigures } from "@zcps/contracts/metrics";
import serverPackage from "../../../../package.json";
import type { AppDeps } from "../../../platform/deps";
import * as repo from "./repo";

/** Rows silent (stopped or without a heartbeat) for longer than this are deleted. */
const PRUNE_AFTER_MS = 24 * 60 * 60_000;
const PRUNE_EVERY_MS = 60 * 60_000;

export interface InstanceLog {
  warn(obj: unknown, msg?: string): void;
}

/**
 * This process in the service registry: registered when the server listens, a heartbeat on an unref'd timer (it
 * never keeps the process alive) that also writes the instance's current metrics figures, and the stop written on a
 * graceful close. A failed beat is logged and the next
 * one tries again; the registry is for watching, so it never stops the server from serving.
 */
export function createInstanceRegistration(
  { db, config, metrics }: Pick<AppDeps, "db" | "config" | "metrics">,
  log: InstanceLog,
) {
  const record: repo.InstanceRecord = {
    id: metrics.instanceId,
    host: os.hostname(),
    port: null,
    pid: process.pid,
    version: serverPackage.version,
    heartbeatMs: config.INSTANCE_HEARTBEAT_MS,
  };
  let timer: NodeJS.Timeout | null = null;
  let beating: Promise<void> | null = null;
  let prunedAt = 0;
  let closed = false;

  /** Figures that cannot be read leave the row without them; the beat itself still goes in. */
  async function currentFigures(): Promise<InstanceFigures | null> {
    try {
      return (await metrics.sampler?.figures()) ?? null;
    } catch (error) {
      log.warn({ err: error }, "service registry figures failed");
      return null;
    }
  }

  async function beat() {
    await repo.upsertInstance(db, record, await currentFigures());
    if (Date.now() - prunedAt >= PRUNE_EVERY_MS) {
      prunedAt = Date.now();
      await repo.pruneSilentSince(db, PRUNE_AFTER_MS);
    }
  }

  /** One beat at a time: a slow database makes the next tick wait rather than pile up. */
  function tick(): Promise<void> {
    if (!beating) {
      beating = beat()
        .catch((error) => log.warn({ err: error }, "service registry heartbeat failed"))
        .finally(() => {
          beating = null;
        });
    }
    return beating;
  }

  return {
    id: record.id,

    /** Registers the instance listening on the port and starts the heartbeat. */
    async start(port: number | null): Promise<void> {
      // a close that came first (listen, then close at once) wins: nothing may beat on a closed database
      if (timer || closed) return;
      record.port = port;
      timer = setInterval(() => void tick(), record.heartbeatMs);
      timer.unref();
      await tick();
    },

    /** Stops the heartbeat and writes the stop, when it was started. */
    async stop(): Promise<void> {
      closed = true;
      if (!timer) return;
      clearInterval(timer);
      timer = null;
      await beating;
      await repo.markStopped(db, record.id).catch((error) => log.warn({ err: error }, "service registry stop failed"));
    },
  };
}

export type InstanceRegistration = ReturnType<typeof createInstanceRegistration>;
