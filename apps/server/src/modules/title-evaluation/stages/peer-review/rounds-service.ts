import { randomUUID } from "node:crypto";
import type { TitleLevel } from "@zcps/contracts/zcps/catalogue/catalogue";
import type { DeclarationState } from "@zcps/contracts/zcps/machine";
import type { ScoreParts } from "@zcps/contracts/zcps/peer-review/allocation";
import type {
  AssignmentStatus,
  assignmentPageSchema,
  PeerAssignmentRow,
  PeerDeclarantRow,
  PeerRound,
  PeerRoundSettings,
  peerRoundInputSchema,
  peerRoundUpdateSchema,
  ReplacementReason,
  roundPageSchema,
} from "@zcps/contracts/zcps/peer-review/api";
import type { PeerVerdict } from "@zcps/contracts/zcps/peer-review/pass-rule";
import type { z } from "zod";
import type { Executor } from "../../../../db/client";
import type { AuthContext } from "../../../../platform/auth";
import { uniqueViolation } from "../../../../platform/db-errors";
import type { AppDeps } from "../../../../platform/deps";
import { badRequest, notFound } from "../../../../platform/errors";
import { resolveBatch } from "../../shared";
import { disciplineNamer } from "../../staff";
import { compositionOf } from "./allocation-input";
import * as lists from "./lists-repo";
import * as repo from "./repo";

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);
const pageOf = (q: { page: number; limit: number }) => ({ offset: (q.page - 1) * q.limit, limit: q.limit });

/** A round of the caller's tenant, 404 otherwise. */
export async function tenantRound(db: Executor, auth: Pick<AuthContext, "tenantId">, roundId: string, lock = false) {
  const round = await repo.findRound(db, auth.tenantId, roundId, lock);
  if (!round) throw notFound();
  return round;
}

/** An assignment list row as the administrator sees it. */
export function toAssignmentRow(r: lists.AssignmentListRecord): PeerAssignmentRow {
  return {
    id: r.id,
    roundId: r.roundId,
    declarationId: r.declarationId,
    declarantName: r.declarantName,
    code: r.code,
    unitName: r.unitName ?? "",
    unitNameEn: r.unitNameEn,
    expertId: r.expertId,
    expertName: r.expertName,
    institution: r.institution,
    institutionEn: r.institutionEn,
    kind: r.kind,
    status: r.status as AssignmentStatus,
    invitedAt: iso(r.invitedAt) as string,
    deadline: iso(r.deadline) as string,
    reviewDeadline: iso(r.reviewDeadline),
    respondedAt: iso(r.respondedAt),
    openedAt: iso(r.openedAt),
    note: r.note,
    conflictDeclared: r.conflictDeclared,
    reminders: r.reminders,
    supersedesId: r.supersedesId,
    replacementReasonCode: r.replacementReasonCode as ReplacementReason | null,
    verified: r.verified,
    score: r.score as ScoreParts | null,
  };
}

/**
 * The batch's review rounds (their settings, declarations taken and invitations pending) and the administrator's
 * lists of a round: declarants waiting, every declarant at or past QUALIFIED, those the round took, the invitations.
 */
export function createRoundsService({ db, cache }: Pick<AppDeps, "db" | "cache">) {
  async function tenantBatch(auth: AuthContext, projectTimeId: string) {
    const batch = await repo.findTenantBatch(db, auth.tenantId, projectTimeId);
    if (!batch) throw badRequest("workflow.batchNotFound");
    return batch;
  }

  async function declarantRows(
    auth: AuthContext,
    query: z.infer<typeof roundPageSchema>,
    scope: lists.DeclarantFilter["scope"],
  ) {
    const round = await tenantRound(db, auth, query.roundId);
    const [page, discipline] = await Promise.all([
      lists.pageDeclarants(
        db,
        {
          tenantId: auth.tenantId,
          projectTimeId: round.projectTimeId,
          roundId: round.id,
          scope,
          keyword: query.keyword || undefined,
          unitId: query.unitId || undefined,
          level: query.level,
        },
        pageOf(query),
      ),
      disciplineNamer(cache, db, auth.tenantId),
    ]);
    const rows = page.rows.map((r): PeerDeclarantRow => {
      const composition =
        r.required !== null && r.externalMin !== null
          ? { required: r.required, externalMin: r.externalMin }
          : compositionOf(round.settings, r);
      return {
        declarationId: r.declarationId,
        userId: r.userId,
        name: r.name,
        employeeNo: r.employeeNo,
        unitId: r.unitId,
        unitName: r.unitName ?? "",
        unitNameEn: r.unitNameEn,
        titleName: r.titleName ?? "",
        titleNameEn: r.titleNameEn,
        level: r.level as TitleLevel,
        track: (r.track || null) as PeerDeclarantRow["track"],
        method: (r.method || null) as PeerDeclarantRow["method"],
        disciplineCode: r.disciplineCode,
        disciplineName: discipline(r.disciplineCode)?.name ?? null,
        disciplineNameEn: discipline(r.disciplineCode)?.nameEn ?? null,
        state: r.state as DeclarationState,
        code: r.code,
        required: composition.required,
        externalMin: composition.externalMin,
        counts: r.counts ?? {},
        verdict: r.verdict as PeerVerdict | null,
        confirmed: r.confirmedAt !== null,
      };
    });
    return { rows, total: page.total };
  }

  return {
    async list(auth: AuthContext, projectTimeId?: string): Promise<PeerRound[]> {
      const batchId = projectTimeId
        ? (await tenantBatch(auth, projectTimeId)).id
        : (await resolveBatch(db, { tenantId: auth.tenantId, projectId: auth.projectId })).id;
      const rows = await repo.listRounds(db, auth.tenantId, batchId);
      return rows.map((r) => ({
        id: r.id,
        projectTimeId: r.projectTimeId,
        projectTimeName: r.projectTimeName,
        name: r.name,
        nameEn: r.nameEn,
        settings: r.settings,
        status: r.status as PeerRound["status"],
        declarations: r.declarations,
        pending: r.pending,
        createdAt: iso(r.createdAt) as string,
      }));
    },

    async create(auth: AuthContext, input: z.infer<typeof peerRoundInputSchema>) {
      await tenantBatch(auth, input.projectTimeId);
      const id = randomUUID();
      try {
        await repo.insertRound(db, {
          id,
          tenantId: auth.tenantId,
          projectTimeId: input.projectTimeId,
          name: input.name,
          nameEn: input.nameEn,
          settings: input.settings as PeerRoundSettings,
          createdBy: auth.userId,
        });
      } catch (error) {
        if (uniqueViolation(error) !== null) throw badRequest("peer.roundNameTaken");
        throw error;
      }
      return { id };
    },

    async update(auth: AuthContext, id: string, input: z.infer<typeof peerRoundUpdateSchema>) {
      await db.transaction(async (tx) => {
        await tenantRound(tx, auth, id, true);
        try {
          await repo.updateRound(tx, id, {
            name: input.name,
            nameEn: input.nameEn,
            settings: input.settings as PeerRoundSettings,
            ...(input.status ? { status: input.status } : {}),
            updatedAt: new Date(),
          });
        } catch (error) {
          if (uniqueViolation(error) !== null) throw badRequest("peer.roundNameTaken");
          throw error;
        }
      });
      return { id };
    },

    /** getPeerListNFP: QUALIFIED declarations of the round's batch sent to no expert yet, with their composition. */
    unallocated: (auth: AuthContext, query: z.infer<typeof roundPageSchema>) => declarantRows(auth, query, "WAITING"),
    /** getDeclareUserList: the batch's declarations at or past QUALIFIED, with where they stand in the round. */
    declarations: (auth: AuthContext, query: z.infer<typeof roundPageSchema>) => declarantRows(auth, query, "ALL"),
    /** getDeclareUserListFP: the declarations the round took, with their invitations' counts, code and verdict. */
    allocated: (auth: AuthContext, query: z.infer<typeof roundPageSchema>) => declarantRows(auth, query, "TAKEN"),

    async assignments(auth: AuthContext, query: z.infer<typeof assignmentPageSchema>) {
      const round = await tenantRound(db, auth, query.roundId);
      const page = await lists.pageAssignments(
        db,
        {
          tenantId: auth.tenantId,
          roundId: round.id,
          declarationId: query.declarationId || undefined,
          expertId: query.expertId || undefined,
          status: query.status,
          keyword: query.keyword || undefined,
        },
        pageOf(query),
      );
      return { rows: page.rows.map(toAssignmentRow), total: page.total };
    },
  };
}

export type RoundsService = ReturnType<typeof createRoundsService>;
