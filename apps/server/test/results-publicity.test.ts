import type { DeclarationState } from "@zcps/contracts/zcps/machine";
import {
  type AppealRow,
  type MyAppealCase,
  RESULTS_ROUTES as R,
  type ResultPublicityDetail,
  type ResultPublicityStatus,
  type SchoolNotice,
} from "@zcps/contracts/zcps/results/api";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "../src/db/schema";
import { minimalPdf } from "../src/db/seed/zcps-declarations";
import { applyTransition } from "../src/modules/title-evaluation/declarations";
import { type Client, createClient, data, expectBadRequest, expectRefused, signedIn } from "./client";
import { startTestServer, type TestServer } from "./harness";
import { type PeerReviewFixture, peerReviewFixture } from "./peer-review-fixture";

/**
 * Stage 9 through the API: personnel publish the results publicity over the declarations in RESULT_PUBLICITY (a
 * school notice), anyone signed in objects under their name, personnel take an objection up, dismiss or uphold it;
 * the closing of an elapsed notice approves and seals the results; a negative decision opens an appeal window in
 * which the declarant appeals once, and personnel dismiss the appeal, revoke the decision or send it back to a named
 * stage.
 */

let server: TestServer;
let fx: PeerReviewFixture;
let personnel: Client;
let chair: Client;
let supervisor: Client;
const people: Record<"A" | "B" | "C" | "D" | "E", { declarationId: string; client: Client; name: string }> =
  {} as never;

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

async function placed(key: keyof typeof people, name: string, status: DeclarationState) {
  const owner = await fx.declarant(fx.units.cs, name);
  const { id } = await fx.qualified(owner);
  await fx.db.update(t.declarations).set({ status }).where(eq(t.declarations.id, id));
  const [user] = await fx.db.select().from(t.users).where(eq(t.users.id, owner.userId));
  people[key] = {
    declarationId: id,
    client: createClient(server.app, await server.login(user?.username as string)),
    name,
  };
}

const statusOf = async (id: string) =>
  (await fx.db.select().from(t.declarations).where(eq(t.declarations.id, id)))[0]?.status;

async function senior(declarationId: string, event: { type: "voteFailed" }) {
  const [row] = await fx.db.select().from(t.declarations).where(eq(t.declarations.id, declarationId));
  await fx.db.transaction((tx) =>
    applyTransition(tx, {
      tenantId: fx.tenantId,
      declarationId,
      event,
      actor: { userId: "judge_chair", name: "朱红", role: "COMMITTEE_CHAIR" },
      expectedVersion: row?.version as number,
    }),
  );
}

const batch = () => `projectTimeId=${fx.batchId}`;

beforeAll(async () => {
  server = await startTestServer();
  fx = await peerReviewFixture(server);
  [personnel, chair, supervisor] = await signedIn(server, ["personnel", "judge_chair", "supervisor"] as const);
  await placed("A", "公示甲", "RESULT_PUBLICITY");
  await placed("B", "公示乙", "RESULT_PUBLICITY");
  await placed("C", "公示丙", "RESULT_PUBLICITY");
  await placed("D", "申诉丁", "SENIOR_COMMITTEE");
  await placed("E", "申诉戊", "SENIOR_COMMITTEE");
}, 180_000);
afterAll(async () => server.close());

describe("the results publicity", () => {
  let noticeId: string;
  let windowId: string;
  let objectionB: string;
  let objectionC: string;

  it("lists the declarations awaiting it; a notice starting today cannot be closed, and is withdrawn", async () => {
    const status = data<ResultPublicityStatus>(await personnel.get(`${R.publicity}?${batch()}`));
    expect(status.awaiting.map((d) => d.name)).toEqual(expect.arrayContaining(["公示甲", "公示乙", "公示丙"]));
    expect(status.workingDays).toBe(5);
    const res = await personnel.post(R.saveNotice, {
      projectTimeId: fx.batchId,
      kind: "RESULT",
      title: "试公示",
      declarationIds: [people.A.declarationId],
    });
    expect(res.json().message).toBe("公告已发布");
    const notice = data<SchoolNotice>(res);
    expect(notice.publicity).toMatchObject({ status: "OPEN", workingDays: 5, elapsed: false });
    expect(notice.declarants.map((d) => d.name)).toEqual(["公示甲"]);
    expectBadRequest(
      await personnel.post(R.publicityClose.replace(":id", notice.publicity?.id as string)),
      `公示期至 ${notice.publicity?.endsOn} 结束，届满后才能关闭`,
    );
    // a declaration already on an open notice is not put on another
    expectBadRequest(
      await personnel.post(R.saveNotice, {
        projectTimeId: fx.batchId,
        kind: "RESULT",
        title: "重复",
        declarationIds: [people.A.declarationId, people.B.declarationId],
      }),
      "1 份申报不在等待结果公示的名单中",
    );
    const withdrawn = await personnel.get(`${R.deleteNotice}?id=${notice.id}`);
    expect(withdrawn.json().message).toBe("公告已撤回");
    const after = data<ResultPublicityStatus>(await personnel.get(`${R.publicity}?${batch()}`));
    expect(after.awaiting.map((d) => d.name)).toContain("公示甲");
  });

  it("is published over the three (started 20 days ago, so elapsed) and read by everyone on findNotice", async () => {
    const notice = data<SchoolNotice>(
      await personnel.post(R.saveNotice, {
        projectTimeId: fx.batchId,
        kind: "RESULT",
        title: "2026年度专业技术职务评审结果公示",
        content: "对公示内容如有异议，请于公示期内实名反映。",
        startsOn: daysAgo(20),
        declarationIds: [people.A, people.B, people.C].map((p) => p.declarationId),
      }),
    );
    noticeId = notice.id;
    windowId = notice.publicity?.id as string;
    expect(notice.publicity?.elapsed).toBe(true);
    const read = data<SchoolNotice[]>(await people.D.client.get(`${R.findNotice}?${batch()}`));
    const shown = read.find((n) => n.id === noticeId);
    expect(shown?.declarants.map((d) => d.name).sort()).toEqual(["公示丙", "公示乙", "公示甲"].sort());
    expect(shown?.content).toBe("对公示内容如有异议，请于公示期内实名反映。");
    expect(shown?.publisherName).toBe("赵敏");
    // its title and text change; its kind does not
    const edited = await personnel.post(R.saveNotice, {
      id: noticeId,
      kind: "RESULT",
      title: "2026年度专业技术职务评审结果公示（更正）",
      content: shown?.content,
    });
    expect(edited.json().message).toBe("公告已修改");
    expect(data<SchoolNotice>(edited).title).toBe("2026年度专业技术职务评审结果公示（更正）");
    expectBadRequest(
      await personnel.post(R.saveNotice, { id: noticeId, kind: "GENERAL", title: "x" }),
      "公告类型发布后不能更改",
    );
    // the declarant reads notices but neither publishes nor reads objections
    expectRefused(await people.D.client.post(R.saveNotice, { kind: "GENERAL", title: "x" }));
    expectRefused(await people.D.client.get(`${R.publicity}?${batch()}`));
    // the chair signs the meeting off; the publicity is personnel's
    expectRefused(await chair.get(`${R.publicity}?${batch()}`));
    // the supervisor reads it and changes nothing
    data(await supervisor.get(`${R.publicity}?${batch()}`));
    expectRefused(await supervisor.get(`${R.deleteNotice}?id=${noticeId}`));
  });

  it("takes objections under the objector's name, with evidence; none against a declaration not on a notice", async () => {
    const evidence = data<{ id: string }>(
      await people.D.client.upload(R.objectionEvidence, { filename: "证明.pdf", content: minimalPdf(["Evidence"]) }),
    );
    const filed = await people.D.client.post(R.objection, {
      declarationId: people.B.declarationId,
      content: "论文存在一稿多投情况",
      contact: "13800000000",
      evidenceFileIds: [evidence.id],
    });
    expect(filed.json().message).toBe("异议已提交，人事处将核实处理");
    objectionB = data<{ id: string }>(filed).id;
    objectionC = data<{ id: string }>(
      await people.E.client.post(R.objection, { declarationId: people.C.declarationId, content: "任职年限不足" }),
    ).id;
    expectBadRequest(
      await people.E.client.post(R.objection, { declarationId: people.D.declarationId, content: "x" }),
      "该申报不在公示中",
    );
    expectBadRequest(
      await people.E.client
        .with({ lang: "en" })
        .post(R.objection, { declarationId: people.B.declarationId, content: " " }),
      "Describe the objection",
    );
    const detail = data<ResultPublicityDetail>(await personnel.get(R.publicityDetail.replace(":id", windowId)));
    expect(detail.pendingObjections).toBe(2);
    const onB = detail.objections.find((o) => o.id === objectionB);
    expect(onB).toMatchObject({ submitterName: "申诉丁", status: "OPEN", declarantName: "公示乙" });
    expect(onB?.evidence.map((e) => e.name)).toEqual(["证明.pdf"]);
    const file = await personnel.get(
      R.objectionEvidenceFile.replace(":id", objectionB).replace(":fileId", evidence.id),
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toContain("application/pdf");
    // personnel hear of it in their inbox
    const [hr] = await fx.db.select().from(t.users).where(eq(t.users.username, "personnel"));
    const inbox = await fx.db
      .select()
      .from(t.userMessages)
      .where(and(eq(t.userMessages.userId, hr?.id as string), eq(t.userMessages.kind, "publicity.objection")));
    expect(inbox.map((m) => m.body)).toContain("公示乙 的评审结果收到一条异议，请及时核实处理。");
  });

  it("holds a result taken up; uphold needs the objection taken up first", async () => {
    expectBadRequest(
      await personnel.post(R.objectionUphold, { objectionId: objectionC, resolution: "核实属实" }),
      "请先受理该异议，再认定异议成立",
    );
    for (const id of [objectionB, objectionC]) {
      const res = await personnel.post(R.objectionAccept, { objectionId: id });
      expect(res.json().message).toBe("已受理，该申报暂缓公示结果");
    }
    expect(await statusOf(people.B.declarationId)).toBe("PUBLICITY_HOLD");
    expectBadRequest(await personnel.post(R.objectionAccept, { objectionId: objectionB }), "该异议已处理");
  });

  it("closes the elapsed notice: the result without an objection is approved and sealed, the held ones wait", async () => {
    const res = await personnel.post(R.publicityClose.replace(":id", windowId));
    expect(res.json().message).toBe("公示已关闭");
    expect(data(res)).toEqual({ advanced: 1, heldByObjection: 0 });
    expect(await statusOf(people.A.declarationId)).toBe("APPROVED");
    const seals = await fx.db
      .select()
      .from(t.sealedResults)
      .where(eq(t.sealedResults.declarationId, people.A.declarationId));
    expect(seals.map((s) => s.kind)).toEqual(["SEAL"]);
    expect(await statusOf(people.B.declarationId)).toBe("PUBLICITY_HOLD");
    expectBadRequest(await personnel.post(R.publicityClose.replace(":id", windowId)), "该公示已结束");
    // a notice objected to is not withdrawn
    expectBadRequest(await personnel.get(`${R.deleteNotice}?id=${noticeId}`), "该公示已结束");
  });

  it("dismisses one objection (the held result is approved) and upholds the other (the result is revoked)", async () => {
    const dismissed = await personnel.post(R.objectionDismiss, {
      objectionId: objectionB,
      resolution: "经核实，所涉论文为不同研究内容",
    });
    expect(dismissed.json().message).toBe("已处理：异议不予采纳");
    expect(await statusOf(people.B.declarationId)).toBe("APPROVED");
    const upheld = await personnel.post(R.objectionUphold, { objectionId: objectionC, resolution: "任职年限核实不足" });
    expect(upheld.json().message).toBe("已处理：异议成立，评审结果已撤销");
    expect(await statusOf(people.C.declarationId)).toBe("REVOKED");
    expectBadRequest(
      await personnel.post(R.objectionDismiss, { objectionId: objectionC, resolution: "x" }),
      "该异议已处理",
    );
    const told = await fx.db.select().from(t.userMessages).where(eq(t.userMessages.kind, "publicity.objectionSettled"));
    expect(told.map((m) => m.body)).toEqual(
      expect.arrayContaining([
        "你对 公示乙 评审结果提出的异议经核实不予采纳：经核实，所涉论文为不同研究内容",
        "你对 公示丙 评审结果提出的异议已采纳：任职年限核实不足",
      ]),
    );
  });
});

describe("appeals", () => {
  let appealC: string;
  let appealD: string;

  it("lets the declarant of a revoked result appeal once, within the window, against their own declaration only", async () => {
    const mine = data<MyAppealCase[]>(await people.C.client.get(R.myAppeals));
    const revoked = mine.find((c) => c.declarationId === people.C.declarationId);
    expect(revoked).toMatchObject({ status: "REVOKED", appealable: true, decisionReason: "任职年限核实不足" });
    expect(revoked?.windowClosesOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expectBadRequest(
      await people.D.client.post(R.appeals, { declarationId: people.C.declarationId, grounds: "代为申诉" }),
      "只能对本人的申报提出申诉",
    );
    const filed = await people.C.client.post(R.appeals, {
      declarationId: people.C.declarationId,
      grounds: "任职年限应自聘任之日起计算，附聘书",
    });
    expect(filed.json().message).toBe("申诉已提交，人事处将在处理期限内答复");
    appealC = data<{ id: string }>(filed).id;
    expectBadRequest(
      await people.C.client.post(R.appeals, { declarationId: people.C.declarationId, grounds: "再次申诉" }),
      "已有正在处理的申诉",
    );
    const again = data<MyAppealCase[]>(await people.C.client.get(R.myAppeals));
    expect(again[0]).toMatchObject({ appealable: false, appeals: [{ state: "OPEN" }] });
  });

  it("is refused where no decision may be appealed, or its window has passed", async () => {
    expectBadRequest(
      await people.A.client.post(R.appeals, { declarationId: people.A.declarationId, grounds: "x" }),
      "该申报当前没有可申诉的决定",
    );
    await senior(people.D.declarationId, { type: "voteFailed" });
    await senior(people.E.declarationId, { type: "voteFailed" });
    const [window] = await fx.db
      .select()
      .from(t.appealWindows)
      .where(eq(t.appealWindows.declarationId, people.E.declarationId));
    expect(window?.state).toBe("SENIOR_FAILED");
    await fx.db
      .update(t.appealWindows)
      .set({ closesOn: daysAgo(1) })
      .where(eq(t.appealWindows.declarationId, people.E.declarationId));
    expectBadRequest(
      await people.E.client
        .with({ lang: "en" })
        .post(R.appeals, { declarationId: people.E.declarationId, grounds: "x" }),
      "The appeal period is not open",
    );
    appealD = data<{ id: string }>(
      await people.D.client.post(R.appeals, { declarationId: people.D.declarationId, grounds: "投票程序有误" }),
    ).id;
  });

  it("lists the appeals for personnel with where each may go; neither the declarant nor the chair decides", async () => {
    const rows = data<AppealRow[]>(await personnel.get(`${R.appeals}?${batch()}&status=OPEN`));
    const c = rows.find((r) => r.id === appealC);
    expect(c).toMatchObject({
      declarantName: "公示丙",
      appealedState: "REVOKED",
      decidingStage: "RESULT_PUBLICITY",
      revokeTo: "RESULT_PUBLICITY",
      state: "OPEN",
      overdue: false,
    });
    expect(c?.rereviewStages).toEqual(
      expect.arrayContaining(["UNIT_REVIEW", "PROFESSOR_COMMITTEE", "RESULT_PUBLICITY"]),
    );
    const d = rows.find((r) => r.id === appealD);
    expect(d).toMatchObject({ decidingStage: "SENIOR_COMMITTEE", revokeTo: "RESULT_PUBLICITY" });
    expect(d?.rereviewStages).not.toContain("RESULT_PUBLICITY");
    const body = { outcome: "REVOKE", resolution: "x", version: c?.version };
    expectRefused(await people.C.client.post(R.appealUpheld.replace(":id", appealC), body));
    expectRefused(await chair.post(R.appealUpheld.replace(":id", appealC), body));
    expectBadRequest(
      await personnel.post(R.appealUpheld.replace(":id", appealC), {
        outcome: "REREVIEW",
        resolution: "x",
        version: 1,
      }),
      "请选择重新评审的环节",
    );
    expectBadRequest(
      await personnel.post(R.appealUpheld.replace(":id", appealD), {
        outcome: "REREVIEW",
        reinstateAt: "RESULT_PUBLICITY",
        resolution: "x",
        version: d?.version,
      }),
      "只能发回本批次已启用、且不晚于作出决定的环节重新评审",
    );
  });

  it("upholds one with a re-review at the professor committee, dismisses the other; each once", async () => {
    const [c] = data<AppealRow[]>(await personnel.get(`${R.appeals}?${batch()}`)).filter((r) => r.id === appealC);
    const upheld = await personnel.post(R.appealUpheld.replace(":id", appealC), {
      outcome: "REREVIEW",
      reinstateAt: "PROFESSOR_COMMITTEE",
      resolution: "聘任时间核实无误，发回教授委员会重新评议",
      version: c?.version,
    });
    expect(upheld.json().message).toBe("已处理：申诉成立");
    expect(data<AppealRow>(upheld)).toMatchObject({
      state: "UPHELD",
      outcome: "REREVIEW",
      reinstateAt: "PROFESSOR_COMMITTEE",
    });
    expect(await statusOf(people.C.declarationId)).toBe("PROFESSOR_COMMITTEE");
    expectBadRequest(
      await personnel.post(R.appealDismiss.replace(":id", appealC), { resolution: "x", version: c?.version }),
      "该申诉已处理",
    );
    const [d] = data<AppealRow[]>(await personnel.get(`${R.appeals}?${batch()}`)).filter((r) => r.id === appealD);
    const dismissed = await personnel.post(R.appealDismiss.replace(":id", appealD), {
      resolution: "投票程序符合规定",
      version: d?.version,
    });
    expect(dismissed.json().message).toBe("已处理：维持原决定");
    expect(await statusOf(people.D.declarationId)).toBe("SENIOR_FAILED");
    // one appeal per decision: the window is spent
    const mine = data<MyAppealCase[]>(await people.D.client.get(R.myAppeals));
    expect(mine[0]).toMatchObject({
      appealable: false,
      appeals: [{ state: "DISMISSED", resolution: "投票程序符合规定" }],
    });
    const told = await fx.db.select().from(t.userMessages).where(eq(t.userMessages.kind, "appeal.decided"));
    expect(told.map((m) => m.body)).toEqual(
      expect.arrayContaining([
        "你的申诉成立，申报发回“教授委员会”重新评审：聘任时间核实无误，发回教授委员会重新评议",
        "你的申诉经复查维持原决定：投票程序符合规定",
      ]),
    );
  });
});
