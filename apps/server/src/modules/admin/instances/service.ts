import {
  type InstanceList,
  type InstanceRow,
  type InstanceStatus,
  STALE_BEATS,
  UP_BEATS,
} from "@zcps/contracts/instances";
import type { AppDeps } from "../../../platform/deps";
import * as repo from "./repo";

/**
 * UP while the last heartbeat is within UP_BEATS of the instance's interval, STALE until STALE_BEATS, DOWN after
 * that or once it has stopped.
 */
export function instanceStatus(row: { heartbeatAgoMs: number; heartbeatMs: number; stopped: boolean }): InstanceStatus {
  if (row.stopped) return "DOWN";
  if (row.heartbeatAgoMs <= UP_BEATS * row.heartbeatMs) return "UP";
  if (row.heartbeatAgoMs <= STALE_BEATS * row.heartbeatMs) return "STALE";
  return "DOWN";
}

const ORDER: Record<InstanceStatus, number> = { UP: 0, STALE: 1, DOWN: 2 };

export function createInstanceService({ db }: Pick<AppDeps, "db">) {
  return {
    /** Every known instance: UP first, then STALE, then DOWN; the newest first within each. */
    async list(): Promise<InstanceList> {
      const rows: InstanceRow[] = (await repo.listInstances(db)).map((raw) => ({
        ...raw,
        startedAt: raw.startedAt.toISOString(),
        heartbeatAt: raw.heartbeatAt.toISOString(),
        stoppedAt: raw.stoppedAt?.toISOString() ?? null,
        heartbeatAgoMs: Math.max(0, raw.heartbeatAgoMs),
        status: instanceStatus({ ...raw, stopped: raw.stoppedAt !== null }),
      }));
      rows.sort((a, b) => ORDER[a.status] - ORDER[b.status] || b.startedAt.localeCompare(a.startedAt));
      return { rows, total: rows.length };
    },

    /** The instances UP or STALE (DOWN left out), the oldest first, with the figures of their last heartbeat. */
    async running() {
      const rows = (await repo.listRunningWithFigures(db)).map(({ heartbeatAgoMs, heartbeatMs, ...row }) => ({
        ...row,
        status: instanceStatus({ heartbeatAgoMs, heartbeatMs, stopped: false }),
      }));
      return rows
        .filter((row): row is typeof row & { status: "UP" | "STALE" } => row.status !== "DOWN")
        .sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime() || a.id.localeCompare(b.id));
    },
  };
}
