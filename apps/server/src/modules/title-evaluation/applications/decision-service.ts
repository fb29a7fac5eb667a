import { randomUUID } from "node:crypto";
import {
  type ApplicationDecision,
  type ApplicationStatus,
  type ApplicationTrack,
  namedListOfTrack,
} from "@zcps/contracts/zcps/applications/api";
import type { Executor } from "../../../db/client";
import { uniqueViolation } from "../../../platform/db-errors";
import type { AppDeps } from "../../../platform/deps";
import { badRequest } from "../../../platform/errors";
import { notify } from "../../../platform/notify";
import { approveNamedListEntry, rejectNamedListEntry, staffLookupsChanged } from "../staff";
import * as repo from "./repo";
import { applicantNotice, type Caller, toRow } from "./views";

const QUEUE_STATUSES: Record<"PENDING" | "DECIDED" | "ALL", readonly ApplicationStatus[] | undefined> = {
  PENDING: ["ASSIGNED"],
  DECIDED: ["APPROVED", "REJECTED"],
  ALL: undefined,
};

/**
 * Closes an open application with its decision, in the caller's transaction: the application moves at the version
 * read, the decision is appended (one per application: a second decider is refused), and an approval takes the
 * track's effect: the named-list entry is written or approved (a rejection rejects the entry under review);
 * exceptional promotion is approved by the application itself, which the declaration's method gate reads.
 */
export async function closeApplication(
  tx: Executor,
  application: repo.ApplicationRecord,
  decision: { decision: ApplicationDecision; reason: string | null; reviewerId: string; reviewerName: string },
) {
  if (!(await repo.closeAtVersion(tx, application.id, application.version, decision.decision)))
    throw badRequest("application.staleVersion");
  try {
    await repo.insertDecision(tx, {
      id: randomUUID(),
      tenantId: application.tenantId,
      applicationId: application.id,
      decision: decision.decision,
      reason: decision.reason,
      reviewerId: decision.reviewerId,
      reviewerName: decision.reviewerName,
      applicationVersion: application.version,
    });
  } catch (error) {
    if (uniqueViolation(error) !== null) throw badRequest("application.alreadyDecided");
    throw error;
  }
}

/** The named-list entry an application's decision settles, when its track is a named list. */
async function settleNamedList(
  tx: Executor,
  application: repo.ApplicationRecord,
  decision: ApplicationDecision,
  reviewedBy: string,
  reason: string | null,
) {
  const listType = namedListOfTrack(application.track as ApplicationTrack);
  if (!listType) return false;
  if (decision === "APPROVED") {
    const entryId = await approveNamedListEntry(tx, {
      tenantId: application.tenantId,
      listType,
      staffId: application.staffId,
      projectTimeId: application.projectTimeId,
      level: application.level,
      evidence: application.grounds.slice(0, 500),
      entryId: application.namedListId,
      reviewedBy,
      comment: reason,
    });
    if (entryId !== application.namedListId) await repo.linkNamedList(tx, application.id, entryId);
  } else if (application.namedListId)
    await rejectNamedListEntry(tx, {
      tenantId: application.tenantId,
      listType,
      entryId: application.namedListId,
      reviewedBy,
      comment: reason,
    });
  return true;
}

/** MaterialsReview: a reviewer's queue of the applications allocated to them, and their decisions. */
export function createDecisionService({ db, cache }: Pick<AppDeps, "db" | "cache">) {
  return {
    async queue(
      caller: Caller,
      query: {
        page: number;
        limit: number;
        status: "PENDING" | "DECIDED" | "ALL";
        track?: ApplicationTrack;
        keyword?: string;
      },
    ) {
      const { rows, total } = await repo.pageApplications(
        db,
        {
          tenantId: caller.tenantId,
          reviewerId: caller.userId,
          statuses: QUEUE_STATUSES[query.status],
          track: query.track,
          keyword: query.keyword || undefined,
        },
        query.page,
        query.limit,
      );
      return { rows: rows.map((r) => toRow(r)), total };
    },

    /** Approves or rejects (with a reason) an application allocated to the caller, at the version they saw. */
    async decide(
      caller: Caller,
      input: { id: string; version: number; decision: ApplicationDecision; reason?: string },
    ) {
      const reason = input.reason || null;
      const outcome = await db.transaction(async (tx) => {
        const application = await repo.findApplication(tx, caller.tenantId, input.id, true);
        if (!application) throw badRequest("application.notFound");
        // whoever it is not allocated to hears so, decided or not; its reviewer hears that it is decided
        if (application.reviewerUserId !== caller.userId) throw badRequest("application.notAssignedToYou");
        if (application.status === "APPROVED" || application.status === "REJECTED")
          throw badRequest("application.alreadyDecided");
        if (application.version !== input.version) throw badRequest("application.staleVersion");
        await closeApplication(tx, application, {
          decision: input.decision,
          reason,
          reviewerId: caller.userId,
          reviewerName: await repo.userName(tx, caller.userId),
        });
        const listed = await settleNamedList(tx, application, input.decision, caller.userId, reason);
        await notify(
          tx,
          caller.tenantId,
          applicantNotice(application, input.decision === "APPROVED" ? "approved" : "rejected", reason),
        );
        return { id: application.id, status: input.decision, version: application.version + 1, listed };
      });
      if (outcome.listed) staffLookupsChanged(cache, caller.tenantId);
      return { id: outcome.id, status: outcome.status, version: outcome.version };
    },
  };
}
