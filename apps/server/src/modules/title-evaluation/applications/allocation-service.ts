import {
  APPLICATION_STATUSES,
  type ApplicationDetail,
  type ApplicationEvent,
  type ApplicationProgress,
  type ApplicationStatus,
  type ApplicationTrack,
  OPEN_APPLICATION_STATUSES,
} from "@zcps/contracts/zcps/applications/api";
import { APPLICATION_ELEMENTS } from "@zcps/contracts/zcps/applications/elements";
import type { Executor } from "../../../db/client";
import type { AppDeps } from "../../../platform/deps";
import { badRequest } from "../../../platform/errors";
import { type Notice, notify } from "../../../platform/notify";
import { evidenceFiles, spreadEvenly } from "../kit";
import * as repo from "./repo";
import { APPLICATION_EVIDENCE, applicantNotice, assertReadable, type Caller, reviewerNotice, toRow } from "./views";

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * AuditAssignment: every application of the tenant with its reviewer and the progress, allocation by hand (a
 * reallocation moves an undecided application to another reviewer) or evenly in one action; and one application in
 * full for whoever may read it.
 */
export function createAllocationService({ db }: Pick<AppDeps, "db">) {
  /** The reviewers one may allocate to: whoever holds the decision button. */
  const reviewersOf = (tenantId: string) => repo.usersHoldingElement(db, tenantId, APPLICATION_ELEMENTS.decide);

  async function checkedReviewers(caller: Caller, ids: readonly string[]) {
    const known = new Set((await reviewersOf(caller.tenantId)).map((r) => r.userId));
    if (ids.some((id) => !known.has(id))) throw badRequest("application.reviewerInvalid");
  }

  /**
   * Allocates locked applications as planned: logs each move, tells the applicant of a first allocation, each
   * reviewer what they received and a reviewer an application left that they need not review it any more.
   */
  async function allocate(
    tx: Executor,
    caller: Caller,
    planned: { application: repo.ApplicationRecord; reviewerId: string }[],
  ) {
    const now = new Date();
    const received = new Map<string, number>();
    const left = new Map<string, number>();
    const notices: Notice[] = [];
    for (const { application, reviewerId } of planned) {
      if (application.reviewerUserId === reviewerId) continue;
      if (!(await repo.allocateAtVersion(tx, application.id, application.version, reviewerId, now)))
        throw badRequest("application.staleVersion");
      await repo.logAllocation(tx, {
        tenantId: caller.tenantId,
        applicationId: application.id,
        fromReviewerId: application.reviewerUserId,
        toReviewerId: reviewerId,
        byUserId: caller.userId,
        createdAt: now,
      });
      if (application.status === "SUBMITTED") notices.push(...applicantNotice(application, "assigned"));
      received.set(reviewerId, (received.get(reviewerId) ?? 0) + 1);
      const former = application.reviewerUserId;
      if (former) left.set(former, (left.get(former) ?? 0) + 1);
    }
    const by = await repo.userName(tx, caller.userId);
    for (const [reviewerId, n] of received) notices.push(reviewerNotice(reviewerId, by, n));
    for (const [reviewerId, n] of left) notices.push(reviewerNotice(reviewerId, by, n, "fromReviewer"));
    await notify(tx, caller.tenantId, notices);
    return [...received.values()].reduce((sum, n) => sum + n, 0);
  }

  return {
    async list(
      caller: Caller,
      query: {
        page: number;
        limit: number;
        projectTimeId?: string;
        track?: ApplicationTrack;
        status?: ApplicationStatus;
        reviewerId?: string;
        keyword?: string;
      },
    ) {
      const { rows, total } = await repo.pageApplications(
        db,
        {
          tenantId: caller.tenantId,
          projectTimeId: query.projectTimeId,
          track: query.track,
          statuses: query.status ? [query.status] : undefined,
          reviewerId: query.reviewerId,
          keyword: query.keyword || undefined,
        },
        query.page,
        query.limit,
      );
      return { rows: rows.map((r) => toRow(r)), total };
    },

    /** One application with its evidence and its history (filing, allocations, decision). */
    async detail(caller: Caller, id: string): Promise<ApplicationDetail> {
      const raw = await repo.applicationRow(db, caller.tenantId, id);
      if (!raw) throw badRequest("application.notFound");
      assertReadable(caller, { applicantUserId: raw.applicantUserId, reviewerUserId: raw.reviewerId });
      const [files, moves, decision, filedByName] = await Promise.all([
        evidenceFiles(db, raw.evidenceFileIds, APPLICATION_EVIDENCE),
        repo.allocationLog(db, id),
        repo.decisionOf(db, id),
        repo.userName(db, raw.filedBy),
      ]);
      const history: ApplicationEvent[] = [
        { kind: "FILED", at: iso(raw.createdAt), byName: filedByName },
        ...moves.map(
          (m): ApplicationEvent => ({
            kind: "ASSIGNED",
            at: iso(m.at),
            byName: m.byName ?? "",
            toName: m.toName ?? "",
            fromName: m.fromName,
          }),
        ),
        ...(decision
          ? [
              {
                kind: decision.decision as "APPROVED" | "REJECTED",
                at: iso(decision.createdAt),
                byName: decision.reviewerName,
                reason: decision.reason,
              },
            ]
          : []),
      ];
      // the order of the evidence as filed
      const order = new Map(raw.evidenceFileIds.map((fileId, i) => [fileId, i]));
      return {
        ...toRow(raw),
        filedByName,
        evidence: files
          .map((f) => ({ id: f.id, name: f.name ?? f.id, mime: f.mime, size: f.size }))
          .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0)),
        history,
      };
    },

    /** Applications by status and the reviewers with their loads, in one batch (or all). */
    async progress(caller: Caller, query: { projectTimeId?: string }): Promise<ApplicationProgress> {
      const filter = { tenantId: caller.tenantId, projectTimeId: query.projectTimeId };
      const [byStatus, byReviewer, reviewers] = await Promise.all([
        repo.countsBy(db, filter, "track"),
        repo.countsBy(db, filter, "reviewer"),
        reviewersOf(caller.tenantId),
      ]);
      const counts = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as Record<ApplicationStatus, number>;
      for (const r of byStatus) counts[r.status as ApplicationStatus] += r.n;
      return {
        counts,
        reviewers: reviewers.map((r) => {
          const mine = byReviewer.filter((x) => x.key === r.userId);
          const open = mine.filter((x) => x.status === "ASSIGNED").reduce((n, x) => n + x.n, 0);
          const decided = mine.filter((x) => x.status === "APPROVED" || x.status === "REJECTED");
          return { userId: r.userId, name: r.name, open, decided: decided.reduce((n, x) => n + x.n, 0) };
        }),
      };
    },

    /** Allocates (or moves) the chosen undecided applications to one reviewer. */
    async assign(caller: Caller, input: { applicationIds: string[]; reviewerId: string }) {
      await checkedReviewers(caller, [input.reviewerId]);
      const ids = [...new Set(input.applicationIds)];
      return db.transaction(async (tx) => {
        const found = await repo.lockApplications(tx, caller.tenantId, ids);
        if (found.length !== ids.length) throw badRequest("application.notFound");
        if (found.some((a) => !OPEN_APPLICATION_STATUSES.includes(a.status as ApplicationStatus)))
          throw badRequest("application.assignDecided");
        const count = await allocate(
          tx,
          caller,
          found.map((application) => ({ application, reviewerId: input.reviewerId })),
        );
        return { count };
      });
    },

    /** Spreads every application waiting for a reviewer (in a batch, on a track) over the chosen reviewers. */
    async assignEvenly(
      caller: Caller,
      input: { reviewerIds: string[]; projectTimeId?: string; track?: ApplicationTrack },
    ) {
      const reviewerIds = [...new Set(input.reviewerIds)];
      await checkedReviewers(caller, reviewerIds);
      return db.transaction(async (tx) => {
        const filter = { tenantId: caller.tenantId, projectTimeId: input.projectTimeId, track: input.track };
        const ids = await repo.unassignedIds(tx, filter);
        const waiting = ids.length ? await repo.lockApplications(tx, caller.tenantId, ids) : [];
        // one allocated meanwhile is no longer waiting
        const still = waiting.filter((a) => a.status === "SUBMITTED");
        if (still.length === 0) throw badRequest("application.nothingToAssign");
        const loads = await repo.countsBy(tx, { tenantId: caller.tenantId, statuses: ["ASSIGNED"] }, "reviewer");
        const plan = spreadEvenly(
          still,
          reviewerIds.map((userId) => ({ userId, load: loads.find((l) => l.key === userId)?.n ?? 0 })),
        );
        const count = await allocate(
          tx,
          caller,
          plan.map((p) => ({ application: p.item, reviewerId: p.reviewerId })),
        );
        return { count };
      });
    },
  };
}
