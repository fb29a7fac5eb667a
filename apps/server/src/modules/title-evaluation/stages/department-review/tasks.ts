import { randomUUID } from "node:crypto";
import { DEPARTMENT_VERIFIED_TYPES, pageOfMaterialType } from "@zcps/contracts/zcps/department-review/material-pages";
import type { Executor } from "../../../../db/client";
import { bilingual } from "../../../../platform/bilingual";
import { type Notice, notify } from "../../../../platform/notify";
import { applyTransition } from "../../declarations";
import { verifyingDepartments } from "../../review";
import { ASSIGNER_GROUP } from "./department";
import * as repo from "./repo";
import * as taskItems from "./task-items-repo";

/**
 * The tasks of one declaration: one per department verifying some of its items, opened when the declaration enters
 * the stage, reopened (only those that returned items) when the declarant resubmits, and closed when the department
 * has decided every item. When the last task closes the declaration moves on (none returned) or goes back to the
 * declarant with the returned items (some returned), in the same transaction. Which items a task holds is written
 * whenever tasks open or reopen, from the verifying departments of that moment; the department's lists and the
 * closing read it from there.
 */

const VERIFIED = new Set(DEPARTMENT_VERIFIED_TYPES);
const ASSIGN_LINK = "/DepartmentAudit/AuditMain";

interface DeclarationRef {
  id: string;
  tenantId: string;
  projectTimeId: string;
}

/** Verified items grouped by the department deciding them, as a declaration's resolver names it. */
function groupByDepartment(
  items: readonly repo.ItemRecord[],
  departmentOf: (materialType: string) => { departId: string | null },
) {
  const groups = new Map<string, repo.ItemRecord[]>();
  for (const item of items) {
    if (!VERIFIED.has(item.materialType)) continue;
    const { departId } = departmentOf(item.materialType);
    if (!departId) continue;
    groups.set(departId, [...(groups.get(departId) ?? []), item]);
  }
  return groups;
}

/** The declaration's verified items grouped by the department deciding them. */
export async function itemsByDepartment(db: Executor, declaration: DeclarationRef) {
  const departmentOf = await verifyingDepartments(db, declaration.tenantId, declaration);
  return groupByDepartment(await repo.itemsOf(db, declaration.id), departmentOf);
}

/** Each of the declaration's tasks holds the items of its department (after tasks open or reopen). */
async function holdItems(db: Executor, declarationId: string, groups: Map<string, repo.ItemRecord[]>) {
  const tasks = await repo.listTasks(db, declarationId);
  const taskOf = new Map(tasks.map((t) => [t.departId, t.id]));
  await taskItems.writeTaskItems(
    db,
    declarationId,
    [...groups].flatMap(([departId, items]) => {
      const taskId = taskOf.get(departId);
      return taskId ? items.map((i) => ({ itemId: i.id, taskId })) : [];
    }),
  );
  return tasks;
}

/** The items of each declaration grouped by the department whose task holds them. */
async function heldItems(db: Executor, declarationIds: readonly string[]) {
  const [items, held] = await Promise.all([
    repo.itemsOfMany(db, declarationIds),
    taskItems.taskItemsOf(db, declarationIds),
  ]);
  const departOf = new Map(held.map((h) => [h.itemId, h.departId]));
  const byDeclaration = new Map<string, Map<string, repo.ItemRecord[]>>();
  for (const item of items) {
    const departId = departOf.get(item.id);
    if (!departId) continue;
    const groups = byDeclaration.get(item.declarationId) ?? new Map<string, repo.ItemRecord[]>();
    groups.set(departId, [...(groups.get(departId) ?? []), item]);
    byDeclaration.set(item.declarationId, groups);
  }
  return (declarationId: string) => byDeclaration.get(declarationId) ?? new Map<string, repo.ItemRecord[]>();
}

const closedStatus = (items: readonly repo.ItemRecord[]) =>
  items.some((i) => i.verifyStatus === "RETURNED") ? "RETURNED" : "CLOSED";

/** Tells a department's assigners that items of a declaration wait for them. */
async function departmentNotices(
  db: Executor,
  declaration: DeclarationRef,
  departId: string,
  kind: "tasks" | "resubmitted",
  values: { name: string; count: number },
): Promise<Notice[]> {
  const depart = await repo.findDepartNames(db, declaration.tenantId, departId);
  const assigners = await repo.departMembers(db, declaration.tenantId, departId, ASSIGNER_GROUP);
  const departName = { zh: depart?.name ?? "", en: depart?.nameEn || depart?.name || "" };
  return assigners.map((a) => ({
    userId: a.userId,
    kind: `department.${kind}`,
    title: bilingual(`depart.notice.${kind}.title`),
    body: bilingual(`depart.notice.${kind}.body`, {
      name: values.name,
      count: String(values.count),
      depart: departName,
    }),
    link: ASSIGN_LINK,
  }));
}

/** Entering the stage: a task per department owning some of the items (an existing one opens its next round). */
export async function openTasks(db: Executor, declaration: DeclarationRef, declarantName: string, now: Date) {
  const groups = await itemsByDepartment(db, declaration);
  const existing = new Map((await repo.listTasks(db, declaration.id)).map((t) => [t.departId, t]));
  const notices: Notice[] = [];
  for (const [departId, items] of groups) {
    const task = existing.get(departId);
    const pending = items.filter((i) => i.verifyStatus === "PENDING").length;
    if (task) await repo.reopenTask(db, task.id, false, now);
    else
      await repo.insertTask(db, {
        id: randomUUID(),
        tenantId: declaration.tenantId,
        projectTimeId: declaration.projectTimeId,
        declarationId: declaration.id,
        departId,
        openedAt: now,
      });
    if (pending === 0) {
      const opened = await repo.findTask(db, declaration.id, departId);
      if (opened) await repo.setTaskStatus(db, opened.id, closedStatus(items), now);
    } else
      notices.push(
        ...(await departmentNotices(db, declaration, departId, "tasks", { name: declarantName, count: pending })),
      );
  }
  await notify(db, declaration.tenantId, notices);
  const tasks = await holdItems(db, declaration.id, groups);
  // nothing for any department to decide: the declaration moves straight on
  await settle(db, declaration, groups, tasks, now);
}

/**
 * A resubmission after a department's return: only the tasks that returned items open again (the next round, a
 * supplementary review, with the same reviewers since assignments are kept); their returned items are pending again.
 */
export async function reopenReturnedTasks(db: Executor, declaration: DeclarationRef, declarantName: string, now: Date) {
  const held = (await heldItems(db, [declaration.id]))(declaration.id);
  const notices: Notice[] = [];
  for (const task of await repo.listTasks(db, declaration.id)) {
    if (task.status !== "RETURNED") continue;
    const returned = (held.get(task.departId) ?? []).filter((i) => i.verifyStatus === "RETURNED").map((i) => i.id);
    await repo.reopenTask(db, task.id, true, now);
    await repo.resetItems(db, returned);
    notices.push(
      ...(await departmentNotices(db, declaration, task.departId, "resubmitted", {
        name: declarantName,
        count: returned.length,
      })),
    );
    for (const assignment of await repo.findAssignments(db, returned)) {
      if (notices.some((n) => n.userId === assignment.reviewerUserId)) continue;
      notices.push({
        userId: assignment.reviewerUserId,
        kind: "department.resubmitted",
        title: bilingual("depart.notice.resubmitted.title"),
        body: bilingual("depart.notice.resubmitted.body", { name: declarantName }),
        link: `/DepartmentAudS/${pageOfMaterialType(assignment.materialType)?.code ?? ""}S`,
      });
    }
  }
  await notify(db, declaration.tenantId, notices);
  // the tasks hold their departments' items as the declaration has them now
  await holdItems(db, declaration.id, await itemsByDepartment(db, declaration));
}

/** A later stage asks departments to check again: the named items (all of theirs when none is named). */
export async function reopenForRecheck(
  db: Executor,
  declaration: DeclarationRef,
  request: { departIds: readonly string[]; itemIds: readonly string[] },
  declarantName: string,
  now: Date,
) {
  const groups = await itemsByDepartment(db, declaration);
  const named = new Set(request.itemIds);
  const existing = new Map((await repo.listTasks(db, declaration.id)).map((t) => [t.departId, t]));
  const notices: Notice[] = [];
  for (const departId of request.departIds) {
    const items = (groups.get(departId) ?? []).filter((i) => named.size === 0 || named.has(i.id));
    const task = existing.get(departId);
    if (task) await repo.reopenTask(db, task.id, true, now);
    else
      await repo.insertTask(db, {
        id: randomUUID(),
        tenantId: declaration.tenantId,
        projectTimeId: declaration.projectTimeId,
        declarationId: declaration.id,
        departId,
        supplementary: true,
        openedAt: now,
      });
    await repo.resetItems(
      db,
      items.map((i) => i.id),
    );
    notices.push(
      ...(await departmentNotices(db, declaration, departId, "tasks", { name: declarantName, count: items.length })),
    );
  }
  await notify(db, declaration.tenantId, notices);
  await holdItems(db, declaration.id, groups);
}

/**
 * After a department's verdicts on items of several declarations: each of its tasks whose items are all decided
 * closes, and each declaration whose tasks are all closed moves on or goes back to the declarant (with the returned
 * items and the reviewers' comments). The items, the tasks and what each task holds are read at once, so a bulk
 * verdict over many declarations costs a few queries.
 */
export async function closeAndSettleMany(
  db: Executor,
  declarations: readonly DeclarationRef[],
  departId: string,
  now: Date,
) {
  const ids = declarations.map((d) => d.id);
  const [heldBy, tasks] = await Promise.all([heldItems(db, ids), repo.listTasksOf(db, ids)]);
  for (const declaration of declarations) {
    const groups = heldBy(declaration.id);
    const own = tasks.filter((t) => t.declarationId === declaration.id);
    const task = own.find((t) => t.departId === departId);
    const decided = groups.get(departId) ?? [];
    if (task?.status === "OPEN" && decided.every((i) => i.verifyStatus !== "PENDING")) {
      task.status = closedStatus(decided);
      await repo.setTaskStatus(db, task.id, task.status, now);
    }
    await settle(db, declaration, groups, own, now);
  }
}

/** When every task of the declaration is closed, the declaration moves on or goes back to the declarant. */
async function settle(
  db: Executor,
  declaration: DeclarationRef,
  groups: Map<string, repo.ItemRecord[]>,
  allTasks: readonly { status: string; departId: string }[],
  now: Date,
) {
  const tasks = allTasks.filter((t) => t.status !== "CANCELLED");
  if (tasks.some((t) => t.status === "OPEN")) return;
  const current = await repo.findDeclarationRef(db, declaration.tenantId, declaration.id);
  if (current?.status !== "DEPARTMENT_REVIEW") return;
  const returnedTasks = new Set(tasks.filter((t) => t.status === "RETURNED").map((t) => t.departId));
  if (returnedTasks.size === 0) {
    await applyTransition(db, {
      tenantId: declaration.tenantId,
      declarationId: declaration.id,
      event: { type: "departmentsDone" },
      actor: { userId: "system", name: "系统", role: "SYSTEM" },
      expectedVersion: current.version,
      extraFacts: { allDepartmentTasksClosed: true, anyDepartmentReturned: false },
      now,
    });
    return;
  }
  const returned = [...returnedTasks].flatMap((d) =>
    (groups.get(d) ?? []).filter((i) => i.verifyStatus === "RETURNED"),
  );
  // the return is the act of the reviewer who returned an item last
  const latest = [...returned].sort((a, b) => (b.verifiedAt?.getTime() ?? 0) - (a.verifiedAt?.getTime() ?? 0))[0];
  const verdict = latest && (await repo.verdictsOf(db, latest.id)).filter((v) => v.verdict === "RETURNED").at(-1);
  if (!verdict) return;
  // each page names the material type in its reader's language; the comment alone holds no language of its own
  const notes = returned.map((i) => ({ materialType: i.materialType, comment: i.verifyComment ?? "" }));
  await applyTransition(db, {
    tenantId: declaration.tenantId,
    declarationId: declaration.id,
    event: {
      type: "return",
      target: "DECLARANT",
      itemIds: returned.map((i) => i.id),
      comment: notes.map((n) => n.comment).join("\n"),
      notes,
    },
    actor: { userId: verdict.reviewerId, name: verdict.reviewerName, role: "DEPARTMENT_REVIEWER" },
    expectedVersion: current.version,
    now,
  });
}

/** The declaration leaves the stage early (withdrawn): its tasks stop. */
export const cancelTasks = (db: Executor, declarationId: string, now: Date) =>
  repo.cancelOpenTasks(db, declarationId, now);
