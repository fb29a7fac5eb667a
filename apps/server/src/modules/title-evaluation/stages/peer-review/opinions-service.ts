import { randomUUID } from "node:crypto";
import type {
  AssignmentStatus,
  ExpertVerificationRow,
  invalidateSchema,
  opinionPageSchema,
  PeerOpinionRow,
  verificationQuerySchema,
} from "@zcps/contracts/zcps/peer-review/api";
import type { PeerConclusion } from "@zcps/contracts/zcps/peer-review/pass-rule";
import type { z } from "zod";
import type { AuthContext } from "../../../../platform/auth";
import { bilingual } from "../../../../platform/bilingual";
import { uniqueViolation } from "../../../../platform/db-errors";
import type { AppDeps } from "../../../../platform/deps";
import { badRequest, notFound } from "../../../../platform/errors";
import { notify } from "../../../../platform/notify";
import { EXPERT_PAGE } from "./invitations";
import * as lists from "./lists-repo";
import * as pool from "./pool-repo";
import * as repo from "./repo";
import { tenantRound } from "./rounds-service";
import { scoreTotal } from "./summary-service";

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);
const pageOf = (q: { page: number; limit: number }) => ({ offset: (q.page - 1) * q.limit, limit: q.limit });

/**
 * The administrator's reading of submitted opinions (NotesReview) and marking one invalid (the assignment turns
 * INVALID, the expert is told, the declarant then needs a replacement); and the experts' identity verification as
 * personnel see and complete it.
 */
export function createOpinionsService({ db }: Pick<AppDeps, "db">) {
  return {
    async page(auth: AuthContext, query: z.infer<typeof opinionPageSchema>) {
      const round = await tenantRound(db, auth, query.roundId);
      const page = await lists.pageOpinions(
        db,
        auth.tenantId,
        {
          roundId: round.id,
          declarationId: query.declarationId || undefined,
          validity: query.validity,
          keyword: query.keyword || undefined,
        },
        pageOf(query),
      );
      const rows = page.rows.map(
        (r): PeerOpinionRow => ({
          assignmentId: r.id,
          scores: r.scores,
          total: scoreTotal(r.scores),
          conclusion: r.conclusion as PeerConclusion | null,
          comment: r.comment,
          savedAt: iso(r.savedAt) as string,
          submittedAt: iso(r.submittedAt),
          validity: r.validity,
          invalidReason: r.invalidReason,
          declarationId: r.declarationId,
          declarantName: r.declarantName,
          declarantUserId: r.declarantUserId,
          code: r.code,
          expertId: r.expertId,
          expertName: r.expertName,
          institution: r.institution,
          institutionEn: r.institutionEn,
          status: r.status as AssignmentStatus,
          replaced: r.replaced,
        }),
      );
      return { rows, total: page.total };
    },

    async invalidate(auth: AuthContext, body: z.infer<typeof invalidateSchema>) {
      return db.transaction(async (tx) => {
        const assignment = await repo.findAssignment(tx, auth.tenantId, body.assignmentId, true);
        if (!assignment) throw notFound();
        const opinion = await repo.findOpinion(tx, assignment.id, true);
        if (!opinion?.submittedAt || opinion.validity !== "VALID" || assignment.status !== "COMPLETED")
          throw badRequest("peer.invalidate.notSubmitted");
        const now = new Date();
        await repo.updateOpinion(tx, opinion.id, {
          validity: "INVALID",
          invalidReason: body.reason,
          invalidBy: auth.userId,
          invalidAt: now,
        });
        await repo.updateAssignments(tx, [assignment.id], { status: "INVALID" });
        const taken = assignment.roundId
          ? await repo.findRoundDeclaration(tx, assignment.roundId, assignment.declarationId)
          : null;
        await notify(tx, auth.tenantId, [
          {
            userId: assignment.expertUserId,
            kind: "peer.opinionInvalid",
            title: bilingual("peer.notice.invalid.title"),
            body: bilingual("peer.notice.invalid.body", { code: taken?.code ?? "", reason: body.reason }),
            link: EXPERT_PAGE,
          },
        ]);
        return { assignmentId: assignment.id };
      });
    },

    async verifications(auth: AuthContext, query: z.infer<typeof verificationQuerySchema>) {
      const page = await lists.pageVerifications(
        db,
        auth.tenantId,
        {
          keyword: query.keyword || undefined,
          verified: query.verified === undefined ? undefined : query.verified === "true",
        },
        pageOf(query),
      );
      const rows = page.rows.map(
        (r): ExpertVerificationRow => ({
          expertId: r.expertId,
          name: r.name,
          kind: r.kind,
          institution: r.institution,
          institutionEn: r.institutionEn,
          titleName: r.titleName,
          phone: r.phone,
          verified: r.method !== null,
          method: r.method,
          verifiedAt: iso(r.verifiedAt),
          verifiedByName: r.verifiedByName,
          note: r.note,
          invitations: r.invitations,
        }),
      );
      return { rows, total: page.total };
    },

    /** Personnel verify an expert by hand (method HR) with a note of how: once, for an approved expert. */
    async verifyByHand(auth: AuthContext, expertId: string, note?: string) {
      const approval = await pool.expertApproval(db, auth.tenantId, expertId);
      if (!approval) throw notFound();
      if (!approval.approved) throw badRequest("peer.verify.notApproved");
      const [expert] = await pool.approvedExperts(db, auth.tenantId, [expertId]);
      if (!expert) throw notFound();
      const school = await pool.tenantName(db, auth.tenantId);
      try {
        await repo.insertVerification(db, {
          id: randomUUID(),
          tenantId: auth.tenantId,
          expertId,
          userId: expert.userId,
          name: expert.name,
          institution: expert.kind === "internal" ? school : (expert.institution ?? ""),
          titleName: expert.titleName,
          method: "HR",
          verifiedBy: auth.userId,
          note: note || null,
        });
      } catch (error) {
        if (uniqueViolation(error) !== null) throw badRequest("peer.verify.already");
        throw error;
      }
      return { expertId };
    },
  };
}

export type OpinionsService = ReturnType<typeof createOpinionsService>;
