import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notify } from "../src/platform/notify";
import { startTestServer, type TestServer } from "./harness";
import { workflowFixture } from "./zcps-workflow-fixture";

let server: TestServer;
let declarant: string;
let personnel: string;
let unitLeader: string;

const API = "/api/zcps-sh/message";

function call(method: "GET" | "PUT" | "DELETE", url: string, token: string, lang?: string) {
  return server.app.inject({
    method,
    url,
    headers: { ...server.bearer(token), ...(lang ? { "accept-language": lang } : {}) },
  });
}

beforeAll(async () => {
  server = await startTestServer();
  const fx = await workflowFixture(server);
  [declarant, personnel, unitLeader] = await Promise.all([
    server.login("declarant"),
    server.login("personnel"),
    server.login("unit_leader"),
  ]);
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
    const res = await call("GET", `${API}/unreadCount`, declarant);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toBeGreaterThanOrEqual(2);
  });

  it("lists only my messages, in my language, unread first", async () => {
    const zh = (await call("GET", `${API}/page?limit=100`, declarant)).json().data;
    const titles = zh.rows.map((r: { title: string }) => r.title);
    expect(titles).toEqual(expect.arrayContaining(["第一条", "第二条"]));
    expect(titles).not.toContain("别人的");
    const en = (await call("GET", `${API}/page?limit=100`, declarant, "en")).json().data;
    expect(en.rows.map((r: { title: string }) => r.title)).toEqual(expect.arrayContaining(["First", "Second"]));
  });

  it("reads one (marking it read), filters unread, marks all read", async () => {
    const rows = (await call("GET", `${API}/page?limit=100`, declarant)).json().data.rows as {
      id: string;
      title: string;
      read: boolean;
    }[];
    const first = rows.find((r) => r.title === "第一条");
    const before = (await call("GET", `${API}/unreadCount`, declarant)).json().data as number;
    const read = await call("GET", `${API}/${first?.id}`, declarant, "en");
    expect(read.json().data).toMatchObject({ title: "First", body: "Body one", read: true });
    expect((await call("GET", `${API}/unreadCount`, declarant)).json().data).toBe(before - 1);
    const unread = (await call("GET", `${API}/page?unread=true&limit=100`, declarant)).json().data.rows;
    expect(unread.every((r: { read: boolean }) => !r.read)).toBe(true);
    expect(unread.some((r: { id: string }) => r.id === first?.id)).toBe(false);
    const all = await call("PUT", `${API}/readAll`, declarant);
    expect(all.json()).toMatchObject({ status: 200, message: "已全部标为已读" });
    expect((await call("GET", `${API}/unreadCount`, declarant)).json().data).toBe(0);
  });

  it("never reads or deletes another user's message", async () => {
    const others = (await call("GET", `${API}/page`, personnel)).json().data.rows as { id: string }[];
    const theirs = others[0]?.id as string;
    expect((await call("GET", `${API}/${theirs}`, declarant)).statusCode).toBe(404);
    expect((await call("DELETE", `${API}/${theirs}`, declarant)).statusCode).toBe(404);
    expect((await call("GET", `${API}/${theirs}`, personnel)).statusCode).toBe(200);
  });

  it("deletes my message", async () => {
    const rows = (await call("GET", `${API}/page?limit=100`, declarant)).json().data.rows as { id: string }[];
    const del = await call("DELETE", `${API}/${rows[0]?.id}`, declarant);
    expect(del.json()).toMatchObject({ status: 200 });
    const after = (await call("GET", `${API}/page?limit=100`, declarant)).json().data.rows as { id: string }[];
    expect(after.some((r) => r.id === rows[0]?.id)).toBe(false);
  });

  it("refuses the inbox to a role without the messageCenter menu, but not the unread count", async () => {
    const judgeless = await server.login("peer_admin");
    expect((await call("GET", `${API}/page`, judgeless)).json().status).toBe(40001);
    expect((await call("GET", `${API}/unreadCount`, judgeless)).statusCode).toBe(200);
    expect((await call("GET", `${API}/page`, unitLeader)).statusCode).toBe(200);
  });
});
