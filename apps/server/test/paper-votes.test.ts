import type { Page } from "@zcps/contracts/api";
import { PAPER_ROUTES as P, type PaperCandidate, type PaperEntryRow } from "@zcps/contracts/zcps/committee/paper";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "../src/db/schema";
import { minimalPdf } from "../src/db/seed/zcps-declarations";
import { type Client, data, expectBadRequest, expectRefused, signedIn } from "./client";
import { startTestServer, type TestServer } from "./harness";
import { type PeerReviewFixture, peerReviewFixture } from "./peer-review-fixture";

/**
 * The register of paper ballots through the API: personnel enters a declarant's paper vote with the signed tally
 * sheet (the verdict follows the committee's rule), deletes one still pending; the chair applies the pending ones
 * and each declarant moves as after an electronic vote; an applied entry stays.
 */

let server: TestServer;
let fx: PeerReviewFixture;
let personnel: Client;
let chair: Client;
let judge: Client;
const at: Record<"A" | "B" | "C", string> = { A: "", B: "", C: "" };

async function atSenior(name: string) {
  const { id } = await fx.qualified(await fx.declarant(fx.units.cs, name));
  await fx.db.update(t.declarations).set({ status: "SENIOR_COMMITTEE" }).where(eq(t.declarations.id, id));
  return id;
}

const batch = () => ({ projectTimeId: fx.batchId });
const sheet = async (client: Client = personnel) =>
  data<{ id: string }>(
    await client.upload(P.sheetUpload, { filename: "计票单.pdf", content: minimalPdf(["Signed tally sheet"]) }),
  ).id;
const entry = (declarationId: string, sheetFileId: string, figures: Partial<Record<string, number>> = {}) => ({
  ...batch(),
  declarationId,
  sheetFileId,
  meetingName: "2026年度高评委第三次会议（纸质投票）",
  votedOn: "2026-11-20",
  members: 15,
  attending: 12,
  agree: 8,
  disagree: 3,
  abstain: 1,
  ...figures,
});

beforeAll(async () => {
  server = await startTestServer();
  fx = await peerReviewFixture(server);
  [personnel, chair, judge] = await signedIn(server, ["personnel", "judge_chair", "judge"] as const);
  at.A = await atSenior("纸质甲");
  at.B = await atSenior("纸质乙");
  at.C = await atSenior("纸质丙");
}, 180_000);
afterAll(async () => server.close());

describe("entering paper votes", () => {
  it("lists the declarants at the senior committee an entry may name", async () => {
    const rows = data<PaperCandidate[]>(await personnel.get(`${P.candidates}?projectTimeId=${fx.batchId}`));
    expect(rows.map((r) => r.staffName)).toEqual(expect.arrayContaining(["纸质甲", "纸质乙", "纸质丙"]));
  });

  it("enters one with its tally sheet: imported, pending, the verdict from the figures (8 of 12: 2/3 passes)", async () => {
    const res = await personnel.post(P.add, entry(at.A, await sheet()));
    expect(res.json().message).toBe("纸质投票已登记");
    expect(res.json().data).toMatchObject({
      staffName: "纸质甲",
      imported: true,
      threshold: 8,
      verdict: "PASS",
      appliedAt: null,
      enteredBy: "赵敏",
      sheet: { name: "计票单.pdf" },
    });
    // 7 of 12 is short of 2/3
    const failed = data<PaperEntryRow>(
      await personnel.post(P.add, entry(at.B, await sheet(), { agree: 7, disagree: 4 })),
    );
    expect(failed).toMatchObject({ verdict: "FAIL", threshold: 8 });
    const candidates = data<PaperCandidate[]>(await personnel.get(`${P.candidates}?projectTimeId=${fx.batchId}`));
    expect(candidates.map((c) => c.staffName)).not.toContain("纸质甲");
  });

  it("refuses figures that cannot be, a quorum not met, a second pending entry and a sheet not uploaded", async () => {
    const file = await sheet();
    expectBadRequest(
      await personnel.post(P.add, entry(at.C, file, { agree: 10, disagree: 2, abstain: 1 })),
      "同意、不同意、弃权票数之和不能超过出席人数",
    );
    expectBadRequest(await personnel.post(P.add, entry(at.C, file, { attending: 16 })), "出席人数不能超过委员人数");
    expectBadRequest(
      await personnel.post(P.add, entry(at.C, file, { attending: 9, agree: 6, disagree: 3, abstain: 0 })),
      "出席 9 人，未达到法定人数 10 人（委员 15 人），不能形成决议",
    );
    expectBadRequest(await personnel.post(P.add, entry(at.A, file)), "该申报人已有待生效的纸质投票记录");
    expectBadRequest(
      await personnel.post(P.add, entry(at.C, "6f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d")),
      "计票单文件不存在，请重新上传",
    );
    expectBadRequest(
      await personnel.post(P.add, { ...entry(at.C, file), sheetFileId: undefined }),
      "请上传签字的计票单",
    );
  });

  it("serves an entry's sheet and pages the register", async () => {
    const page = data<Page<PaperEntryRow>>(await personnel.get(`${P.page}?projectTimeId=${fx.batchId}&state=PENDING`));
    expect(page.total).toBe(2);
    const row = page.rows.find((r) => r.staffName === "纸质甲") as PaperEntryRow;
    const file = await personnel.get(P.sheet.replace(":id", row.id));
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(
      data<Page<PaperEntryRow>>(await personnel.get(`${P.page}?projectTimeId=${fx.batchId}&keyword=纸质乙`)).rows,
    ).toHaveLength(1);
  });

  it("deletes a pending entry; the declarant can be entered again", async () => {
    const c = data<PaperEntryRow>(await personnel.post(P.add, entry(at.C, await sheet())));
    const res = await personnel.get(`${P.del}?id=${c.id}`);
    expect(res.json().message).toBe("删除成功");
    expect((await fx.db.select().from(t.paperTallies).where(eq(t.paperTallies.id, c.id))).length).toBe(0);
  });

  it("is personnel's and the chair's: a member neither enters nor applies, personnel does not apply", async () => {
    expectRefused(await judge.post(P.add, entry(at.C, await sheet(personnel))));
    expectRefused(await judge.post(P.apply, batch()));
    expectRefused(await personnel.post(P.apply, batch()));
  });
});

describe("the chair applies them", () => {
  it("moves each declarant as after an electronic vote, once; an applied entry cannot be deleted", async () => {
    const res = await chair.post(P.apply, batch());
    expect(res.json().message).toBe("纸质投票结果已生效");
    expect(res.json().data).toEqual({ passed: 1, failed: 1, skipped: 0 });
    expect(await fx.status(at.A)).toBe("RESULT_PUBLICITY");
    expect(await fx.status(at.B)).toBe("SENIOR_FAILED");
    const [decision] = await fx.db
      .select()
      .from(t.declarationDecisions)
      .where(eq(t.declarationDecisions.declarationId, at.A));
    expect(decision).toBeDefined();
    expectBadRequest(await chair.post(P.apply, batch()), "没有待生效的纸质投票记录");
    const applied = data<Page<PaperEntryRow>>(await chair.get(`${P.page}?projectTimeId=${fx.batchId}&state=APPLIED`));
    expect(applied.rows.map((r) => [r.staffName, r.appliedBy])).toEqual(
      expect.arrayContaining([
        ["纸质甲", "朱红"],
        ["纸质乙", "朱红"],
      ]),
    );
    expectBadRequest(await personnel.get(`${P.del}?id=${applied.rows[0]?.id}`), "已生效的纸质投票记录不能删除");
    expectBadRequest(
      await personnel.post(P.add, entry(at.A, await sheet())),
      "该申报人不在高评委评审阶段，不能登记纸质投票",
    );
  });
});
