import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notify } from "../src/platform/notify";
import { type Client, createClient, signedIn } from "./client";
import { startTestServer, type TestServer } from "./harness";
import { workflowFixture } from "./zcps-workflow-fixture";

let server: TestServer;
let declarantApi: Client;
let personnelApi: Client;
let unitLeaderApi: Client;

const API = "/api/zcps-sh/message";

beforeAll(async () => {
  server = await startTestServer();
  const fx = await workflowFixture(server);
  [declarantApi, personnelApi, unitLeaderApi] = await signedIn(server, ["declarant", "personnel", "unit_leader"]);
  const mine = fx.userIds.get("declarant") as string;
  await notify(server.deps.db, "default", [
    {
      userId: mine,
      kind: "test.one",
      title: { zh: "第一条", en: "First" },
      body: { zh: "正文一", en: "Body one" },
    },
    {
      userId: mine,
      kind: "test.two",
      title: { zh: "第二条", en: "Second" },
      body: { zh: "正文二", en: "Body two" },
      link: "/zcps/userCenter",
    },
    {
      userId: fx.userIds.get("personnel") as string,
      kind: "test.other",
      title: { zh: "别人的", en: "Someone else's" },
      body: { zh: "正文", en: "Body" },
    },
  ]);
});
afterAll(async () => server.close());

describe("messageCenter", () => {
  it("counts my unread messages for the bell (any signed-in user)", async () => {
    const res = await declarantApi.get(`${API}/unreadCount`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toBeGreaterThanOrEqual(2);
  });

  it("lists only my messages, in my language, unread first", async () => {
    const zh = (await declarantApi.get(`${API}/page?limit=100`)).json().data;
    const titles = zh.rows.map((r: { title: string }) => r.title);
    expect(titles).toEqual(expect.arrayContaining(["第一条", "第二条"]));
    expect(titles).not.toContain("别人的");
    const en = (await declarantApi.with({ lang: "en" }).get(`${API}/page?limit=100`)).json().data;
    expect(en.rows.map((r: { title: string }) => r.title)).toEqual(expect.arrayContaining(["First", "Second"]));
  });

  it("reads one (marking it read), filters unread, marks all read", async () => {
    const rows = (await declarantApi.get(`${API}/page?limit=100`)).json().data.rows as {
      id: string;
      title: string;
      read: boolean;
    }[];
    const first = rows.find((r) => r.title === "第一条");
    const before = (await declarantApi.get(`${API}/unreadCount`)).json().data as number;
    const read = await declarantApi.with({ lang: "en" }).get(`${API}/${first?.id}`);
    expect(read.json().data).toMatchObject({ title: "First", body: "Body one", read: true });
    expect((await declarantApi.get(`${API}/unreadCount`)).json().data).toBe(before - 1);
    const unread = (await declarantApi.get(`${API}/page?unread=true&limit=100`)).json().data.rows;
    expect(unread.every((r: { read: boolean }) => !r.read)).toBe(true);
    expect(unread.some((r: { id: string }) => r.id === first?.id)).toBe(false);
    const all = await declarantApi.put(`${API}/readAll`);
    expect(all.json()).toMatchObject({ status: 200, message: "已全部标为已读" });
    expect((await declarantApi.get(`${API}/unreadCount`)).json().data).toBe(0);
  });

  it("never reads or deletes another user's message", async () => {
    const others = (await personnelApi.get(`${API}/page`)).json().data.rows as { id: string }[];
    const theirs = others[0]?.id as string;
    expect((await declarantApi.get(`${API}/${theirs}`)).statusCode).toBe(404);
    expect((await declarantApi.delete(`${API}/${theirs}`)).statusCode).toBe(404);
    expect((await personnelApi.get(`${API}/${theirs}`)).statusCode).toBe(200);
  });

  it("deletes my message", async () => {
    const rows = (await declarantApi.get(`${API}/page?limit=100`)).json().data.rows as { id: string }[];
    const del = await declarantApi.delete(`${API}/${rows[0]?.id}`);
    expect(del.json()).toMatchObject({ status: 200 });
    const after = (await declarantApi.get(`${API}/page?limit=100`)).json().data.rows as { id: string }[];
    expect(after.some((r) => r.id === rows[0]?.id)).toBe(false);
  });

  it("refuses the inbox to a role without the messageCenter menu, but not the unread count", async () => {
    const judgelessApi = createClient(server.app, await server.login("peer_admin"));
    expect((await judgelessApi.get(`${API}/page`)).json().status).toBe(40001);
    expect((await judgelessApi.get(`${API}/unreadCount`)).statusCode).toBe(200);
    expect((await unitLeaderApi.get(`${API}/page`)).statusCode).toBe(200);
  });
});
