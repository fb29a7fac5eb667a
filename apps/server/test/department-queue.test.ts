import type { AssignRow, BranchCount, QueueRow, VerdictOutcome } from "@zcps/contracts/zcps/department-review/api";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "../src/db/schema";
import { applyTransition } from "../src/modules/title-evaluation/declarations";
import { type Client, data, signedIn } from "./client";
import { departmentReviewFixture } from "./department-review-fixture";
import { startTestServer, type TestServer } from "./harness";
import { samplePayload } from "./zcps-declaration-fixture";

/**
 * The department's lists follow every move of an item: the items a task holds are written when it opens, and what the
 * lists filter on (reviewer, verdict, the task's state) is kept beside them by assignment, verdicts, the return and
 * resubmission, an appeal's answer and a withdrawal. Each step reads the lists as the reviewers and assigners do.
 */

const API = "/api/zcps-sh/depart";
const USER_CENTER = "/api/zcps-sh/userCenter";

let server: TestServer;
let fx: Awaited<ReturnType<typeof departmentReviewFixture>>;
let assigner: Client;
let reviewer: Client;
let research2: Client;
let academicReviewer: Client;
let academicAssigner: Client;
let declarant: Client;
let declarationId: string;
let paper1: string;
let paper2: string;
let course: string;

beforeAll(async () => {
  server = await startTestServer();
  fx = await departmentReviewFixture(server);
  [assigner, reviewer, research2, academicReviewer, academicAssigner, declarant] = await signedIn(server, [
    "dept_assigner",
    "dept_reviewer",
    "dr_research2",
    "dr_academic",
    "da_academic",
    "declarant",
  ]);
  const made = await fx.declaration({ staffId: fx.base.staffId, userId: fx.base.declarantId, unitId: fx.base.unitId }, [
    { materialType: "PAPER" },
    { materialType: "PAPER", payload: samplePayload("PAPER", 2) },
    { materialType: "COURSE_TAUGHT" },
    { materialType: "SELF_SUMMARY" },
  ]);
  declarationId = made.id;
  [paper1, paper2, course] = made.itemIds as [string, string, string];
});
afterAll(async () => server.close());

const batch = () => `projectTimeId=${fx.base.batchId}`;
const queue = async (caller: Client, type: string, status = "PENDING") =>
  data<{ rows: QueueRow[]; total: number }>(
    await caller.get(`${API}/getCheckContOfCheckUser?type=${type}&status=${status}&${batch()}`),
  );
const ids = (list: { rows: { itemId: string }[] }) => list.rows.map((r) => r.itemId);
const assignList = async (caller: Client, type: string) =>
  data<{ rows: AssignRow[]; total: number }>(await caller.get(`${API}/items?type=${type}&${batch()}`));
const decide = (caller: Client, itemId: string, verdict: string, reason?: string) =>
  fx
    .item(itemId)
    .then(async (item) =>
      data<VerdictOutcome>(
        await caller.post(`${API}/verdict`, { itemId, version: item?.version, verdict, ...(reason ? { reason } : {}) }),
      ),
    );

describe("the queue through a declaration's round trip", () => {
  it("shows the opened task's undecided items to every reviewer of the department until they are assigned", async () => {
    await fx.recommend(declarationId);
    expect(ids(await queue(reviewer, "Paper")).sort()).toEqual([paper1, paper2].sort());
    expect(ids(await queue(research2, "Paper")).sort()).toEqual([paper1, paper2].sort());
    expect(ids(await queue(academicReviewer, "TeachCourse"))).toEqual([course]);
    expect(ids(await queue(academicReviewer, "Paper"))).toEqual([]);
  });

  it("follows an assignment and a reassignment to another reviewer", async () => {
    const me = await fx.userId("dept_reviewer");
    data(await assigner.post(`${API}/assign`, { itemIds: [paper1], reviewerId: me }));
    data(await assigner.post(`${API}/assign`, { itemIds: [paper2], reviewerId: fx.users.research2 }));
    expect(ids(await queue(reviewer, "Paper"))).toEqual([paper1]);
    expect(ids(await queue(research2, "Paper"))).toEqual([paper2]);
    // reallocated: the item leaves the first reviewer's queue for the other's
    data(await assigner.post(`${API}/assign`, { itemIds: [paper2], reviewerId: me }));
    expect(ids(await queue(reviewer, "Paper"))).toEqual([paper1, paper2]);
    expect((await queue(reviewer, "Paper")).rows.every((r) => r.assignedToMe)).toBe(true);
    expect(await queue(research2, "Paper")).toEqual({ rows: [], total: 0 });
    const unassigned = data<{ total: number }>(await assigner.get(`${API}/items?type=Paper&assigned=no&${batch()}`));
    expect(unassigned.total).toBe(0);
  });

  it("moves decided items from the pending queue to the decided one, and the return sends the declaration back", async () => {
    await decide(reviewer, paper1, "VERIFIED");
    expect(ids(await queue(reviewer, "Paper"))).toEqual([paper2]);
    await decide(reviewer, paper2, "RETURNED", "请补充检索证明");
    await decide(academicReviewer, course, "NOT_RECOGNIZED", "学时不符");
    expect((await fx.status(declarationId))?.status).toBe("RETURNED");
    expect(await queue(reviewer, "Paper")).toEqual({ rows: [], total: 0 });
    const decided = await queue(reviewer, "Paper", "DECIDED");
    expect(decided.rows.map((r) => [r.itemId, r.verifyStatus])).toEqual([
      [paper1, "VERIFIED"],
      [paper2, "RETURNED"],
    ]);
    const counts = data<BranchCount[]>(await assigner.get(`${API}/getAllBranchCount?${batch()}`));
    expect(counts.find((c) => c.code === "Paper")).toMatchObject({ total: 2, assigned: 2, decided: 2, returned: 1 });
  });

  it("after the resubmission the returned item waits again for its reviewer, in the supplementary round", async () => {
    data(await declarant.put(`${USER_CENTER}/items/${paper2}`, { payload: samplePayload("PAPER", 9) }));
    const { version: v } = (await fx.status(declarationId)) as { version: number };
    data(await declarant.post(`${USER_CENTER}/declarations/${declarationId}/resubmit`, { version: v }));
    const again = await queue(reviewer, "Paper");
    expect(again.rows).toEqual([
      expect.objectContaining({ itemId: paper2, verifyStatus: "PENDING", round: 2, supplementary: true }),
    ]);
    expect(ids(data<{ rows: QueueRow[] }>(await reviewer.get(`${API}/supplementary?${batch()}`)))).toEqual([paper2]);
    // the academic office closed its task: nothing waits there
    expect(await queue(academicReviewer, "TeachCourse")).toEqual({ rows: [], total: 0 });
    const counts = data<BranchCount[]>(await assigner.get(`${API}/getAllBranchCount?${batch()}`));
    expect(counts.find((c) => c.code === "Paper")).toMatchObject({ decided: 1, returned: 0 });
    await decide(reviewer, paper2, "VERIFIED");
    expect((await fx.status(declarationId))?.status).toBe("FORMAL_AUDIT");
    expect(await queue(reviewer, "Paper")).toEqual({ rows: [], total: 0 });
  });

  it("an overturned appeal shows the item recognised in the department's lists and counts", async () => {
    const appeal = data<{ id: string }>(await declarant.post(`${API}/appeal`, { itemId: course, reason: "漏录课程" }));
    data(await academicAssigner.post(`${API}/checkReply`, { id: appeal.id, outcome: "OVERTURNED", reply: "予以认定" }));
    const list = await assignList(academicAssigner, "TeachCourse");
    expect(list.rows).toEqual([expect.objectContaining({ itemId: course, verifyStatus: "VERIFIED" })]);
    const counts = data<BranchCount[]>(await academicAssigner.get(`${API}/getAllBranchCount?${batch()}`));
    expect(counts.find((c) => c.code === "TeachCourse")).toMatchObject({ total: 1, decided: 1, returned: 0 });
    expect(await queue(academicReviewer, "TeachCourse")).toEqual({ rows: [], total: 0 });
  });

  it("a withdrawn declaration leaves every list of the department", async () => {
    const staffId = crypto.randomUUID();
    await fx.db
      .insert(t.staff)
      .values({ id: staffId, tenantId: "default", employeeNo: "T_QUEUE", name: "撤回", unitId: fx.base.unitId });
    const made = await fx.declaration({ staffId, userId: `queue-user-${staffId}`, unitId: fx.base.unitId }, [
      { materialType: "PAPER" },
    ]);
    await fx.recommend(made.id);
    expect(ids(await queue(reviewer, "Paper"))).toEqual(made.itemIds);
    const [row, personnel] = [await fx.status(made.id), await fx.userId("personnel")];
    await fx.db.transaction((tx) =>
      applyTransition(tx, {
        tenantId: "default",
        declarationId: made.id,
        event: { type: "withdraw", reason: "本人申请撤回" },
        actor: { userId: personnel, name: "赵敏", role: "PERSONNEL" },
        expectedVersion: row?.version as number,
      }),
    );
    expect(await queue(reviewer, "Paper")).toEqual({ rows: [], total: 0 });
    expect(ids(await assignList(assigner, "Paper"))).not.toContain(made.itemIds[0]);
  });

  it("every task item's copies agree with their originals", async () => {
    const disagreeing = await fx.db.execute(sql`
      select ti.item_id from department_task_items ti
      join declaration_items i on i.id = ti.item_id join department_tasks tk on tk.id = ti.task_id
      left join department_assignments a on a.item_id = ti.item_id
      where ti.verify_status <> i.verify_status or ti.task_status <> tk.status or ti.opened_at <> tk.opened_at
        or ti.reviewer_user_id is distinct from a.reviewer_user_id`);
    expect((disagreeing as unknown as { rows: unknown[] }).rows).toEqual([]);
    const held = await fx.db
      .select()
      .from(t.departmentTaskItems)
      .where(eq(t.departmentTaskItems.declarationId, declarationId));
    expect(held.map((h) => h.itemId).sort()).toEqual([paper1, paper2, course].sort());
  });
});
