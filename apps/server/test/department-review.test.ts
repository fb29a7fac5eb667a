import type { CheckLogRow } from "@zcps/contracts/zcps/declaration/api";
import type {
  AppealRow,
  AssignRow,
  BranchCount,
  CheckContent,
  MyVerdictRow,
  QueueRow,
  VerdictOutcome,
} from "@zcps/contracts/zcps/department-review/api";
import type { DeclarationDetail } from "@zcps/contracts/zcps/workflow/api";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "../src/db/schema";
import { seedZcpsDepartmentReview } from "../src/db/seed/zcps-department-review";
import { applyTransition } from "../src/modules/title-evaluation/declarations";
import { type Client, data, expectBadRequest, expectRefused, signedIn } from "./client";
import { departmentReviewFixture } from "./department-review-fixture";
import { startTestServer, type TestServer } from "./harness";
import { attachPdf, foreignDeclaration, samplePayload } from "./zcps-declaration-fixture";

const API = "/api/zcps-sh/depart";
const USER_CENTER = "/api/zcps-sh/userCenter";
const DOI = "10.1000/shared-claim";

let server: TestServer;
let fx: Awaited<ReturnType<typeof departmentReviewFixture>>;
let assigner: Client;
let reviewer: Client;
let research2: Client;
let academicReviewer: Client;
let academicAssigner: Client;
let declarant: Client;
let unitAdmin: Client;
let declarationId: string;
let paper1: string;
let paper2: string;
let project: string;
let course: string;
let foreign: { id: string; itemId: string };

beforeAll(async () => {
  server = await startTestServer();
  fx = await departmentReviewFixture(server);
  [assigner, reviewer, research2, academicReviewer, academicAssigner, declarant, unitAdmin] = await signedIn(server, [
    "dept_assigner",
    "dept_reviewer",
    "dr_research2",
    "dr_academic",
    "da_academic",
    "declarant",
    "unit_admin",
  ]);
  const owner = { staffId: fx.base.staffId, userId: fx.base.declarantId, unitId: fx.base.unitId };
  const made = await fx.declaration(owner, [
    { materialType: "PAPER", payload: { ...samplePayload("PAPER", 1), doi: DOI } },
    { materialType: "PAPER", payload: samplePayload("PAPER", 2) },
    { materialType: "RESEARCH_PROJECT" },
    { materialType: "COURSE_TAUGHT" },
    { materialType: "SELF_SUMMARY" },
  ]);
  declarationId = made.id;
  [paper1, paper2, project, course] = made.itemIds as [string, string, string, string];
  // another declarant claims the same paper (same DOI)
  foreign = await foreignDeclaration(server, fx.base);
  await fx.db
    .update(t.declarationItems)
    .set({ payload: { ...samplePayload("PAPER", 3), doi: ` ${DOI.toUpperCase()} ` } })
    .where(eq(t.declarationItems.id, foreign.itemId));
  await fx.db.update(t.declarations).set({ status: "UNIT_RECOMMENDATION" }).where(eq(t.declarations.id, foreign.id));
});
afterAll(async () => server.close());

const queue = async (caller: Client, type: string, status = "PENDING") =>
  data<{ rows: QueueRow[]; total: number }>(
    await caller.get(`${API}/getCheckContOfCheckUser?type=${type}&status=${status}&projectTimeId=${fx.base.batchId}`),
  );
const version = async (itemId: string) => (await fx.item(itemId))?.version as number;
const verdict = (caller: Client, body: object) => caller.post(`${API}/verdict`, body);

describe("entering department verification", () => {
  it("opens one task per department owning some of the items, and tells the departments' assigners", async () => {
    const moved = await fx.recommend(declarationId);
    expect(moved.declaration.status).toBe("DEPARTMENT_REVIEW");
    await fx.recommend(foreign.id);
    const tasks = await fx.tasks(declarationId);
    expect(tasks.map((x) => [x.departId, x.status, x.round]).sort()).toEqual(
      [
        [fx.academic, "OPEN", 1],
        [fx.research, "OPEN", 1],
      ].sort(),
    );
    const inbox = await fx.db
      .select()
      .from(t.userMessages)
      .where(
        and(eq(t.userMessages.userId, await fx.userId("dept_assigner")), eq(t.userMessages.kind, "department.tasks")),
      );
    expect(inbox.some((m) => m.body.includes("3条材料待科研处核查"))).toBe(true);
  });

  it("counts the department's items per material page", async () => {
    const counts = data<BranchCount[]>(await assigner.get(`${API}/getAllBranchCount?projectTimeId=${fx.base.batchId}`));
    const paper = counts.find((c) => c.code === "Paper");
    expect(paper).toMatchObject({ total: 3, assigned: 0, decided: 0 });
    expect(counts.find((c) => c.code === "TeachCourse")).toBeUndefined();
    const academic = data<BranchCount[]>(
      await academicAssigner.get(`${API}/getAllBranchCount?projectTimeId=${fx.base.batchId}`),
    );
    expect(academic.find((c) => c.code === "TeachCourse")).toMatchObject({ total: 1 });
  });
});

describe("assignment", () => {
  it("assigns a page's items evenly, reassigns by hand, and logs every change", async () => {
    const reviewers = data<{ userId: string; name: string }[]>(await assigner.get(`${API}/reviewers`));
    expect(reviewers.map((r) => r.name).sort()).toEqual(["周强", "陈静"].sort());
    const reply = await assigner.post(`${API}/assignEvenly`, {
      type: "Paper",
      reviewerIds: reviewers.map((r) => r.userId),
      projectTimeId: fx.base.batchId,
    });
    expect(data<{ count: number }>(reply).count).toBe(3);
    expect(reply.json().message).toBe("已分配");
    const me = await fx.userId("dept_reviewer");
    data(await assigner.post(`${API}/assign`, { itemIds: [paper1, foreign.itemId], reviewerId: me }));
    data(await assigner.post(`${API}/assign`, { itemIds: [paper2], reviewerId: fx.users.research2 }));
    const list = data<{ rows: AssignRow[] }>(
      await assigner.get(`${API}/items?type=Paper&projectTimeId=${fx.base.batchId}`),
    );
    const byItem = new Map(list.rows.map((r) => [r.itemId, r.reviewerName]));
    expect(byItem.get(paper1)).toBe("陈静");
    expect(byItem.get(paper2)).toBe("周强");
    expect(list.rows.find((r) => r.itemId === paper1)).toMatchObject({
      declarantName: "李明",
      verifyStatus: "PENDING",
    });
    const log = data<{ rows: { itemId: string }[]; total: number }>(await assigner.get(`${API}/assignLog?type=Paper`));
    expect(log.total).toBeGreaterThanOrEqual(4);
    const inbox = await fx.db
      .select()
      .from(t.userMessages)
      .where(and(eq(t.userMessages.userId, me), eq(t.userMessages.kind, "department.assigned")));
    expect(inbox.length).toBeGreaterThan(0);
  });

  it("refuses reviewers of another department and items of another department", async () => {
    expectBadRequest(
      await assigner.post(`${API}/assign`, { itemIds: [paper1], reviewerId: fx.users.academicReviewer }),
      "审核人须是本部门的审核员",
    );
    expectBadRequest(
      await assigner.post(`${API}/assign`, { itemIds: [course], reviewerId: fx.users.research2 }),
      "该材料不由你所在的部门核查",
    );
    expectRefused(await reviewer.post(`${API}/assign`, { itemIds: [paper1], reviewerId: fx.users.research2 }));
  });
});

describe("the reviewer's queue", () => {
  it("shows my items of one page with the declarant's identity and the duplicate claim flagged in both queues", async () => {
    const mine = await queue(reviewer, "Paper");
    expect(mine.rows.map((r) => r.itemId).sort()).toEqual([paper1, foreign.itemId].sort());
    expect(mine.rows.every((r) => r.duplicates === 1)).toBe(true);
    const content = data<CheckContent>(await reviewer.get(`${API}/getCheckCont?itemId=${paper1}`));
    expect(content.declarant).toMatchObject({ declarantName: "李明", declarationId });
    expect(content.item.duplicateClaims).toEqual([expect.objectContaining({ itemId: foreign.itemId })]);
    expect(content.item.payload.doi).toBe(DOI);
    // the other reviewer's queue holds the other paper and the unassigned project
    expect((await queue(research2, "Paper")).rows.map((r) => r.itemId)).toEqual([paper2]);
    expect((await queue(research2, "ResearchProject")).rows.map((r) => r.itemId)).toEqual([project]);
  });

  it("shows a department only the material types it owns", async () => {
    expect((await queue(academicReviewer, "Paper")).total).toBe(0);
    const courses = await queue(academicReviewer, "TeachCourse");
    expect(courses.rows.map((r) => r.itemId)).toEqual([course]);
    expect(Object.keys(courses.rows[0] ?? {})).not.toContain("staffId");
    expectBadRequest(await academicReviewer.get(`${API}/getCheckCont?itemId=${paper1}`), "该材料不由你所在的部门核查");
    expectBadRequest(await reviewer.get(`${API}/getCheckContOfCheckUser?type=Nothing`), "未知的材料类别页面");
    expectRefused(await declarant.get(`${API}/getCheckContOfCheckUser?type=Paper`));
    expectRefused(await unitAdmin.post(`${API}/verdict`, { itemId: paper1, version: 1, verdict: "VERIFIED" }));
  });
});

describe("attachments", () => {
  it("a reviewer opens the attachments of the items their office verifies, and no others", async () => {
    const tenantId = (await fx.db.select().from(t.declarations).where(eq(t.declarations.id, declarationId)))[0]
      ?.tenantId as string;
    const paperFile = await attachPdf(server, { tenantId, declarationId, itemId: paper1 });
    const courseFile = await attachPdf(server, { tenantId, declarationId, itemId: course });
    const preview = (caller: Client, id: string) => caller.get(`/api/zcps-sh/declaration/attachment/${id}`);
    expect((await preview(reviewer, paperFile.id)).statusCode).toBe(200);
    expect((await preview(academicReviewer, courseFile.id)).statusCode).toBe(200);
    // the research office does not verify courses, nor the academic office papers
    const refused = await preview(reviewer, courseFile.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe("记录不存在");
    expect((await preview(academicReviewer, paperFile.id)).statusCode).toBe(404);
    // the declarant opens both
    expect((await preview(declarant, courseFile.id)).statusCode).toBe(200);
  });
});

describe("verdicts", () => {
  it("refuses bad verdicts in the envelope and changes nothing", async () => {
    const v = await version(paper1);
    expectBadRequest(
      await verdict(reviewer, { itemId: paper1, version: v, verdict: "NOT_RECOGNIZED" }),
      "不予认定须填写理由",
    );
    expectBadRequest(
      await verdict(reviewer.with({ lang: "en" }), { itemId: paper1, version: v, verdict: "RETURNED", reason: "  " }),
      "A comment is required to return an item",
    );
    expectBadRequest(
      await verdict(reviewer, { itemId: "no-such-item", version: 1, verdict: "VERIFIED" }),
      "材料不存在或不在核查中",
    );
    expectBadRequest(
      await verdict(academicReviewer, { itemId: paper1, version: v, verdict: "VERIFIED" }),
      "该材料不由你所在的部门核查",
    );
    expectBadRequest(
      await verdict(research2, { itemId: paper1, version: v, verdict: "VERIFIED" }),
      "该材料已分配给其他审核人",
    );
    const stale = await verdict(reviewer, { itemId: paper1, version: v + 5, verdict: "VERIFIED" });
    expect(stale.statusCode).toBe(409);
    expect((await fx.item(paper1))?.verifyStatus).toBe("PENDING");
    expect(await fx.db.select().from(t.itemVerdicts).where(eq(t.itemVerdicts.itemId, paper1))).toHaveLength(0);
  });

  it("two reviewers deciding the same item at once: one verdict, one clear refusal", async () => {
    const v = await version(project);
    const [a, b] = await Promise.all([
      verdict(reviewer, { itemId: project, version: v, verdict: "VERIFIED" }),
      verdict(research2, { itemId: project, version: v, verdict: "VERIFIED" }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.json()).toMatchObject({ status: 409, message: "该材料已被他人处理或已更改，请刷新后重试" });
    expect(await fx.db.select().from(t.itemVerdicts).where(eq(t.itemVerdicts.itemId, project))).toHaveLength(1);
  });

  it("records a reclassification, and the department closes its task RETURNED once every item is decided", async () => {
    const outcome = data<VerdictOutcome>(
      await verdict(reviewer, {
        itemId: paper1,
        version: await version(paper1),
        verdict: "VERIFIED",
        reclassification: { field: "indexing", before: "SCI", after: "EI" },
      }),
    );
    expect(outcome).toMatchObject({ verifyStatus: "VERIFIED", taskStatus: "OPEN" });
    const [row] = await fx.db.select().from(t.itemVerdicts).where(eq(t.itemVerdicts.itemId, paper1));
    expect(row?.reclassification).toMatchObject({ field: "indexing", after: "EI" });
    expect((await fx.item(paper1))?.payload.indexing).toBe("EI");
    const returned = data<VerdictOutcome[]>(
      await research2.post(`${API}/verdicts`, {
        items: [{ itemId: paper2, version: await version(paper2) }],
        verdict: "RETURNED",
        reason: "页码有误，请核对",
      }),
    );
    // research is done (returned an item); academic is still verifying, so the declaration waits
    expect(returned[0]).toMatchObject({ taskStatus: "RETURNED", declarationStatus: "DEPARTMENT_REVIEW" });
  });

  it("the last department's verdict sends the declaration back to the declarant with the returned item only", async () => {
    const outcome = data<VerdictOutcome>(
      await verdict(academicReviewer, {
        itemId: course,
        version: await version(course),
        verdict: "NOT_RECOGNIZED",
        reason: "学时与教务系统不符",
      }),
    );
    expect(outcome).toMatchObject({ taskStatus: "CLOSED", declarationStatus: "RETURNED" });
    const declaration = await fx.status(declarationId);
    expect(declaration).toMatchObject({ status: "RETURNED", returnedFrom: "DEPARTMENT_REVIEW" });
    expect(declaration?.returnScope?.itemIds).toEqual([paper2]);
    // the declarant's editor and home name the returned item's type in their language
    expect(declaration?.returnScope?.notes).toEqual([{ materialType: "PAPER", comment: "页码有误，请核对" }]);
    const [decision] = await fx.db
      .select()
      .from(t.declarationDecisions)
      .where(and(eq(t.declarationDecisions.declarationId, declarationId), eq(t.declarationDecisions.event, "return")));
    expect(decision).toMatchObject({ actorRole: "DEPARTMENT_REVIEWER", actorName: "周强" });
    // the comment is the reviewer's alone; the material type is kept beside it, named in each reader's language
    expect(decision?.comment).toBe("页码有误，请核对");
    expect(decision?.detail).toMatchObject({ notes: [{ materialType: "PAPER", comment: "页码有误，请核对" }] });
    const log = async (lang: "zh" | "en") =>
      data<CheckLogRow[]>(
        await declarant.with({ lang }).get(`/api/zcps-sh/sys/findCheckLog?declarationId=${declarationId}`),
      ).find((r) => r.event === "return");
    expect((await log("en"))?.notes).toEqual([{ materialType: "PAPER", comment: "页码有误，请核对" }]);
    const inbox = await fx.db.select().from(t.userMessages).where(eq(t.userMessages.userId, fx.base.declarantId));
    expect(inbox.map((m) => m.kind)).toEqual(
      expect.arrayContaining(["department.notRecognized", "declaration.returned"]),
    );
    const returned = inbox.find((m) => m.kind === "declaration.returned");
    expect(returned).toMatchObject({
      body: "退回意见：学术论文：页码有误，请核对",
      bodyEn: "Comment: Academic papers: 页码有误，请核对",
    });
  });
});

describe("the return and the resubmission", () => {
  it("lets the declarant change only the returned item", async () => {
    const refused = await declarant.put(`${USER_CENTER}/items/${paper1}`, { payload: samplePayload("PAPER", 8) });
    expect(refused.json().message).toBe("该材料不在退回修改的范围内");
    data(await declarant.put(`${USER_CENTER}/items/${paper2}`, { payload: samplePayload("PAPER", 9) }));
  });

  it("the resubmission reaches the department that returned, only", async () => {
    const { version: v } = (await fx.status(declarationId)) as { version: number };
    const reply = data<{ status: string }>(
      await declarant.post(`${USER_CENTER}/declarations/${declarationId}/resubmit`, { version: v }),
    );
    expect(reply.status).toBe("DEPARTMENT_REVIEW");
    const tasks = new Map((await fx.tasks(declarationId)).map((x) => [x.departId, x]));
    expect(tasks.get(fx.research)).toMatchObject({ status: "OPEN", round: 2, supplementary: true });
    expect(tasks.get(fx.academic)).toMatchObject({ status: "CLOSED", round: 1, supplementary: false });
    expect((await fx.item(paper2))?.verifyStatus).toBe("PENDING");
    expect((await fx.item(paper1))?.verifyStatus).toBe("VERIFIED");
    // the same reviewer has it again; the academic office has nothing new
    const again = await queue(research2, "Paper");
    expect(again.rows).toEqual([expect.objectContaining({ itemId: paper2, round: 2, supplementary: true })]);
    expect((await queue(academicReviewer, "TeachCourse")).total).toBe(0);
  });

  it("the last verdict moves the declaration on to the formal audit", async () => {
    const outcome = data<VerdictOutcome>(
      await verdict(research2, { itemId: paper2, version: await version(paper2), verdict: "VERIFIED" }),
    );
    expect(outcome).toMatchObject({ taskStatus: "CLOSED", declarationStatus: "FORMAL_AUDIT" });
    const done = await fx.db
      .select()
      .from(t.declarationDecisions)
      .where(
        and(
          eq(t.declarationDecisions.declarationId, declarationId),
          eq(t.declarationDecisions.event, "departmentsDone"),
        ),
      );
    expect(done).toEqual([expect.objectContaining({ actorRole: "SYSTEM", toStatus: "FORMAL_AUDIT" })]);
    const told = await fx.db
      .select()
      .from(t.userMessages)
      .where(and(eq(t.userMessages.userId, fx.base.declarantId), eq(t.userMessages.kind, "department.done")));
    expect(told.map((m) => m.title)).toEqual(["材料核查已完成"]);
    // the system's decision reads in the declarant's language
    const log = (lang: "zh" | "en") =>
      declarant.with({ lang }).get(`/api/zcps-sh/sys/findCheckLog?declarationId=${declarationId}`);
    expect(data<CheckLogRow[]>(await log("en")).at(-1)).toMatchObject({ actorRole: "SYSTEM", actorName: "System" });
    expect(data<CheckLogRow[]>(await log("zh")).at(-1)).toMatchObject({ actorName: "系统" });
    // and in the unit's declaration drawer
    const drawer = async (lang: "zh" | "en") =>
      data<DeclarationDetail>(await unitAdmin.with({ lang }).get(`/api/zcps-sh/declareUser/${declarationId}`))
        .decisions.filter((d) => d.actorRole === "SYSTEM")
        .map((d) => d.actorName);
    expect(await drawer("en")).toEqual(["System"]);
    expect(await drawer("zh")).toEqual(["系统"]);
    const history = data<{ rows: { verdict: string }[] }>(await assigner.get(`${API}/verdictLog`));
    expect(history.rows.map((r) => r.verdict)).toEqual(expect.arrayContaining(["VERIFIED", "RETURNED"]));
  });
});

describe("appeals", () => {
  let appealId: string;

  it("the declarant appeals an item that was not recognised, once", async () => {
    const mine = data<MyVerdictRow[]>(await declarant.get(`${API}/myVerdicts?declarationId=${declarationId}`));
    expect(mine).toEqual([expect.objectContaining({ itemId: course, verifyStatus: "NOT_RECOGNIZED", appeal: null })]);
    expectBadRequest(
      await declarant.post(`${API}/appeal`, { itemId: paper1, reason: "已认定的材料" }),
      "只能对不予认定的材料提出申诉",
    );
    expectBadRequest(await declarant.post(`${API}/appeal`, { itemId: course, reason: "" }), "请填写申诉理由");
    appealId = data<{ id: string }>(
      await declarant.post(`${API}/appeal`, { itemId: course, reason: "教务系统漏录了秋季学期的课程" }),
    ).id;
    expectBadRequest(
      await declarant.post(`${API}/appeal`, { itemId: course, reason: "再次申诉" }),
      "该材料已有待处理的申诉",
    );
    expectRefused(await academicReviewer.post(`${API}/appeal`, { itemId: course, reason: "不是我的申报" }));
  });

  it("the department that decided lists and answers it; others do not see it", async () => {
    const list = data<{ rows: AppealRow[]; total: number }>(await academicAssigner.post(`${API}/appealList`, {}));
    expect(list.rows).toEqual([
      expect.objectContaining({ id: appealId, status: "OPEN", verdictReason: "学时与教务系统不符" }),
    ]);
    const research = data<{ rows: AppealRow[] }>(await assigner.post(`${API}/appealList`, {}));
    expect(research.rows.map((r) => r.id)).not.toContain(appealId);
    expectBadRequest(await assigner.get(`${API}/appealGet?id=${appealId}`), "申诉不存在");
    expectRefused(await academicReviewer.post(`${API}/appealList`, {}));
    expect(data<AppealRow>(await academicAssigner.get(`${API}/appealGet?id=${appealId}`)).itemId).toBe(course);
  });

  it("an overturned appeal recognises the item with an OVERTURNED verdict and tells the declarant", async () => {
    expectBadRequest(
      await academicAssigner.post(`${API}/checkReply`, { id: appealId, outcome: "OVERTURNED", reply: "" }),
      "请填写答复意见",
    );
    data(
      await academicAssigner.post(`${API}/checkReply`, {
        id: appealId,
        outcome: "OVERTURNED",
        reply: "经核实补录课程，予以认定",
      }),
    );
    expect((await fx.item(course))?.verifyStatus).toBe("VERIFIED");
    const verdicts = await fx.db.select().from(t.itemVerdicts).where(eq(t.itemVerdicts.itemId, course));
    expect(verdicts.map((v) => v.verdict)).toEqual(["NOT_RECOGNIZED", "OVERTURNED"]);
    expectBadRequest(
      await academicAssigner.post(`${API}/checkReply`, { id: appealId, outcome: "UPHELD", reply: "再答一次" }),
      "该申诉已答复",
    );
    const mine = data<MyVerdictRow[]>(await declarant.get(`${API}/myVerdicts?declarationId=${declarationId}`));
    expect(mine).toEqual([
      expect.objectContaining({
        itemId: course,
        verifyStatus: "VERIFIED",
        // the reason it was refused, not the answer that recognised it
        verifyComment: "学时与教务系统不符",
        appeal: expect.objectContaining({ status: "OVERTURNED" }),
      }),
    ]);
    const [message] = await fx.db
      .select()
      .from(t.userMessages)
      .where(and(eq(t.userMessages.userId, fx.base.declarantId), eq(t.userMessages.kind, "department.appealAnswered")));
    expect(message?.body).toContain("改判为认定");
  });
});

describe("entering and leaving the stage", () => {
  async function otherDeclaration(items: { materialType: string }[]) {
    const staffId = crypto.randomUUID();
    await fx.db.insert(t.staff).values({
      id: staffId,
      tenantId: "default",
      employeeNo: `T_${staffId.slice(0, 6)}`,
      name: "其他",
      unitId: fx.base.unitId,
    });
    return fx.declaration({ staffId, userId: `other-user-${staffId}`, unitId: fx.base.unitId }, items);
  }

  it("a declaration with nothing for a department to verify moves straight on", async () => {
    const made = await otherDeclaration([{ materialType: "SELF_SUMMARY" }]);
    await fx.recommend(made.id);
    expect(await fx.tasks(made.id)).toEqual([]);
    expect((await fx.status(made.id))?.status).toBe("FORMAL_AUDIT");
  });

  it("a declaration withdrawn during verification cancels its tasks", async () => {
    const made = await otherDeclaration([{ materialType: "PAPER" }, { materialType: "COURSE_TAUGHT" }]);
    await fx.recommend(made.id);
    const personnel = await fx.userId("personnel");
    const row = await fx.status(made.id);
    await fx.db.transaction(async (tx) => {
      await applyTransition(tx, {
        tenantId: "default",
        declarationId: made.id,
        event: { type: "withdraw", reason: "本人申请撤回" },
        actor: { userId: personnel, name: "赵敏", role: "PERSONNEL" },
        expectedVersion: row?.version as number,
      });
    });
    expect((await fx.tasks(made.id)).map((x) => x.status)).toEqual(["CANCELLED", "CANCELLED"]);
    expectBadRequest(
      await verdict(reviewer, { itemId: made.itemIds[0], version: 1, verdict: "VERIFIED" }),
      "该材料所在的核查任务未开放（尚未开始或已结束）",
    );
  });
});

describe("the demo seed", () => {
  it("assigns part of every page's items and decides part of them, through the stage's services", async () => {
    const staffId = crypto.randomUUID();
    await fx.db
      .insert(t.staff)
      .values({ id: staffId, tenantId: "default", employeeNo: "T_SEED", name: "种子", unitId: fx.base.unitId });
    const made = await fx.declaration({ staffId, userId: `seed-user-${staffId}`, unitId: fx.base.unitId }, [
      { materialType: "PAPER" },
      { materialType: "PAPER" },
      { materialType: "PAPER" },
      { materialType: "PAPER" },
      { materialType: "PAPER" },
      { materialType: "PAPER" },
    ]);
    await fx.recommend(made.id);
    const before = (await fx.db.select().from(t.itemVerdicts)).length;
    const assignedBefore = (await fx.db.select().from(t.departmentAssignments)).length;
    await fx.db.transaction((tx) => seedZcpsDepartmentReview(tx, { tenantId: "default", demo: true }));
    expect((await fx.db.select().from(t.departmentAssignments)).length).toBeGreaterThan(assignedBefore);
    expect((await fx.db.select().from(t.itemVerdicts)).length).toBeGreaterThan(before);
    expect((await fx.status(made.id))?.status).toBe("DEPARTMENT_REVIEW");
  });
});
