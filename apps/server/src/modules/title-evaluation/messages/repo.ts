import { and, count, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { userMessages } from "../../../db/schema";

export interface InboxFilter {
  tenantId: string;
  userId: string;
  unread?: boolean;
  kind?: string;
  page: number;
  limit: number;
}

const mine = (tenantId: string, userId: string) =>
  and(eq(userMessages.tenantId, tenantId), eq(userMessages.userId, userId));

export async function pageMessages(db: Executor, filter: InboxFilter) {
  const where = and(
    mine(filter.tenantId, filter.userId),
    filter.unread === undefined
      ? undefined
      : filter.unread
        ? isNull(userMessages.readAt)
        : sql`${userMessages.readAt} is not null`,
    filter.kind ? eq(userMessages.kind, filter.kind) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(userMessages).where(where);
  const rows = await db
    .select()
    .from(userMessages)
    .where(where)
    // unread first, newest first within each
    .orderBy(sql`${userMessages.readAt} is not null`, desc(userMessages.createdAt), desc(userMessages.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  return { rows, total: total?.n ?? 0 };
}

export async function countUnread(db: Executor, tenantId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userMessages)
    .where(and(mine(tenantId, userId), isNull(userMessages.readAt)));
  return row?.n ?? 0;
}

/** Marks one message read (once) and returns it; null when it is not the user's. */
export async function readMessage(db: Executor, tenantId: string, userId: string, id: string) {
  const rows = await db
    .update(userMessages)
    .set({ readAt: sql`coalesce(${userMessages.readAt}, now())` })
    .where(and(mine(tenantId, userId), eq(userMessages.id, id)))
    .returning();
  return rows[0] ?? null;
}

export async function readAll(db: Executor, tenantId: string, userId: string): Promise<number> {
  const rows = await db
    .update(userMessages)
    .set({ readAt: sql`now()` })
    .where(and(mine(tenantId, userId), isNull(userMessages.readAt)))
    .returning({ id: userMessages.id });
  return rows.length;
}

export async function deleteMessage(db: Executor, tenantId: string, userId: string, id: string): Promise<boolean> {
  const where: SQL | undefined = and(mine(tenantId, userId), eq(userMessages.id, id));
  const rows = await db.delete(userMessages).where(where).returning({ id: userMessages.id });
  return rows.length > 0;
}
