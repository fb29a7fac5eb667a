import { randomUUID } from "node:crypto";
import type {
  BranchCount,
  CheckContent,
  QueueRow,
  RecheckRequest,
  Verdict,
  VerdictOutcome,
  VerdictRow,
  VerifyStatus,
} from "@zcps/contracts/zcps/department-review/api";
import { DEPARTMENT_PAGES } from "@zcps/contracts/zcps/department-review/material-pages";
import type { Executor } from "../../../../db/client";
import type { itemVerdicts } from "../../../../db/schema";
import { bilingual } from "../../../../platform/bilingual";
import { uniqueViolation } from "../../../../platform/db-errors";
import type { AppDeps } from "../../../../platform/deps";
import { AppError, badRequest } from "../../../../platform/errors";
import { type Notice, notify } from "../../../../platform/notify";
import { listDecisions } from "../../declarations";
import { materialTypeInfo } from "../../shared";
import * as appealsRepo from "./appeals-repo";
import { type Caller, callerDepartment, type Department, materialName, viewOf } from "./department";
import * as lists from "./lists-repo";
import * as repo from "./repo";
import { closeAndSettleMany } from "./tasks";
import { toAppealRow, toVerdictRow } from "./views";

export const staleVersion = () => new AppError(409, 409, "depart.staleVersion");

export const toQueueRow = (r: lists.QueueRecord, userId: string): QueueRow => ({
  itemId: r.itemId,
  declarationId: r.declarationId,
  declarantName: r.declarantName,
  employeeNo: r.employeeNo,
  unitName: r.unitName,
  unitNameEn: r.unitNameEn,
  materialType: r.materialType,
  payload: r.payload,
  verifyStatus: r.verifyStatus as VerifyStatus,
  verifyComment: r.verifyComment,
  version: r.version,
  assignedToMe: r.reviewerId === userId,
  round: r.round,
  supplementary: r.supplementary,
  duplicates: r.duplicates,
});

export interface VerdictInput {
  itemId: string;
  version: number;
  verdict: Verdict;
  reason?: string;
  reclassification?: { field: string; before?: unknown; after?: unknown };
}

/** The reviewer's side of department verification: queue, one item's check content, counts and verdicts. */
/**
 * The latest return of the declaration to a department naming this item, when no verdict came after it: what the
 * later stage asks the department to check again.
 */
async function recheckRequest(
  db: Executor,
  declarationId: string,
  itemId: string,
  history: readonly { createdAt: Date }[],
): Promise<RecheckRequest | null> {
  const decisions = await listDecisions(db, declarationId);
  const request = decisions.findLast((d) => {
    const detail = d.detail as { target?: string; itemIds?: string[] } | null;
    return d.event === "return" && detail?.target === "DEPARTMENT" && (detail.itemIds ?? []).includes(itemId);
  });
  if (!request || history.some((v) => v.createdAt > request.createdAt)) return null;
  return {
    comment: request.comment ?? "",
    actorName: request.actorName,
    stage: request.fromStatus,
    createdAt: request.createdAt.toISOString(),
  };
}

export function createVerdictService({ db }: Pick<AppDeps, "db">) {
  /**
   * What one verdict writes, once its item is checked: the item must be the department's, in an open task, assigned
   * to the caller or to nobody, and still at the version the reviewer saw (else 409: someone came first).
   */
  async function prepareOne(
    tx: Executor,
    department: Department,
    input: VerdictInput,
    item: lists.QueueRecord | undefined,
    owner: string | undefined,
    now: Date,
  ) {
    if (!item) {
      const exists = await repo.findItem(tx, input.itemId);
      throw badRequest(exists ? "depart.itemNotYours" : "depart.itemNotFound");
    }
    if (item.version !== input.version) throw staleVersion();
    if (item.taskStatus !== "OPEN" || item.verifyStatus !== "PENDING") throw badRequest("depart.taskNotOpen");
    if (item.reviewerId && item.reviewerId !== department.userId) throw badRequest("depart.assignedToOther");
    let reclassification: { field: string; before: unknown; after: unknown } | null = null;
    let payload: Record<string, unknown> | undefined;
    if (input.reclassification) {
      const { field, after } = input.reclassification;
      if (!materialTypeInfo(item.materialType)?.fields.some((f) => f.name === field))
        throw badRequest("depart.reclassificationField");
      // the declared value is the stored one, whatever the page showed
      reclassification = { field, before: item.payload[field] ?? null, after: after ?? null };
      payload = { ...item.payload, [field]: after ?? null };
    }
    const comment = input.verdict === "VERIFIED" ? null : (input.reason ?? null);
    const verdict: typeof itemVerdicts.$inferInsert = {
      id: randomUUID(),
      tenantId: department.tenantId,
      declarationId: item.declarationId,
      itemId: item.itemId,
      departId: department.departId,
      materialType: item.materialType,
      verdict: input.verdict,
      reason: comment,
      reclassification,
      reviewerId: department.userId,
      reviewerName: department.userName,
      itemVersion: input.version,
      createdAt: now,
    };
    const notice: Notice | null =
      input.verdict === "NOT_RECOGNIZED" && owner
        ? {
            userId: owner,
            kind: "department.notRecognized",
            title: bilingual("depart.notice.notRecognized.title"),
            body: bilingual("depart.notice.notRecognized.body", {
              material: materialName(item.materialType),
              depart: department.name,
              reason: comment ?? "",
            }),
            link: "/zcps/userCenter",
          }
        : null;
    const values = {
      verifyStatus: input.verdict,
      verifyComment: comment,
      verifiedBy: department.userId,
      verifiedAt: now,
      ...(payload ? { payload } : {}),
    };
    return { item: { ...item, verifyStatus: input.verdict, version: input.version + 1 }, values, verdict, notice };
  }

  /**
   * Writes the prepared verdicts: the items that share their values (a bulk verdict) in one statement at their
   * versions, the append-only verdict rows in one insert; a version moved meanwhile refuses the whole call (409).
   */
  async function write(tx: Executor, prepared: Awaited<ReturnType<typeof prepareOne>>[]) {
    const groups = new Map<string, typeof prepared>();
    for (const p of prepared) {
      const key = JSON.stringify(p.values);
      groups.set(key, [...(groups.get(key) ?? []), p]);
    }
    for (const group of groups.values()) {
      const first = group[0] as (typeof prepared)[number];
      const items = group.map((p) => ({ itemId: p.item.itemId, version: p.item.version - 1 }));
      if ((await repo.decideItemsAtVersion(tx, items, first.values)) !== items.length) throw staleVersion();
    }
    try {
      await repo.insertVerdicts(
        tx,
        prepared.map((p) => p.verdict),
      );
    } catch (error) {
      if (uniqueViolation(error) !== null) throw staleVersion();
      throw error;
    }
    await notify(
      tx,
      prepared[0]?.verdict.tenantId ?? "",
      prepared.flatMap((p) => (p.notice ? [p.notice] : [])),
    );
  }

  /**
   * Verdicts on items of one or more declarations, all or none; each declaration settles after its verdicts. The
   * declarations are locked first (in one order, so two bulk verdicts over the same ones queue instead of
   * deadlocking), then the items are read at once as the department sees them.
   */
  async function decide(auth: Caller, inputs: VerdictInput[]): Promise<VerdictOutcome[]> {
    const department = await callerDepartment(db, auth);
    const now = new Date();
    return db.transaction(async (tx) => {
      const owners = await repo.itemDeclarations(
        tx,
        inputs.map((i) => i.itemId),
      );
      if (owners.size !== new Set(inputs.map((i) => i.itemId)).size) throw badRequest("depart.itemNotFound");
      const declarations = new Map<string, NonNullable<Awaited<ReturnType<typeof repo.lockDeclaration>>>>();
      for (const id of [...new Set(owners.values())].sort()) {
        const locked = await repo.lockDeclaration(tx, auth.tenantId, id);
        if (!locked) throw badRequest("depart.itemNotFound");
        if (locked.status !== "DEPARTMENT_REVIEW") throw badRequest("depart.taskNotOpen");
        declarations.set(id, locked);
      }
      const items = await lists.findQueueItems(
        tx,
        viewOf(department),
        inputs.map((i) => i.itemId),
      );
      const prepared = [];
      for (const input of inputs) {
        const owner = declarations.get(owners.get(input.itemId) ?? "")?.userId;
        prepared.push(await prepareOne(tx, department, input, items.get(input.itemId), owner, now));
      }
      await write(tx, prepared);
      const decided = prepared.map((p) => p.item);
      const touched = [...declarations.values()].map((d) => ({ ...d, tenantId: auth.tenantId }));
      await closeAndSettleMany(tx, touched, department.departId, now);
      const ids = [...declarations.keys()];
      const [tasks, statuses] = await Promise.all([
        repo.listTasksOf(tx, ids),
        repo.declarationStatuses(tx, auth.tenantId, ids),
      ]);
      const settled = new Map(
        ids.map((id) => [
          id,
          {
            taskStatus:
              tasks.find((t) => t.declarationId === id && t.departId === department.departId)?.status ?? "OPEN",
            declarationStatus: statuses.get(id) ?? "",
          },
        ]),
      );
      return decided.map((item) => ({
        itemId: item.itemId,
        verifyStatus: item.verifyStatus,
        version: item.version,
        taskStatus: settled.get(item.declarationId)?.taskStatus ?? "OPEN",
        declarationStatus: settled.get(item.declarationId)?.declarationStatus ?? "",
      }));
    });
  }

  return {
    async queue(
      auth: Caller,
      query: { type: string; status: string; keyword?: string; projectTimeId?: string; page: number; limit: number },
    ) {
      const department = await callerDepartment(db, auth);
      const view = viewOf(department, query.type, query.projectTimeId);
      const { rows, total } = await lists.queuePage(db, view, auth.userId, {
        status: query.status,
        keyword: query.keyword,
        offset: (query.page - 1) * query.limit,
        limit: query.limit,
      });
      return { rows: rows.map((r) => toQueueRow(r, auth.userId)), total };
    },

    /** One item with everything its department checks: payload, attachments, duplicate claims, history, appeal. */
    async checkContent(auth: Caller, itemId: string): Promise<CheckContent> {
      const department = await callerDepartment(db, auth);
      const item = await lists.findQueueItem(db, viewOf(department), itemId);
      if (!item) throw badRequest((await repo.findItem(db, itemId)) ? "depart.itemNotYours" : "depart.itemNotFound");
      const [attachments, duplicateClaims, history, appeals] = await Promise.all([
        repo.attachmentsOf(db, itemId),
        lists.duplicateClaims(db, itemId),
        repo.verdictsOf(db, itemId),
        appealsRepo.latestAppeals(db, [itemId]),
      ]);
      const recheck = await recheckRequest(db, item.declarationId, itemId, history);
      const appeal = appeals.get(itemId);
      const appealRow = appeal ? await appealsRepo.appealRow(db, auth.tenantId, appeal.id) : null;
      const row = toQueueRow(item, auth.userId);
      return {
        declarant: {
          declarationId: item.declarationId,
          declarantName: item.declarantName,
          employeeNo: item.employeeNo,
          unitName: item.unitName,
          unitNameEn: item.unitNameEn,
        },
        item: {
          ...row,
          source: item.source,
          attachments,
          duplicateClaims,
          history: history.map((v): VerdictRow => toVerdictRow(v)),
          appeal: appealRow ? toAppealRow(appealRow) : null,
          recheck,
        },
      };
    },

    /** Per page of the department's material types: items, assigned, decided and returned. */
    async branchCounts(auth: Caller, projectTimeId?: string): Promise<BranchCount[]> {
      const department = await callerDepartment(db, auth);
      const counts = new Map(
        (await lists.countsByType(db, viewOf(department, undefined, projectTimeId))).map((c) => [c.materialType, c]),
      );
      const owned = new Set(department.ownedTypes);
      return DEPARTMENT_PAGES.flatMap((page) => {
        const rows = page.materialTypes.map((t) => counts.get(t));
        const total = rows.reduce((n, r) => n + (r?.total ?? 0), 0);
        // a page shows when the department owns one of its types or has items of it (a directory or a setBranch)
        if (total === 0 && !page.materialTypes.some((t) => owned.has(t))) return [];
        return [
          {
            code: page.code,
            materialTypes: [...page.materialTypes],
            total,
            assigned: rows.reduce((n, r) => n + (r?.assigned ?? 0), 0),
            decided: rows.reduce((n, r) => n + (r?.decided ?? 0), 0),
            returned: rows.reduce((n, r) => n + (r?.returned ?? 0), 0),
          },
        ];
      });
    },

    verdict: async (auth: Caller, input: VerdictInput) => (await decide(auth, [input]))[0] as VerdictOutcome,

    bulkVerdict: (
      auth: Caller,
      input: { items: { itemId: string; version: number }[]; verdict: Verdict; reason?: string },
    ) =>
      decide(
        auth,
        input.items.map((i) => ({ ...i, verdict: input.verdict, reason: input.reason })),
      ),
  };
}
