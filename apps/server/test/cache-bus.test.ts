import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AccessCache } from "../src/platform/access-cache";
import { createServer } from "../src/server";
import { createClient } from "./client";
import { startTestServer, type TestServer } from "./harness";

describe("AccessCache", () => {
  const row = {
    sessionId: "s",
    userId: "u",
    tenantId: "t",
    clientId: "c",
    projectId: null,
    username: "x",
    name: "x",
    isSuperAdmin: false,
  };

  it("forgets a user's sessions, codes and values together", () => {
    const cache = new AccessCache();
    cache.keepSession("h", { ...row, expiresAt: new Date(Date.now() + 60_000) }, new Date(Date.now() + 60_000));
    cache.keepGrantedCodes("u", [{ code: "a", type: "menu" }]);
    cache.keepUserValue("u", "front-info:zh", { name: "x" });
    cache.invalidateUser("u");
    expect([cache.session("h"), cache.grantedCodes("u"), cache.userValue("u", "front-info:zh")]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it("never keeps a session past its expiry", () => {
    const cache = new AccessCache();
    cache.keepSession("h", { ...row, expiresAt: new Date(Date.now() - 1) }, new Date(Date.now() - 1));
    expect(cache.session("h")).toBeUndefined();
  });
});

// Two instances need a shared server database: this part runs in the PostgreSQL pass of the suite.
describe.runIf(Boolean(process.env.DATABASE_URL))("two instances on one PostgreSQL database", () => {
  let first: TestServer;
  let second: Awaited<ReturnType<typeof createServer>>;
  beforeAll(async () => {
    first = await startTestServer();
    const url = first.deps.config.DATABASE_URL as string;
    second = await createServer({ ...first.deps.config, DATABASE_URL: url });
    await second.app.ready();
  });
  afterAll(async () => {
    await second.app.close();
    await first.close();
  });

  it("a logout on one instance is refused at once by the other", async () => {
    const token = await first.login("judge");
    const info = () => createClient(second.app, token).get("/api/admin/user/front/info");
    expect((await info()).statusCode).toBe(200);
    await createClient(first.app).delete(`/api/auth/oauth/token?access_token=${token}`);
    await expect.poll(async () => (await info()).statusCode, { timeout: 3000 }).toBe(401);
  });
});
