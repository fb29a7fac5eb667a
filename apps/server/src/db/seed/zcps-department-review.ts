import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db, Executor } from "../client";
import * as t from "../schema";
import type { TitleSeedContext } from "./zcps";

const NOT_RECOGNIZED_REASONS = ["与业务系统记录不符，且未提供佐证材料", "成果完成时间不在任现职期间"];
const RETURN_COMMENTS = ["附件不清晰，请重新上传加盖公章的证明"];
const APPEAL_REASON = "该成果已在业务系统补录，附件为单位出具的证明";
const SUPPLEMENTARY_RETURN = "论文检索证明缺少收录号，请补充后重新提交";
/** How long ago the demo's assignments were made, so that undecided ones are overdue on the supervision page. */
const ASSIGNED_DAYS_AGO = 14;

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
 * declarant appeals a verdict. The work dates from two weeks back, so the undecided items are overdue. Then one
 * declaration goes through a whole round (every item decided, two returned), is resubmitted by its declarant, and
 * in the supplementary round the same reviewer verifies one returned item while the other waits. Everything goes through the stage's services and the
 * workflow, as the demo accounts.
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
  const { applyTransition } = await import("../../modules/title-evaluation/declarations");
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
    .where(
      and(
        eq(t.declarations.tenantId, tenantId),
        inArray(t.declarationItems.verifyStatus, ["NOT_RECOGNIZED"]),
        // an item already under appeal takes no second one
        sql`not exists (select 1 from ${t.verdictAppeals} v where v.item_id = ${t.declarationItems.id} and v.status = 'OPEN')`,
      ),
    )
    .orderBy(t.declarationItems.id)
    .limit(1);
  if (appealed)
    await appeals.file(
      { tenantId, userId: appealed.userId },
      { itemId: appealed.itemId, reason: APPEAL_REASON, evidenceFileIds: [] },
    );
  // the round so far began two weeks ago
  const since = new Date(Date.now() - ASSIGNED_DAYS_AGO * 86_400_000);
  await tx
    .update(t.departmentAssignments)
    .set({ assignedAt: since })
    .where(eq(t.departmentAssignments.tenantId, tenantId));
  await tx
    .update(t.departmentTasks)
    .set({ openedAt: sql`least(${t.departmentTasks.openedAt}, ${since})` })
    .where(and(eq(t.departmentTasks.tenantId, tenantId), eq(t.departmentTasks.status, "OPEN")));
  // the items the tasks hold keep a copy of their task's opening
  await tx
    .update(t.departmentTaskItems)
    .set({ openedAt: sql`least(${t.departmentTaskItems.openedAt}, ${since})` })
    .where(and(eq(t.departmentTaskItems.tenantId, tenantId), eq(t.departmentTaskItems.taskStatus, "OPEN")));

  await supplementaryRound(tx, tenantId, { assignment, verdicts, applyTransition });
}

type Services = {
  assignment: ReturnType<typeof import("../../modules/title-evaluation/stages/department-review").createAssignService>;
  verdicts: ReturnType<typeof import("../../modules/title-evaluation/stages/department-review").createVerdictService>;
  applyTransition: typeof import("../../modules/title-evaluation/declarations").applyTransition;
};

/**
 * One declaration in the stage carried through a round: every office still verifying it (given demo accounts when
 * it has none) has its first reviewer take and decide all of its items, the demo reviewer's office returning two;
 * the declarant resubmits, and in the supplementary round the demo reviewer verifies one returned item (the
 * outcomes page has a decision) while the other waits for them. A declaration the workflow refuses to resubmit as
 * it stands (a required section empty) is left as it was.
 */
async function supplementaryRound(tx: Executor, tenantId: string, { assignment, verdicts, applyTransition }: Services) {
  // a declaration whose every office still verifying has an assigner and a reviewer to act, with the fewest such
  const candidates = await tx
    .select({
      id: t.declarations.id,
      userId: t.declarations.userId,
      departIds: sql<string[]>`array_agg(${t.departmentTasks.departId})`,
    })
    .from(t.declarations)
    .innerJoin(
      t.departmentTasks,
      and(eq(t.departmentTasks.declarationId, t.declarations.id), eq(t.departmentTasks.status, "OPEN")),
    )
    .innerJoin(t.staff, eq(t.staff.id, t.declarations.staffId))
    .where(and(eq(t.declarations.tenantId, tenantId), eq(t.declarations.status, "DEPARTMENT_REVIEW")))
    .groupBy(t.declarations.id, t.declarations.userId, t.staff.employeeNo)
    // in a stable order (the ids are random), so every demo database gets the same round
    .orderBy(sql`count(*)`, t.staff.employeeNo, t.declarations.id)
    .limit(50);
  const staffed = new Map<string, boolean>();
  const isStaffed = async (departId: string) => {
    if (!staffed.has(departId))
      staffed.set(
        departId,
        (await members(tx, tenantId, departId, "dept_assigner")).length > 0 &&
          (await members(tx, tenantId, departId, "dept_reviewer")).length > 0,
      );
    return staffed.get(departId) as boolean;
  };
  const [demoReviewer] = await tx
    .select({ departId: t.users.departId })
    .from(t.users)
    .where(and(eq(t.users.tenantId, tenantId), eq(t.users.username, "dept_reviewer")));
  const demoOffice = demoReviewer?.departId ?? "";
  // how many undecided items each candidate has with the demo reviewer's office: two make a round with a decision
  // and a wait
  const withDemoOffice = new Map(
    candidates.length === 0
      ? []
      : (
          await tx
            .select({ declarationId: t.departmentTaskItems.declarationId, n: sql<number>`count(*)::int` })
            .from(t.departmentTaskItems)
            .innerJoin(t.declarationItems, eq(t.declarationItems.id, t.departmentTaskItems.itemId))
            .where(
              and(
                eq(t.departmentTaskItems.departId, demoOffice),
                eq(t.declarationItems.verifyStatus, "PENDING"),
                inArray(
                  t.departmentTaskItems.declarationId,
                  candidates.map((c) => c.id),
                ),
              ),
            )
            .groupBy(t.departmentTaskItems.declarationId)
        ).map((r) => [r.declarationId, r.n]),
  );
  // every office the candidates wait for gets demo members when it has none, in the order of the offices' codes, so
  // the demo's accounts are the same whichever declaration takes the round
  const offices = [...new Set(candidates.flatMap((c) => c.departIds))];
  const codes = new Map(
    offices.length === 0
      ? []
      : (
          await tx
            .select({ id: t.departs.id, code: t.departs.code })
            .from(t.departs)
            .where(inArray(t.departs.id, offices))
        ).map((d) => [d.id, d.code]),
  );
  offices.sort((a, b) => (codes.get(a) ?? "").localeCompare(codes.get(b) ?? ""));
  let office = 0;
  for (const departId of offices)
    if (!(await isStaffed(departId))) await staffDepartment(tx, tenantId, departId, office++);
  // tried in this order until the workflow takes one (a declaration that no longer meets its conditions once two
  // items are returned cannot be resubmitted): two undecided items with the demo office; the demo office's; the rest
  const rank = (c: (typeof candidates)[number]) =>
    ((withDemoOffice.get(c.id) ?? 0) >= 2 ? 0 : 1) + (c.departIds.includes(demoOffice) ? 0 : 2);
  const ranked = candidates.map((candidate, order) => ({ candidate, order, rank: rank(candidate) }));
  ranked.sort((a, b) => a.rank - b.rank || a.order - b.order);
  for (const { candidate } of ranked.slice(0, 5)) if (await roundOn(candidate)) return;

  /** The round on one declaration, in a savepoint: false (and nothing kept) when the workflow refuses it. */
  async function roundOn(chosen: (typeof candidates)[number]): Promise<boolean> {
    const { id: chosenId, userId: chosenUserId } = chosen;
    const db = tx as Db;
    return db
      .transaction(async (sp) => {
        const tasks = await sp
          .select({ departId: t.departmentTasks.departId })
          .from(t.departmentTasks)
          .where(and(eq(t.departmentTasks.declarationId, chosenId), eq(t.departmentTasks.status, "OPEN")));
        // the demo reviewer's office first: the items it returns wait for them in the supplementary round
        tasks.sort((a, b) => Number(b.departId === demoOffice) - Number(a.departId === demoOffice));
        // two items of the demo reviewer's office (the first) are returned; everything else is verified
        let returned = 0;
        const returning = tasks[0]?.departId;
        for (const { departId } of tasks) {
          const [assignerId] = await members(sp, tenantId, departId, "dept_assigner");
          const [reviewerId] = await members(sp, tenantId, departId, "dept_reviewer");
          if (!assignerId || !reviewerId) throw new SkipRound();
          const assigner = { tenantId, userId: assignerId };
          const reviewer = { tenantId, userId: reviewerId };
          for (const page of await verdicts.branchCounts(assigner)) {
            const open = await assignment.items(assigner, { type: page.code, assigned: "all", page: 1, limit: 100 });
            const mine = open.rows.filter((r) => r.declarationId === chosenId && r.verifyStatus === "PENDING");
            if (mine.length === 0) continue;
            await assignment.assign(assigner, { itemIds: mine.map((r) => r.itemId), reviewerId });
            const queue = await verdicts.queue(reviewer, { type: page.code, status: "PENDING", page: 1, limit: 100 });
            for (const row of queue.rows.filter((r) => r.declarationId === chosenId)) {
              const base = { itemId: row.itemId, version: row.version };
              if (departId === returning && returned < 2) {
                await verdicts.verdict(reviewer, { ...base, verdict: "RETURNED", reason: SUPPLEMENTARY_RETURN });
                returned += 1;
              } else await verdicts.verdict(reviewer, { ...base, verdict: "VERIFIED" });
            }
          }
        }
        const [current] = await sp
          .select({ status: t.declarations.status, version: t.declarations.version })
          .from(t.declarations)
          .where(eq(t.declarations.id, chosenId));
        if (current?.status !== "RETURNED") throw new SkipRound();
        const [declarant] = await sp.select({ name: t.users.name }).from(t.users).where(eq(t.users.id, chosenUserId));
        await applyTransition(sp, {
          tenantId,
          declarationId: chosenId,
          event: { type: "resubmit" },
          actor: { userId: chosenUserId, name: declarant?.name ?? "", role: "DECLARANT" },
          expectedVersion: current.version,
        });
        // the supplementary round: one of two returned items verified, the other left waiting
        if (returned < 2 || !returning) return;
        const [assignerId] = await members(sp, tenantId, returning, "dept_assigner");
        const [reviewerId] = await members(sp, tenantId, returning, "dept_reviewer");
        if (!assignerId || !reviewerId) return;
        const reviewer = { tenantId, userId: reviewerId };
        for (const page of await verdicts.branchCounts({ tenantId, userId: assignerId })) {
          const queue = await verdicts.queue(reviewer, { type: page.code, status: "PENDING", page: 1, limit: 100 });
          const row = queue.rows.find((r) => r.declarationId === chosenId);
          if (!row) continue;
          await verdicts.verdict(reviewer, { itemId: row.itemId, version: row.version, verdict: "VERIFIED" });
          return;
        }
      })
      .then(() => true)
      .catch((error: unknown) => {
        // the workflow's refusal (or nobody to act) leaves the demo without this round, not without data
        if (error instanceof SkipRound || (error instanceof Error && "httpStatus" in error)) return false;
        throw error;
      });
  }
}

class SkipRound extends Error {}

const OFFICE_MEMBERS: [string, string][] = [
  ["孙丽", "马超"],
  ["朱敏", "胡军"],
  ["高翔", "林静"],
  ["何平", "罗欣"],
];

/** An office with no demo accounts gets an assigner (assigner_<code>) and a reviewer (reviewer_<code>), like research. */
async function staffDepartment(tx: Executor, tenantId: string, departId: string, office: number) {
  const [template] = await tx
    .select({ passwordHash: t.users.passwordHash })
    .from(t.users)
    .where(and(eq(t.users.tenantId, tenantId), eq(t.users.username, "dept_reviewer")));
  const [depart] = await tx.select({ code: t.departs.code }).from(t.departs).where(eq(t.departs.id, departId));
  if (!template || !depart) return;
  const names = OFFICE_MEMBERS[office % OFFICE_MEMBERS.length] as [string, string];
  // the next free numbers of the demo offices' phone range (a later run staffs other offices)
  const [used] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(t.users)
    .where(and(eq(t.users.tenantId, tenantId), sql`${t.users.mobilePhone} like '1370000%'`));
  for (const [k, prefix, groupCode, name] of [
    [0, "assigner", "dept_assigner", names[0]],
    [1, "reviewer", "dept_reviewer", names[1]],
  ] as const) {
    const [group] = await tx
      .select({ id: t.groups.id })
      .from(t.groups)
      .where(and(eq(t.groups.tenantId, tenantId), eq(t.groups.code, groupCode)));
    if (!group) return;
    // an account of the office's name made earlier (another demo's) only joins the role group
    const [existing] = await tx
      .select({ id: t.users.id })
      .from(t.users)
      .where(and(eq(t.users.tenantId, tenantId), eq(t.users.username, `${prefix}_${depart.code}`)));
    if (existing) {
      await tx.insert(t.groupMembers).values({ groupId: group.id, userId: existing.id }).onConflictDoNothing();
      continue;
    }
    const id = randomUUID();
    await tx.insert(t.users).values({
      id,
      tenantId,
      username: `${prefix}_${depart.code}`,
      passwordHash: template.passwordHash,
      name,
      departId,
      // a complete profile, like every other demo account
      mobilePhone: `1370000${String((used?.n ?? 0) + k + 1).padStart(4, "0")}`,
      email: `${prefix}.${depart.code}@example.edu.cn`,
    });
    await tx.insert(t.groupMembers).values({ groupId: group.id, userId: id });
  }
}
