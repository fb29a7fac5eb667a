import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "./client";
import { startTestServer, type TestServer } from "./harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

async function dashboard(token: string) {
  const res = await createClient(server.app, token).get("/api/zcps-sh/dashboard");
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ status: 200, message: "成功" });
  return res.json().data;
}

const figureMap = (figures: { key: string; value: number }[]) =>
  Object.fromEntries(figures.map((f) => [f.key, f.value]));

describe("GET /api/zcps-sh/dashboard", () => {
  it("shows the admin the current project, user figures, users by unit and logins by day", async () => {
    const data = await dashboard(await server.login("admin"));
    expect(data.project).toMatchObject({ name: "2026 年度专业技术职务评审", enabled: "1", current: true });
    const figures = figureMap(data.figures);
    expect(Object.keys(figures)).toEqual(["users", "units", "departs", "batches", "online_users", "logins_today"]);
    // the seed: admin, one account per demo role, the demo school's 300 staff accounts and an assigner and a
    // reviewer of three more offices (department verification's demo); its 12 units and offices
    expect(figures).toMatchObject({ users: 323, units: 12, departs: 24, batches: 2 });
    expect(figures.online_users).toBeGreaterThanOrEqual(1);
    expect(figures.logins_today).toBeGreaterThanOrEqual(1);
    expect(data.todos).toEqual([
      { key: "ownProfile", count: 0, path: "/dashboard?profile=1" },
      { key: "incompleteProfiles", count: 0, path: "/baseManager/userManager" },
      { key: "disabledUsers", count: 0, path: "/baseManager/userManager" },
    ]);
    expect(data.usersByDepart.length).toBeGreaterThan(0);
    expect(data.usersByDepart.length).toBeLessThanOrEqual(12);
    const total = data.usersByDepart.reduce((sum: number, d: { value: number }) => sum + d.value, 0);
    expect(total).toBeLessThanOrEqual(323);
    expect(data.usersByDepart[0]).toEqual({ name: expect.any(String), value: expect.any(Number) });
    expect(data.loginsByDay).toHaveLength(14);
    expect(data.loginsByDay.at(-1).day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data.loginsByDay.at(-1).value).toBeGreaterThanOrEqual(1);
  });

  it("shows the supervisor (userManager:view) the user figures too", async () => {
    const data = await dashboard(await server.login("supervisor"));
    expect(data.figures.map((f: { key: string }) => f.key)).toContain("users");
    expect(data.loginsByDay).toHaveLength(14);
  });

  it("shows a declarant no user figures, only the project's", async () => {
    const data = await dashboard(await server.login("declarant"));
    expect(data.project).toMatchObject({ name: "2026 年度专业技术职务评审" });
    expect(figureMap(data.figures)).toEqual({ batches: 2, units: 12 });
    expect(data.todos).toEqual([{ key: "ownProfile", count: 0, path: "/dashboard?profile=1" }]);
    expect(data.usersByDepart).toEqual([]);
    expect(data.loginsByDay).toEqual([]);
  });

  it("localizes the project name and answers 401 without a token", async () => {
    const token = await server.login("declarant");
    const en = await createClient(server.app, token, { lang: "en" }).get("/api/zcps-sh/dashboard");
    expect(en.json().message).toBe("Success");
    expect(en.json().data.project.name).toBe("2026 Professional Title Evaluation");
    const anonymous = await createClient(server.app).get("/api/zcps-sh/dashboard");
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().status).toBe(40101);
  });
});
