import { randomUUID } from "node:crypto";
import type { Executor } from "../db/client";
import { userMessages } from "../db/schema";

/** One message to one user's inbox (messageCenter), written in both languages when the event happens. */
export interface Notice {
  userId: string;
  /** what kind of event: declaration.returned, correction.accepted, account.approved… (filters and icons) */
  kind: string;
  title: { zh: string; en: string };
  body: { zh: string; en: string };
  /** a console path the message opens, e.g. /zcps/userCenter */
  link?: string;
}

/**
 * Writes workflow messages in the caller's transaction, so a message exists exactly when its event committed.
 * Every workflow step that concerns a user calls this.
 */
export async function notify(db: Executor, tenantId: string, notices: readonly Notice[]): Promise<void> {
  if (notices.length === 0) return;
  await db.insert(userMessages).values(
    notices.map((n) => ({
      id: randomUUID(),
      tenantId,
      userId: n.userId,
      kind: n.kind,
      title: n.title.zh,
      titleEn: n.title.en,
      body: n.body.zh,
      bodyEn: n.body.en,
      link: n.link ?? null,
    })),
  );
}
