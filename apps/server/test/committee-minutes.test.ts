import { COMMITTEE_ROUTES as R } from "@zcps/contracts/zcps/committee/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_MEETINGS } from "../src/db/seed/zcps-committee";
import { type Client, data, expectBadRequest, expectRefused, signedIn } from "./client";
import { startTestServer, type TestServer } from "./harness";
import { pdfText } from "./real-files";

/**
 * The senior committee's minutes (会议纪要) on the demo's meetings: a PDF of the ended meeting with its members,
 * attendance, the group's round and figures, and the sign-off still awaited; none of a meeting still running; only
 * those who read the results may have it.
 */

let server: TestServer;
let personnel: Client;
let chair: Client;
let judge: Client;
const meetings = new Map<string, string>();
const minutesOf = (name: string) => R.minutes.replace(":id", meetings.get(name) as string);

beforeAll(async () => {
  server = await startTestServer();
  [personnel, chair, judge] = await signedIn(server, ["personnel", "judge_chair", "judge"] as const);
  for (const m of data<{ id: string; name: string }[]>(await personnel.get(R.meetings))) meetings.set(m.name, m.id);
}, 180_000);
afterAll(async () => server.close());

describe("the meeting's minutes", () => {
  it("prints the ended meeting: members and attendance, the round's figures and result, the sign-off awaited", async () => {
    const res = await chair.get(minutesOf(DEMO_MEETINGS.ended));
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(String(res.headers["content-disposition"])).toContain("attachment");
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(`${DEMO_MEETINGS.ended}会议纪要`);
    expect(text).toContain("委员名单");
    expect(text).toContain("主任委员");
    expect(text).toMatch(/第 1 轮：收回选票 \d+ 张，出席 \d+ 人，法定人数已达到/);
    expect(text).toContain("通过");
    expect(text).toContain("会议结果尚待主任委员签发。");
    expect(text).toContain("记录人（签字）：");
  });

  it("prints it in English", async () => {
    const text = await pdfText((await personnel.with({ lang: "en" }).get(minutesOf(DEMO_MEETINGS.ended))).rawPayload);
    expect(text).toContain(`Minutes: ${DEMO_MEETINGS.ended}`);
    expect(text).toContain("Round 1:");
    expect(text).toContain("The results await the chair's sign-off.");
  });

  it("is refused for a meeting not ended, and to a member who only votes", async () => {
    expectBadRequest(await personnel.get(minutesOf(DEMO_MEETINGS.running)), "会议结束后才能生成会议纪要");
    expectRefused(await judge.get(minutesOf(DEMO_MEETINGS.ended)));
  });
});
