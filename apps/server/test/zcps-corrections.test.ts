import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { declarationItems, sourceRecords, userMessages } from "../src/db/schema";
import { startTestServer, type TestServer } from "./harness";
import { workflowFixture } from "./zcps-workflow-fixture";

let server: TestServer;
let fx: Awaited<ReturnType<typeof workflowFixture>>;
let declarant: string;
let personnel: string;
let deptReviewer: string;
let unitAdmin: string;
let recordId: string;
let draftItem: string;
let submittedItem: string;

const MINE = "/api/zcps-sh/personErrorCorrection";
const DEPT = "/api/zcps-sh/errorCorrection";
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

function call(method: "GET" | "POST", url: string, token: string, payload?: object, lang?: string) {
  return server.app.inject({
    method,
    url,
    headers: { ...server.bearer(token), ...(lang ? { "accept-language": lang } : {}) },
    ...(payload ? { payload } : {}),
  });
}

function upload(token: string, bytes: Buffer, name: string) {
  const boundary = "----zcps-evidence";
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return server.app.inject({
    method: "POST",
    url: `${MINE}/evidence`,
    headers: { ...server.bearer(token), "content-type": `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
}

beforeAll(async () => {
  server = await startTestServer();
  fx = await workflowFixture(server);
  [declarant, personnel, deptReviewer, unitAdmin] = await Promise.all([
    server.login("declarant"),
    server.login("personnel"),
    server.login("dept_reviewer"),
    server.login("unit_admin"),
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
    const all = (await call("GET", `${MINE}/sources`, declarant)).json().data as { id: string }[];
    expect(all.map((r) => r.id)).toContain(recordId);
    const one = await call("GET", `${MINE}/sources?item=${draftItem}`, declarant);
    expect(one.json().data).toEqual([expect.objectContaining({ id: recordId, materialType: "PAPER" })]);
    // someone else's item is not mine
    expect((await call("GET", `${MINE}/sources?item=${submittedItem}`, declarant)).statusCode).toBe(400);
  });

  it("uploads evidence (sniffed, sha256) and refuses other files", async () => {
    const bad = await upload(declarant, Buffer.from("just text"), "note.txt");
    expect(bad.json()).toMatchObject({ status: 400, message: "证明材料只能是 PDF 或 JPG、PNG 图片" });
    const res = await upload(declarant, PDF, "证明.pdf");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: "证明.pdf", mime: "application/pdf", size: PDF.length });
    expect(res.json().data.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it("files a request with the current value filled and routes it to the verifying department", async () => {
    const evidence = (await upload(declarant, PDF, "proof.pdf")).json().data.id;
    const unknownField = await call("POST", MINE, declarant, {
      sourceRecordId: recordId,
      field: "nope",
      proposedValue: "x",
      reason: "r",
    });
    expect(unknownField.json().message).toBe("该材料类型没有这个字段");
    const same = await call("POST", MINE, declarant, {
      sourceRecordId: recordId,
      field: "journal",
      proposedValue: "计算机学报",
      reason: "r",
    });
    expect(same.json().message).toBe("建议值与当前值相同");
    const empty = await call(
      "POST",
      MINE,
      declarant,
      { sourceRecordId: recordId, field: "journal", reason: "r" },
      "en",
    );
    expect(empty.json().message).toBe("Enter the proposed value");
    const res = await call("POST", MINE, declarant, {
      sourceRecordId: recordId,
      field: "journal",
      proposedValue: "软件学报",
      reason: "期刊名称导入错误",
      evidenceFileIds: [evidence],
    });
    expect(res.json(), res.body).toMatchObject({ status: 200, message: "纠错申请已提交" });
    correctionId = res.json().data.id;
    expect(res.json().data.targetDepartId).toBe(fx.departIds.get("research"));
    const again = await call("POST", MINE, declarant, {
      sourceRecordId: recordId,
      field: "journal",
      proposedValue: "别的",
      reason: "r",
    });
    expect(again.json().message).toBe("该字段已有待处理的纠错申请");
    const page = (await call("GET", `${MINE}/page`, declarant)).json().data;
    expect(page.rows[0]).toMatchObject({
      id: correctionId,
      currentValue: "计算机学报",
      proposedValue: "软件学报",
      status: "SUBMITTED",
      evidence: [expect.objectContaining({ name: "proof.pdf" })],
    });
    const file = await call("GET", `${MINE}/${correctionId}/evidence/${evidence}`, declarant);
    expect(file.headers["content-type"]).toBe("application/pdf");
  });

  it("refuses a record that is not mine", async () => {
    const other = await fx.newStaff("cs");
    const theirs = await fx.sourceRecord(other.id, "PAPER", { paperTitle: "t", journal: "j" });
    const res = await call("POST", MINE, declarant, {
      sourceRecordId: theirs,
      field: "journal",
      proposedValue: "x",
      reason: "r",
    });
    expect(res.json().message).toBe("导入记录不存在或不属于你");
  });

  it("withdraws while submitted, only once, and only my own", async () => {
    const res = await call("POST", MINE, declarant, {
      sourceRecordId: recordId,
      field: "paperTitle",
      proposedValue: "深度学习研究综述",
      reason: "标题",
    });
    const id = res.json().data.id;
    expect((await call("POST", `${MINE}/${id}/withdraw`, deptReviewer)).json().status).toBe(40001);
    // personnel may file their own requests, not withdraw someone else's
    expect((await call("POST", `${MINE}/${id}/withdraw`, personnel)).statusCode).toBe(404);
    expect((await call("POST", `${MINE}/${id}/withdraw`, declarant)).json().message).toBe("纠错申请已撤回");
    expect((await call("POST", `${MINE}/${id}/withdraw`, declarant)).json().message).toBe("该纠错申请已处理或已撤回");
  });
});

describe("errorCorrection (owning department)", () => {
  it("shows the department reviewer their department's requests and personnel every department's", async () => {
    const dept = (await call("GET", `${DEPT}/page`, deptReviewer)).json().data;
    expect(dept.rows.map((r: { id: string }) => r.id)).toContain(correctionId);
    expect(dept.rows.every((r: { targetDepartId: string }) => r.targetDepartId === fx.departIds.get("research"))).toBe(
      true,
    );
    const all = (await call("GET", `${DEPT}/page?limit=100`, personnel)).json().data;
    expect(all.rows.map((r: { id: string }) => r.id)).toContain(correctionId);
    expect((await call("GET", `${DEPT}/page`, declarant)).json().status).toBe(40001);
    expect((await call("GET", `${DEPT}/page`, unitAdmin)).json().status).toBe(40001);
  });

  it("keeps another department's request from a department reviewer", async () => {
    const me = await fx.staffOf("declarant", "cs");
    const course = await fx.sourceRecord(me.id, "COURSE_TAUGHT", { term: "2024-1", courseName: "数据结构", hours: 48 });
    const res = await call("POST", MINE, declarant, {
      sourceRecordId: course,
      field: "hours",
      proposedValue: "64",
      reason: "学时",
    });
    const id = res.json().data.id;
    expect(res.json().data.targetDepartId).not.toBe(fx.departIds.get("research"));
    const rows = (await call("GET", `${DEPT}/page?limit=100`, deptReviewer)).json().data.rows as { id: string }[];
    expect(rows.some((r) => r.id === id)).toBe(false);
    expect((await call("POST", `${DEPT}/${id}/accept`, deptReviewer, {})).json().message).toBe(
      "该纠错申请不属于你的部门",
    );
    // personnel may handle it: the number stays a number in the record
    expect((await call("POST", `${DEPT}/${id}/accept`, personnel, {})).json().status).toBe(200);
    const [record] = await fx.db.select().from(sourceRecords).where(eq(sourceRecords.id, course));
    expect(record?.payload.hours).toBe(64);
  });

  it("accepts: the record, the DRAFT declaration's copied item change; the submitted one stays; the declarant is told", async () => {
    const res = await call("POST", `${DEPT}/${correctionId}/accept`, deptReviewer, {});
    expect(res.json(), res.body).toMatchObject({ status: 200, data: { declarationsUpdated: 1 } });
    const [record] = await fx.db.select().from(sourceRecords).where(eq(sourceRecords.id, recordId));
    expect(record).toMatchObject({ version: 2, payload: expect.objectContaining({ journal: "软件学报" }) });
    const [draft] = await fx.db.select().from(declarationItems).where(eq(declarationItems.id, draftItem));
    expect(draft?.payload.journal).toBe("软件学报");
    const [submitted] = await fx.db.select().from(declarationItems).where(eq(declarationItems.id, submittedItem));
    expect(submitted?.payload.journal).toBe("计算机学报");
    expect((await call("POST", `${DEPT}/${correctionId}/accept`, deptReviewer, {})).json().message).toBe(
      "该纠错申请已处理或已撤回",
    );
    const inbox = await fx.db
      .select()
      .from(userMessages)
      .where(eq(userMessages.userId, fx.userIds.get("declarant") as string));
    expect(inbox.some((m) => m.kind === "correction.accepted" && m.body.includes("软件学报"))).toBe(true);
    const mine = (await call("GET", `${MINE}/page`, declarant)).json().data.rows as { id: string; status: string }[];
    expect(mine.find((r) => r.id === correctionId)?.status).toBe("ACCEPTED");
  });

  it("rejects with a reason (required) and tells the declarant", async () => {
    const res = await call("POST", MINE, declarant, {
      sourceRecordId: recordId,
      field: "paperTitle",
      proposedValue: "新标题",
      reason: "r",
    });
    const id = res.json().data.id;
    expect((await call("POST", `${DEPT}/${id}/reject`, deptReviewer, { response: "" })).json().message).toBe(
      "请输入理由",
    );
    const rejected = await call("POST", `${DEPT}/${id}/reject`, deptReviewer, { response: "与期刊记录一致" }, "en");
    expect(rejected.json()).toMatchObject({ status: 200, message: "Rejected" });
    const inbox = await fx.db
      .select()
      .from(userMessages)
      .where(eq(userMessages.userId, fx.userIds.get("declarant") as string));
    const notice = inbox.find((m) => m.kind === "correction.rejected");
    expect(notice?.body).toContain("与期刊记录一致");
    expect(notice?.bodyEn).toContain("Reason: 与期刊记录一致");
    const detail = (await call("GET", `${DEPT}/${id}`, personnel)).json().data;
    expect(detail).toMatchObject({ status: "REJECTED", response: "与期刊记录一致" });
  });
});
