import type { FlowInstanceDetail, FlowTaskRow } from "@zcps/contracts/flow";
import type { ApplicationRow } from "@zcps/contracts/zcps/staff/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, createClient, data, expectBadRequest, signedIn } from "./client";
import { startTestServer, type TestServer } from "./harness";

/**
 * Account applications (/zcps/userAudit) run on the workflow's seeded account-application process: a staff
 * applicant's unit administrators review in their to-do list, personnel decide on userAudit, and the process's end
 * is the application's decision. Without an active process, personnel decide directly.
 */

const AUDIT = "/api/zcps-sh/userAudit";
const FLOW = "/api/flow";

let server: TestServer;
let personnel: Client;
let unitAdmin: Client;
let admin: Client;
let anonymous: Client;
const units = new Map<string, string>();

beforeAll(async () => {
  server = await startTestServer({ AUTH_RATE_PER_MINUTE: "60" });
  [personnel, unitAdmin, admin] = await signedIn(server, ["personnel", "unit_admin", "admin"]);
  anonymous = createClient(server.app);
  for (const unit of data<{ id: string; code: string }[]>(await personnel.get("/api/zcps-sh/baseUser/units")))
    units.set(unit.code, unit.id);
});
afterAll(async () => server.close());

let serial = 0;
/** Applies on the public form; answers the application's id. */
async function apply(kind: "staff" | "expert", unit = "cs") {
  serial += 1;
  const common = {
    name: `申请人${serial}`,
    username: `flow_apply_${serial}`,
    mobilePhone: `1357777${String(serial).padStart(4, "0")}`,
    email: `flow.apply${serial}@example.org`,
    titleName: "副教授",
  };
  const body =
    kind === "staff"
      ? {
          ...common,
          kind,
          unitId: units.get(unit),
          employeeNo: `F${String(serial).padStart(4, "0")}`,
          institution: null,
        }
      : { ...common, kind, institution: "示例大学" };
  data(await anonymous.post(`${AUDIT}/apply`, body));
  const rows = data<{ rows: ApplicationRow[] }>(await personnel.get(`${AUDIT}/page?keyword=${common.username}`)).rows;
  return rows[0] as ApplicationRow;
}

const todo = async (api: Client) =>
  data<{ rows: FlowTaskRow[] }>(await api.get(`${FLOW}/tasks?scope=todo&limit=200`)).rows;
/** An application's task: its process's business key is the user name applied for. */
const taskFor = async (api: Client, username: string) =>
  (await todo(api)).find((task) => task.businessKey === username);
const statusOf = async (id: string) =>
  data<{ rows: ApplicationRow[] }>(await personnel.get(`${AUDIT}/page?limit=100`)).rows.find((r) => r.id === id);
async function instanceOf(username: string) {
  const rows = data<{ rows: { id: string; businessKey: string }[] }>(
    await admin.get(`${FLOW}/instances?scope=all&key=accountApplication&limit=200`),
  ).rows;
  const row = rows.find((r) => r.businessKey === username);
  return row ? data<FlowInstanceDetail>(await admin.get(`${FLOW}/instances/${row.id}`)) : null;
}

describe("account applications on the workflow", () => {
  it("puts the demo's applications in front of their reviewers: the cs colleague's at its unit, the experts' at personnel", async () => {
    const pending = data<{ rows: ApplicationRow[] }>(await personnel.get(`${AUDIT}/page?status=pending`)).rows;
    const steps = Object.fromEntries(pending.map((row) => [row.username, row.step]));
    expect(steps).toMatchObject({ zhou_siyuan: "单位审核", qian_lixin: "人事处审批", sun_yaqin: "人事处审批" });
    const colleague = pending.find((row) => row.username === "zhou_siyuan");
    expect(await taskFor(unitAdmin, "zhou_siyuan")).toMatchObject({ name: "单位审核" });
    expect(colleague?.unitName).toBe("计算机科学与技术学院");
  });

  it("sends a staff application to its unit's administrators first; personnel may not decide before them", async () => {
    const application = await apply("staff");
    const task = await taskFor(unitAdmin, application.username);
    expect(task).toMatchObject({ name: "单位审核", processName: "账号申请审核", status: "open" });
    // the applicant has no account yet: the instance names them by the application
    expect((await instanceOf(application.username))?.starterName).toBe(application.name);
    // personnel have no task yet, and their approval is refused naming the step; nothing changes
    expect(await taskFor(personnel, application.username)).toBeUndefined();
    expectBadRequest(
      await personnel.post(`${AUDIT}/${application.id}/approve`),
      "该申请正处于「单位审核」环节，尚未轮到您审批",
    );
    expect(await statusOf(application.id)).toMatchObject({ status: "pending", step: "单位审核" });

    // the unit approves in its to-do list; personnel then approve on userAudit and the account opens
    data(
      await unitAdmin.post(`${FLOW}/tasks/${task?.id}/complete`, { variables: { approved: true }, comment: "属实" }),
    );
    expect(await taskFor(personnel, application.username)).toMatchObject({ name: "人事处审批" });
    expect((await statusOf(application.id))?.step).toBe("人事处审批");
    expect(data(await personnel.post(`${AUDIT}/${application.id}/approve`))).toMatchObject({
      status: "approved",
      step: null,
    });
    const instance = await instanceOf(application.username);
    expect(instance).toMatchObject({ status: "completed", currentActivities: [] });
    // who decided, by name
    expect(instance?.history.filter((h) => h.event === "complete").map((h) => h.byName)).toEqual(["王芳", "赵敏"]);
    expect(instance?.history.filter((h) => h.event === "complete").map((h) => h.activityName)).toEqual([
      "单位审核",
      "人事处审批",
    ]);
    // the new user signs in with the mailed password and finds the application among their own processes
    const mail = server.deps.mail.last(application.email as string);
    const password = /初始密码：(\S+?)。/.exec(mail?.text ?? "")?.[1] as string;
    const newcomer = createClient(server.app, await server.login(application.username, password));
    const mine = data<{ rows: { businessKey: string }[] }>(await newcomer.get(`${FLOW}/instances?scope=mine`)).rows;
    expect(mine.map((r) => r.businessKey)).toEqual([application.username]);
  });

  it("rejects the application when its unit does not approve, with the unit's comment as the reason", async () => {
    const application = await apply("staff");
    const task = await taskFor(unitAdmin, application.username);
    // the review's form asks for the decision: without it nothing moves
    expectBadRequest(
      await unitAdmin.post(`${FLOW}/tasks/${task?.id}/complete`, { variables: {}, comment: "?" }),
      "请填写表单项“同意”",
    );
    expect((await statusOf(application.id))?.step).toBe("单位审核");
    data(
      await unitAdmin.post(`${FLOW}/tasks/${task?.id}/complete`, {
        variables: { approved: false },
        comment: "非本单位在编教职工",
      }),
    );
    expect(await statusOf(application.id)).toMatchObject({ status: "rejected", response: "非本单位在编教职工" });
    expect(server.deps.mail.last(application.email as string)?.text).toContain("非本单位在编教职工");
    expect((await instanceOf(application.username))?.status).toBe("completed");
  });

  it("rejected in the process without a comment, keeps no reason and mails 'not approved' in both languages", async () => {
    const application = await apply("staff");
    const task = await taskFor(unitAdmin, application.username);
    data(await unitAdmin.post(`${FLOW}/tasks/${task?.id}/complete`, { variables: { approved: false } }));
    expect(await statusOf(application.id)).toMatchObject({ status: "rejected", response: null });
    const text = server.deps.mail.last(application.email as string)?.text ?? "";
    expect(text).toContain("审核未通过");
    expect(text).toContain("Not approved");
  });

  it("sends an expert's application, and a unit's without administrators, to personnel at once", async () => {
    const expert = await apply("expert");
    expect(await taskFor(unitAdmin, expert.username)).toBeUndefined();
    expect(await taskFor(personnel, expert.username)).toMatchObject({ name: "人事处审批" });
    expectBadRequest(await personnel.post(`${AUDIT}/${expert.id}/reject`, { reason: "" }));
    expect(data(await personnel.post(`${AUDIT}/${expert.id}/reject`, { reason: "研究方向不符" }))).toMatchObject({
      status: "rejected",
      response: "研究方向不符",
    });
    expect((await instanceOf(expert.username))?.status).toBe("completed");

    const lawStaff = await apply("staff", "law");
    expect(await taskFor(personnel, lawStaff.username)).toMatchObject({ name: "人事处审批" });
  });

  it("lets personnel decide directly while the process is suspended", async () => {
    const definitions = data<{ rows: { id: string; key: string }[] }>(
      await admin.get(`${FLOW}/definitions?key=accountApplication&latestOnly=true`),
    ).rows;
    const definitionId = definitions[0]?.id as string;
    data(await admin.put(`${FLOW}/definitions/${definitionId}/suspend`));
    try {
      const application = await apply("staff");
      expect(await instanceOf(application.username)).toBeNull();
      expect(data(await personnel.post(`${AUDIT}/${application.id}/approve`))).toMatchObject({ status: "approved" });
    } finally {
      data(await admin.put(`${FLOW}/definitions/${definitionId}/activate`));
    }
  });
});
