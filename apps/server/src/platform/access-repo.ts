import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { sessions, users } from "../db/schema";

export interface SessionRow {
  sessionId: string;
  userId: string;
  tenantId: string;
  /** the OAuth client the token was issued to */
  clientId: string;
  projectId: string | null;
  username: string;
  name: string;
  isSuperAdmin: boolean;
  expiresAt: Date;
}

export async function findLiveSession(db: Executor, tokenHash: string): Promise<SessionRow | null> {
  const rows = await db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      tenantId: sessions.tenantId,
      clientId: sessions.clientId,
      projectId: sessions.projectId,
      username: users.username,
      name: users.name,
      isSuperAdmin: users.isSuperAdmin,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        isNull(users.deletedAt),
        eq(users.enabled, true),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export interface GrantedCode {
  code: string;
  type: "menu" | "button" | "uri";
}

/**
 * The menu and element codes a user holds through the groups they lead or belong to; all for a super admin.
 * A disabled menu takes its elements with it.
 */
export async function findGrantedCodes(db: Executor, userId: string, isSuperAdmin: boolean): Promise<GrantedCode[]> {
  const result = isSuperAdmin
    ? await db.execute(sql`
        select code, 'menu' as type from menus where enabled
        union select e.code, e.type from elements e join menus m on m.id = e.menu_id where m.enabled`)
    : await db.execute(sql`
        with granted as (
          select ra.resource_type, ra.resource_id
          from resource_authorities ra
          join group_members gm on gm.group_id = ra.group_id
          where gm.user_id = ${userId} and ra.grant = 'use'
        )
        select m.code, 'menu' as type from menus m
          where m.enabled and m.id in (select resource_id from granted where resource_type = 'menu')
        union
        select e.code, e.type from elements e
          join menus m on m.id = e.menu_id and m.enabled
          where e.id in (select resource_id from granted where resource_type = 'element')`);
  return (result as unknown as { rows: GrantedCode[] }).rows;
}
