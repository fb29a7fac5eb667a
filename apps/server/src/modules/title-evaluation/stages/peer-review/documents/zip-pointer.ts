import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../../../../db/client";
import { peerOpinionZips } from "../../../../../db/schema";
import type { OpinionZipKind } from "./zip-job";

/**
 * Which task makes a round's zip (peer_opinion_zips): the latest task started, and the latest that finished, whose
 * zip is the one to download. Starts are serialised by an advisory lock and recorded in the start's transaction; a
 * finished task records itself in one statement, so neither overwrites what the other wrote.
 */
export interface ZipPointer {
  taskId: string;
  doneTaskId?: string;
}

export interface ZipKey {
  tenantId: string;
  roundId: string;
  kind: OpinionZipKind;
}

const folder = (tenantId: string, roundId: string) => `peer-opinions/${tenantId}/${roundId}`;

export const zipFileKey = (tenantId: string, roundId: string, taskId: string) =>
  `${folder(tenantId, roundId)}/${taskId}.zip`;

const ofKey = (key: ZipKey) =>
  and(
    eq(peerOpinionZips.tenantId, key.tenantId),
    eq(peerOpinionZips.roundId, key.roundId),
    eq(peerOpinionZips.kind, key.kind),
  );

export async function readZipPointer(db: Executor, key: ZipKey): Promise<ZipPointer | null> {
  const [row] = await db
    .select({ taskId: peerOpinionZips.taskId, doneTaskId: peerOpinionZips.doneTaskId })
    .from(peerOpinionZips)
    .where(ofKey(key));
  return row ? { taskId: row.taskId, doneTaskId: row.doneTaskId ?? undefined } : null;
}

/** A task started: the latest started, keeping the zip finished before it. */
export async function zipStarted(tx: Executor, key: ZipKey, taskId: string): Promise<void> {
  await tx
    .insert(peerOpinionZips)
    .values({ ...key, taskId })
    .onConflictDoUpdate({
      target: [peerOpinionZips.roundId, peerOpinionZips.kind],
      set: { taskId, updatedAt: new Date() },
    });
}

/** A task finished: its zip is the one to download. Answers the zip it replaces (to remove), if any. */
export async function zipFinished(db: Executor, key: ZipKey, taskId: string): Promise<string | null> {
  const result = (await db.execute(sql`
    with before as (
      select done_task_id from peer_opinion_zips
      where tenant_id = ${key.tenantId} and round_id = ${key.roundId} and kind = ${key.kind} for update
    ), saved as (
      insert into peer_opinion_zips (tenant_id, round_id, kind, task_id, done_task_id)
      values (${key.tenantId}, ${key.roundId}, ${key.kind}, ${taskId}, ${taskId})
      on conflict (round_id, kind) do update set done_task_id = excluded.done_task_id, updated_at = now()
    )
    select (select done_task_id from before) as replaced`)) as unknown as {
    rows: { replaced: string | null }[];
  };
  const replaced = result.rows[0]?.replaced ?? null;
  return replaced && replaced !== taskId ? replaced : null;
}
