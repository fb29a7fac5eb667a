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
    // reviewer of three more offices (department verification's demo), a second formal auditor and the graduate
    // school's reviewer (the team stages' demo), the 47 approved external experts besides expert_out and the senior
    // committee's ten external members; its 12 units and offices
    expect(figures).toMatchObject({ users: 384, units: 12, departs: 24, batches: 2 });
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
    expect(total).toBeLessThanOrEqual(384);
    expect(data.usersByDepart[0]).toEqual({
      name: expect.any(String),
      nameEn: expect.any(String),
      value: expect.any(Number),
    });
    // each unit's English name with it, for the English console's chart
    for (const unit of data.usersByDepart) expect(unit.nameEn).toMatch(/^[A-Z][A-Za-z ,'&()-]+$/);
    expect(data.loginsByDay).toHaveLength(14);
    expect(data.loginsByDay.at(-1).day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data.loginsByDay.at(-1).value).toBeGreaterThanOrEqual(1);
  });

  it("shows the supervisor (userManager:view) the user figures too", async () => {
    const data = await dashboard(await server.login("supervisor"));
    expect(data.figures.map((f: { key: string }) => f.key)).toContain("users");
    expect(data.loginsByDay).toHaveLength(14);
  });

  it("shows a declarant their declarations and what comes next, and no administrator's figures or charts", async () => {
    const data = await dashboard(await server.login("declarant"));
    expect(data.project).toMatchObject({ name: "2026 年度专业技术职务评审" });
    expect(data.figures).toEqual([]);
    expect(data.usersByDepart).toEqual([]);
    expect(data.loginsByDay).toEqual([]);
    const mine = data.panels.find((p: { kind: string }) => p.kind === "myDeclarations");
    // the demo declarant's draft of 副教授, to be completed and submitted
    expect(mine.declarations).toEqual([
      expect.objectContaining({ titleName: "副教授", status: "DRAFT", statusName: "草稿", next: "complete" }),
    ]);
    expect(mine.declarations[0].path).toBe(`/zcps/userCenter?declaration=${mine.declarations[0].id}`);
    expect(data.todos).toEqual([
      { key: "myDeclaration", count: 1, path: "/zcps/userCenter" },
      { key: "ownProfile", count: 0, path: "/dashboard?profile=1" },
    ]);
    expect(data.panels.map((p: { kind: string }) => p.kind)).toEqual(["myDeclarations"]);
  });

  it("shows a unit its declarations by stage, its quota and what waits for it; the leader reads the /0 view", async () => {
    const admin = await dashboard(await server.login("unit_admin"));
    const unit = admin.panels.find((p: { kind: string }) => p.kind === "unit");
    const states = unit.byState.map((s: { state: string }) => s.state);
    expect(states).toContain("UNIT_REVIEW");
    // in pipeline order, no drafts (they are the declarants' own)
    expect(states.indexOf("UNIT_REVIEW")).toBeLessThan(states.indexOf("UNIT_PUBLICITY"));
    expect(states).not.toContain("DRAFT");
    expect(unit.quota).toContainEqual(expect.objectContaining({ level: "ASSOC_SENIOR", levelName: "副高级" }));
    for (const q of unit.quota) expect(q.left).toBe(Math.max(0, q.allocated - q.used));
    const reviewing = unit.byState.find((s: { state: string }) => s.state === "UNIT_REVIEW").count;
    expect(admin.todos[0]).toEqual({ key: "unitReview", count: reviewing, path: "/UnitAuditMan/ReporterSummary/1" });
    expect(admin.todos.map((t: { key: string }) => t.key)).toEqual(
      expect.arrayContaining(["unitPublicity", "unitRecommend"]),
    );

    const leader = await dashboard(await server.login("unit_leader"));
    expect(leader.todos[0]).toEqual({ key: "unitReview", count: reviewing, path: "/UnitAuditMan/ReporterSummary/0" });
    expect(leader.todos.map((t: { key: string }) => t.key)).not.toContain("unitRecommend");
    expect(leader.figures).toEqual([]);
  });

  it("shows personnel the batch's pipeline by stage, and a reviewer with no such role no panel", async () => {
    const data = await dashboard(await server.login("personnel"));
    const pipeline = data.panels.find((p: { kind: string }) => p.kind === "pipeline");
    expect(pipeline.batchName).toBe("常规批");
    expect(pipeline.total).toBe(pipeline.byState.reduce((sum: number, s: { count: number }) => sum + s.count, 0));
    expect(pipeline.byState.length).toBeGreaterThan(2);
    expect(pipeline.byState[0]).toEqual({ state: "UNIT_REVIEW", name: "单位审核", count: expect.any(Number) });
    expect(data.figures).toEqual([]);
    expect(data.usersByDepart).toEqual([]);
    const en = await createClient(server.app, await server.login("personnel"), { lang: "en" }).get(
      "/api/zcps-sh/dashboard",
    );
    expect(en.json().data.panels[0].byState[0].name).toBe("Unit review");
    // a department reviewer's work is their material pages; the home page shows them no one else's pipeline
    expect((await dashboard(await server.login("dept_reviewer"))).panels).toEqual([]);
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
