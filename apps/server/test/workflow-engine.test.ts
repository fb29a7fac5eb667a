import type { FlowInstanceDetail, FlowInstanceRow, FlowTaskRow } from "@zcps/contracts/flow";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { rowsOf } from "../src/db/rows";
import { users } from "../src/db/schema";
import {
  ACCOUNT_APPLICATION_PROCESS,
  buildModelXml,
  expr,
  type ModelDescription,
} from "../src/modules/workflow-engine";
import { createTaskQueue } from "../src/platform/queue";
import { type Client, createClient, data } from "./client";
import { startTestServer, type TestServer } from "./harness";

/**
 * The BPMN workflow (/api/flow): models deployed as definitions, instances moved one saved step at a time by
 * bpmn-engine (user tasks, exclusive and parallel gateways, timers on the task queue, messages), tasks for
 * assignees and candidate role groups, and what survives a restart.
 */

const FLOW = "/api/flow";

/** An approval: the starter's own review, then approved or rejected by a condition on the form. */
function approval(key: string, approvedPath: "end" | "second"): ModelDescription {
  const second = approvedPath === "second";
  return {
    key,
    name: `Approval ${key}`,
    nodes: [
      { id: "start", type: "startEvent", name: "Submitted" },
      { id: "review", type: "userTask", name: "Review", assignment: { assignee: expr("starter"), dueDate: "P2D" } },
      { id: "decide", type: "exclusiveGateway", name: "Approved?", defaultFlow: "toRejected" },
      { id: "approved", type: "endEvent", name: "Approved" },
      { id: "rejected", type: "endEvent", name: "Rejected" },
      ...(second
        ? [
            {
              id: "secondReview",
              type: "userTask" as const,
              name: "Second review",
              assignment: { candidateGroups: "school_admin" },
            },
          ]
        : []),
    ],
    flows: [
      { id: "toReview", from: "start", to: "review" },
      { id: "toDecide", from: "review", to: "decide" },
      {
        id: "toApproved",
        from: "decide",
        to: second ? "secondReview" : "approved",
        name: "yes",
        condition: "approved == true",
      },
      { id: "toRejected", from: "decide", to: "rejected", name: "no" },
      ...(second ? [{ id: "toEnd", from: "secondReview", to: "approved" }] : []),
    ],
  };
}

const parallelWithTimerAndMessage: ModelDescription = {
  key: "payment",
  name: "Payment",
  messages: [{ id: "Msg_paid", name: "paid" }],
  nodes: [
    { id: "start", type: "startEvent", name: "Start" },
    { id: "split", type: "parallelGateway", name: "Split" },
    { id: "cooling", type: "timerCatch", name: "Cooling off", duration: "PT1S" },
    { id: "paid", type: "messageCatch", name: "Paid", message: "Msg_paid" },
    { id: "join", type: "parallelGateway", name: "Join" },
    { id: "done", type: "endEvent", name: "Done" },
  ],
  flows: [
    { id: "f1", from: "start", to: "split" },
    { id: "f2", from: "split", to: "cooling" },
    { id: "f3", from: "split", to: "paid" },
    { id: "f4", from: "cooling", to: "join" },
    { id: "f5", from: "paid", to: "join" },
    { id: "f6", from: "join", to: "done" },
  ],
};

async function until<T>(probe: () => Promise<T>, done: (value: T) => boolean, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("the BPMN workflow", () => {
  let server: TestServer;
  let admin: Client;
  let schoolAdmin: Client;
  let declarant: Client;
  let declarantId: string;

  const userId = async (username: string) => {
    const [row] = await server.deps.db.select({ id: users.id }).from(users).where(eq(users.username, username));
    return row?.id ?? "";
  };

  /** Creates (or saves) the model and deploys it; answers the definition's version. */
  async function deploy(model: ModelDescription): Promise<{ modelId: string; version: number }> {
    const xml = buildModelXml(model);
    const list = data(await admin.get(`${FLOW}/models?search=${model.key}`));
    let modelId = list.rows.find((row: { key: string }) => row.key === model.key)?.id as string | undefined;
    if (modelId) {
      data(await admin.put(`${FLOW}/models/${modelId}`, { name: model.name, xml, comment: "changed" }));
    } else {
      modelId = data(await admin.post(`${FLOW}/models`, { key: model.key, name: model.name, xml })).id as string;
    }
    const deployed = data(await admin.post(`${FLOW}/models/${modelId}/deploy`));
    return { modelId, version: deployed.version };
  }

  const start = async (api: Client, key: string, variables = {}) =>
    data<{ id: string }>(await api.post(`${FLOW}/instances`, { key, businessKey: `bk-${key}`, variables })).id;
  const detail = async (api: Client, id: string) => data<FlowInstanceDetail>(await api.get(`${FLOW}/instances/${id}`));
  const todo = async (api: Client) =>
    data<{ rows: FlowTaskRow[] }>(await api.get(`${FLOW}/tasks?scope=todo&limit=200`)).rows;
  const taskOf = async (api: Client, instanceId: string) => (await todo(api)).find((t) => t.instanceId === instanceId);

  beforeAll(async () => {
    server = await startTestServer();
    admin = createClient(server.app, await server.login("admin"));
    schoolAdmin = createClient(server.app, await server.login("school_admin"));
    declarant = createClient(server.app, await server.login("declarant"));
    declarantId = await userId("declarant");
  });
  afterAll(() => server.close());

  it("deploys a model, and a completed user task takes the path its form's condition chooses", async () => {
    const { version } = await deploy(approval("leave", "end"));
    expect(version).toBe(1);
    const startable = data(await declarant.get(`${FLOW}/startable`));
    expect(startable.map((d: { key: string }) => d.key)).toContain("leave");

    const yes = await start(declarant, "leave");
    const no = await start(declarant, "leave");
    const first = await detail(declarant, yes);
    expect(first).toMatchObject({
      status: "running",
      currentActivities: ["review"],
      version: 1,
      starterId: declarantId,
    });
    const task = await taskOf(declarant, yes);
    expect(task).toMatchObject({ name: "Review", assigneeId: declarantId, status: "claimed" });
    expect(task?.dueAt).not.toBeNull();

    // a form cannot rewrite who started the instance
    data(
      await declarant.post(`${FLOW}/tasks/${task?.id}/complete`, {
        variables: { approved: true, starter: "someone-else" },
        comment: "ok",
      }),
    );
    const approved = await detail(declarant, yes);
    expect(approved.status).toBe("completed");
    expect(approved.variables).toMatchObject({ starter: declarantId, approved: true });
    expect(approved.history.map((h) => `${h.activityId}:${h.event}`)).toEqual(
      expect.arrayContaining(["review:complete", "approved:end"]),
    );
    expect(approved.history.some((h) => h.activityId === "rejected")).toBe(false);

    const other = await taskOf(declarant, no);
    data(await declarant.post(`${FLOW}/tasks/${other?.id}/complete`, { variables: { approved: false } }));
    const rejected = await detail(declarant, no);
    expect(rejected.status).toBe("completed");
    expect(rejected.history.some((h) => h.activityId === "rejected" && h.event === "end")).toBe(true);

    const done = data(await declarant.get(`${FLOW}/tasks?scope=done`)).rows as FlowTaskRow[];
    expect(done.find((t) => t.id === task?.id)).toMatchObject({
      status: "completed",
      comment: "ok",
      form: { approved: true },
    });
    const mine = data(await declarant.get(`${FLOW}/instances?scope=mine`)).rows as FlowInstanceRow[];
    expect(mine.map((i) => i.id)).toEqual(expect.arrayContaining([yes, no]));
  });

  it("runs a parallel split whose timer fires through the task queue and whose message arrives by the API, then joins", async () => {
    await deploy(parallelWithTimerAndMessage);
    const id = await start(declarant, "payment");
    expect((await detail(declarant, id)).currentActivities.sort()).toEqual(["cooling", "paid"]);

    const wrong = await admin.post(`${FLOW}/instances/${id}/messages`, { message: "refunded" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("该流程实例没有在等待这个消息");
    data(await admin.post(`${FLOW}/instances/${id}/messages`, { message: "paid" }));
    expect((await detail(declarant, id)).currentActivities).toEqual(["cooling"]);
    // the timer's one job, queued when the timer was entered, not again on the message's step
    const [jobs] = await rowsOf<{ n: number }>(
      server.deps.db,
      sql`select count(*)::int as n from pgboss.job where name = 'flow-timer' and data->>'instanceId' = ${id}`,
    );
    expect(jobs?.n).toBe(1);

    // the one-second timer is a queue task due a second after the start: the queue's worker fires it
    const ended = await until(
      () => detail(declarant, id),
      (d) => d.status === "completed",
    );
    expect(ended.status).toBe("completed");
    expect(ended.history.map((h) => `${h.activityId}:${h.event}`)).toEqual(
      expect.arrayContaining(["paid:message", "cooling:timer", "join:end", "done:end"]),
    );
  });

  it("offers a candidate group's task to its members only, who claim and complete it", async () => {
    await deploy(approval("purchase", "second"));
    const id = await start(declarant, "purchase");
    const own = await taskOf(declarant, id);
    data(await declarant.post(`${FLOW}/tasks/${own?.id}/complete`, { variables: { approved: true } }));

    const groupTask = await taskOf(schoolAdmin, id);
    expect(groupTask).toMatchObject({
      name: "Second review",
      assigneeId: null,
      candidateGroups: ["school_admin"],
      status: "open",
    });
    expect(await taskOf(declarant, id)).toBeUndefined();
    const refused = await declarant.post(`${FLOW}/tasks/${groupTask?.id}/complete`, { variables: {} });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("该任务不属于您，不能办理");

    data(await schoolAdmin.post(`${FLOW}/tasks/${groupTask?.id}/claim`));
    // once claimed, it is the claimer's: another member of the group can neither claim nor complete it
    const otherMember = await declarant.post(`${FLOW}/tasks/${groupTask?.id}/claim`);
    expect(otherMember.statusCode).toBe(400);
    data(await schoolAdmin.post(`${FLOW}/tasks/${groupTask?.id}/complete`, { variables: {}, comment: "agreed" }));
    expect((await detail(declarant, id)).status).toBe("completed");

    const again = await schoolAdmin
      .with({ lang: "en" })
      .post(`${FLOW}/tasks/${groupTask?.id}/complete`, { variables: {} });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe("This task is already completed or cancelled");
  });

  it("gives exactly one completion when the same task is completed twice at once", async () => {
    const id = await start(declarant, "leave");
    const task = await taskOf(declarant, id);
    const url = `${FLOW}/tasks/${task?.id}/complete`;
    const answers = await Promise.all([
      declarant.post(url, { variables: { approved: true } }),
      declarant.post(url, { variables: { approved: false } }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const refusal = answers.find((a) => a.statusCode === 400)?.json().message;
    expect(["该任务已办理完成或已取消", "该流程实例刚被他人推进，请刷新后重试"]).toContain(refusal);
    const after = await detail(declarant, id);
    expect(after.status).toBe("completed");
    expect(after.history.filter((h) => h.event === "complete")).toHaveLength(1);
  });

  it("continues an instance waiting in a user task on a new server built on the same database", async () => {
    const id = await start(declarant, "leave");
    const task = await taskOf(declarant, id);
    // a second server: nothing of the first one's memory, its own queue, the same database
    const queue = createTaskQueue(server.database, { pollMs: 200, stopGraceMs: 1000 });
    const restarted = await buildApp({ ...server.deps, queue });
    await restarted.ready();
    await queue.start();
    try {
      const again = createClient(restarted, await server.login("declarant"));
      data(await again.post(`${FLOW}/tasks/${task?.id}/complete`, { variables: { approved: true } }));
      const ended = await detail(again, id);
      expect(ended.status).toBe("completed");
      expect(ended.history.some((h) => h.activityId === "approved" && h.event === "end")).toBe(true);
    } finally {
      await queue.stop();
      await restarted.close();
    }
  });

  it("starts new instances on a redeployed model's new path while a running one stays on its version", async () => {
    const old = await start(declarant, "leave");
    const { version } = await deploy(approval("leave", "second"));
    expect(version).toBe(2);
    const fresh = await start(declarant, "leave");
    expect((await detail(declarant, fresh)).version).toBe(2);

    for (const id of [old, fresh]) {
      const task = await taskOf(declarant, id);
      data(await declarant.post(`${FLOW}/tasks/${task?.id}/complete`, { variables: { approved: true } }));
    }
    expect(await detail(declarant, old)).toMatchObject({ version: 1, status: "completed" });
    expect(await detail(declarant, fresh)).toMatchObject({
      version: 2,
      status: "running",
      currentActivities: ["secondReview"],
    });
  });

  it("refuses a model that does not parse with a clear message, and saves nothing", async () => {
    const before = data(await admin.get(`${FLOW}/models?limit=200`)).total;
    const bad = await admin.post(`${FLOW}/models`, { key: "broken", name: "Broken", xml: "<bpmn:definitions" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^流程模型校验未通过：/);
    expect(data(await admin.get(`${FLOW}/models?limit=200`)).total).toBe(before);
    const checked = data(await admin.post(`${FLOW}/models/validate`, { xml: "<nope>" }));
    expect(checked.valid).toBe(false);
  });

  it("refuses to deploy a model that parses but fails the checks, and deploys nothing", async () => {
    const created = data(await admin.post(`${FLOW}/models`, { key: "draft", name: "Draft" }));
    const refused = await admin.with({ lang: "en" }).post(`${FLOW}/models/${created.id}/deploy`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^The process model does not pass validation: /);
    expect(data(await admin.get(`${FLOW}/definitions?key=draft`)).total).toBe(0);
  });

  it("suspends a definition (nobody starts it) and activates it again", async () => {
    const list = data(await admin.get(`${FLOW}/definitions?key=leave&latestOnly=true`));
    const latest = list.rows[0];
    data(await admin.put(`${FLOW}/definitions/${latest.id}/suspend`));
    const refused = await declarant.post(`${FLOW}/instances`, { key: "leave" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("该流程不存在、已挂起或您无权发起");
    data(await admin.put(`${FLOW}/definitions/${latest.id}/activate`));
    await start(declarant, "leave");
  });

  it("cancels an instance with a reason, and its open task goes with it", async () => {
    const id = await start(declarant, "leave");
    const task = await taskOf(declarant, id);
    const noReason = await declarant.post(`${FLOW}/instances/${id}/cancel`, { reason: "" });
    expect(noReason.statusCode).toBe(400);
    data(await declarant.post(`${FLOW}/instances/${id}/cancel`, { reason: "withdrawn" }));
    const cancelled = await detail(declarant, id);
    expect(cancelled).toMatchObject({ status: "cancelled", cancelReason: "withdrawn", currentActivities: [] });
    const late = await declarant.post(`${FLOW}/tasks/${task?.id}/complete`, { variables: {} });
    expect(late.json().message).toBe("该任务已办理完成或已取消");
  });

  it("keeps the administrator's pages to their codes, and another user's instance to its people", async () => {
    expect((await declarant.get(`${FLOW}/models`)).statusCode).toBe(403);
    expect((await declarant.get(`${FLOW}/instances?scope=all`)).statusCode).toBe(403);
    expect((await declarant.get(`${FLOW}/tasks?scope=all`)).statusCode).toBe(403);
    const id = await start(declarant, "leave");
    expect((await schoolAdmin.get(`${FLOW}/instances/${id}`)).statusCode).toBe(403);
    const all = data(await admin.get(`${FLOW}/instances?scope=all&limit=200`)).rows as FlowInstanceRow[];
    expect(all.map((i) => i.id)).toContain(id);
  });

  it("runs the seeded account-application process, and once changed and redeployed its next instance takes the new path", async () => {
    const [seeded] = data(await admin.get(`${FLOW}/models?search=accountApplication`)).rows;
    expect(seeded).toMatchObject({
      key: "accountApplication",
      name: "账号申请审核",
      latestVersion: 1,
      deployedVersion: 1,
    });
    expect(data(await admin.get(`${FLOW}/models/${seeded.id}`)).xml).toContain("bpmndi:BPMNDiagram");
    const unitAdmin = createClient(server.app, await server.login("unit_admin"));
    const personnel = createClient(server.app, await server.login("personnel"));
    // what the application form starts it with (staff/application-service.ts): the unit's administrators first
    const unitAdminId = await userId("unit_admin");
    const variables = { kind: "staff", unitReview: true, unitAdmins: unitAdminId };

    // only personnel start it by hand
    expect((await declarant.post(`${FLOW}/instances`, { key: "accountApplication", variables })).statusCode).toBe(400);
    const before = await start(personnel, "accountApplication", variables);
    const unitTask = await taskOf(unitAdmin, before);
    expect(unitTask).toMatchObject({
      name: "单位审核",
      candidateUserIds: [unitAdminId],
      candidateGroups: [],
      status: "open",
    });
    data(await unitAdmin.post(`${FLOW}/tasks/${unitTask?.id}/complete`, { variables: { approved: true } }));
    expect((await detail(personnel, before)).currentActivities).toEqual(["personnelReview"]);
    expect(await taskOf(personnel, before)).toMatchObject({
      name: "人事处审批",
      candidateGroups: ["personnel", "school_admin"],
    });

    // an expert's application goes to personnel at once
    const expert = await start(personnel, "accountApplication", { kind: "expert", unitReview: false, unitAdmins: "" });
    expect((await detail(personnel, expert)).currentActivities).toEqual(["personnelReview"]);

    // the administrator drops personnel's step: the unit's approval ends the process
    const changed: ModelDescription = {
      ...ACCOUNT_APPLICATION_PROCESS,
      nodes: ACCOUNT_APPLICATION_PROCESS.nodes.filter(
        (n) => n.id !== "personnelReview" && n.id !== "personnelDecision",
      ),
      flows: ACCOUNT_APPLICATION_PROCESS.flows
        .filter((f) => !["toPersonnelDecision", "personnelApproved", "personnelRejected"].includes(f.id))
        .map((f) => (f.id === "unitApproved" || f.id === "toPersonnelReview" ? { ...f, to: "approved" } : f)),
    };
    expect((await deploy(changed)).version).toBe(2);
    const after = await start(personnel, "accountApplication", variables);
    const nextTask = await taskOf(unitAdmin, after);
    data(await unitAdmin.post(`${FLOW}/tasks/${nextTask?.id}/complete`, { variables: { approved: true } }));
    expect(await detail(personnel, after)).toMatchObject({ version: 2, status: "completed" });
    expect(await detail(personnel, before)).toMatchObject({
      version: 1,
      status: "running",
      currentActivities: ["personnelReview"],
    });
  });

  it("delegates a task to another user of the tenant, who then holds it instead", async () => {
    const id = await start(declarant, "leave");
    const task = await taskOf(declarant, id);
    const schoolAdminId = await userId("school_admin");
    const unknown = await declarant.post(`${FLOW}/tasks/${task?.id}/delegate`, { userId: "no-such-user" });
    expect(unknown.json().message).toBe("转办对象不存在");
    data(await declarant.post(`${FLOW}/tasks/${task?.id}/delegate`, { userId: schoolAdminId, comment: "away" }));

    expect(await taskOf(declarant, id)).toBeUndefined();
    expect(await taskOf(schoolAdmin, id)).toMatchObject({
      assigneeId: schoolAdminId,
      assigneeName: "胡军",
      delegatedFrom: declarantId,
    });
    const notYours = await declarant.post(`${FLOW}/tasks/${task?.id}/complete`, { variables: { approved: false } });
    expect(notYours.json().message).toBe("该任务不属于您，不能办理");
    data(await schoolAdmin.post(`${FLOW}/tasks/${task?.id}/complete`, { variables: { approved: false } }));
    const ended = await detail(declarant, id);
    expect(ended.status).toBe("completed");
    expect(ended.history.map((h) => h.event)).toEqual(expect.arrayContaining(["delegate", "complete"]));
  });
});
