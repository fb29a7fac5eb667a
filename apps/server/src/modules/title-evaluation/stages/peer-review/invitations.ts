import type { FastifyBaseLogger } from "fastify";
import { bilingual } from "../../../../platform/bilingual";
import type { AppDeps } from "../../../../platform/deps";
import type { Notice } from "../../../../platform/notify";

/**
 * What an expert is told of their invitations: an inbox message in the transaction that made them, and, once it
 * committed, an SMS and a mail with the link to their review page. A transport failing loses no invitation: the
 * inbox message and the page hold it.
 */

export const EXPERT_PAGE = "/AnonymousReview/ExpertReview";

export interface ExpertMessage {
  userId: string;
  phone: string | null;
  email: string | null;
  title: { zh: string; en: string };
  body: { zh: string; en: string };
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
  };
}

export const toNotice = (m: ExpertMessage, kind: string): Notice => ({
  userId: m.userId,
  kind,
  title: m.title,
  body: m.body,
  link: EXPERT_PAGE,
});

/** Sends each message by SMS and mail (Chinese first, then English), after the transaction that made them. */
export async function sendToExperts(
  deps: Pick<AppDeps, "sms" | "mail" | "config">,
  log: Pick<FastifyBaseLogger, "warn">,
  messages: readonly ExpertMessage[],
) {
  const link = `${deps.config.PUBLIC_URL.replace(/\/$/, "")}${EXPERT_PAGE}`;
  for (const m of messages) {
    const text = `【职称评审】${m.body.zh} ${link} / ${m.body.en}`;
    try {
      if (m.phone) await deps.sms.send(m.phone, text);
      if (m.email)
        await deps.mail.send(m.email, `${m.title.zh} / ${m.title.en}`, `${m.body.zh}\n${m.body.en}\n${link}`);
    } catch (error) {
      log.warn({ err: error, userId: m.userId }, "a peer-review message to an expert was not sent");
    }
  }
}
