import { and, eq, inArray, lt } from "drizzle-orm";
import { z } from "zod";
import { peerAssignments, users } from "../../../../db/schema";
import { notify } from "../../../../platform/notify";
import { defineHandler } from "../../../admin/jobs";

/**
 * Expires peer-review invitations nobody answered by their deadline: INVITED → EXPIRED in one statement per run,
 * and tells each expert the invitation lapsed. The peer-review administrator then sends a replacement (补派); the
 * expired row stays as the record of who was asked.
 */
export const expirePeerInvitationsHandler = defineHandler({
  name: "expirePeerInvitations",
  scope: "tenant",
  title: { zh: "过期未答复的同行评议邀请", en: "Expire overdue peer-review invitations" },
  description: {
    zh: "将超过答复期限仍未接受或谢绝的同行评议邀请标记为已过期，并通知专家；管理员随后补派专家",
    en: "Marks peer-review invitations not accepted or declined by their deadline as expired and tells the experts; the administrator then sends replacements",
  },
  params: z.strictObject({}),
  paramsHelp: {},
  async run({ db, now, tenantId }) {
    return db.transaction(async (tx) => {
      const expired = await tx
        .update(peerAssignments)
        .set({ status: "EXPIRED", respondedAt: now })
        .where(
          and(
            eq(peerAssignments.tenantId, tenantId),
            eq(peerAssignments.status, "INVITED"),
            lt(peerAssignments.deadline, now),
          ),
        )
        .returning({ id: peerAssignments.id, expertUserId: peerAssignments.expertUserId });
      const experts = new Set(expired.map((row) => row.expertUserId));
      // an expert whose account was deleted since the invitation gets no message
      const recipients = experts.size
        ? await tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.tenantId, tenantId), inArray(users.id, [...experts])))
        : [];
      await notify(
        tx,
        tenantId,
        recipients.map((u) => {
          const count = expired.filter((row) => row.expertUserId === u.id).length;
          return {
            userId: u.id,
            kind: "peer.invitationExpired",
            title: { zh: "评议邀请已过期", en: "Review invitation expired" },
            body: {
              zh: `您有 ${count} 份同行评议邀请超过答复期限，已自动过期。`,
              en: `${count} peer-review invitation(s) passed the reply deadline and expired.`,
            },
            link: "/AnonymousReview/ExpertReview",
          };
        }),
      );
      return { expired: expired.length, expertsNotified: recipients.length };
    });
  },
});
