import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, createClient } from "./client";
import { startTestServer, type TestServer } from "./harness";

/** What a caller is told when a request goes wrong: which parameter and why, which interface does not exist. */

let server: TestServer;
let adminApi: Client;
beforeAll(async () => {
  server = await startTestServer();
  adminApi = createClient(server.app, await server.login("admin"));
});
afterAll(async () => server.close());

const badRequest = (message: string) => ({ status: 400, message, data: null });

describe("a request its schema refuses", () => {
  it("names the parameter and its limit, in the caller's language", async () => {
    const res = await adminApi.get("/api/admin/user/page?limit=101");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(badRequest("请求参数不合法：limit 不能大于 100"));
    const en = await adminApi.with({ lang: "en" }).get("/api/admin/user/page?limit=101");
    expect(en.json()).toEqual(badRequest("Invalid request parameter: limit must be at most 100"));
  });

  it("says what is wrong with each kind of value", async () => {
    const cases: [string, string, string][] = [
      ["/api/admin/user/page?page=0", "page 不能小于 1", "page must be at least 1"],
      ["/api/admin/user/page?page=x", "page 的类型应为 number", "page must be of type number"],
      [
        "/api/admin/user/page?enabled=maybe",
        "enabled 只能是以下值之一：true, false",
        "enabled must be one of: true, false",
      ],
      ["/api/admin/user/%00", "id 格式不正确", "id has an invalid format"],
      [`/api/admin/user/${"a".repeat(65)}`, "id 长度不能超过 64 个字符", "id must be at most 64 characters long"],
      ["/api/files/not-a-uuid", "id 应为有效的 uuid", "id must be a valid uuid"],
    ];
    for (const [url, zh, en] of cases) {
      expect((await adminApi.get(url)).json(), url).toEqual(badRequest(`请求参数不合法：${zh}`));
      expect((await adminApi.with({ lang: "en" }).get(url)).json(), url).toEqual(
        badRequest(`Invalid request parameter: ${en}`),
      );
    }
  });

  it("names a missing field of the body, and the body itself when it is not an object", async () => {
    const missing = await adminApi.put("/api/admin/menu/00000000-0000-4000-8000-000000000000/move", {});
    expect(missing.json()).toEqual(badRequest("请求参数不合法：缺少 position"));
    const notObject = await adminApi
      .with({ lang: "en" })
      .request("PUT", "/api/admin/menu/00000000-0000-4000-8000-000000000000/move", [1] as unknown as object);
    expect(notObject.json()).toEqual(badRequest("Invalid request parameter: body must be of type object"));
  });

  it("keeps a schema's own message", async () => {
    const res = await adminApi.post("/api/admin/user?is_encrypt=0", {
      username: "x",
      password: "Pass@2026",
      name: "名",
      departId: "d",
    });
    expect(res.json()).toEqual(badRequest("账户长度在 3 到 20 个字符"));
    const en = await adminApi
      .with({ lang: "en" })
      .post("/api/admin/user?is_encrypt=0", { username: "abc", password: "Pass@2026", departId: "d" });
    expect(en.json()).toEqual(badRequest("Please enter the name"));
  });

  it("answers a path parameter too long for the router, or a malformed %-escape, in the envelope", async () => {
    const long = await adminApi.get(`/api/admin/user/${"a".repeat(300)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual(badRequest("请求参数不合法：路径中的参数过长"));
    const badEscape = await adminApi.with({ lang: "en" }).get("/api/admin/user/%E0%A4%A");
    expect(badEscape.statusCode).toBe(400);
    expect(badEscape.json()).toEqual(badRequest("Invalid request parameter: the request URL is not correctly encoded"));
  });

  it("answers 400 when a value the schema let through is one the database cannot take", async () => {
    // the page's department filter is free text: a NUL byte in it reaches the query
    const res = await adminApi.get("/api/admin/user/page?departId=a%00b");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(badRequest("请求参数不合法：参数含有不允许的字符"));
    const en = await adminApi.with({ lang: "en" }).get("/api/admin/user/page?departId=a%00b");
    expect(en.json().message).toBe("Invalid request parameter: a parameter contains a character that is not allowed");
  });
});

describe("an API path that does not exist", () => {
  it("says the interface does not exist, with or without a token, in the caller's language", async () => {
    for (const client of [adminApi, createClient(server.app)]) {
      const res = await client.get("/api/no/such/thing");
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 404, message: "接口不存在", data: null });
    }
    const en = await adminApi.with({ lang: "en" }).delete("/api/admin/nothing/here");
    expect(en.statusCode).toBe(404);
    expect(en.json()).toEqual({ status: 404, message: "No such API", data: null });
  });

  it("while a route's unknown record keeps its own message", async () => {
    const res = await adminApi.get("/api/admin/user/00000000-0000-4000-8000-000000000000");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 404, message: "记录不存在", data: null });
    const en = await adminApi.with({ lang: "en" }).get("/api/admin/user/unknown");
    expect(en.json()).toEqual({ status: 404, message: "Record not found", data: null });
  });
});
