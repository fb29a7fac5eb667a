import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Executor } from "../../../../../db/client";
import { unitPackets } from "../../../../../db/schema";

/** The unit's packet tasks (unit_packets): which unit and batch each zips, and the zip once written. */

export type PacketRecord = typeof unitPackets.$inferSelect;

export interface PacketKey {
  tenantId: string;
  projectTimeId: string;
  unitId: string;
}

/** The first key of the two-key advisory lock: "PKT", so packet starts never collide with other locks. */
const PACKET_LOCK_CLASS = 0x504b54;

/** Serialises the starts of one unit's packets in one batch until the transaction ends. */
export async function lockUnitBatch(tx: Executor, key: PacketKey): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${PACKET_LOCK_CLASS}, hashtext(${`${key.tenantId}/${key.projectTimeId}/${key.unitId}`}))`,
  );
}

export async function latestPacket(db: Executor, key: PacketKey): Promise<PacketRecord | null> {
  const [row] = await db
    .select()
    .from(unitPackets)
    .where(
      and(
        eq(unitPackets.tenantId, key.tenantId),
        eq(unitPackets.projectTimeId, key.projectTimeId),
        eq(unitPackets.unitId, key.unitId),
      ),
    )
    .orderBy(desc(unitPackets.createdAt), desc(unitPackets.id))
    .limit(1);
  return row ?? null;
}

export async function findPacket(db: Executor, tenantId: string, id: string): Promise<PacketRecord | null> {
  const [row] = await db
    .select()
    .from(unitPackets)
    .where(and(eq(unitPackets.tenantId, tenantId), eq(unitPackets.id, id)))
    .limit(1);
  return row ?? null;
}

export async function insertPacket(tx: Executor, row: typeof unitPackets.$inferInsert): Promise<void> {
  await tx.insert(unitPackets).values(row);
}

export async function completePacket(
  db: Executor,
  id: string,
  values: { fileKey: string; size: number; declarants: number },
): Promise<void> {
  await db
    .update(unitPackets)
    .set({ ...values, completedAt: sql`now()` })
    .where(eq(unitPackets.id, id));
}

/** The unit's earlier zips of the batch, replaced by a newer one. */
export function earlierPackets(db: Executor, packet: PacketRecord) {
  return db
    .select({ id: unitPackets.id, fileKey: unitPackets.fileKey })
    .from(unitPackets)
    .where(
      and(
        eq(unitPackets.tenantId, packet.tenantId),
        eq(unitPackets.projectTimeId, packet.projectTimeId),
        eq(unitPackets.unitId, packet.unitId),
        lt(unitPackets.createdAt, packet.createdAt),
        sql`${unitPackets.fileKey} is not null`,
      ),
    );
}

export async function deletePackets(db: Executor, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await db.delete(unitPackets).where(inArray(unitPackets.id, [...ids]));
}
