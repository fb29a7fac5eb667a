import type { AssignLogRow, AssignRow, ReviewerRow, VerifyStatus } from "@zcps/contracts/zcps/department-review/api";
import { departmentPage, pageOfMaterialType } from "@zcps/contracts/zcps/department-review/material-pages";
import type { Executor } from "../../../../db/client";
import { bilingual } from "../../../../platform/bilingual";
import type { AppDeps } from "../../../../platform/deps";
import { badRequest } from "../../../../platform/errors";
import { type Notice, notify } from "../../../../platform/notify";
import { spreadEvenly } from "../../kit";
import { type Caller, callerDepartment, type Department, materialName, REVIEWER_GROUP, viewOf } from "./department";
import * as lists from "./lists-repo";
import * as repo from "./repo";
import { toVerdictRow } from "./views";

interface Assignment {
  itemId: string;
  declarationId: string;
  materialType: string;
  taskId: string;
  reviewerId: string | null;
}

/** The assigner's side: the department's items of a page, its reviewers, (re)assignment and the histories. */
export function createAssignService({ db }: Pick<AppDeps, "db">) {
  async function reviewersOf(department: Department) {
    return repo.departMembers(db, department.tenantId, department.departId, REVIEWER_GROUP);
  }

  /** Writes the assignments, logs each change and tells each reviewer how many items they received. */
  async function assign(tx: Executor, department: Department, planned: { item: Assignment; reviewerId: string }[]) {
    const received = new Map<string, { count: number; materialType: string }>();
    const now = new Date();
    for (const { item, reviewerId } of planned) {
      if (item.reviewerId === reviewerId) continue;
      await repo.upsertAssignment(tx, {
        itemId: item.itemId,
        tenantId: department.tenantId,
        taskId: item.taskId,
        declarationId: item.declarationId,
        departId: department.departId,
        materialType: item.materialType,
        reviewerUserId: reviewerId,
        assignedBy: department.userId,
        assignedAt: now,
      });
      await repo.logAssignment(tx, {
        tenantId: department.tenantId,
        itemId: item.itemId,
        declarationId: item.declarationId,
        departId: department.departId,
        materialType: item.materialType,
        fromReviewerId: item.reviewerId,
        toReviewerId: reviewerId,
        byUserId: department.userId,
        createdAt: now,
      });
      const got = received.get(reviewerId) ?? { count: 0, materialType: item.materialType };
      received.set(reviewerId, { ...got, count: got.count + 1 });
    }
    const notices: Notice[] = [...received].map(([userId, { count, materialType }]) => ({
      userId,
      kind: "department.assigned",
      title: bilingual("depart.notice.assigned.title"),
      body: bilingual("depart.notice.assigned.body", {
        by: department.userName,
        count: String(count),
        material: materialName(materialType),
      }),
      link: `/DepartmentAudS/${pageOfMaterialType(materialType)?.code ?? ""}S`,
    }));
    await notify(tx, department.tenantId, notices);
    return [...received.values()].reduce((n, r) => n + r.count, 0);
  }

  async function checkedReviewers(department: Department, ids: readonly string[]) {
    const members = new Set((await reviewersOf(department)).map((r) => r.userId));
    if (ids.some((id) => !members.has(id))) throw badRequest("depart.reviewerNotInDepartment");
  }

  return {
    async items(
      auth: Caller,
      query: { type: string; assigned: string; keyword?: string; projectTimeId?: string; page: number; limit: number },
    ): Promise<{ rows: AssignRow[]; total: number }> {
      const department = await callerDepartment(db, auth);
      const { rows, total } = await lists.assignPage(db, viewOf(department, query.type, query.projectTimeId), {
        assigned: query.assigned,
        keyword: query.keyword,
        offset: (query.page - 1) * query.limit,
        limit: query.limit,
      });
      return {
        rows: rows.map((r) => ({
          itemId: r.itemId,
          declarationId: r.declarationId,
          declarantName: r.declarantName,
          employeeNo: r.employeeNo,
          unitName: r.unitName,
          unitNameEn: r.unitNameEn,
          materialType: r.materialType,
          payload: r.payload,
          verifyStatus: r.verifyStatus as VerifyStatus,
          reviewerId: r.reviewerId,
          reviewerName: r.reviewerName,
          round: r.round,
        })),
        total,
      };
    },

    /** The department's reviewers with their loads. */
    async reviewers(auth: Caller): Promise<ReviewerRow[]> {
      const department = await callerDepartment(db, auth);
      const loads = new Map((await lists.reviewerLoads(db, viewOf(department))).map((l) => [l.reviewerId, l]));
      return (await reviewersOf(department)).map((r) => ({
        userId: r.userId,
        name: r.name,
        assigned: loads.get(r.userId)?.assigned ?? 0,
        decided: loads.get(r.userId)?.decided ?? 0,
      }));
    },

    /** Assigns (or reassigns) chosen items of the department to one of its reviewers. */
    async assign(auth: Caller, input: { itemIds: string[]; reviewerId: string }) {
      const department = await callerDepartment(db, auth);
      await checkedReviewers(department, [input.reviewerId]);
      return db.transaction(async (tx) => {
        const found = await lists.itemsForAssignment(tx, viewOf(department), input.itemIds);
        if (found.length !== new Set(input.itemIds).size) throw badRequest("depart.itemNotYours");
        if (found.some((i) => i.taskStatus !== "OPEN" || i.verifyStatus !== "PENDING"))
          throw badRequest("depart.assignDecided");
        const count = await assign(
          tx,
          department,
          found.map((item) => ({ item, reviewerId: input.reviewerId })),
        );
        return { count };
      });
    },

    /** Assigns every unassigned undecided item of a page, spread evenly over the chosen reviewers. */
    async assignEvenly(auth: Caller, input: { type: string; reviewerIds: string[]; projectTimeId?: string }) {
      const department = await callerDepartment(db, auth);
      const reviewerIds = [...new Set(input.reviewerIds)];
      await checkedReviewers(department, reviewerIds);
      return db.transaction(async (tx) => {
        const view = viewOf(department, input.type, input.projectTimeId);
        const open = await lists.unassignedPending(tx, view);
        if (open.length === 0) throw badRequest("depart.nothingToAssign");
        const loads = new Map((await lists.reviewerLoads(tx, view)).map((l) => [l.reviewerId, l.assigned - l.decided]));
        const plan = spreadEvenly(
          open.map((o) => ({ ...o, reviewerId: null })),
          reviewerIds.map((userId) => ({ userId, load: loads.get(userId) ?? 0 })),
        );
        const count = await assign(
          tx,
          department,
          plan.map(({ item, reviewerId }) => ({ item, reviewerId })),
        );
        return { count };
      });
    },

    async assignmentLog(auth: Caller, query: { type?: string; page: number; limit: number }) {
      const department = await callerDepartment(db, auth);
      const { rows, total } = await lists.assignmentLogPage(db, auth.tenantId, department.departId, {
        types: query.type ? departmentPage(query.type)?.materialTypes : undefined,
        offset: (query.page - 1) * query.limit,
        limit: query.limit,
      });
      return {
        rows: rows.map((r): AssignLogRow => ({ ...r, createdAt: new Date(r.createdAt).toISOString() })),
        total,
      };
    },

    async verdictLog(auth: Caller, query: { type?: string; page: number; limit: number }) {
      const department = await callerDepartment(db, auth);
      const { rows, total } = await lists.verdictLogPage(db, auth.tenantId, department.departId, {
        types: query.type ? departmentPage(query.type)?.materialTypes : undefined,
        offset: (query.page - 1) * query.limit,
        limit: query.limit,
      });
      return { rows: rows.map((r) => ({ ...toVerdictRow(r), declarantName: r.declarantName })), total };
    },
  };
}
