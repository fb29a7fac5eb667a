import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { holidays, publicities, quotas } from "../src/db/schema";
import { data, expectBadRequest, expectRefused, signedIn } from "./client";
import { startTestServer } from "./harness";

type Server = Awaited<ReturnType<typeof startTestServer>>;
type Row = { id: string; version: number; status: string; precheck: { hardPass: boolean | null }; staffName: string };

const UNIT = "/api/zcps-sh/unit";
const RECOMMEND = `${UNIT}/recommend`;

describe("stage 2: the unit's review, publicity and recommendation", () => {
  let server: Server;
  let admin: Awaited<ReturnType<typeof signedIn>>[0];
  let leader: Awaited<ReturnType<typeof signedIn>>[0];
  let declarant: Awaited<ReturnType<typeof signedIn>>[0];

  beforeAll(async () => {
    server = await startTestServer();
    [admin, leader, declarant] = await signedIn(server, ["unit_admin", "unit_leader", "declarant"] as const);
  });
  afterAll(() => server?.close());

  const list = async (status?: string) =>
    data<{ rows: Row[]; total: number; summary: { counts: Record<string, number> } }>(
      await admin.post(`${UNIT}/getDeclareUserList`, { status, limit: 100 }),
    );

  it("lists only the unit's submitted declarations, with the verdict they went in with", async () => {
    const { rows, total, summary } = await list("UNIT_REVIEW");
    expect(total).toBeGreaterThan(0);
    expect(rows.every((r) => r.status === "UNIT_REVIEW")).toBe(true);
    expect(summary.counts.UNIT_REVIEW).toBe(total);
    expect(rows[0]?.precheck).toHaveProperty("hardPass");
  });

  it("shows the unit roles the current project's batches to filter by; a batch chosen lists its own declarations", async () => {
    type Batches = { batches: { id: string; name: string; enabled: boolean }[]; defaultBatchId: string | null };
    const forAdmin = data<Batches>(await admin.get(`${UNIT}/batches`));
    expect(forAdmin.batches.map((b) => b.name)).toEqual(expect.arrayContaining(["常规批", "绿色通道批"]));
    const regular = forAdmin.batches.find((b) => b.name === "常规批");
    const green = forAdmin.batches.find((b) => b.name === "绿色通道批");
    expect(forAdmin.defaultBatchId).toBe(regular?.id);
    expect(data<Batches>(await leader.get(`${UNIT}/batches`))).toEqual(forAdmin);
    expectRefused(await declarant.get(`${UNIT}/batches`));

    const inGreen = data<{ total: number; summary: { projectTimeId: string } }>(
      await admin.post(`${UNIT}/getDeclareUserList`, { projectTimeId: green?.id }),
    );
    expect(inGreen).toMatchObject({ total: 0, summary: { projectTimeId: green?.id } });
    expect((await list()).total).toBeGreaterThan(0);
  });

  it("approves; a declaration failing hard conditions needs a reason; a stale version is refused", async () => {
    const { rows } = await list("UNIT_REVIEW");
    const failing = rows.find((r) => r.precheck.hardPass === false);
    if (failing) {
      expectBadRequest(
        await admin.post(`${UNIT}/submit`, { declarationId: failing.id, version: failing.version }),
        "该申报未满足硬性条件，通过审核须填写理由",
      );
    }
    const row = rows[0] as Row;
    const approved = await admin.post(`${UNIT}/submit`, {
      declarationId: row.id,
      version: row.version,
      overrideReason: "单位核实后同意推荐",
    });
    expect(data(approved)).toMatchObject({ status: "UNIT_PUBLICITY", signed: false });
    expect(approved.json().message).toBe("审核通过");
    const again = await admin.post(`${UNIT}/submit`, { declarationId: row.id, version: row.version });
    expect(again.statusCode).toBe(409);
  });

  it("only the leader rejects, with a reason", async () => {
    const { rows } = await list("UNIT_REVIEW");
    const row = rows[0] as Row;
    expectBadRequest(await leader.post(`${UNIT}/reject`, { declarationId: row.id, version: row.version, reason: "" }));
    const byAdmin = await admin.post(`${UNIT}/reject`, {
      declarationId: row.id,
      version: row.version,
      reason: "材料不实",
    });
    expect(byAdmin.statusCode).toBe(400);
    const byLeader = await leader.post(`${UNIT}/reject`, {
      declarationId: row.id,
      version: row.version,
      reason: "材料不实",
    });
    expect(data(byLeader)).toMatchObject({ status: "UNIT_REJECTED" });
  });

  it("publishes a notice whose end skips the weekend and a holiday, takes an objection, dismisses it", async () => {
    const db = server.deps.db;
    // a holiday on the Monday after the start: 5 working days from Thursday 2026-12-03 end on Thursday 12-10
    await db
      .insert(holidays)
      .values({ tenantId: "default", day: "2026-12-07", working: false, name: "测试假日" })
      .onConflictDoNothing();
    const status = data<{ awaiting: number }>(await admin.get(`${RECOMMEND}/noticeStatus`));
    expect(status.awaiting).toBeGreaterThan(0);
    const published = await admin.post(`${RECOMMEND}/notice`, { startsOn: "2026-12-03" });
    const [notice] = data<{ id: string; endsOn: string; workingDays: number }[]>(published);
    expect(notice?.endsOn).toBe("2026-12-10");
    expect(data<{ awaiting: number }>(await admin.get(`${RECOMMEND}/noticeStatus`)).awaiting).toBe(0);

    const detail = data<{ declarations: { id: string }[] }>(await admin.get(`${RECOMMEND}/notice/${notice?.id}`));
    const target = detail.declarations[0]?.id as string;
    // the declarant (of the same unit) reads the notice and objects under their name
    const notices = data<{ id: string }[]>(await declarant.get(`${UNIT}/publicNotices`));
    expect(notices.map((n) => n.id)).toContain(notice?.id);
    expectBadRequest(
      await declarant.post(`${UNIT}/objection`, { declarationId: target, content: "" }),
      "请填写异议内容",
    );
    const objection = data<{ id: string }>(
      await declarant.post(`${UNIT}/objection`, { declarationId: target, content: "论文与他人成果重复" }),
    );
    // not closable before its end
    expectBadRequest(await admin.post(`${RECOMMEND}/notice/${notice?.id}/close`), "公示期尚未结束（截止 2026-12-10）");
    // the window is due: backdate it, then close; the objected declaration waits
    await db
      .update(publicities)
      .set({ endsOn: "2020-01-03" })
      .where(eq(publicities.id, notice?.id ?? ""));
    const closed = data<{ advanced: number; heldByObjection: number }>(
      await admin.post(`${RECOMMEND}/notice/${notice?.id}/close`),
    );
    expect(closed.heldByObjection).toBe(1);
    const dismissed = await admin.post(`${UNIT}/writeBackDismissedSuggestions`, {
      objectionId: objection.id,
      resolution: "经核实，成果不重复",
    });
    expect(data(dismissed)).toMatchObject({ status: "DISMISSED" });
    // settled after the window closed: it moves on at once
    const moved = await admin.post(`${UNIT}/getDeclareUser`, { id: target });
    expect(data<Row>(moved).status).toBe("UNIT_RECOMMENDATION");
  });

  it("recommends within quota: a full quota refuses, and two submits at once never exceed it", async () => {
    const db = server.deps.db;
    const recommendList = data<{ rows: (Row & { rank: number | null; recommend: boolean; quotaExempt: boolean })[] }>(
      await leader.get(`${RECOMMEND}/getRecommendList`),
    );
    expect(recommendList.rows.length).toBeGreaterThan(0);
    const row = recommendList.rows[0] as Row;
    await leader.post(`${RECOMMEND}/saveRecommend`, {
      rows: [{ declarationId: row.id, rank: 1, recommend: true, remark: null }],
    });
    // no place left in any quota of the unit
    await db.update(quotas).set({ allocated: sql`greatest(${quotas.used} - ${quotas.released}, 0)` });
    const full = await leader.post(`${RECOMMEND}/submit`, {});
    if (!recommendList.rows[0]?.quotaExempt) expect(full.statusCode).toBe(400);
    // one place again: two leaders' submits at once, one lands
    await db.update(quotas).set({ allocated: sql`greatest(${quotas.used} - ${quotas.released}, 0) + 1` });
    const [a, b] = await Promise.all([leader.post(`${RECOMMEND}/submit`, {}), leader.post(`${RECOMMEND}/submit`, {})]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes[0]).toBe(200);
    expect(codes[1]).not.toBe(200);
    const after = data<Row>(await admin.post(`${UNIT}/getDeclareUser`, { id: row.id }));
    expect(after.status).toBe("DEPARTMENT_REVIEW");
  });

  it("keeps the register: add the recommended, check, report; personnel send it back with a reason", async () => {
    const [personnel] = await signedIn(server, ["personnel"] as const);
    const ZCJZC = "/api/zcps-sh/zcjzc";
    const empty = data<{ addable: number; total: number }>(await admin.get(`${ZCJZC}/page`));
    expect(empty.addable).toBeGreaterThan(0);
    const added = data<{ total: number; entries: { id: string; problemTexts: string[] }[] }>(
      await admin.post(`${ZCJZC}/addData`, {}),
    );
    expect(added.total).toBe(empty.addable);
    expectBadRequest(await admin.post(`${ZCJZC}/addData`, {}), "没有可加入名册的已推荐申报");
    // personnel see no rows of a register not reported yet
    expect(data<{ entries: unknown[] }>(await personnel.get(`${ZCJZC}/page`)).entries).toHaveLength(0);
    const reported = await admin.get(`${ZCJZC}/submit`);
    expect(reported.json().message).toBe("名册已上报人事处");
    expectBadRequest(await admin.post(`${ZCJZC}/check`, {}), "名册已上报，人事处退回后才能修改");
    const registers = data<{ registers: { id: string; status: string; entries: number }[] }>(
      await personnel.get(`${ZCJZC}/page`),
    ).registers;
    const reportedRow = registers.find((r) => r.status === "SUBMITTED");
    expect(reportedRow?.entries).toBe(added.total);
    expectBadRequest(await personnel.get(`${ZCJZC}/bhsb?id=${reportedRow?.id}&reason=`));
    expect((await admin.get(`${ZCJZC}/bhsb?id=${reportedRow?.id}&reason=x`)).statusCode).toBe(403);
    const back = await personnel.get(
      `${ZCJZC}/bhsb?id=${reportedRow?.id}&reason=${encodeURIComponent("排序需重新确认")}`,
    );
    expect(back.json().message).toBe("名册已退回单位");
    const mine = data<{ registers: { status: string; returnReason: string }[]; entries: { id: string }[] }>(
      await admin.get(`${ZCJZC}/page`),
    );
    expect(mine.registers[0]).toMatchObject({ status: "RETURNED", returnReason: "排序需重新确认" });
    // the unit can change it again
    const removed = await admin.get(`${ZCJZC}/del?id=${mine.entries[0]?.id}`);
    expect(data<{ total: number }>(removed).total).toBe(added.total - 1);
  });
});
