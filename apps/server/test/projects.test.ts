import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects } from "../src/db/schema";
import { createClient } from "./client";
import { startTestServer, type TestServer } from "./harness";

let server: TestServer;
const extraId = randomUUID();
beforeAll(async () => {
  server = await startTestServer();
  // a second enabled project, listed after the seeded 2026 one (newest year first)
  await server.deps.db.insert(projects).values({
    id: extraId,
    tenantId: "default",
    name: "2024 年度补评",
    nameEn: "2024 Supplementary Evaluation",
    year: 2024,
    enabled: true,
  });
});
afterAll(async () => server.close());

interface Option {
  id: string;
  name: string;
  enabled: "1" | "0";
  current: boolean;
}

async function listPro(token: string, lang?: string): Promise<Option[]> {
  const res = await createClient(server.app, token, { lang }).get("/api/zcps-sh/sys/listPro");
  expect(res.statusCode).toBe(200);
  expect(res.json().status).toBe(200);
  return res.json().data;
}

function checkPro(token: string, id: string, lang?: string) {
  return createClient(server.app, token, { lang }).get(`/api/zcps-sh/sys/checkPro?id=${encodeURIComponent(id)}`);
}

const currentOf = (rows: Option[]) => rows.filter((r) => r.current).map((r) => r.name);

describe("GET /api/zcps-sh/sys/listPro", () => {
  it("lists the tenant's projects, newest first, the first enabled one current", async () => {
    const rows = await listPro(await server.login("declarant"));
    expect(rows).toEqual([
      { id: expect.any(String), name: "2026 年度专业技术职务评审", enabled: "1", current: true },
      { id: expect.any(String), name: "2025 年度专业技术职务评审", enabled: "0", current: false },
      { id: extraId, name: "2024 年度补评", enabled: "1", current: false },
    ]);
  });

  it("names the projects in English for an English caller", async () => {
    const rows = await listPro(await server.login("declarant"), "en");
    expect(rows.map((r) => r.name)).toEqual([
      "2026 Professional Title Evaluation",
      "2025 Professional Title Evaluation",
      "2024 Supplementary Evaluation",
    ]);
  });
});

describe("GET /api/zcps-sh/sys/checkPro", () => {
  it("refuses a disabled, an unknown and an empty project id with '切换失败'", async () => {
    const token = await server.login("unit_admin");
    const disabled = (await listPro(token)).find((r) => r.enabled === "0") as Option;
    for (const id of [disabled.id, randomUUID()]) {
      const res = await checkPro(token, id);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 400, message: "切换失败", data: null });
    }
    expect((await checkPro(token, disabled.id, "en")).json().message).toBe("Switch failed");
    expect((await checkPro(token, "")).statusCode).toBe(400);
    expect(currentOf(await listPro(token))).toEqual(["2026 年度专业技术职务评审"]);
  });

  it("switches the session's project with '切换成功', for that session only", async () => {
    const first = await server.login("unit_admin");
    const second = await server.login("unit_admin");
    await listPro(second); // the other session is cached before the switch
    const res = await checkPro(first, extraId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, message: "切换成功", data: null });
    expect((await checkPro(first, extraId, "en")).json().message).toBe("Switched");
    expect(currentOf(await listPro(first))).toEqual(["2024 年度补评"]);
    expect(currentOf(await listPro(second))).toEqual(["2026 年度专业技术职务评审"]);
    const dashboard = await createClient(server.app, first).get("/api/zcps-sh/dashboard");
    expect(dashboard.json().data.project).toEqual({ id: extraId, name: "2024 年度补评", enabled: "1", current: true });
  });

  it("falls back to the first enabled project when the chosen one is disabled later", async () => {
    const token = await server.login("unit_leader");
    expect((await checkPro(token, extraId)).statusCode).toBe(200);
    await server.deps.db.update(projects).set({ enabled: false }).where(eq(projects.id, extraId));
    expect(currentOf(await listPro(token))).toEqual(["2026 年度专业技术职务评审"]);
    await server.deps.db.update(projects).set({ enabled: true }).where(eq(projects.id, extraId));
  });
});
