import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db, Executor } from "../client";
import * as t from "../schema";
import type { TitleSeedContext } from "./zcps";

const NOT_RECOGNIZED_REASONS = ["与业务系统记录不符，且未提供佐证材料", "成果完成时间不在任现职期间"];
const RETURN_COMMENTS = ["附件不清晰，请重新上传加盖公章的证明"];
const APPEAL_REASON = "该成果已在业务系统补录，附件为单位出具的证明";

/** The enabled members of a department holding a role group. */
async function members(tx: Executor, tenantId: string, departId: string, groupCode: string) {
  const rows = await tx
    .selectDistinct({ id: t.users.id, username: t.users.username })
    .from(t.users)
    .innerJoin(t.groupMembers, eq(t.groupMembers.userId, t.users.id))
    .innerJoin(t.groups, eq(t.groups.id, t.groupMembers.groupId))
    .where(
      and(
        eq(t.users.tenantId, tenantId),
        eq(t.users.departId, departId),
        eq(t.groups.code, groupCode),
        isNull(t.users.deletedAt),
      ),
    )
    .orderBy(t.users.username);
  return rows.map((r) => r.id);
}

/**
 * Demo work for the departments (SEED=demo), after the declarations reached DEPARTMENT_REVIEW through the workflow
 * (which opened the tasks): each department's assigner assigns two thirds of every page's items over its reviewers
 * and leaves the rest for the assignment page; the first reviewer decides about half of what they hold (mostly
 * verified, some not recognised, one returned), so every page has pending, decided and unassigned work; one
 * declarant appeals a verdict. Everything goes through the stage's services, as the demo accounts.
 */
export async function seedZcpsDepartmentReview(tx: Executor, ctx: TitleSeedContext) {
  // loaded when used: the stage's module reaches the seed's own imports (declarations → staff → users → tenants),
  // so importing it first at the top would enter the stages' registry half-initialised
  const { createAppealService, createAssignService, createVerdictService } = await import(
    "../../modules/title-evaluation/stages/department-review"
  );
  // the services open their own transactions: inside the seed's, those are savepoints
  const db = tx as Db;
  const assignment = createAssignService({ db });
  const verdicts = createVerdictService({ db });
  const appeals = createAppealService({ db });
  const { tenantId } = ctx;
  const tasks = await tx
    .selectDistinct({ departId: t.departmentTasks.departId })
    .from(t.departmentTasks)
    .where(and(eq(t.departmentTasks.tenantId, tenantId), eq(t.departmentTasks.status, "OPEN")));
  // verdicts counted over every page: every second or third one not recognised, one returned
  let decided = 0;
  let notRecognized = 0;
  let returned = 0;
  for (const { departId } of tasks) {
    const [assignerId] = await members(tx, tenantId, departId, "dept_assigner");
    const reviewerIds = await members(tx, tenantId, departId, "dept_reviewer");
    if (!assignerId || reviewerIds.length === 0) continue;
    const assigner = { tenantId, userId: assignerId };
    for (const page of await verdicts.branchCounts(assigner)) {
      if (page.total === 0) continue;
      const open = await assignment.items(assigner, { type: page.code, assigned: "no", page: 1, limit: 100 });
      const chosen = open.rows.filter((r) => r.verifyStatus === "PENDING");
      const share = chosen.slice(0, Math.ceil((chosen.length * 2) / 3));
      for (const [i, row] of share.entries()) {
        const reviewerId = reviewerIds[i % reviewerIds.length] as string;
        await assignment.assign(assigner, { itemIds: [row.itemId], reviewerId });
      }
      const reviewer = { tenantId, userId: reviewerIds[0] as string };
      const queue = await verdicts.queue(reviewer, { type: page.code, status: "PENDING", page: 1, limit: 100 });
      const mine = queue.rows.filter((r) => r.assignedToMe);
      for (const row of mine.slice(0, Math.max(1, Math.floor(mine.length / 2)))) {
        const base = { itemId: row.itemId, version: row.version };
        decided += 1;
        if (decided % 3 === 2 && notRecognized < 6) {
          const reason = NOT_RECOGNIZED_REASONS[notRecognized % NOT_RECOGNIZED_REASONS.length] as string;
          await verdicts.verdict(reviewer, { ...base, verdict: "NOT_RECOGNIZED", reason });
          notRecognized += 1;
        } else if (decided % 5 === 0 && returned < 1) {
          await verdicts.verdict(reviewer, { ...base, verdict: "RETURNED", reason: RETURN_COMMENTS[0] });
          returned += 1;
        } else await verdicts.verdict(reviewer, { ...base, verdict: "VERIFIED" });
      }
    }
  }
  // one declarant disagrees with a verdict
  const [appealed] = await tx
    .select({ itemId: t.declarationItems.id, userId: t.declarations.userId })
    .from(t.declarationItems)
    .innerJoin(t.declarations, eq(t.declarations.id, t.declarationItems.declarationId))
    .where(and(eq(t.declarations.tenantId, tenantId), inArray(t.declarationItems.verifyStatus, ["NOT_RECOGNIZED"])))
    .limit(1);
  if (appealed)
    await appeals.file(
      { tenantId, userId: appealed.userId },
      { itemId: appealed.itemId, reason: APPEAL_REASON, evidenceFileIds: [] },
    );
}
