import type {
  AttachmentRow,
  CheckLogRow,
  CheckUserReply,
  DeclarationDetail,
  DeclarationSummary,
  ItemRow,
  PrecheckReply,
  SectionRow,
  StaffHeader,
  TransitionReply,
} from "@zcps/contracts/zcps/declaration/api";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "../src/db/schema";
import { updateDirectoryRow } from "../src/modules/title-evaluation/catalogue/directory-repo";
import { type Client, createClient, data, expectBadRequest, type Method, signedIn } from "./client";
import { startTestServer, type TestServer } from "./harness";
import { HEADER_ONLY_PDF, keptFiles, PDF, PNG, TRUNCATED_PNG } from "./real-files";
import {
  type DeclarationFixture,
  declarationFixture,
  foreignDeclaration,
  IMPORTED_TYPE,
  LIMITED_TYPE,
  REQUIRED_TYPE,
  SINGLE_TYPE,
  samplePayload,
} from "./zcps-declaration-fixture";

let server: TestServer;
let declarantApi: Client;
let unitAdminApi: Client;
let professorApi: Client;
let fixture: DeclarationFixture;

const API = "/api/zcps-sh/userCenter";
const SYS = "/api/zcps-sh/sys";

async function refused(method: Method, url: string, caller: Client, payload: object | undefined, message: string) {
  const res = await caller.request(method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeGreaterThanOrEqual(400);
  expect(res.json().message).toBe(message);
  return res;
}

function upload(caller: Client, itemId: string, content: Buffer, filename: string) {
  return caller.upload(`${API}/items/${itemId}/attachments`, {
    filename,
    content,
    contentType: "application/octet-stream",
  });
}

const detail = async (id: string) => data<DeclarationDetail>(await declarantApi.get(`${API}/declarations/${id}`));
const items = async (id: string, materialType: string) =>
  data<ItemRow[]>(await declarantApi.post(`${SYS}/findData`, { declarationId: id, materialType }));

beforeAll(async () => {
  server = await startTestServer();
  [declarantApi, unitAdminApi, professorApi] = await signedIn(server, ["declarant", "unit_admin", "professor"]);
  fixture = await declarationFixture(server);
});
afterAll(async () => server.close());

describe("the declarant's journey", () => {
  let id: string;
  let paperId: string;
  let projectIds: string[] = [];

  it("checkUser offers the open test batch with its title and methods", async () => {
    const reply = data<CheckUserReply>(await declarantApi.get("/api/zcps/user/checkUser"));
    expect(reply.staff?.name).toBe("李明");
    const batch = reply.batches.find((b: { id: string }) => b.id === fixture.batchId);
    expect(batch?.titles).toEqual([
      expect.objectContaining({
        titleId: fixture.titleId,
        methods: [
          { value: "NORMAL", label: "正常申报" },
          { value: "EXCEPTIONAL", label: "破格申报" },
        ],
      }),
    ]);
  });

  it("creates a declaration with the imported records, once per batch, only for an allowed title", async () => {
    await refused(
      "POST",
      `${API}/declarations`,
      declarantApi,
      { projectTimeId: fixture.batchId, titleId: fixture.titleId, method: "TRANSFER" },
      "该批次不接受此职称、评审类型或申报方式的申报",
    );
    id = data<{ id: string }>(
      await declarantApi.post(`${API}/declarations`, {
        projectTimeId: fixture.batchId,
        titleId: fixture.titleId,
        method: "NORMAL",
      }),
    ).id;
    await refused(
      "POST",
      `${API}/declarations`,
      declarantApi,
      { projectTimeId: fixture.batchId, titleId: fixture.titleId },
      "您在该批次已有申报",
    );
    const d = await detail(id);
    expect(d).toMatchObject({ status: "DRAFT", version: 1, editable: true, titleName: "测试副教授", isOwner: true });
    expect(d.allowedEvents).toContain("abandon");
    const imported = await items(id, IMPORTED_TYPE);
    expect(imported).toHaveLength(1);
    expect(imported[0]).toMatchObject({ source: "import", editable: false });
    // basic information starts filled from the staff master data, for the declarant to check and change
    const [basic] = await items(id, "BASIC_INFO");
    expect(basic).toMatchObject({ source: "self", editable: true, payload: { name: "李明", employeeNo: "T0002" } });
    const mine = data<DeclarationSummary[]>(await declarantApi.get(`${API}/declarations`));
    expect(mine.map((m) => m.id)).toContain(id);
  });

  it("changes the method while a draft; exceptional promotion only with an approved application", async () => {
    const exceptional = { titleId: fixture.titleId, method: "EXCEPTIONAL" };
    expectBadRequest(
      await declarantApi.put(`${API}/declarations/${id}`, exceptional),
      "破格申报须先在个人中心提交破格申请，并经学校审核通过",
    );
    // the school approved the declarant's exceptional-promotion application for the batch (/ApplicationReview)
    await server.deps.db.insert(t.specialApplications).values({
      id: crypto.randomUUID(),
      tenantId: "default",
      projectTimeId: fixture.batchId,
      staffId: fixture.staffId,
      track: "exceptional",
      grounds: "省部级科技进步一等奖",
      source: "SELF",
      filedBy: fixture.declarantId,
      status: "APPROVED",
    });
    data(await declarantApi.put(`${API}/declarations/${id}`, exceptional));
    expect((await detail(id)).method).toBe("EXCEPTIONAL");
    data(await declarantApi.put(`${API}/declarations/${id}`, { titleId: fixture.titleId, method: "NORMAL" }));
  });

  it("lists the directory's sections with required marks and counts", async () => {
    const sections = data<SectionRow[]>(await declarantApi.post(`${SYS}/findTable`, { declarationId: id }));
    expect(sections.map((s) => [s.materialType, s.required, s.count])).toEqual([
      [REQUIRED_TYPE, true, 0],
      [SINGLE_TYPE, true, 0],
      [LIMITED_TYPE, false, 0],
      [IMPORTED_TYPE, false, 1],
      ["BASIC_INFO", false, 1],
    ]);
  });

  it("the pre-check is red before the first paper and green after", async () => {
    const before = data<PrecheckReply>(await declarantApi.get(`${API}/declarations/${id}/precheck`));
    expect(before.pass).toBe(false);
    expect(before.rules.find((r: { id: string }) => r.id === "papers")).toMatchObject({ pass: false, actual: 0 });
    expect(before.missingSections.map((s: { materialType: string }) => s.materialType)).toEqual([
      REQUIRED_TYPE,
      SINGLE_TYPE,
    ]);
    paperId = data<{ id: string }>(
      await declarantApi.post(`${API}/declarations/${id}/items`, {
        materialType: REQUIRED_TYPE,
        payload: samplePayload(REQUIRED_TYPE),
      }),
    ).id;
    const after = data<PrecheckReply>(await declarantApi.get(`${API}/declarations/${id}/precheck`));
    expect(after.rules.find((r: { id: string }) => r.id === "papers")).toMatchObject({ pass: true, actual: 1 });
    expect(after.missingSections.map((s: { materialType: string }) => s.materialType)).toEqual([SINGLE_TYPE]);
  });

  it("the pre-check follows a change to the batch's directory at once (its kept copy goes by the config version)", async () => {
    const missing = async () =>
      data<PrecheckReply>(await declarantApi.get(`${API}/declarations/${id}/precheck`)).missingSections.map(
        (s: { materialType: string }) => s.materialType,
      );
    expect(await missing()).toEqual([SINGLE_TYPE]);
    const { db } = server.deps;
    const [row] = await db
      .select()
      .from(t.materialDirectory)
      .where(
        and(eq(t.materialDirectory.projectTimeId, fixture.batchId), eq(t.materialDirectory.materialType, LIMITED_TYPE)),
      );
    if (!row) throw new Error("the fixture's directory has no limited type");
    await db.transaction((tx) => updateDirectoryRow(tx, row.tenantId, row.id, { required: "all" }));
    expect(await missing()).toEqual([SINGLE_TYPE, LIMITED_TYPE]);
    await db.transaction((tx) => updateDirectoryRow(tx, row.tenantId, row.id, { required: "none" }));
    expect(await missing()).toEqual([SINGLE_TYPE]);
  });

  it("validates items: payload, directory, single types, maximum count, imported read-only", async () => {
    const invalid = await declarantApi.post(`${API}/declarations/${id}/items`, {
      materialType: REQUIRED_TYPE,
      payload: {},
    });
    expect(invalid.statusCode).toBe(400);
    await refused(
      "POST",
      `${API}/declarations/${id}/items`,
      declarantApi,
      { materialType: "PATENT", payload: samplePayload("PATENT") },
      "材料类型不存在或未在本批次的材料目录中",
    );
    data<{ id: string }>(
      await declarantApi.post(`${API}/declarations/${id}/items`, {
        materialType: SINGLE_TYPE,
        payload: samplePayload(SINGLE_TYPE),
      }),
    );
    await refused(
      "POST",
      `${API}/declarations/${id}/items`,
      declarantApi,
      { materialType: SINGLE_TYPE, payload: samplePayload(SINGLE_TYPE) },
      "该材料类型只能填写一条",
    );
    for (const n of [1, 2]) {
      projectIds.push(
        data<{ id: string }>(
          await declarantApi.post(`${API}/declarations/${id}/items`, {
            materialType: LIMITED_TYPE,
            payload: samplePayload(LIMITED_TYPE, n),
          }),
        ).id,
      );
    }
    await refused(
      "POST",
      `${API}/declarations/${id}/items`,
      declarantApi,
      { materialType: LIMITED_TYPE, payload: samplePayload(LIMITED_TYPE, 3) },
      "该材料类型已达到本批次允许的最多条数",
    );
    const [imported] = await items(id, IMPORTED_TYPE);
    await refused(
      "PUT",
      `${API}/items/${imported?.id}`,
      declarantApi,
      { payload: samplePayload(IMPORTED_TYPE, 2) },
      "该材料来自业务系统，不能修改；如有错误请申请数据纠错",
    );
    await refused(
      "DELETE",
      `${API}/items/${imported?.id}`,
      declarantApi,
      undefined,
      "该材料来自业务系统，不能修改；如有错误请申请数据纠错",
    );
    // edit and reorder
    data(await declarantApi.put(`${API}/items/${paperId}`, { payload: samplePayload(REQUIRED_TYPE, 5) }));
    projectIds = [...projectIds].reverse();
    data(
      await declarantApi.put(`${API}/declarations/${id}/itemOrder`, {
        materialType: LIMITED_TYPE,
        itemIds: projectIds,
      }),
    );
    expect((await items(id, LIMITED_TYPE)).map((i) => i.id)).toEqual(projectIds);
    await refused(
      "PUT",
      `${API}/declarations/${id}/itemOrder`,
      declarantApi,
      { materialType: LIMITED_TYPE, itemIds: [projectIds[0]] },
      "排序列表与现有材料不一致",
    );
  });

  it("marks representative works in order, within the limit of an associate title", async () => {
    const before = await detail(id);
    expect(before.representativeLimit).toBe(2);
    data(await declarantApi.put(`${API}/declarations/${id}/representatives`, { itemIds: [paperId] }));
    const [paper] = await items(id, REQUIRED_TYPE);
    expect(paper).toMatchObject({ isRepresentative: true, representativeOrder: 1 });
    await refused(
      "PUT",
      `${API}/declarations/${id}/representatives`,
      declarantApi,
      { itemIds: [paperId, ...projectIds] },
      "代表性成果数量超出限制",
    );
  });

  it("takes PDF attachments, refuses other types and oversize files, and previews to the owner and the unit", async () => {
    const ok = await upload(declarantApi, paperId, PDF, "论文.pdf");
    expect(ok.statusCode, ok.body).toBe(200);
    const attachment = ok.json().data as AttachmentRow;
    expect(attachment).toMatchObject({ mime: "application/pdf", size: PDF.length, name: "论文.pdf" });
    const bad = await upload(declarantApi, paperId, Buffer.from("just text, not a PDF"), "fake.pdf");
    expectBadRequest(bad, "附件只能是 PDF、JPG 或 PNG 文件");
    const big = await upload(declarantApi, paperId, Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]), "big.pdf");
    expectBadRequest(big, "附件大小超出限制");

    const [paper] = await items(id, REQUIRED_TYPE);
    expect(paper?.attachments.map((a) => a.id)).toEqual([attachment.id]);
    const preview = await declarantApi.get(`/api/zcps-sh/declaration/attachment/${attachment.id}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers["content-type"]).toBe("application/pdf");
    expect(preview.rawPayload.equals(PDF)).toBe(true);
    expect((await unitAdminApi.get(`/api/zcps-sh/declaration/attachment/${attachment.id}`)).statusCode).toBe(200);
    expect((await professorApi.get(`/api/zcps-sh/declaration/attachment/${attachment.id}`)).statusCode).toBe(403);
    // a second upload and its deletion
    const second = (await upload(declarantApi, paperId, PDF, "copy.pdf")).json().data as AttachmentRow;
    data(await declarantApi.delete(`${API}/attachments/${second.id}`));
    expect((await items(id, REQUIRED_TYPE))[0]?.attachments).toHaveLength(1);
    const file = await server.deps.storage.get(`declarations/${attachment.sha256.slice(0, 2)}/${attachment.sha256}`);
    expect(file?.equals(PDF)).toBe(true);
  });

  it("takes an attachment only when it opens as what it claims to be, and keeps nothing of one that does not", async () => {
    const before = await keptFiles(server);
    const headerOnly = await upload(declarantApi, paperId, HEADER_ONLY_PDF, "scan.pdf");
    expectBadRequest(headerOnly, "文件无法作为 PDF 打开，可能已损坏或不完整，请重新导出后上传");
    expectBadRequest(
      await upload(declarantApi.with({ lang: "en" }), paperId, HEADER_ONLY_PDF, "scan.pdf"),
      "The file does not open as a PDF: it may be damaged or incomplete. Export it again and upload it",
    );
    expectBadRequest(
      await upload(declarantApi, paperId, TRUNCATED_PNG, "photo.png"),
      "图片无法打开，可能已损坏或不完整，请重新保存后上传",
    );
    expectBadRequest(
      await upload(declarantApi.with({ lang: "en" }), paperId, TRUNCATED_PNG, "photo.png"),
      "The image does not open: it may be damaged or incomplete. Save it again and upload it",
    );
    expect(await keptFiles(server)).toEqual(before);
    expect((await items(id, REQUIRED_TYPE))[0]?.attachments).toHaveLength(1);

    const png = await upload(declarantApi, paperId, PNG, "photo.png");
    expect(png.statusCode, png.body).toBe(200);
    const row = png.json().data as AttachmentRow;
    expect(row).toMatchObject({ mime: "image/png", size: PNG.length, name: "photo.png" });
    expect((await keptFiles(server)).stored).toContain(`declarations/${row.sha256.slice(0, 2)}/${row.sha256}`);
    data(await declarantApi.delete(`${API}/attachments/${row.id}`));
  });

  it("refuses to submit without the pledge, with required sections missing, or outside the window", async () => {
    const version = (await detail(id)).version;
    const submit = () => declarantApi.post(`${API}/declarations/${id}/submit`, { version });
    data(await declarantApi.delete(`${API}/items/${(await items(id, SINGLE_TYPE))[0]?.id}`));
    let res = await submit();
    expect(res.statusCode).toBe(400);
    const pledgeMissing = res.json().message;
    expect(pledgeMissing).not.toBe("decl.pledgeMissing");
    data(await declarantApi.post(`${API}/declarations/${id}/pledge`));
    res = await submit();
    expect(res.statusCode).toBe(400);
    expect(res.json().message).not.toBe(pledgeMissing);
    const sectionsMissing = res.json().message;
    data<{ id: string }>(
      await declarantApi.post(`${API}/declarations/${id}/items`, {
        materialType: SINGLE_TYPE,
        payload: samplePayload(SINGLE_TYPE),
      }),
    );
    const db = server.deps.db;
    await db
      .update(t.batches)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(t.batches.id, fixture.batchId));
    res = await submit();
    expect(res.statusCode).toBe(400);
    expect([pledgeMissing, sectionsMissing]).not.toContain(res.json().message);
    await db
      .update(t.batches)
      .set({ endsAt: new Date(Date.now() + 30 * 24 * 3600 * 1000) })
      .where(eq(t.batches.id, fixture.batchId));
    expect((await detail(id)).status).toBe("DRAFT");
  });

  it("submits: unit review, a snapshot with its hash, a decision, the unit administrator notified, editing locked", async () => {
    const before = await detail(id);
    expect(before.allowedEvents).toContain("submit");
    const reply = data<TransitionReply>(
      await declarantApi.post(`${API}/declarations/${id}/submit`, {
        version: before.version,
      }),
    );
    expect(reply).toMatchObject({ status: "UNIT_REVIEW", version: before.version + 1 });
    const db = server.deps.db;
    const snapshots = await db
      .select()
      .from(t.declarationSnapshots)
      .where(eq(t.declarationSnapshots.declarationId, id));
    expect(snapshots).toHaveLength(1);
    expect(snapshots[0]).toMatchObject({ version: 1, reason: "SUBMIT" });
    expect(snapshots[0]?.contentHash).toMatch(/^[0-9a-f]{64}$/);
    // the basic information filled at the start is among the items
    expect((snapshots[0]?.payload as { items: unknown[] } | undefined)?.items).toHaveLength(6);
    // the evaluation it went in with is stored on the declaration for the lists and later stages
    const [stored] = await db.select().from(t.declarations).where(eq(t.declarations.id, id));
    expect(stored?.eligibility).toMatchObject({ pass: true, hardPass: true, result: { pass: true } });
    const [admin] = await db.select().from(t.users).where(eq(t.users.username, "unit_admin"));
    const inbox = await db
      .select()
      .from(t.userMessages)
      .where(and(eq(t.userMessages.userId, admin?.id ?? ""), eq(t.userMessages.kind, "declaration.submitted")));
    expect(inbox.length).toBeGreaterThanOrEqual(1);
    expect(inbox[0]?.body).toContain("李明");

    await refused(
      "POST",
      `${API}/declarations/${id}/items`,
      declarantApi,
      { materialType: LIMITED_TYPE, payload: samplePayload(LIMITED_TYPE) },
      "当前状态下申报材料已锁定，不能修改",
    );
    await refused(
      "PUT",
      `${API}/items/${paperId}`,
      declarantApi,
      { payload: samplePayload(REQUIRED_TYPE) },
      "当前状态下申报材料已锁定，不能修改",
    );
    // a stale version is a concurrent change
    const stale = await declarantApi.post(`${API}/declarations/${id}/withdraw`, { version: before.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe("申报已被他人处理或已更新，请刷新后重试");
  });

  it("withdraws to a draft while the unit has not acted, and submits again", async () => {
    let d = await detail(id);
    expect(d.allowedEvents).toContain("withdraw");
    data(await declarantApi.post(`${API}/declarations/${id}/withdraw`, { version: d.version }));
    d = await detail(id);
    expect(d.status).toBe("DRAFT");
    data<TransitionReply>(await declarantApi.post(`${API}/declarations/${id}/submit`, { version: d.version }));
    expect((await detail(id)).status).toBe("UNIT_REVIEW");
  });

  it("two returnAudit calls on the same version: exactly one lands", async () => {
    const { version } = await detail(id);
    const body = { declarationId: id, version, comment: "论文页码有误，请修改", itemIds: [paperId] };
    const results = await Promise.all([
      unitAdminApi.post(`${SYS}/returnAudit`, body),
      unitAdminApi.post(`${SYS}/returnAudit`, body),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const returns = await server.deps.db
      .select()
      .from(t.declarationDecisions)
      .where(and(eq(t.declarationDecisions.declarationId, id), eq(t.declarationDecisions.event, "return")));
    expect(returns).toHaveLength(1);
    expect(returns[0]).toMatchObject({
      actorRole: "UNIT_ADMIN",
      comment: "论文页码有误，请修改",
      fromStatus: "UNIT_REVIEW",
    });
    const d = await detail(id);
    expect(d).toMatchObject({ status: "RETURNED", returnedFrom: "UNIT_REVIEW" });
    expect(d.returnScope).toMatchObject({ itemIds: [paperId], comment: "论文页码有误，请修改" });
    expect(d.nextSteps[0]).toMatchObject({ key: "next.fixReturned" });
  });

  it("while returned only the returned item is editable", async () => {
    const sections = data<SectionRow[]>(await declarantApi.post(`${SYS}/findTable`, { declarationId: id }));
    expect(sections.find((s) => s.materialType === REQUIRED_TYPE)).toMatchObject({ returned: true });
    expect(sections.find((s) => s.materialType === LIMITED_TYPE)).toMatchObject({ returned: false, editable: false });
    const [paper] = await items(id, REQUIRED_TYPE);
    expect(paper).toMatchObject({ returned: true, editable: true });
    await refused(
      "PUT",
      `${API}/items/${projectIds[0]}`,
      declarantApi,
      { payload: samplePayload(LIMITED_TYPE, 9) },
      "该材料不在退回修改的范围内",
    );
    await refused(
      "POST",
      `${API}/declarations/${id}/items`,
      declarantApi,
      { materialType: LIMITED_TYPE, payload: samplePayload(LIMITED_TYPE) },
      "该材料不在退回修改的范围内",
    );
    data(await declarantApi.put(`${API}/items/${paperId}`, { payload: samplePayload(REQUIRED_TYPE, 7) }));
  });

  it("resubmits back to the stage that returned it, with a new snapshot", async () => {
    const d = await detail(id);
    expect(d.allowedEvents).toContain("resubmit");
    const reply = data<TransitionReply>(
      await declarantApi.post(`${API}/declarations/${id}/resubmit`, {
        version: d.version,
      }),
    );
    expect(reply).toMatchObject({ status: "UNIT_REVIEW", returnedFrom: null });
    const snapshots = await server.deps.db
      .select()
      .from(t.declarationSnapshots)
      .where(eq(t.declarationSnapshots.declarationId, id));
    expect(snapshots.map((s) => [s.version, s.reason]).sort()).toEqual([
      [1, "SUBMIT"],
      [2, "SUBMIT"],
      [3, "RESUBMIT"],
    ]);
    // nothing changed between the withdrawal and the second submit; the fix after the return did
    const hashOf = (v: number) => snapshots.find((s) => s.version === v)?.contentHash;
    expect(hashOf(2)).toBe(hashOf(1));
    expect(hashOf(3)).not.toBe(hashOf(2));
  });

  it("shows the decision timeline to the declarant and the unit", async () => {
    const log = data<CheckLogRow[]>(await declarantApi.get(`${SYS}/findCheckLog?declarationId=${id}`));
    expect(log.map((r) => r.event)).toEqual(["submit", "withdraw", "submit", "return", "resubmit"]);
    expect(log[3]).toMatchObject({ actorName: "王芳", comment: "论文页码有误，请修改" });
    expect(data<CheckLogRow[]>(await unitAdminApi.get(`${SYS}/findCheckLog?declarationId=${id}`))).toHaveLength(5);
  });

  it("the unit approves through the generic transition; the declarant can no longer withdraw", async () => {
    const { version } = await detail(id);
    const reply = data<TransitionReply>(
      await unitAdminApi.post(`/api/zcps-sh/declaration/${id}/transition`, {
        event: "approve",
        version,
      }),
    );
    expect(reply.status).not.toBe("UNIT_REVIEW");
    const d = await detail(id);
    expect(d.allowedEvents).not.toContain("withdraw");
    await declarantApi
      .post(`${API}/declarations/${id}/withdraw`, { version: d.version })
      .then((res) => expect(res.statusCode).toBe(400));
  });

  it("reads the staff header: own for the declarant", async () => {
    const header = data<StaffHeader>(await declarantApi.get(`${SYS}/user/${fixture.staffId}`));
    expect(header).toMatchObject({ name: "李明", unitName: "计算机科学与技术学院", currentTitleName: "讲师" });
    const en = await declarantApi.with({ lang: "en" }).get(`${SYS}/user/${fixture.staffId}`);
    expect(en.json().data).toMatchObject({ unitName: "School of Computer Science", currentTitleName: "Lecturer" });
  });
});

describe("refusals across declarations", () => {
  let foreign: { id: string; itemId: string; staffId: string };

  beforeAll(async () => {
    foreign = await foreignDeclaration(server, fixture);
  });

  it("hides another staff member's declaration from the declarant", async () => {
    for (const [method, url, body] of [
      ["GET", `${API}/declarations/${foreign.id}`, undefined],
      ["POST", `${SYS}/findTable`, { declarationId: foreign.id }],
      ["POST", `${SYS}/findData`, { declarationId: foreign.id, materialType: REQUIRED_TYPE }],
      ["GET", `${SYS}/findCheckLog?declarationId=${foreign.id}`, undefined],
      ["GET", `${SYS}/user/${foreign.staffId}`, undefined],
      ["GET", `${API}/declarations/${foreign.id}/precheck`, undefined],
      ["PUT", `${API}/items/${foreign.itemId}`, { payload: samplePayload(REQUIRED_TYPE) }],
      ["DELETE", `${API}/items/${foreign.itemId}`, undefined],
      ["POST", `${API}/declarations/${foreign.id}/pledge`, undefined],
      ["POST", `${API}/declarations/${foreign.id}/withdraw`, { version: 2 }],
    ] as [Method, string, object | undefined][]) {
      const res = await declarantApi.request(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it("a unit administrator cannot return another unit's declaration; a declarant holds no return element", async () => {
    const body = { declarationId: foreign.id, version: 2, comment: "x" };
    expect((await unitAdminApi.post(`${SYS}/returnAudit`, body)).statusCode).toBe(404);
    const denied = await declarantApi.post(`${SYS}/returnAudit`, body);
    expect(denied.statusCode).toBe(403);
    const transition = await declarantApi.post(`/api/zcps-sh/declaration/${foreign.id}/transition`, {
      event: "approve",
      version: 2,
    });
    expect(transition.statusCode).toBe(403);
  });

  it("a unit administrator's role does not make them the declarant", async () => {
    const res = await unitAdminApi.post(`/api/zcps-sh/declaration/${foreign.id}/transition`, {
      event: "approve",
      version: 2,
    });
    expect(res.statusCode).toBe(404);
  });

  it("a reader who leaves the reading role loses the declaration at once (kept workflow roles are dropped)", async () => {
    const { db } = server.deps;
    const groupOf = async (code: string) => {
      const [group] = await db
        .select({ id: t.groups.id })
        .from(t.groups)
        .where(and(eq(t.groups.tenantId, "default"), eq(t.groups.code, code)));
      const rows = await db
        .select()
        .from(t.groupMembers)
        .where(eq(t.groupMembers.groupId, group?.id ?? ""));
      return {
        id: group?.id ?? "",
        members: rows.map((r) => r.userId),
        leaders: rows.filter((r) => r.isLeader).map((r) => r.userId),
      };
    };
    const adminApi = createClient(server.app, await server.login("admin"));
    const setUsers = async (group: { id: string }, members: string[], leaders: string[]) =>
      data(await adminApi.put(`/api/admin/group/${group.id}/user`, { members, leaders }));
    const [reader] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.username, "supervisor"));
    const declarants = await groupOf("declarant");
    const supervisors = await groupOf("supervisor");
    // the supervisor also declares (so the pre-check's route stays open to them) and reads every declaration
    await setUsers(declarants, [...declarants.members, reader?.id ?? ""], declarants.leaders);
    const supervisorApi = createClient(server.app, await server.login("supervisor"));
    const precheck = () => supervisorApi.get(`${API}/declarations/${foreign.id}/precheck`);
    expect((await precheck()).statusCode).toBe(200);
    await setUsers(
      supervisors,
      supervisors.members.filter((u) => u !== reader?.id),
      supervisors.leaders,
    );
    expect((await precheck()).statusCode).toBe(404);
    await setUsers(supervisors, supervisors.members, supervisors.leaders);
    await setUsers(declarants, declarants.members, declarants.leaders);
  });

  it("a user without a staff record cannot declare", async () => {
    const reply = data<CheckUserReply>(
      await createClient(server.app, await server.login("personnel")).get("/api/zcps/user/checkUser"),
    );
    expect(reply).toMatchObject({ canDeclare: false, staff: null, reason: "您还没有教职工基础信息，请联系人事处" });
  });
});
