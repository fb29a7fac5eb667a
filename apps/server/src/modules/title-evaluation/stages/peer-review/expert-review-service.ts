import type { Language } from "@zcps/contracts/messages";
import {
  type ExpertAssignmentRow,
  type myListQuerySchema,
  type opinionSchema,
  type PeerOpinionView,
  type PeerPacket,
  type PeerRoundSettings,
  peerRoundSettingsSchema,
  type respondSchema,
} from "@zcps/contracts/zcps/peer-review/api";
import { conclusionScale } from "@zcps/contracts/zcps/peer-review/pass-rule";
import type { z } from "zod";
import type { Executor } from "../../../../db/client";
import type { AppDeps } from "../../../../platform/deps";
import { AppError, badRequest } from "../../../../platform/errors";
import { notify } from "../../../../platform/notify";
import { keptExpertList } from "../../experts";
import { redactionTerms, safeFileName, type Watermarker, wallClock } from "../../kit";
import { type DisciplineName, disciplineNamer } from "../../staff";
import { type ExpertCaller, poolEntryOf, requireVerification } from "./expert-identity-service";
import { draftRefusal, type OpinionDraft, opinionView, submitRefusal } from "./expert-opinion";
import {
  declarantRedaction,
  identityTerms,
  packetMaterials,
  type SnapshotMaterials,
  workAttachment,
} from "./expert-packet";
import * as repo from "./expert-repo";
import { pinyinNameForms } from "./name-forms";

/**
 * The expert's invitations (ExpertReview): the list, accepting or declining (a conflict declared declines and is
 * recorded), the packet read from the frozen snapshot (anonymised when the round is), its files watermarked with the
 * reader's name and the time, and the opinion saved as a draft and then submitted, read-only from then on. Every call
 * finds the invitation among the caller's own: another's is "not found".
 */

const DEFAULT_SETTINGS = peerRoundSettingsSchema.parse({});
/** Invitations whose packet may be read. */
const READABLE = new Set(["ACCEPTED", "COMPLETED"]);
const DAY_MS = 86_400_000;

const assignmentNotFound = () => new AppError(404, 404, "peer.assignmentNotFound");
const settingsOf = (invitation: repo.InvitationRecord): PeerRoundSettings => invitation.settings ?? DEFAULT_SETTINGS;
const iso = (at: Date | null) => at?.toISOString() ?? null;
const disciplineNames = (names: DisciplineName | null) => ({
  disciplineName: names?.name ?? null,
  disciplineNameEn: names?.nameEn ?? null,
});

type MyListQuery = z.output<typeof myListQuerySchema>;
type Respond = z.output<typeof respondSchema>;
type Opinion = z.output<typeof opinionSchema>;

function listRow(invitation: repo.InvitationRecord, discipline: (code: string | null) => DisciplineName | null) {
  const { assignment } = invitation;
  const anonymous = settingsOf(invitation).anonymous;
  return {
    id: assignment.id,
    projectTimeId: assignment.projectTimeId,
    roundName: invitation.roundName ?? "",
    roundNameEn: invitation.roundNameEn,
    declarant: anonymous ? (invitation.code ?? "—") : invitation.declarantName,
    unitName: anonymous ? null : invitation.unitName,
    titleName: invitation.titleName,
    titleNameEn: invitation.titleNameEn,
    ...disciplineNames(discipline(invitation.disciplineCode)),
    status: assignment.status as ExpertAssignmentRow["status"],
    invitedAt: assignment.invitedAt.toISOString(),
    deadline: assignment.deadline.toISOString(),
    reviewDeadline: iso(assignment.reviewDeadline),
    opinion: invitation.opinionSubmittedAt ? "SUBMITTED" : invitation.opinionId ? "DRAFT" : "NONE",
  } satisfies ExpertAssignmentRow;
}

export function createExpertReviewService(
  { db, storage, config, cache }: Pick<AppDeps, "db" | "storage" | "config" | "cache">,
  marker: Watermarker,
) {
  async function ownInvitation(tx: Executor, actor: ExpertCaller, id: string, lock = false) {
    const invitation = await repo.findOwnInvitation(tx, actor.tenantId, actor.userId, id, lock);
    if (!invitation) throw assignmentNotFound();
    return invitation;
  }

  /** An invitation whose packet the verified expert may read (accepted or completed). */
  async function readableInvitation(tx: Executor, actor: ExpertCaller, id: string) {
    const invitation = await ownInvitation(tx, actor, id);
    await requireVerification(tx, actor);
    if (!READABLE.has(invitation.assignment.status)) throw badRequest("peer.packet.notOpen");
    return invitation;
  }

  /** The frozen materials the invitation's declaration was sent out with, and how their texts are cleaned. */
  async function frozenMaterials(tx: Executor, invitation: repo.InvitationRecord) {
    const payload =
      invitation.snapshotVersion === null
        ? null
        : await repo.findSnapshot(tx, invitation.assignment.declarationId, invitation.snapshotVersion);
    if (!payload) throw badRequest("peer.packet.notFrozen");
    const snapshot = payload as SnapshotMaterials;
    const anonymous = settingsOf(invitation).anonymous;
    if (!anonymous) return { snapshot, clean: (text: string) => text, redact: null };
    const who = await repo.declarantIdentity(tx, invitation.assignment.declarationId);
    const name = who?.name ?? invitation.declarantName;
    const identity = {
      names: [name, who?.accountName ?? null, ...pinyinNameForms(name), ...pinyinNameForms(who?.accountName)],
      others: [
        who?.employeeNo ?? null,
        who?.idNo ?? null,
        who?.phone ?? null,
        who?.email ?? null,
        who?.accountNo ?? null,
        who?.accountIdNo ?? null,
        who?.accountPhone ?? null,
        who?.accountEmail ?? null,
        who?.unitName ?? invitation.unitName,
        who?.unitNameEn ?? null,
      ],
    };
    return {
      snapshot,
      clean: declarantRedaction(identity, invitation.code ?? "—"),
      redact: redactionTerms(identityTerms(identity)),
    };
  }

  /** The opinion may still change: the invitation is accepted and the opinion neither submitted nor invalid. */
  function assertWritable(invitation: repo.InvitationRecord, opinion: repo.OpinionRecord | null) {
    if (opinion?.validity === "INVALID" || invitation.assignment.status === "INVALID")
      throw badRequest("peer.opinion.invalidReadOnly");
    if (opinion?.submittedAt || invitation.assignment.status === "COMPLETED") throw badRequest("peer.opinion.readOnly");
    if (invitation.assignment.status !== "ACCEPTED") throw badRequest("peer.opinion.notAccepted");
  }

  async function row(actor: ExpertCaller, id: string) {
    const discipline = await disciplineNamer(cache, db, actor.tenantId);
    return listRow(await ownInvitation(db, actor, id), discipline);
  }

  return {
    /** The expert's invitations, newest first. */
    async list(actor: ExpertCaller, query: MyListQuery) {
      const key = [actor.userId, query.status ?? "", query.page, query.limit].join(":");
      return keptExpertList(cache, actor.tenantId, key, async () => {
        await poolEntryOf(db, actor);
        const [page, discipline] = await Promise.all([
          repo.listOwnInvitations(db, actor.tenantId, actor.userId, query.status, query.page, query.limit),
          disciplineNamer(cache, db, actor.tenantId),
        ]);
        return { rows: page.rows.map((r) => listRow(r, discipline)), total: page.total };
      });
    },

    /**
     * Accepts (verified experts only: the review deadline starts) or declines with a reason; a declared conflict
     * declines whatever `accept` says and records the conflict with the declarant. A decline tells the peer-review
     * administrators that a replacement is needed.
     */
    async respond(actor: ExpertCaller, input: Respond, now = new Date()) {
      const entry = await poolEntryOf(db, actor);
      const declined = !input.accept || input.conflict;
      await db.transaction(async (tx) => {
        const invitation = await ownInvitation(tx, actor, input.assignmentId, true);
        const { assignment } = invitation;
        if (assignment.status !== "INVITED") throw badRequest("peer.respond.notInvited");
        if (assignment.deadline.getTime() <= now.getTime()) throw badRequest("peer.respond.pastDeadline");
        if (!declined) {
          await requireVerification(tx, actor);
          const reviewDeadline = new Date(now.getTime() + settingsOf(invitation).reviewDays * DAY_MS);
          await repo.updateAssignment(tx, assignment.id, { status: "ACCEPTED", respondedAt: now, reviewDeadline });
          return;
        }
        const reason = input.reason ?? "";
        await repo.updateAssignment(tx, assignment.id, {
          status: "DECLINED",
          respondedAt: now,
          note: reason,
          conflictDeclared: input.conflict,
        });
        if (input.conflict)
          await repo.insertDeclaredConflict(tx, {
            tenantId: actor.tenantId,
            expertId: assignment.expertId ?? entry.expertId,
            staffId: invitation.staffId,
            reason,
            createdBy: actor.userId,
          });
        const admins = await repo.peerAdministratorIds(tx, actor.tenantId);
        const who = `${invitation.code ?? ""} ${invitation.declarantName}`.trim();
        const conflictZh = input.conflict ? "（声明回避）" : "";
        const conflictEn = input.conflict ? " (conflict of interest declared)" : "";
        await notify(
          tx,
          actor.tenantId,
          admins.map((userId) => ({
            userId,
            kind: "peer.invitationDeclined",
            title: { zh: "专家谢绝评审，需补派专家", en: "An expert declined: a replacement is needed" },
            body: {
              zh: `专家 ${entry.name} 谢绝了 ${who} 的同行评议邀请${conflictZh}，原因：${reason}。请补派专家。`,
              en: `${entry.name} declined the peer review of ${who}${conflictEn}. Reason: ${reason}. Please send a replacement.`,
            },
            link: "/AnonymousReview/AlreadySS",
          })),
        );
      });
      return {
        row: await row(actor, input.assignmentId),
        key: input.conflict
          ? ("peer.respond.conflict" as const)
          : declined
            ? ("peer.respond.declined" as const)
            : ("peer.respond.accepted" as const),
      };
    },

    /** The packet of an accepted or completed invitation; the first read marks it opened. */
    async packet(actor: ExpertCaller, assignmentId: string, projectTimeId: string, now = new Date()) {
      return db.transaction(async (tx): Promise<PeerPacket> => {
        const invitation = await readableInvitation(tx, actor, assignmentId);
        if (invitation.assignment.projectTimeId !== projectTimeId) throw assignmentNotFound();
        const settings = settingsOf(invitation);
        const { snapshot, clean } = await frozenMaterials(tx, invitation);
        await repo.markOpened(tx, assignmentId, now);
        const opinion = await repo.findOpinion(tx, assignmentId);
        const discipline = await disciplineNamer(cache, tx, actor.tenantId);
        return {
          assignmentId,
          declarant: settings.anonymous ? (invitation.code ?? "—") : invitation.declarantName,
          anonymous: settings.anonymous,
          unitName: settings.anonymous ? null : invitation.unitName,
          titleName: invitation.titleName,
          titleNameEn: invitation.titleNameEn,
          level: invitation.level as PeerPacket["level"],
          ...disciplineNames(discipline(invitation.disciplineCode)),
          ...packetMaterials(snapshot, clean),
          criteria: settings.criteria,
          conclusionScale: conclusionScale(settings.passRule),
          commentMinLength: settings.commentMinLength,
          opinion: opinion ? opinionView(assignmentId, opinion) : null,
          status: invitation.assignment.status as PeerPacket["status"],
          reviewDeadline: iso(invitation.assignment.reviewDeadline),
        };
      });
    },

    /**
     * One attachment of the packet's works as a PDF marked on every page with the reader's name and the time (an
     * image becomes a one-page PDF). Reading it opens the packet too.
     */
    async packetFile(actor: ExpertCaller, assignmentId: string, attachmentId: string, now = new Date()) {
      // the invitation first: an id that is not the caller's invitation is not found, whoever asks
      const file = await db.transaction(async (tx) => {
        const invitation = await readableInvitation(tx, actor, assignmentId);
        const { snapshot, clean, redact } = await frozenMaterials(tx, invitation);
        const attachment = workAttachment(snapshot, attachmentId);
        if (!attachment) throw new AppError(404, 404, "peer.file.notFound");
        const stored = await repo.findFileByContent(tx, actor.tenantId, attachment.sha256);
        const body = stored ? await storage.get(stored.storageKey) : null;
        if (!stored || !body) throw badRequest("peer.file.unreadable");
        await repo.markOpened(tx, assignmentId, now);
        return { name: clean(attachment.name), mime: stored.mime, body, redact };
      });
      const entry = await poolEntryOf(db, actor);
      const time = wallClock(now, config.TIME_ZONE);
      const mark = {
        diagonal: `${entry.name} ${time}`,
        footer: `${entry.name} · ${time} · 仅供同行评议使用 For peer review only`,
      };
      const pdf = await marker.mark(file.body, file.mime, mark, file.redact).catch(() => {
        throw badRequest("peer.file.unreadable");
      });
      return { name: `${safeFileName(file.name.replace(/\.[^.]+$/, ""), "file")}.pdf`, body: pdf };
    },

    /** Saves the draft of an accepted invitation's opinion: the round's criteria within their maxima, its scale. */
    async saveOpinion(actor: ExpertCaller, input: Opinion, lang: Language, now = new Date()) {
      return db.transaction(async (tx): Promise<PeerOpinionView> => {
        const invitation = await ownInvitation(tx, actor, input.assignmentId, true);
        assertWritable(invitation, await repo.findOpinion(tx, input.assignmentId));
        const draft: OpinionDraft = {
          scores: input.scores,
          conclusion: input.conclusion ?? null,
          comment: input.comment,
        };
        const refusal = draftRefusal(settingsOf(invitation), draft, lang);
        if (refusal) throw badRequest(refusal.key, refusal.values ?? null);
        const saved = await repo.saveOpinion(
          tx,
          {
            tenantId: actor.tenantId,
            assignmentId: input.assignmentId,
            declarationId: invitation.assignment.declarationId,
            ...draft,
          },
          now,
        );
        return opinionView(input.assignmentId, saved);
      });
    },

    /**
     * Submits the saved opinion: every criterion scored, a conclusion, a comment of the round's length and a
     * signature on file. The invitation is COMPLETED and the opinion read-only, signed with the current signature.
     */
    async submitOpinion(actor: ExpertCaller, assignmentId: string, lang: Language, now = new Date()) {
      return db.transaction(async (tx): Promise<PeerOpinionView> => {
        const invitation = await ownInvitation(tx, actor, assignmentId, true);
        const opinion = await repo.findOpinion(tx, assignmentId);
        assertWritable(invitation, opinion);
        const verification = await repo.findVerification(tx, actor.tenantId, actor.userId);
        const draft: OpinionDraft = opinion
          ? { scores: opinion.scores, conclusion: opinion.conclusion, comment: opinion.comment }
          : { scores: {}, conclusion: null, comment: "" };
        const refusal = submitRefusal(settingsOf(invitation), draft, Boolean(verification?.signatureFileId), lang);
        if (refusal) throw badRequest(refusal.key, refusal.values ?? null);
        if (!opinion || !verification?.signatureFileId) throw badRequest("peer.opinion.noConclusion");
        const submitted = await repo.submitOpinion(tx, opinion.id, verification.signatureFileId, now);
        await repo.updateAssignment(tx, assignmentId, { status: "COMPLETED" });
        return opinionView(assignmentId, submitted);
      });
    },
  };
}

export type ExpertReviewService = ReturnType<typeof createExpertReviewService>;
