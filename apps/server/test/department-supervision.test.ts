import type { QueueRow } from "@zcps/contracts/zcps/department-review/api";
import type {
  CountForm,
  DepartmentDeclarantCount,
  Supervision,
  SupplementaryResultRow,
} from "@zcps/contracts/zcps/department-review/supervision";
import { and, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "../src/db/schema";
import { type Client, data, expectBadRequest, expectRefused, signedIn } from "./client";
import { departmentReviewFixture } from "./department-review-fixture";
import { startTestServer, type TestServer } from "./harness";
import { PDF } from "./real-files";
import { samplePayload } from "./zcps-declaration-fixture";

const API = "/api/zcps-sh/depart";
const USER_CENTER = "/api/zcps-sh/userCenter";

let server: TestServer;
let fx: Awaited<ReturnType<typeof departmentReviewFixture>>;
let assigner: Client;
let reviewer: Client;
let academicReviewer: Client;
let academicAssigner: Client;
let personnel: Client;
let declarant: Client;
let unitAdmin: Client;
let declarationId: string;
let paper1: string;
let paper2: string;
let course: string;
let batch: string;

const version = async (itemId: string) => (await fx.item(itemId))?.version as number;

beforeAll(async () => {
  server = await startTestServer();
  fx = await departmentReviewFixture(server);
  batch = fx.base.batchId;
  [assigner, reviewer, academicReviewer, academicAssigner, personnel, declarant, unitAdmin] = await signedIn(server, [
    "dept_assigner",
    "dept_reviewer",
    "dr_academic",
    "da_academic",
    "personnel",
    "declarant",
    "unit_admin",
  ]);
  const owner = { staffId: fx.base.staffId, userId: fx.base.declarantId, unitId: fx.base.unitId };
  const made = await fx.declaration(owner, [
    { materialType: "PAPER" },
    { materialType: "PAPER", payload: samplePayload("PAPER", 2) },
    { materialType: "COURSE_TAUGHT" },
    { materialType: "SELF_SUMMARY" },
  ]);
  declarationId = made.id;
  [paper1, paper2, course] = made.itemIds as [string, string, string];
  await fx.recommend(declarationId);
  const me = await fx.userId("dept_reviewer");
  data(await assigner.post(`${API}/assign`, { itemIds: [paper1, paper2], reviewerId: me }));
  data(await reviewer.post(`${API}/verdict`, { itemId: paper1, version: await version(paper1), verdict: "VERIFIED" }));
  data(
    await reviewer.post(`${API}/verdict`, {
      itemId: paper2,
      version: await version(paper2),
      verdict: "RETURNED",
      reason: "请补充检索证明",
    }),
  );
  data(
    await academicReviewer.post(`${API}/verdict`, {
      itemId: course,
      version: await version(course),
      verdict: "NOT_RECOGNIZED",
      reason: "学时不符",
    }),
  );
  expect((await fx.status(declarationId))?.status).toBe("RETURNED");
});
afterAll(async () => server.close());

describe("the demo data", () => {
  it("leaves the demo reviewer a supplementary round with one returned item verified and another waiting", async () => {
    // the demo's batches, not the fixture's
    const batches = (await server.deps.db.select({ id: t.batches.id }).from(t.batches)).filter((b) => b.id !== batch);
    const waiting: QueueRow[] = [];
    const results: SupplementaryResultRow[] = [];
    for (const { id } of batches) {
      const query = `projectTimeId=${id}&limit=100`;
      waiting.push(
        ...data<{ rows: QueueRow[] }>(await reviewer.get(`${API}/supplementary?status=PENDING&${query}`)).rows,
      );
      results.push(
        ...data<{ rows: SupplementaryResultRow[] }>(await reviewer.get(`${API}/supplementary/results?${query}`)).rows,
      );
    }
    // one declaration with two items returned: one verified in the round, the other still waiting (other stages'
    // demos may add re-checks of their own)
    const waitingFor = new Set(waiting.map((r) => r.declarationId));
    expect(
      results.filter((r) => r.round === 2 && r.verdict === "VERIFIED" && waitingFor.has(r.declarationId)),
    ).toHaveLength(1);
  });
});

describe("the supplementary review", () => {
  it("after the resubmission, the returned item waits for the same reviewer across material pages", async () => {
    data(await declarant.put(`${USER_CENTER}/items/${paper2}`, { payload: samplePayload("PAPER", 9) }));
    const { version: v } = (await fx.status(declarationId)) as { version: number };
    data(await declarant.post(`${USER_CENTER}/declarations/${declarationId}/resubmit`, { version: v }));
    const mine = data<{ rows: QueueRow[]; total: number }>(
      await reviewer.get(`${API}/supplementary?projectTimeId=${batch}`),
    );
    expect(mine.rows).toEqual([
      expect.objectContaining({ itemId: paper2, round: 2, supplementary: true, assignedToMe: true }),
    ]);
    // the first round's verified paper is not part of the supplementary round
    expect(mine.rows.map((r) => r.itemId)).not.toContain(paper1);
    expect(data<{ total: number }>(await academicReviewer.get(`${API}/supplementary`)).total).toBe(0);
    expectRefused(await declarant.get(`${API}/supplementary`));
  });
});

describe("supervision", () => {
  it("shows an assigner their department's progress and the item overdue by working days", async () => {
    const longAgo = new Date(Date.now() - 30 * 86_400_000);
    // the first round, further back still: the verified paper was decided before the round reopened
    await fx.db
      .update(t.declarationItems)
      .set({ verifiedAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(t.declarationItems.id, paper1));
    await fx.db
      .update(t.departmentAssignments)
      .set({ assignedAt: longAgo })
      .where(eq(t.departmentAssignments.itemId, paper2));
    await fx.db
      .update(t.departmentTasks)
      .set({ openedAt: longAgo })
      .where(eq(t.departmentTasks.declarationId, declarationId));
    const view = data<Supervision>(await assigner.get(`${API}/supervision?projectTimeId=${batch}`));
    expect(view.reviewDays).toBe(5);
    expect(view.allDepartments).toBe(false);
    expect(view.departments.map((d) => d.name)).toEqual(["科研处"]);
    expect(view.departments[0]).toMatchObject({
      total: 2,
      assigned: 2,
      verified: 1,
      pending: 1,
      overdue: 1,
      tasksOpen: 1,
    });
    expect(view.reviewers).toEqual([
      expect.objectContaining({ name: "陈静", assigned: 2, decided: 1, pending: 1, overdue: 1, remindedAt: null }),
    ]);
    expect(view.overdue).toEqual([expect.objectContaining({ itemId: paper2, reviewerName: "陈静", round: 2 })]);
    expect(String(view.overdue[0]?.dueDate) < view.today).toBe(true);
  });

  it("shows personnel every department, and refuses an assigner another department and a reviewer the page", async () => {
    const view = data<Supervision>(await personnel.get(`${API}/supervision?projectTimeId=${batch}`));
    expect(view.allDepartments).toBe(true);
    expect(view.departments.map((d) => d.departId).sort()).toEqual([fx.academic, fx.research].sort());
    expect(view.departments.find((d) => d.departId === fx.academic)).toMatchObject({
      notRecognized: 1,
      tasksClosed: 1,
      tasksOpen: 0,
    });
    expectBadRequest(
      await assigner.get(`${API}/supervision?projectTimeId=${batch}&departId=${fx.academic}`),
      "你只能查看本部门的核查情况",
    );
    expectRefused(await reviewer.get(`${API}/supervision`));
    expectRefused(await unitAdmin.post(`${API}/supervision/remind`, { reviewerId: fx.users.research2 }));
  });

  it("reminds a reviewer once an hour, only in the departments the caller supervises", async () => {
    const me = await fx.userId("dept_reviewer");
    expectBadRequest(
      await academicAssigner.post(`${API}/supervision/remind`, { reviewerId: me, projectTimeId: batch }),
      "该审核人不在你可督办的部门",
    );
    const reply = await assigner.post(`${API}/supervision/remind`, { reviewerId: me, projectTimeId: batch });
    expect(reply.json().message).toBe("已发送催办消息");
    expect(data(reply)).toMatchObject({ pending: 1, overdue: 1 });
    const inbox = await fx.db
      .select()
      .from(t.userMessages)
      .where(and(eq(t.userMessages.userId, me), eq(t.userMessages.kind, "department.reminder")));
    expect(inbox).toHaveLength(1);
    expect(inbox[0]?.body).toBe("刘洋提醒你：有1条材料待核查，其中1条已超过5个工作日，请尽快处理");
    expect(inbox[0]?.bodyEn).toContain("1 items wait for your verification");
    expectBadRequest(
      await personnel.post(`${API}/supervision/remind`, { reviewerId: me, projectTimeId: batch }),
      "一小时内已催办过该审核人，请稍后再催",
    );
    const en = await assigner.with({ lang: "en" }).post(`${API}/supervision/remind`, { reviewerId: me });
    expectBadRequest(en, "This reviewer was reminded within the last hour; remind them later");
    expect(
      data<Supervision>(await assigner.get(`${API}/supervision?projectTimeId=${batch}`)).reviewers[0]?.remindedAt,
    ).not.toBeNull();
    expectBadRequest(
      await personnel.post(`${API}/supervision/remind`, {
        reviewerId: fx.users.academicReviewer,
        projectTimeId: batch,
      }),
      "该审核人没有待审核的材料",
    );
  });

  it("lists the supplementary round's verdict with its round, reviewer and time", async () => {
    data(
      await reviewer.post(`${API}/verdict`, { itemId: paper2, version: await version(paper2), verdict: "VERIFIED" }),
    );
    const results = data<{ rows: SupplementaryResultRow[]; total: number }>(
      await reviewer.get(`${API}/supplementary/results?projectTimeId=${batch}`),
    );
    expect(results.rows).toEqual([
      expect.objectContaining({ itemId: paper2, round: 2, verdict: "VERIFIED", reviewerName: "陈静" }),
    ]);
    expect(
      data<{ total: number }>(await reviewer.get(`${API}/supplementary/results?verdict=RETURNED&type=Paper`)).total,
    ).toBe(0);
    // decided in this round: it stays on the supplementary page as decided
    const decided = data<{ rows: QueueRow[] }>(
      await reviewer.get(`${API}/supplementary?status=DECIDED&projectTimeId=${batch}`),
    );
    expect(decided.rows.map((r) => r.itemId)).toEqual([paper2]);
  });
});

describe("the appeal with evidence", () => {
  it("accepts only the declarant's own evidence, and the deciding department reads it", async () => {
    const foreign = data<{ id: string }>(
      await personnel.upload(`${API}/appeal/evidence`, { filename: "other.pdf", content: PDF }),
    );
    expectBadRequest(
      await declarant.post(`${API}/appeal`, { itemId: course, reason: "课程已补录", evidenceFileIds: [foreign.id] }),
      "证明材料须是你为申诉上传的文件",
    );
    expectBadRequest(
      await declarant.upload(`${API}/appeal/evidence`, { filename: "x.txt", content: Buffer.from("plain text") }),
    );
    const mine = data<{ id: string; name: string }>(
      await declarant.upload(`${API}/appeal/evidence`, { filename: "证明.pdf", content: PDF }),
    );
    expect(mine.name).toBe("证明.pdf");
    const appeal = data<{ id: string }>(
      await declarant.post(`${API}/appeal`, { itemId: course, reason: "课程已补录", evidenceFileIds: [mine.id] }),
    );
    const read = await academicAssigner.get(`${API}/appeal/evidence?id=${appeal.id}&fileId=${mine.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.headers["content-type"]).toBe("application/pdf");
    expect((await declarant.get(`${API}/appeal/evidence?id=${appeal.id}&fileId=${mine.id}`)).statusCode).toBe(200);
    expect((await assigner.get(`${API}/appeal/evidence?id=${appeal.id}&fileId=${mine.id}`)).statusCode).toBe(404);
  });
});

describe("the count form and the declarant statistics", () => {
  it("counts per department and material page, with totals and appeals", async () => {
    const form = data<CountForm>(await personnel.get(`${API}/countForm?projectTimeId=${batch}`));
    expect(form.rows.map((r) => [r.departName, r.page, r.total, r.verified, r.notRecognized])).toEqual([
      ["教务处", "TeachCourse", 1, 0, 1],
      ["科研处", "Paper", 2, 2, 0],
    ]);
    expect(form.totals).toMatchObject({
      total: 3,
      verified: 2,
      notRecognized: 1,
      returned: 0,
      pending: 0,
      appealsOpen: 1,
    });
    const own = data<CountForm>(await assigner.get(`${API}/countForm?projectTimeId=${batch}`));
    expect(own.rows.map((r) => r.page)).toEqual(["Paper"]);
    expect(own.totals.total).toBe(2);
    expectRefused(await reviewer.get(`${API}/countForm`));
  });

  it("exports the count form as xlsx with its totals row", async () => {
    const reply = await personnel.get(`${API}/countForm/export?projectTimeId=${batch}&lang=en`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-type"]).toContain("spreadsheetml");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(reply.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const last = sheet?.getRow(sheet.rowCount).values as unknown[];
    expect(sheet?.getRow(1).getCell(1).value).toBe("Department");
    expect(last.slice(1, 4)).toEqual(["Total", undefined, 3]);
  });

  it("counts the declarants under verification by state, level and department", async () => {
    const count = data<DepartmentDeclarantCount>(await personnel.get(`${API}/declarantCount?projectTimeId=${batch}`));
    expect(count.total).toBe(1);
    expect(count.byState).toEqual([{ status: "FORMAL_AUDIT", count: 1 }]);
    expect(count.byLevel).toEqual([{ level: "ASSOC_SENIOR", count: 1 }]);
    expect(count.byDepartment.find((d) => d.departId === fx.academic)).toMatchObject({
      declarants: 1,
      notRecognized: 1,
    });
    const xlsx = await personnel.get(`${API}/declarantCount/export?projectTimeId=${batch}`);
    expect(xlsx.headers["content-disposition"]).toContain(encodeURIComponent("核查申报人统计"));
  });
});
