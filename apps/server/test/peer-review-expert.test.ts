import { createHash, randomUUID } from "node:crypto";
import {
  type ExpertAssignmentRow,
  type ExpertRoundNotice,
  type ExpertSelf,
  type ExpertSignature,
  type PeerAssignmentRow,
  type PeerOpinionView,
  type PeerPacket,
  PEER_ROUTES as R,
} from "@zcps/contracts/zcps/peer-review/api";
import { and, eq, sql } from "drizzle-orm";
import { PDFDocument, PDFName, StandardFonts } from "pdf-lib";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "../src/db/schema";
import { minimalPdf } from "../src/db/seed/zcps-declarations";
import { type Client, createClient, data, expectBadRequest, expectRefused, type Response, signedIn } from "./client";
import { lastSmsCode, startTestServer, type TestServer } from "./harness";
import { type PeerReviewFixture, peerReviewFixture } from "./peer-review-fixture";

/**
 * The expert's side of the peer review (IdentityVerification, ExpertReview) through HTTP: verification by a code,
 * accepting and declining (with a conflict), the anonymised list and packet, the watermarked files, the opinion and
 * its signature; another's invitation is not found, and callers without the expert's codes are refused.
 */
let server: TestServer;
let fx: PeerReviewFixture;
let outApi: Client;
let inApi: Client;
let declarantApi: Client;
let peerAdminApi: Client;

type Declaration = Awaited<ReturnType<PeerReviewFixture["qualified"]>>;
type Pool = Awaited<ReturnType<PeerReviewFixture["experts"]>>;
let externals: Pool;
let internals: Pool;
let anonymousRound: string;
let openRound: string;
/** an anonymous round's declaration sent to expert_out, expert_in and two more external experts */
let secret: Declaration;
let secretIds: string[];
/** every raw body an expert got in the anonymous round: none may name the declarant */
const expertBodies: string[] = [];

const keep = (res: Response) => {
  expertBodies.push(res.body);
  return res;
};
const packetUrl = (assignmentId: string) =>
  R.packet.replace(":userId", assignmentId).replace(":projectTimeId", fx.batchId);
const fileUrl = (assignmentId: string, fileId: string) =>
  R.packetFile.replace(":userId", assignmentId).replace(":fileId", fileId);

async function poolRecord(expertId: string) {
  const [row] = await fx.db.select().from(t.experts).where(eq(t.experts.id, expertId));
  return row as typeof t.experts.$inferSelect;
}

async function unitName(unitId: string) {
  const [row] = await fx.db.select({ name: t.departs.name }).from(t.departs).where(eq(t.departs.id, unitId));
  return row?.name as string;
}

/** Lets the expert's last code look older, as if the minute between codes had passed. */
async function ageCodes(expertId: string, seconds: number) {
  await fx.db
    .update(t.expertVerifyCodes)
    .set({ createdAt: sql`${t.expertVerifyCodes.createdAt} - make_interval(secs => ${seconds})` })
    .where(eq(t.expertVerifyCodes.expertId, expertId));
}

/** A signed-in client for a pool expert (approved experts' accounts share the demo password). */
async function expertClient(expert: Pool[number]) {
  return createClient(server.app, await server.login(expert.username));
}

/** A file attached to an item, as the declarant's upload leaves it; answers the attachment's id. */
async function attachFile(declarationId: string, itemId: string, name: string, bytes: Buffer, mime = "image/png") {
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  const storageKey = `declarations/${sha256.slice(0, 2)}/${sha256}`;
  await server.deps.storage.put(storageKey, bytes);
  const fileId = randomUUID();
  await fx.db.insert(t.files).values({
    id: fileId,
    tenantId: fx.tenantId,
    purpose: "declaration",
    sha256,
    mime,
    size: bytes.length,
    storageKey,
    originalName: name,
  });
  const id = randomUUID();
  await fx.db
    .insert(t.declarationAttachments)
    .values({ id, declarationId, itemId, fileId, name, mime, size: bytes.length, sha256, orderNum: 1 });
  return id;
}

function png(width = 40, height = 16) {
  const image = new PNG({ width, height });
  image.data.fill(255);
  for (let x = 4; x < width - 4; x++) image.data[(8 * width + x) * 4] = 0;
  return PNG.sync.write(image);
}

beforeAll(async () => {
  server = await startTestServer();
  fx = await peerReviewFixture(server);
  // the demo seed verified expert_out (and gave a signature): this file walks an expert's first entry
  const [outsider] = await fx.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.username, "expert_out"));
  await fx.db.delete(t.expertVerifications).where(eq(t.expertVerifications.userId, outsider?.id ?? ""));
  [outApi, inApi, declarantApi, peerAdminApi] = await signedIn(server, [
    "expert_out",
    "expert_in",
    "declarant",
    "peer_admin",
  ]);
  externals = await fx.experts("external");
  internals = await fx.experts("internal");
  anonymousRound = await fx.round({ reviewDays: 10, commentMinLength: 20, notice: "请独立、公正地评议。" }, "匿名轮");
  openRound = await fx.round({ anonymous: false, commentMinLength: 10 }, "实名轮");
  secret = await fx.qualified(await fx.declarant(fx.units.cs, "欧阳明远"));
  secretIds = await fx.invite(anonymousRound, secret.id, [
    externals[0]?.id as string,
    internals[0]?.id as string,
    externals[1]?.id as string,
    externals[2]?.id as string,
  ]);
});
afterAll(async () => server.close());

describe("the expert's record", () => {
  it("is their pool entry with a masked phone, not yet verified", async () => {
    const me = data<ExpertSelf>(keep(await outApi.get(R.me)));
    const pool = await poolRecord(externals[0]?.id as string);
    expect(me).toMatchObject({
      expertId: pool.id,
      kind: "external",
      name: "郑华",
      institution: pool.institution,
      titleName: pool.titleName,
      verified: false,
      hasSignature: false,
    });
    expect(me.phoneMasked).toBe(`${pool.phone?.slice(0, 3)}****${pool.phone?.slice(-4)}`);
    // an internal expert's institution is the school
    const inside = data<ExpertSelf>(await inApi.get(R.me));
    const [tenant] = await fx.db.select().from(t.tenants).where(eq(t.tenants.id, fx.tenantId));
    expect(inside).toMatchObject({ kind: "internal", name: "吴刚", institution: tenant?.name });
    // with the school's English name for the English console; an external expert's is as they gave it
    expect(inside.institutionEn).toBe("Demo University");
    expect(me.institutionEn).toBeNull();
    // and so the administrator's list of the round's invitations names it
    const invited = data<{ rows: PeerAssignmentRow[] }>(
      await peerAdminApi.post(R.assignments, { roundId: anonymousRound, declarationId: secret.id }),
    ).rows;
    expect(invited.map((row) => [row.kind, row.institutionEn]).sort()).toEqual([
      ["external", null],
      ["external", null],
      ["external", null],
      ["internal", "Demo University"],
    ]);
  });

  it("is refused to an account with the expert's pages but in no pool", async () => {
    const [template] = await fx.db.select().from(t.users).where(eq(t.users.username, "expert_out"));
    const [group] = await fx.db.select().from(t.groups).where(eq(t.groups.code, "expert_out"));
    const [user] = await fx.db
      .insert(t.users)
      .values({
        id: randomUUID(),
        tenantId: fx.tenantId,
        username: "pr_not_in_pool",
        passwordHash: template?.passwordHash as string,
        name: "无库专家",
      })
      .returning();
    await fx.db.insert(t.groupMembers).values({ groupId: group?.id as string, userId: user?.id as string });
    const stranger = createClient(server.app, await server.login("pr_not_in_pool"));
    const refused = await stranger.get(R.me);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("您不在专家库中，不能使用专家评审功能");
    expect((await stranger.with({ lang: "en" }).get(R.myList)).json().message).toBe(
      "You are in no expert pool, so the expert review is not open to you",
    );
  });

  it("shows the notice of the rounds the expert is invited in", async () => {
    const all = data<ExpertRoundNotice[]>(keep(await outApi.get(R.notice)));
    // the demo seed's round invites expert_out too
    const notices = all.filter((n) => n.roundId === anonymousRound || n.roundId === openRound);
    expect(notices).toEqual([
      expect.objectContaining({
        roundId: anonymousRound,
        notice: "请独立、公正地评议。",
        anonymous: true,
        reviewDays: 10,
        conclusionScale: ["AGREE", "DISAGREE"],
      }),
    ]);
  });
});

describe("identity verification", () => {
  it("sends a code at most once a minute", async () => {
    const pool = await poolRecord(externals[0]?.id as string);
    const sent = keep(await outApi.post(R.sendCode));
    expect(data(sent)).toMatchObject({ expiresIn: 600, resendIn: 60 });
    expect(sent.json().message).toMatch(/^验证码已发送至 \d{3}\*{4}\d{4}，10 分钟内有效$/);
    expect(lastSmsCode(server, pool.phone as string)).toMatch(/^\d{6}$/);
    expectBadRequest(await outApi.post(R.sendCode));
    expect((await outApi.post(R.sendCode)).json().message).toMatch(/^验证码发送过于频繁，请 \d+ 秒后再试$/);
  });

  it("names the field that differs from the pool record, trimmed and in any case", async () => {
    const pool = await poolRecord(externals[0]?.id as string);
    const code = lastSmsCode(server, pool.phone as string);
    const good = { name: "郑华", institution: pool.institution as string, titleName: pool.titleName, code };
    expectBadRequest(await outApi.post(R.affirm, { ...good, name: "郑化" }), "姓名与专家库登记的不一致");
    expectBadRequest(await outApi.post(R.affirm, { ...good, institution: "某某大学" }), "工作单位与专家库登记的不一致");
    expectBadRequest(await outApi.post(R.affirm, { ...good, titleName: "讲师" }), "职称与专家库登记的不一致");
    expectBadRequest(
      await outApi.with({ lang: "en" }).post(R.affirm, { ...good, titleName: "Lecturer" }),
      "The title differs from the expert pool's record",
    );
    expectBadRequest(await outApi.post(R.affirm, { ...good, code: "12345" }), "请输入 6 位数字验证码");
  });

  it("takes the school's Chinese or English name as an internal expert's institution", async () => {
    const me = data<ExpertSelf>(await inApi.get(R.me));
    const form = { name: me.name, titleName: "讲师", code: "000000" };
    // the institution passes and the title is the first field found to differ; nothing is verified
    for (const institution of [me.institution, "demo university"])
      expectBadRequest(await inApi.post(R.affirm, { ...form, institution }), "职称与专家库登记的不一致");
    expectBadRequest(
      await inApi.post(R.affirm, { ...form, institution: "Other University" }),
      "工作单位与专家库登记的不一致",
    );
    expect(data<ExpertSelf>(await inApi.get(R.me)).verified).toBe(false);
  });

  it("counts wrong codes, ends the code at the fifth, and takes a new one", async () => {
    const expertId = externals[0]?.id as string;
    const pool = await poolRecord(expertId);
    const code = lastSmsCode(server, pool.phone as string);
    const wrong = code === "000000" ? "111111" : "000000";
    const form = { name: " 郑华 ", institution: ` ${pool.institution?.toUpperCase()} `, titleName: pool.titleName };
    for (let left = 4; left >= 1; left--)
      expectBadRequest(await outApi.post(R.affirm, { ...form, code: wrong }), `验证码错误，还可尝试 ${left} 次`);
    expectBadRequest(await outApi.post(R.affirm, { ...form, code: wrong }), "验证码错误次数过多，请重新获取");
    // the right code no longer opens it
    expectBadRequest(await outApi.post(R.affirm, { ...form, code }), "验证码错误次数过多，请重新获取");
    expectBadRequest(
      await outApi.with({ lang: "en" }).post(R.affirm, { ...form, code }),
      "Too many wrong codes: ask for a new one",
    );
    expect(data<ExpertSelf>(await outApi.get(R.me)).verified).toBe(false);

    await ageCodes(expertId, 61);
    data(await outApi.post(R.sendCode));
    const fresh = lastSmsCode(server, pool.phone as string);
    const verified = keep(await outApi.post(R.affirm, { ...form, code: fresh }));
    expect(verified.json().message).toBe("身份核验成功");
    expect(data<ExpertSelf>(verified)).toMatchObject({ verified: true });
    const [row] = await fx.db.select().from(t.expertVerifications).where(eq(t.expertVerifications.expertId, expertId));
    expect(row).toMatchObject({ method: "SMS_CODE", name: "郑华", institution: pool.institution });
    expectBadRequest(await outApi.post(R.affirm, { ...form, code: fresh }), "您已完成身份核验");
  });

  it("refuses an expired code", async () => {
    const expert = externals[1] as Pool[number];
    const api = await expertClient(expert);
    const pool = await poolRecord(expert.id);
    // the demo may have verified this expert already (personnel, by hand): this walks a first entry
    await fx.db.delete(t.expertVerifications).where(eq(t.expertVerifications.userId, expert.userId));
    data(await api.post(R.sendCode));
    await fx.db
      .update(t.expertVerifyCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(t.expertVerifyCodes.expertId, expert.id));
    expectBadRequest(
      await api.post(R.affirm, {
        name: pool.name,
        institution: pool.institution,
        titleName: pool.titleName,
        code: lastSmsCode(server, pool.phone as string),
      }),
      "验证码已过期，请重新获取",
    );
  });
});

describe("invitations", () => {
  it("list the anonymous round's declarant by code only, with no unit", async () => {
    const list = data<{ rows: ExpertAssignmentRow[]; total: number }>(keep(await outApi.get(R.myList)));
    const row = list.rows.find((r) => r.id === secretIds[0]);
    expect(row).toMatchObject({
      declarant: "PR2026-001",
      unitName: null,
      status: "INVITED",
      opinion: "NONE",
      titleName: expect.any(String),
    });
    const filtered = data<{ rows: ExpertAssignmentRow[] }>(keep(await outApi.get(`${R.myList}?status=ACCEPTED`)));
    // the demo round's accepted invitations are not this file's
    expect(filtered.rows.filter((r) => secretIds.includes(r.id))).toEqual([]);
  });

  it("cannot be accepted before the expert's identity is verified", async () => {
    const refused = await inApi.post(R.respond, { assignmentId: secretIds[1], accept: true });
    expectBadRequest(refused, "请先在“身份核验”页面完成身份核验");
    expect(refused.json().data).toEqual({ page: "/AnonymousReview/IdentityVerification" });
    expect((await fx.assignment(secretIds[1] as string))?.status).toBe("INVITED");
  });

  it("need a reason to decline or declare a conflict", async () => {
    expectBadRequest(await inApi.post(R.respond, { assignmentId: secretIds[1], accept: false }), "谢绝评审请填写原因");
    expectBadRequest(
      await inApi.post(R.respond, { assignmentId: secretIds[1], accept: true, conflict: true }),
      "声明回避请填写原因",
    );
  });

  it("are accepted by a verified expert, the review deadline starting", async () => {
    const before = Date.now();
    const accepted = keep(await outApi.post(R.respond, { assignmentId: secretIds[0], accept: true }));
    expect(accepted.json().message).toBe("已接受评审邀请");
    const row = data<ExpertAssignmentRow>(accepted);
    expect(row).toMatchObject({ status: "ACCEPTED", declarant: "PR2026-001", unitName: null });
    const due = new Date(row.reviewDeadline as string).getTime();
    expect(due).toBeGreaterThanOrEqual(before + 10 * 86_400_000);
    expect(due).toBeLessThan(Date.now() + 10 * 86_400_000 + 1000);
    expectBadRequest(
      await outApi.post(R.respond, { assignmentId: secretIds[0], accept: false, reason: "改变主意" }),
      "该邀请已答复、已过期或已撤销，不能再接受或谢绝",
    );
  });

  it("are declined with a reason, and the administrators are told a replacement is needed", async () => {
    const expert = externals[2] as Pool[number];
    const api = await expertClient(expert);
    const declined = keep(
      await api.post(R.respond, { assignmentId: secretIds[3], accept: false, reason: "近期出国，无法按时评审" }),
    );
    expect(declined.json().message).toBe("已谢绝评审邀请");
    expect(data<ExpertAssignmentRow>(declined).status).toBe("DECLINED");
    expect(await fx.assignment(secretIds[3] as string)).toMatchObject({
      status: "DECLINED",
      note: "近期出国，无法按时评审",
      conflictDeclared: false,
    });
  });

  it("are declined by a declared conflict, which is recorded with the declarant", async () => {
    const declined = keep(
      await inApi.post(R.respond, {
        assignmentId: secretIds[1],
        accept: true,
        conflict: true,
        reason: "曾合作发表论文",
      }),
    );
    expect(declined.json().message).toBe("已声明回避，邀请已谢绝");
    expect(await fx.assignment(secretIds[1] as string)).toMatchObject({ status: "DECLINED", conflictDeclared: true });
    const conflicts = await fx.db
      .select()
      .from(t.expertConflicts)
      .where(and(eq(t.expertConflicts.expertId, internals[0]?.id as string), eq(t.expertConflicts.source, "EXPERT")));
    expect(conflicts).toEqual([
      expect.objectContaining({ targetType: "DECLARANT", targetId: secret.owner.staffId, reason: "曾合作发表论文" }),
    ]);
    const [admin] = await fx.db.select().from(t.users).where(eq(t.users.username, "peer_admin"));
    const inbox = await fx.db
      .select()
      .from(t.userMessages)
      .where(and(eq(t.userMessages.userId, admin?.id as string), eq(t.userMessages.kind, "peer.invitationDeclined")));
    expect(inbox).toHaveLength(2);
    expect(inbox.map((m) => m.title)).toEqual(["专家谢绝评审，需补派专家", "专家谢绝评审，需补派专家"]);
    expect(inbox.find((m) => m.body.includes("吴刚"))?.body).toContain("声明回避");
    expect(inbox.find((m) => m.body.includes("吴刚"))?.titleEn).toBe("An expert declined: a replacement is needed");
  });

  it("leave the expert's list at once when the administrator cancels them (the kept list is dropped)", async () => {
    const later = await fx.qualified(await fx.declarant(fx.units.math, "撤回乙"));
    const [id] = await fx.invite(anonymousRound, later.id, [externals[0]?.id as string]);
    const statusOf = async () =>
      data<{ rows: ExpertAssignmentRow[] }>(await outApi.get(`${R.myList}?limit=100`)).rows.find((r) => r.id === id)
        ?.status;
    // the second read is the kept answer
    expect(await statusOf()).toBe("INVITED");
    expect(await statusOf()).toBe("INVITED");
    data(await peerAdminApi.post(R.cancel, { assignmentIds: [id], reason: "申报人撤回" }));
    expect(await statusOf()).toBe("CANCELLED");
  });

  it("past their reply deadline can no longer be answered", async () => {
    const late = await fx.qualified(await fx.declarant(fx.units.math, "过期甲"));
    const [id] = await fx.invite(anonymousRound, late.id, [externals[0]?.id as string], -1);
    expectBadRequest(await outApi.post(R.respond, { assignmentId: id, accept: true }), "该邀请已超过答复期限");
  });
});

describe("the anonymised packet", () => {
  it("holds the representative works, the overview and the summary with the declarant replaced by the code", async () => {
    expect((await fx.assignment(secretIds[0] as string))?.openedAt).toBeNull();
    const packet = data<PeerPacket>(keep(await outApi.get(packetUrl(secretIds[0] as string))));
    expect(packet).toMatchObject({
      assignmentId: secretIds[0],
      declarant: "PR2026-001",
      anonymous: true,
      unitName: null,
      level: "ASSOC_SENIOR",
      commentMinLength: 20,
      conclusionScale: ["AGREE", "DISAGREE"],
      status: "ACCEPTED",
      opinion: null,
    });
    expect(packet.criteria.map((c) => c.key)).toEqual(["innovation", "impact", "rigour"]);
    expect(packet.works).toHaveLength(2);
    expect(packet.works[0]).toMatchObject({ type: "PAPER", label: "学术论文", title: "深度学习中的可解释性研究 1" });
    expect(packet.works[0]?.fields).toContainEqual(
      expect.objectContaining({ label: "论文题目", value: "深度学习中的可解释性研究 1" }),
    );
    expect(packet.works[0]?.files).toEqual([
      { id: secret.attachments[0]?.id, name: "代表作1.pdf", mime: "application/pdf" },
    ]);
    expect(packet.overview).toEqual([{ type: "PAPER", label: "学术论文", labelEn: "Academic papers", count: 3 }]);
    expect(packet.summary).toContain(
      "本人PR2026-001（工号 ***，***），任现职以来主要从事机器学习方向的教学与科研工作。",
    );
    expect((await fx.assignment(secretIds[0] as string))?.openedAt).not.toBeNull();
  });

  it("is closed to an invitation not accepted and to another project time", async () => {
    const other = await fx.qualified(await fx.declarant(fx.units.math, "未接受乙"));
    const [id] = await fx.invite(anonymousRound, other.id, [externals[0]?.id as string]);
    expectBadRequest(await outApi.get(packetUrl(id as string)), "接受评审邀请后才能查看评审材料");
    const wrongBatch = R.packet.replace(":userId", secretIds[0] as string).replace(":projectTimeId", randomUUID());
    expect((await outApi.get(wrongBatch)).statusCode).toBe(404);
  });

  it("serves a work's file as a PDF watermarked with the expert's name on every page", async () => {
    const res = await outApi.get(fileUrl(secretIds[0] as string, secret.attachments[0]?.id as string));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    const bytes = new Uint8Array(res.rawPayload);
    const pdf = await getDocument({ data: bytes.slice(), isEvalSupported: false, verbosity: 0 }).promise;
    const original = minimalPdf(["Representative work 1"]);
    const before = await PDFDocument.load(original);
    expect(pdf.numPages).toBe(before.getPageCount());
    const text = (await (await pdf.getPage(1)).getTextContent()).items.map((i) => ("str" in i ? i.str : "")).join("");
    expect(text).toContain("Representative work 1");
    expect(text).toContain("郑华");
    expect(text).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    // the original's content stays as it was, with one more content stream over it
    const contents = (doc: PDFDocument) => {
      const value = doc.getPage(0).node.get(PDFName.of("Contents"));
      const resolved = doc.context.lookup(value);
      return resolved && "size" in resolved && typeof resolved.size === "function" ? resolved.size() : 1;
    };
    expect(contents(await PDFDocument.load(bytes))).toBeGreaterThan(contents(before));
  });

  it("blacks out each page of a work's PDF that names the declarant (in pinyin too) and keeps the others", async () => {
    const owner = await fx.declarant(fx.units.cs, "司徒静");
    const named = await fx.qualified(owner);
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    doc.addPage([595, 842]).drawText(`Jing Situ, staff no. ${owner.employeeNo}`, { x: 72, y: 770, size: 14, font });
    doc.addPage([595, 842]).drawText("Results and discussion", { x: 72, y: 770, size: 14, font });
    doc.setAuthor("Situ Jing");
    const file = Buffer.from(await doc.save());
    const fileId = await attachFile(named.id, named.itemIds[0] as string, "全文.pdf", file, "application/pdf");
    const [id] = await fx.invite(anonymousRound, named.id, [externals[0]?.id as string]);
    data(await outApi.post(R.respond, { assignmentId: id, accept: true }));

    const res = await outApi.get(fileUrl(id as string, fileId));
    expect(res.statusCode, res.body).toBe(200);
    const bytes = new Uint8Array(res.rawPayload);
    const pdf = await getDocument({ data: bytes.slice(), isEvalSupported: false, verbosity: 0 }).promise;
    const pages: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const items = (await (await pdf.getPage(n)).getTextContent()).items;
      pages.push(items.map((i) => ("str" in i ? i.str : "")).join(""));
    }
    expect(pages).toHaveLength(2);
    // the first page is a picture of itself with the name and the number blacked out: only the watermark is text
    expect(pages[0]).toContain("郑华");
    expect(pages[0]).not.toMatch(/situ|jing|staff/i);
    expect(pages[0]).not.toContain(owner.employeeNo);
    expect(pages[1]).toContain("Results and discussion");
    expect((await PDFDocument.load(bytes, { updateMetadata: false })).getAuthor()).toBeUndefined();
    expect(Buffer.from(bytes).includes(Buffer.from("Situ"))).toBe(false);
  });

  it("serves only the works' files", async () => {
    expectNotFound(await outApi.get(fileUrl(secretIds[0] as string, randomUUID())), "评审材料中没有该附件");
  });
});

describe("a round that is not anonymous", () => {
  it("shows the declarant's name and unit in the list and the packet", async () => {
    const owner = await fx.declarant(fx.units.fl, "司马青");
    const open = await fx.qualified(owner);
    const scan = await attachFile(open.id, open.itemIds[1] as string, "扫描件.png", png(300, 200));
    const [id] = await fx.invite(openRound, open.id, [externals[0]?.id as string]);
    const list = data<{ rows: ExpertAssignmentRow[] }>(await outApi.get(R.myList));
    expect(list.rows.find((r) => r.id === id)).toMatchObject({
      declarant: "司马青",
      unitName: await unitName(fx.units.fl),
    });
    data(await outApi.post(R.respond, { assignmentId: id, accept: true }));
    const packet = data<PeerPacket>(await outApi.get(packetUrl(id as string)));
    expect(packet).toMatchObject({ declarant: "司马青", anonymous: false, unitName: await unitName(fx.units.fl) });
    expect(packet.summary).toContain(`本人司马青（工号 ${owner.employeeNo}`);
    expect(packet.works[1]?.files.map((f) => f.name)).toEqual(["代表作2.pdf", "扫描件.png"]);

    // an image is served as a one-page PDF, marked like any other
    const res = await outApi.get(fileUrl(id as string, scan));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(decodeURIComponent(String(res.headers["content-disposition"]))).toContain("扫描件.pdf");
    const pdf = await getDocument({ data: new Uint8Array(res.rawPayload), verbosity: 0 }).promise;
    expect(pdf.numPages).toBe(1);
    const text = (await (await pdf.getPage(1)).getTextContent()).items.map((i) => ("str" in i ? i.str : "")).join("");
    expect(text).toContain("郑华");
  });
});

describe("the opinion", () => {
  const assignmentId = () => secretIds[0] as string;
  const comment = "论文选题前沿，方法严谨，实验充分，具有较好的学术价值与应用前景。";

  it("is saved as a draft within the round's criteria and scale", async () => {
    expectBadRequest(
      await outApi.post(R.saveOpinion, { assignmentId: assignmentId(), scores: { novelty: 10 } }),
      "评分项“novelty”不在本轮的评分标准中",
    );
    expectBadRequest(
      await outApi.post(R.saveOpinion, { assignmentId: assignmentId(), scores: { impact: 31 } }),
      "“学术影响”的得分应在 0 到 30 之间",
    );
    expectBadRequest(
      await outApi.with({ lang: "en" }).post(R.saveOpinion, { assignmentId: assignmentId(), scores: { impact: 31 } }),
      "The score for “Impact” must be between 0 and 30",
    );
    expectBadRequest(
      await outApi.post(R.saveOpinion, { assignmentId: assignmentId(), conclusion: "A" }),
      "评议结论不在本轮的结论选项中",
    );
    const saved = keep(
      await outApi.post(R.saveOpinion, {
        assignmentId: assignmentId(),
        scores: { innovation: 35, impact: 25 },
        conclusion: "AGREE",
        comment: "较好",
      }),
    );
    expect(saved.json().message).toBe("评议意见已保存");
    expect(data<PeerOpinionView>(saved)).toMatchObject({ total: 60, conclusion: "AGREE", submittedAt: null });
    const list = data<{ rows: ExpertAssignmentRow[] }>(await outApi.get(R.myList));
    expect(list.rows.find((r) => r.id === assignmentId())?.opinion).toBe("DRAFT");
  });

  it("is submitted only when complete and signed", async () => {
    expectBadRequest(await outApi.post(R.submitOpinion, { assignmentId: assignmentId() }), "请为“研究规范”评分");
    data(
      await outApi.post(R.saveOpinion, {
        assignmentId: assignmentId(),
        scores: { innovation: 35, impact: 25, rigour: 28 },
        conclusion: "AGREE",
        comment: "较好",
      }),
    );
    expectBadRequest(
      await outApi.post(R.submitOpinion, { assignmentId: assignmentId() }),
      "评议意见不少于 20 字（当前 2 字）",
    );
    data(
      await outApi.post(R.saveOpinion, {
        assignmentId: assignmentId(),
        scores: { innovation: 35, impact: 25, rigour: 28 },
        conclusion: "AGREE",
        comment,
      }),
    );
    expectBadRequest(await outApi.post(R.submitOpinion, { assignmentId: assignmentId() }), "请先上传签名图片");
  });

  it("takes a signature image (PNG or JPG) and gives it back as a data URL", async () => {
    expect(data(await outApi.get(R.signature))).toBeNull();
    expectBadRequest(
      await outApi.upload(R.signatureUpload, { filename: "sign.pdf", content: minimalPdf(["x"]) }),
      "签名图片应为 PNG 或 JPG",
    );
    expectBadRequest(
      await inApi.upload(R.signatureUpload, { filename: "sign.png", content: png() }),
      "请先在“身份核验”页面完成身份核验",
    );
    const uploaded = await outApi.upload(R.signatureUpload, { filename: "sign.png", content: png() });
    expect(uploaded.json().message).toBe("签名已保存");
    const signature = data<ExpertSignature>(keep(await outApi.get(R.signature)));
    expect(signature.mime).toBe("image/png");
    expect(Buffer.from(signature.dataUrl.replace("data:image/png;base64,", ""), "base64").equals(png())).toBe(true);
    expect(data<ExpertSelf>(await outApi.get(R.me)).hasSignature).toBe(true);
  });

  it("once submitted completes the invitation and is read-only", async () => {
    const submitted = keep(await outApi.post(R.submitOpinion, { assignmentId: assignmentId() }));
    expect(submitted.json().message).toBe("评议意见已提交");
    expect(data<PeerOpinionView>(submitted)).toMatchObject({ total: 88, conclusion: "AGREE", comment });
    expect((await fx.assignment(assignmentId()))?.status).toBe("COMPLETED");
    const [opinion] = await fx.db.select().from(t.peerOpinions).where(eq(t.peerOpinions.assignmentId, assignmentId()));
    expect(opinion?.submittedAt).not.toBeNull();
    expect(opinion?.signatureFileId).toBe(data<ExpertSignature>(await outApi.get(R.signature)).fileId);

    expectBadRequest(
      await outApi.post(R.saveOpinion, { assignmentId: assignmentId(), comment: "改一下" }),
      "评议意见已提交，不能修改",
    );
    expectBadRequest(await outApi.post(R.submitOpinion, { assignmentId: assignmentId() }), "评议意见已提交，不能修改");
    expectBadRequest(
      await outApi.with({ lang: "en" }).post(R.saveOpinion, { assignmentId: assignmentId(), comment: "x" }),
      "The opinion has been submitted and cannot be changed",
    );
    // and the refused calls changed nothing
    const [kept] = await fx.db.select().from(t.peerOpinions).where(eq(t.peerOpinions.assignmentId, assignmentId()));
    expect(kept).toEqual(opinion);
    // the packet still reads, with the submitted opinion
    const packet = data<PeerPacket>(keep(await outApi.get(packetUrl(assignmentId()))));
    expect(packet).toMatchObject({ status: "COMPLETED", opinion: { conclusion: "AGREE", total: 88 } });
    const list = data<{ rows: ExpertAssignmentRow[] }>(keep(await outApi.get(R.myList)));
    expect(list.rows.find((r) => r.id === assignmentId())?.opinion).toBe("SUBMITTED");
  });

  it("marked invalid stays read-only", async () => {
    await fx.db
      .update(t.peerOpinions)
      .set({ validity: "INVALID", invalidReason: "意见过于简略" })
      .where(eq(t.peerOpinions.assignmentId, assignmentId()));
    await fx.db.update(t.peerAssignments).set({ status: "INVALID" }).where(eq(t.peerAssignments.id, assignmentId()));
    expectBadRequest(
      await outApi.post(R.saveOpinion, { assignmentId: assignmentId(), comment }),
      "该评议意见已被标记为无效，不能修改",
    );
    expectBadRequest(
      await outApi.post(R.submitOpinion, { assignmentId: assignmentId() }),
      "该评议意见已被标记为无效，不能修改",
    );
  });
});

function expectNotFound(res: Response, message = "未找到该评议邀请，或该邀请不是发给您的") {
  expect(res.statusCode, res.body).toBe(404);
  expect(res.json().message).toBe(message);
}

describe("another expert's invitation", () => {
  it("is not found on every call that names one", async () => {
    // secretIds[2] is the second external expert's
    const id = secretIds[2] as string;
    expectNotFound(await outApi.post(R.respond, { assignmentId: id, accept: true }));
    expectNotFound(await outApi.get(packetUrl(id)));
    expectNotFound(await outApi.get(fileUrl(id, secret.attachments[0]?.id as string)));
    expectNotFound(await outApi.post(R.saveOpinion, { assignmentId: id, comment: "x" }));
    expectNotFound(await outApi.post(R.submitOpinion, { assignmentId: id }));
    expectNotFound(await outApi.post(R.respond, { assignmentId: randomUUID(), accept: true }));
    expect(await fx.assignment(id)).toMatchObject({ status: "INVITED", openedAt: null });
  });
});

describe("callers without the expert's codes", () => {
  it("are refused on every expert call", async () => {
    const id = secretIds[0] as string;
    const calls: [string, (api: Client) => Promise<Response>][] = [
      ["me", (api) => api.get(R.me)],
      ["notice", (api) => api.get(R.notice)],
      ["sendCode", (api) => api.post(R.sendCode)],
      ["affirm", (api) => api.post(R.affirm, { name: "x", institution: "y", titleName: "z", code: "123456" })],
      ["myList", (api) => api.get(R.myList)],
      ["respond", (api) => api.post(R.respond, { assignmentId: id, accept: true })],
      ["packet", (api) => api.get(packetUrl(id))],
      ["packetFile", (api) => api.get(fileUrl(id, secret.attachments[0]?.id as string))],
      ["saveOpinion", (api) => api.post(R.saveOpinion, { assignmentId: id })],
      ["submitOpinion", (api) => api.post(R.submitOpinion, { assignmentId: id })],
      ["signature", (api) => api.get(R.signature)],
      ["signatureUpload", (api) => api.upload(R.signatureUpload, { filename: "s.png", content: png() })],
    ];
    for (const [name, call] of calls) {
      expectRefused(await call(declarantApi), `declarant ${name}`);
      expectRefused(await call(peerAdminApi), `peer_admin ${name}`);
    }
  });
});

describe("anonymity", () => {
  it("no response to an expert in the anonymous round names the declarant", async () => {
    const [person] = await fx.db.select().from(t.staff).where(eq(t.staff.id, secret.owner.staffId));
    const unit = await unitName(secret.owner.unitId);
    const [unitRow] = await fx.db.select().from(t.departs).where(eq(t.departs.id, secret.owner.unitId));
    expect(expertBodies.length).toBeGreaterThan(10);
    const secrets = [person?.name, person?.employeeNo, person?.idNo, unit, unitRow?.nameEn].filter((s): s is string =>
      Boolean(s),
    );
    expect(secrets.length).toBeGreaterThanOrEqual(4);
    for (const body of expertBodies) for (const s of secrets) expect(body).not.toContain(s);
  });
});
