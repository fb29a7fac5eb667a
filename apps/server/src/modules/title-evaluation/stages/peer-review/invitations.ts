import type { FastifyBaseLogger } from "fastify";
import { bilingual } from "../../../../platform/bilingual";
import type { AppDeps } from "../../../../platform/deps";
import type { Notice } from "../../../../platform/notify";
import { issueSignInLink } from "../../../admin/auth";

/**
 * What an expert is told of their invitations: an inbox message in the transaction that made them, and, once it
 * committed, an SMS and a mail with a one-time link that signs them in on their review page (valid a day past the
 * date the message names, or a week). A transport failing loses no invitation: the inbox message and the page hold it.
 */

const LINK_DAYS = 7;

export const EXPERT_PAGE = "/AnonymousReview/ExpertReview";

export interface ExpertMessage {
  userId: string;
  phone: string | null;
  email: string | null;
  title: { zh: string; en: string };
  body: { zh: string; en: string };
  /** the date the message names (the one-time link lasts until its end); a week when none */
  until?: Date;
}

/** A day as the messages show it (the school's time zone). */
export const day = (at: Date) => at.toLocaleDateString("sv-SE", { timeZone: "Asia/Shanghai" });

export function invitationMessage(
  expert: { userId: string; phone: string | null; email: string | null },
  count: number,
  deadline: Date,
): ExpertMessage {
  return {
    ...expert,
    title: bilingual("peer.notice.invited.title"),
    body: bilingual("peer.notice.invited.body", { count: String(count), deadline: day(deadline) }),
    until: deadline,
  };
}

export const toNotice = (m: ExpertMessage, kind: string): Notice => ({
  userId: m.userId,
  kind,
  title: m.title,
  body: m.body,
  link: EXPERT_PAGE,
});

/**
 * Sends each message by SMS and mail (Chinese first, then English) with its own one-time link, after the
 * transaction that made them.
 */
export async function sendToExperts(
  deps: Pick<AppDeps, "db" | "sms" | "mail" | "config">,
  log: Pick<FastifyBaseLogger, "warn">,
  messages: readonly ExpertMessage[],
  now = new Date(),
) {
  for (const m of messages) {
    const until = m.until ?? new Date(now.getTime() + LINK_DAYS * 86_400_000);
    // a day past the date the message names, so it still opens on that day in any time zone
    const expiresAt = new Date(Math.max(until.getTime(), now.getTime()) + 86_400_000);
    try {
      const link = await issueSignInLink(
        deps.db,
        { userId: m.userId, path: EXPERT_PAGE, expiresAt },
        deps.config.PUBLIC_URL,
      );
      const text = `【职称评审】${m.body.zh} ${link} / ${m.body.en}`;
      if (m.phone) await deps.sms.send(m.phone, text);
      if (m.email)
        await deps.mail.send(m.email, `${m.title.zh} / ${m.title.en}`, `${m.body.zh}\n${m.body.en}\n${link}`);
    } catch (error) {
      log.warn({ err: error, userId: m.userId }, "a peer-review message to an expert was not sent");
    }
  }
}
