import { randomUUID } from "node:crypto";
import { type Language, translate } from "@zcps/contracts/messages";
import { type PeerPair, planViolations, suggestReplacement } from "@zcps/contracts/zcps/peer-review/allocation";
import {
  type cancelAssignmentsSchema,
  LIVE_ASSIGNMENT_STATUSES,
  type ReplacementSuggestions,
  type remindSchema,
  type replaceSchema,
} from "@zcps/contracts/zcps/peer-review/api";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { Executor } from "../../../../db/client";
import type { AuthContext } from "../../../../platform/auth";
import { bilingual } from "../../../../platform/bilingual";
import type { AppDeps } from "../../../../platform/deps";
import { badRequest, notFound } from "../../../../platform/errors";
import { notify } from "../../../../platform/notify";
import { applyTransition, findDeclaration } from "../../declarations";
import { loadRoundData, toAllocationInput } from "./allocation-input";
import { institutionOf } from "./allocation-service";
import { day, type ExpertMessage, invitationMessage, sendToExperts, toNotice } from "./invitations";
import * as lists from "./lists-repo";
import * as repo from "./repo";
import { tenantRound, toAssignmentRow } from "./rounds-service";

const DAY = 86_400_000;
const FAILED = ["DECLINED", "EXPIRED", "INVALID"];
const OPEN = ["INVITED", "ACCEPTED"];
const isLive = (status: string) => (LIVE_ASSIGNMENT_STATUSES as readonly string[]).includes(status);

/** The invitation as a refusal names it: the expert and the declarant's code (or name). */
const named = (row: lists.AssignmentListRecord, lang: Language) => ({
  expert: row.expertName,
  code: row.code ?? row.declarantName,
  status: translate(`peer.status.${row.status}`, lang),
});

/**
 * The invitations after submission (reference 4.4 steps 3-4): cancel those whose packet no expert opened (a
 * declaration left with none goes back to QUALIFIED), suggest and send a replacement (补派) under the same
 * constraints with the loads the round carries now, and remind experts (催办).
 */
export function createInvitationsService(deps: Pick<AppDeps, "db" | "sms" | "mail" | "config">) {
  const { db } = deps;

  /** The invitations named, locked, all of the caller's tenant (404 otherwise), with their names for messages. */
  async function locked(tx: Executor, auth: AuthContext, ids: readonly string[]) {
    const unique = [...new Set(ids)];
    const rows = await repo.findAssignments(tx, auth.tenantId, unique, true);
    if (rows.length !== unique.length) throw notFound();
    const views = new Map((await lists.assignmentsById(tx, auth.tenantId, unique)).map((v) => [v.id, v]));
    return rows.map((row) => ({ row, view: views.get(row.id) as lists.AssignmentListRecord }));
  }

  /** The replacement's context: the round's data for the declarant, the pairs that stay and who was asked before. */
  async function replacementContext(tx: Executor, assignment: repo.AssignmentRecord) {
    const round = await tenantRound(tx, { tenantId: assignment.tenantId }, assignment.roundId ?? "");
    const data = await loadRoundData(tx, round, { ids: [assignment.declarationId] });
    const current: PeerPair[] = data.live.flatMap((a) =>
      a.expertId ? [{ declarantId: a.declarationId, expertId: a.expertId }] : [],
    );
    const asked = (await repo.assignmentsOfDeclaration(tx, assignment.declarationId)).flatMap((a) =>
      a.expertId ? [a.expertId] : [],
    );
    const input = toAllocationInput(data, round.settings, { seed: assignment.id, withLoad: false });
    return { round, data, current, asked, input };
  }

  return {
    async cancel(auth: AuthContext, body: z.infer<typeof cancelAssignmentsSchema>, lang: Language) {
      return db.transaction(async (tx) => {
        const found = await locked(tx, auth, body.assignmentIds);
        for (const { row, view } of found) {
          if (!OPEN.includes(row.status)) throw badRequest("peer.cancel.notLive", named(view, lang));
          if (row.openedAt) throw badRequest("peer.cancel.opened", named(view, lang));
        }
        const now = new Date();
        await repo.updateAssignments(
          tx,
          found.map((f) => f.row.id),
          { status: "CANCELLED", cancelledAt: now, cancelReason: body.reason },
        );
        await notify(
          tx,
          auth.tenantId,
          found.map(({ row, view }) => ({
            userId: row.expertUserId,
            kind: "peer.invitationCancelled",
            title: bilingual("peer.notice.cancelled.title"),
            body: bilingual("peer.notice.cancelled.body", { code: view.code ?? "", reason: body.reason }),
            link: "/AnonymousReview/ExpertReview",
          })),
        );
        let returned = 0;
        for (const declarationId of new Set(found.map((f) => f.row.declarationId))) {
          if (await repo.hasLiveAssignments(tx, declarationId)) continue;
          const declaration = await findDeclaration(tx, auth.tenantId, declarationId);
          if (declaration?.status !== "PEER_REVIEW") continue;
          await applyTransition(tx, {
            tenantId: auth.tenantId,
            declarationId,
            event: { type: "allocationCancelled", reason: body.reason },
            actor: { userId: auth.userId, name: auth.name, role: "PEER_ADMIN" },
            expectedVersion: declaration.version,
            now,
          });
          returned += 1;
        }
        return { cancelled: found.length, returned };
      });
    },

    async suggest(auth: AuthContext, assignmentId: string, lang: Language): Promise<ReplacementSuggestions> {
      const assignment = await repo.findAssignment(db, auth.tenantId, assignmentId);
      if (!assignment) throw notFound();
      const { data, current, asked, input } = await replacementContext(db, assignment);
      const result = suggestReplacement(input, {
        declarantId: assignment.declarationId,
        current,
        excludeExpertIds: asked,
        limit: 5,
      });
      const experts = new Map(data.experts.map((e) => [e.id, e]));
      return {
        assignmentId,
        options: result.suggestions.map((s) => ({
          expertId: s.expertId,
          expertName: experts.get(s.expertId)?.name ?? "",
          ...institutionOf(experts.get(s.expertId), data.school),
          kind: s.external ? "external" : "internal",
          score: s.score,
          parts: s.parts,
          load: s.load,
          maxLoad: s.maxLoad,
        })),
        unmet: result.unmet
          ? { ...result.unmet.message, text: translate(result.unmet.message.key, lang, result.unmet.message.params) }
          : null,
      };
    },

    async replace(
      auth: AuthContext,
      body: z.infer<typeof replaceSchema>,
      lang: Language,
      log: Pick<FastifyBaseLogger, "warn">,
    ) {
      const messages: ExpertMessage[] = [];
      const created = await db.transaction(async (tx) => {
        const old = await repo.findAssignment(tx, auth.tenantId, body.assignmentId, true);
        if (!old) throw notFound();
        // one replacement at a time per round: the load it checks is the load it adds to
        const round = await tenantRound(tx, auth, old.roundId ?? "", true);
        if (round.status !== "OPEN") throw badRequest("peer.roundClosed");
        const taken = await repo.findRoundDeclaration(tx, round.id, old.declarationId, true);
        const declaration = await findDeclaration(tx, auth.tenantId, old.declarationId);
        if (!taken || declaration?.status !== "PEER_REVIEW") throw badRequest("peer.replace.notReplaceable");
        const ofDeclaration = await repo.assignmentsOfDeclaration(tx, old.declarationId);
        const live = ofDeclaration.filter((a) => a.roundId === round.id && isLive(a.status));
        if (live.length >= taken.required) throw badRequest("peer.replace.full");
        const failed = FAILED.includes(old.status);
        if (failed && (await repo.replacementOf(tx, old.id))) throw badRequest("peer.replace.alreadyReplaced");
        if (!failed && taken.verdict !== "NEEDS_MORE") throw badRequest("peer.replace.notReplaceable");
        if (ofDeclaration.some((a) => a.expertId === body.expertId)) throw badRequest("peer.replace.alreadyAsked");

        const { data, current, asked, input } = await replacementContext(tx, old);
        const expert = data.experts.find((e) => e.id === body.expertId);
        if (!expert) throw notFound();
        const result = suggestReplacement(input, {
          declarantId: old.declarationId,
          current,
          excludeExpertIds: asked,
          limit: data.experts.length,
        });
        const chosen = result.suggestions.find((s) => s.expertId === body.expertId);
        if (!chosen) {
          const reason = whyNot(input, current, old.declarationId, body.expertId, result.mustBeExternal, taken, lang);
          throw badRequest("peer.replace.notEligible", { reason });
        }
        const now = new Date();
        const deadline = new Date(now.getTime() + round.settings.replyDays * DAY);
        const id = randomUUID();
        await repo.insertAssignments(tx, [
          {
            id,
            tenantId: auth.tenantId,
            projectTimeId: round.projectTimeId,
            roundId: round.id,
            declarationId: old.declarationId,
            expertId: expert.id,
            expertUserId: expert.userId,
            planId: null,
            external: chosen.external,
            score: chosen.parts as unknown as Record<string, number>,
            status: "INVITED",
            invitedAt: now,
            deadline,
            supersedesId: failed ? old.id : null,
            replacementReasonCode: body.reasonCode,
            replacementReason: body.reason ?? null,
            createdBy: auth.userId,
          },
        ]);
        messages.push(
          invitationMessage({ userId: expert.userId, phone: expert.phone, email: expert.email }, 1, deadline),
        );
        await notify(
          tx,
          auth.tenantId,
          messages.map((m) => toNotice(m, "peer.invited")),
        );
        return (await lists.assignmentsById(tx, auth.tenantId, [id]))[0] as lists.AssignmentListRecord;
      });
      await sendToExperts(deps, log, messages);
      return toAssignmentRow(created);
    },

    async remind(
      auth: AuthContext,
      body: z.infer<typeof remindSchema>,
      lang: Language,
      log: Pick<FastifyBaseLogger, "warn">,
    ) {
      const messages: ExpertMessage[] = [];
      const reminded = await db.transaction(async (tx) => {
        const found = await locked(tx, auth, body.assignmentIds);
        for (const { row, view } of found)
          if (!OPEN.includes(row.status)) throw badRequest("peer.remind.notOpen", named(view, lang));
        const now = new Date();
        await repo.countReminders(
          tx,
          found.map((f) => f.row.id),
          now,
        );
        for (const { row, view } of found) {
          const due = row.status === "INVITED" ? row.deadline : (row.reviewDeadline ?? row.deadline);
          messages.push({
            userId: row.expertUserId,
            phone: view.phone,
            email: null,
            title: bilingual("peer.notice.reminder.title"),
            body: bilingual("peer.notice.reminder.body", {
              code: view.code ?? "",
              deadline: day(due),
              message: body.message ?? "",
            }),
            until: due,
          });
        }
        await notify(
          tx,
          auth.tenantId,
          messages.map((m) => toNotice(m, "peer.reminder")),
        );
        return found.length;
      });
      await sendToExperts(deps, log, messages);
      return { reminded };
    },
  };
}

/** Why an expert cannot replace: the first hard constraint the pair breaks, worded for the caller. */
function whyNot(
  input: ReturnType<typeof toAllocationInput>,
  current: readonly PeerPair[],
  declarationId: string,
  expertId: string,
  mustBeExternal: boolean,
  taken: repo.RoundDeclarationRecord,
  lang: Language,
): string {
  const staying = current.filter((p) => p.declarantId === declarationId);
  const existingLoad: Record<string, number> = {};
  for (const p of current)
    if (p.declarantId !== declarationId) existingLoad[p.expertId] = (existingLoad[p.expertId] ?? 0) + 1;
  const violation = planViolations({ ...input, existingLoad }, [
    ...staying,
    { declarantId: declarationId, expertId },
  ]).find((v) => "expertId" in v && v.expertId === expertId);
  if (violation?.rule === "LOAD") return translate("peer.alloc.pin.LOAD", lang, { maxLoad: violation.maxLoad });
  if (violation && violation.rule !== "DUPLICATE") return translate(`peer.alloc.pin.${violation.rule}`, lang, {});
  if (mustBeExternal)
    return translate("peer.alloc.pin.EXTERNAL_MIN", lang, { required: taken.required, externalMin: taken.externalMin });
  return translate("peer.alloc.pin.UNKNOWN", lang, {});
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
