import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { declarationItems, sourceRecords, userMessages } from "../src/db/schema";
import { type Client, signedIn } from "./client";
import { startTestServer, type TestServer } from "./harness";
import { HEADER_ONLY_PDF, keptFiles, PDF, PNG, TRUNCATED_PNG } from "./real-files";
import { workflowFixture } from "./zcps-workflow-fixture";

let server: TestServer;
let fx: Awaited<ReturnType<typeof workflowFixture>>;
let declarantApi: Client;
let personnelApi: Client;
let deptReviewerApi: Client;
let unitAdminApi: Client;
let recordId: string;
let draftItem: string;
let submittedItem: string;

const MINE = "/api/zcps-sh/personErrorCorrection";
const DEPT = "/api/zcps-sh/errorCorrection";

/** The declarant's upload of an evidence file. */
function upload(content: Buffer, filename: string) {
  return declarantApi.upload(`${MINE}/evidence`, {
    filename,
    content,
    contentType: "application/octet-stream",
  });
}

beforeAll(async () => {
  server = await startTestServer();
  fx = await workflowFixture(server);
  [declarantApi, personnelApi, deptReviewerApi, unitAdminApi] = await signedIn(server, [
    "declarant",
    "personnel",
    "dept_reviewer",
    "unit_admin",
  ]);
  const me = await fx.staffOf("declarant", "cs");
  const payload = { paperTitle: "深度学习综述", journal: "计算机学报", year: 2024 };
  recordId = await fx.sourceRecord(me.id, "PAPER", payload);
  const draft = await fx.declaration(me);
  draftItem = await fx.copiedItem(draft, recordId, "PAPER", payload);
  // a submitted declaration keeps what was submitted
  const other = await fx.newStaff("cs");
  const submitted = await fx.declaration(other, { status: "UNIT_REVIEW", submittedAt: new Date() });
  submittedItem = await fx.copiedItem(submitted, recordId, "PAPER", payload);
});
afterAll(async () => server.close());

let correctionId: string;

describe("personErrorCorrection (declarant)", () => {
  it("lists my imported records and resolves a declaration item to its record", async () => {
    const all = (await declarantApi.get(`${MINE}/sources`)).json().data as { id: string }[];
    expect(all.map((r) => r.id)).toContain(recordId);
    const one = await declarantApi.get(`${MINE}/sources?item=${draftItem}`);
    expect(one.json().data).toEqual([expect.objectContaining({ id: recordId, materialType: "PAPER" })]);
    // someone else's item is not mine
    expect((await declarantApi.get(`${MINE}/sources?item=${submittedItem}`)).statusCode).toBe(400);
  });

  it("uploads evidence (opened, sha256) and refuses other files", async () => {
    const bad = await upload(Buffer.from("just text"), "note.txt");
    expect(bad.json()).toMatchObject({ status: 400, message: "证明材料只能是 PDF 或 JPG、PNG 图片" });
    const res = await upload(PDF, "证明.pdf");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: "证明.pdf", mime: "application/pdf", size: PDF.length });
    expect(res.json().data.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it("takes evidence only when it opens as what it claims to be, and keeps nothing of one that does not", async () => {
    const before = await keptFiles(server);
    const headerOnly = await upload(HEADER_ONLY_PDF, "scan.pdf");
    expect(headerOnly.statusCode).toBe(400);
    expect(headerOnly.json()).toEqual({
      status: 400,
      message: "文件无法作为 PDF 打开，可能已损坏或不完整，请重新导出后上传",
      data: null,
    });
    const truncated = await upload(TRUNCATED_PNG, "photo.png");
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().message).toBe("图片无法打开，可能已损坏或不完整，请重新保存后上传");
    expect(await keptFiles(server)).toEqual(before);

    const png = await upload(PNG, "photo.png");
    expect(png.statusCode, png.body).toBe(200);
    expect(png.json().data).toMatchObject({ name: "photo.png", mime: "image/png", size: PNG.length });
    expect((await keptFiles(server)).rows).toBe(before.rows + 1);
  });

  it("files a request with the current value filled and routes it to the verifying department", async () => {
    const evidence = (await upload(PDF, "proof.pdf")).json().data.id;
    const unknownField = await declarantApi.post(MINE, {
      sourceRecordId: recordId,
      field: "nope",
      proposedValue: "x",
      reason: "r",
    });
    expect(unknownField.json().message).toBe("该材料类型没有这个字段");
    const same = await declarantApi.post(MINE, {
      sourceRecordId: recordId,
      field: "journal",
      proposedValue: "计算机学报",
      reason: "r",
    });
    expect(same.json().message).toBe("建议值与当前值相同");
    const empty = await declarantApi.with({ lang: "en" }).post(MINE, {
      sourceRecordId: recordId,
      field: "journal",
      reason: "r",
    });
    expect(empty.json().message).toBe("Enter the proposed value");
    const res = await declarantApi.post(MINE, {
      sourceRecordId: recordId,
      field: "journal",
      proposedValue: "软件学报",
      reason: "期刊名称导入错误",
      evidenceFileIds: [evidence],
    });
    expect(res.json(), res.body).toMatchObject({ status: 200, message: "纠错申请已提交" });
    correctionId = res.json().data.id;
    expect(res.json().data.targetDepartId).toBe(fx.departIds.get("research"));
    const again = await declarantApi.post(MINE, {
      sourceRecordId: recordId,
      field: "journal",
      proposedValue: "别的",
      reason: "r",
    });
    expect(again.json().message).toBe("该字段已有待处理的纠错申请");
    const page = (await declarantApi.get(`${MINE}/page`)).json().data;
    expect(page.rows[0]).toMatchObject({
      id: correctionId,
      currentValue: "计算机学报",
      proposedValue: "软件学报",
      status: "SUBMITTED",
      evidence: [expect.objectContaining({ name: "proof.pdf" })],
    });
    const file = await declarantApi.get(`${MINE}/${correctionId}/evidence/${evidence}`);
    expect(file.headers["content-type"]).toBe("application/pdf");
  });

  it("refuses a record that is not mine", async () => {
    const other = await fx.newStaff("cs");
    const theirs = await fx.sourceRecord(other.id, "PAPER", { paperTitle: "t", journal: "j" });
    const res = await declarantApi.post(MINE, {
      sourceRecordId: theirs,
      field: "journal",
      proposedValue: "x",
      reason: "r",
    });
    expect(res.json().message).toBe("导入记录不存在或不属于你");
  });

  it("withdraws while submitted, only once, and only my own", async () => {
    const res = await declarantApi.post(MINE, {
      sourceRecordId: recordId,
      field: "paperTitle",
      proposedValue: "深度学习研究综述",
      reason: "标题",
    });
    const id = res.json().data.id;
    expect((await deptReviewerApi.post(`${MINE}/${id}/withdraw`)).json().status).toBe(40001);
    // personnel may file their own requests, not withdraw someone else's
    expect((await personnelApi.post(`${MINE}/${id}/withdraw`)).statusCode).toBe(404);
    expect((await declarantApi.post(`${MINE}/${id}/withdraw`)).json().message).toBe("纠错申请已撤回");
    expect((await declarantApi.post(`${MINE}/${id}/withdraw`)).json().message).toBe("该纠错申请已处理或已撤回");
  });
});

describe("errorCorrection (owning department)", () => {
  it("shows the department reviewer their department's requests and personnel every department's", async () => {
    const dept = (await deptReviewerApi.get(`${DEPT}/page`)).json().data;
    expect(dept.rows.map((r: { id: string }) => r.id)).toContain(correctionId);
    expect(dept.rows.every((r: { targetDepartId: string }) => r.targetDepartId === fx.departIds.get("research"))).toBe(
      true,
    );
    const all = (await personnelApi.get(`${DEPT}/page?limit=100`)).json().data;
    expect(all.rows.map((r: { id: string }) => r.id)).toContain(correctionId);
    expect((await declarantApi.get(`${DEPT}/page`)).json().status).toBe(40001);
    expect((await unitAdminApi.get(`${DEPT}/page`)).json().status).toBe(40001);
  });

  it("keeps another department's request from a department reviewer", async () => {
    const me = await fx.staffOf("declarant", "cs");
    const course = await fx.sourceRecord(me.id, "COURSE_TAUGHT", { term: "2024-1", courseName: "数据结构", hours: 48 });
    const res = await declarantApi.post(MINE, {
      sourceRecordId: course,
      field: "hours",
      proposedValue: "64",
      reason: "学时",
    });
    const id = res.json().data.id;
    expect(res.json().data.targetDepartId).not.toBe(fx.departIds.get("research"));
    const rows = (await deptReviewerApi.get(`${DEPT}/page?limit=100`)).json().data.rows as { id: string }[];
    expect(rows.some((r) => r.id === id)).toBe(false);
    expect((await deptReviewerApi.post(`${DEPT}/${id}/accept`, {})).json().message).toBe("该纠错申请不属于你的部门");
    // personnel may handle it: the number stays a number in the record
    expect((await personnelApi.post(`${DEPT}/${id}/accept`, {})).json().status).toBe(200);
    const [record] = await fx.db.select().from(sourceRecords).where(eq(sourceRecords.id, course));
    expect(record?.payload.hours).toBe(64);
  });

  it("accepts: the record, the DRAFT declaration's copied item change; the submitted one stays; the declarant is told", async () => {
    const res = await deptReviewerApi.post(`${DEPT}/${correctionId}/accept`, {});
    expect(res.json(), res.body).toMatchObject({ status: 200, data: { declarationsUpdated: 1 } });
    const [record] = await fx.db.select().from(sourceRecords).where(eq(sourceRecords.id, recordId));
    expect(record).toMatchObject({ version: 2, payload: expect.objectContaining({ journal: "软件学报" }) });
    const [draft] = await fx.db.select().from(declarationItems).where(eq(declarationItems.id, draftItem));
    expect(draft?.payload.journal).toBe("软件学报");
    const [submitted] = await fx.db.select().from(declarationItems).where(eq(declarationItems.id, submittedItem));
    expect(submitted?.payload.journal).toBe("计算机学报");
    expect((await deptReviewerApi.post(`${DEPT}/${correctionId}/accept`, {})).json().message).toBe(
      "该纠错申请已处理或已撤回",
    );
    const inbox = await fx.db
      .select()
      .from(userMessages)
      .where(eq(userMessages.userId, fx.userIds.get("declarant") as string));
    expect(inbox.some((m) => m.kind === "correction.accepted" && m.body.includes("软件学报"))).toBe(true);
    const mine = (await declarantApi.get(`${MINE}/page`)).json().data.rows as { id: string; status: string }[];
    expect(mine.find((r) => r.id === correctionId)?.status).toBe("ACCEPTED");
  });

  it("rejects with a reason (required) and tells the declarant", async () => {
    const res = await declarantApi.post(MINE, {
      sourceRecordId: recordId,
      field: "paperTitle",
      proposedValue: "新标题",
      reason: "r",
    });
    const id = res.json().data.id;
    expect((await deptReviewerApi.post(`${DEPT}/${id}/reject`, { response: "" })).json().message).toBe("请输入理由");
    const rejected = await deptReviewerApi.with({ lang: "en" }).post(`${DEPT}/${id}/reject`, {
      response: "与期刊记录一致",
    });
    expect(rejected.json()).toMatchObject({ status: 200, message: "Rejected" });
    const inbox = await fx.db
      .select()
      .from(userMessages)
      .where(eq(userMessages.userId, fx.userIds.get("declarant") as string));
    const notice = inbox.find((m) => m.kind === "correction.rejected");
    expect(notice?.body).toContain("与期刊记录一致");
    expect(notice?.bodyEn).toContain("Reason: 与期刊记录一致");
    const detail = (await personnelApi.get(`${DEPT}/${id}`)).json().data;
    expect(detail).toMatchObject({ status: "REJECTED", response: "与期刊记录一致" });
  });
});
