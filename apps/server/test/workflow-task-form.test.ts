import type {
  FlowFormField,
  FlowInstanceDetail,
  FlowInstanceRow,
  FlowTaskForm,
  FlowTaskRow,
} from "@zcps/contracts/flow";
import { translate } from "@zcps/contracts/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildModelXml, type ModelDescription } from "../src/modules/workflow-engine";
import { checkFormVariables, taskFormFields } from "../src/modules/workflow-engine/task-form";
import { AppError } from "../src/platform/errors";
import { type Client, createClient, data } from "./client";
import { startTestServer, type TestServer } from "./harness";

/**
 * A user task's form (camunda:formData): written by the model description, read back from the deployed XML by
 * GET /api/flow/tasks/:id/form for whoever may see the task, and the check a completion's variables must pass.
 */

const FLOW = "/api/flow";

const FIELDS: ModelDescription["nodes"][number]["form"] = [
  { id: "approved", label: "同意", type: "boolean", required: true },
  {
    id: "level",
    label: "等级",
    type: "enum",
    values: [
      { id: "high", name: "高" },
      { id: "low", name: "低" },
    ],
  },
  { id: "days", label: "天数", type: "long", defaultValue: "3" },
  { id: "note", label: "说明", type: "string" },
];

const REVIEW: ModelDescription = {
  key: "formReview",
  name: "Form review",
  nodes: [
    { id: "start", type: "startEvent", name: "Start" },
    {
      id: "review",
      type: "userTask",
      name: "Review",
      assignment: { candidateGroups: "school_admin" },
      form: FIELDS,
    },
    { id: "decide", type: "exclusiveGateway", name: "Approved?", defaultFlow: "no" },
    { id: "yesEnd", type: "endEvent", name: "Approved" },
    { id: "noEnd", type: "endEvent", name: "Rejected" },
  ],
  flows: [
    { id: "f1", from: "start", to: "review" },
    { id: "f2", from: "review", to: "decide" },
    { id: "yes", from: "decide", to: "yesEnd", name: "yes", condition: "approved == true" },
    { id: "no", from: "decide", to: "noEnd", name: "no" },
  ],
};

const EXPECTED: FlowFormField[] = [
  { id: "approved", label: "同意", type: "boolean", required: true, values: [], defaultValue: null },
  {
    id: "level",
    label: "等级",
    type: "enum",
    required: false,
    values: [
      { id: "high", name: "高" },
      { id: "low", name: "低" },
    ],
    defaultValue: null,
  },
  { id: "days", label: "天数", type: "long", required: false, values: [], defaultValue: "3" },
  { id: "note", label: "说明", type: "string", required: false, values: [], defaultValue: null },
];

/** The refusal checkFormVariables throws, as the caller reads it in each language. */
function refusal(variables: Record<string, unknown>): { zh: string; en: string } | null {
  try {
    checkFormVariables(EXPECTED, variables);
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const values = error.data as Record<string, string>;
    return { zh: translate(error.key, "zh", values), en: translate(error.key, "en", values) };
  }
}

describe("a user task's form", () => {
  it("is written as camunda:formData and read back in the model's order", async () => {
    const xml = buildModelXml(REVIEW);
    expect(xml).toContain('<camunda:formField id="approved" label="同意" type="boolean">');
    expect(xml).toContain('<camunda:constraint name="required" />');
    expect(await taskFormFields(xml, "review")).toEqual(EXPECTED);
    // a task without a form, and an element that is not there, have no fields
    expect(await taskFormFields(xml, "start")).toEqual([]);
    expect(await taskFormFields(xml, "missing")).toEqual([]);
  });

  it("refuses a missing required field, a wrong type and a value outside the choices, naming the field", () => {
    expect(refusal({ approved: true, level: "high", days: 2, note: "ok" })).toBeNull();
    expect(refusal({ approved: false })).toBeNull();
    expect(refusal({})).toEqual({ zh: "请填写表单项“同意”", en: 'Fill in the form field "同意"' });
    expect(refusal({ approved: "" })).toEqual({ zh: "请填写表单项“同意”", en: 'Fill in the form field "同意"' });
    expect(refusal({ approved: "yes" })).toEqual({
      zh: "表单项“同意”应为是或否",
      en: 'The form field "同意" takes yes or no',
    });
    expect(refusal({ approved: true, days: 1.5 })).toEqual({
      zh: "表单项“天数”应为整数",
      en: 'The form field "天数" takes a whole number',
    });
    expect(refusal({ approved: true, note: 3 })).toEqual({
      zh: "表单项“说明”应为文本",
      en: 'The form field "说明" takes text',
    });
    expect(refusal({ approved: true, level: "middle" })).toEqual({
      zh: "表单项“等级”的值“middle”不在可选项中",
      en: 'The value "middle" is not one of the form field "等级"\'s choices',
    });
  });
});

describe("GET /api/flow/tasks/:id/form", () => {
  let server: TestServer;
  let admin: Client;
  let schoolAdmin: Client;
  let declarant: Client;
  let instanceId: string;
  let task: FlowTaskRow;

  beforeAll(async () => {
    server = await startTestServer();
    admin = createClient(server.app, await server.login("admin"));
    schoolAdmin = createClient(server.app, await server.login("school_admin"));
    declarant = createClient(server.app, await server.login("declarant"));
    const xml = buildModelXml(REVIEW);
    const model = data(await admin.post(`${FLOW}/models`, { key: REVIEW.key, name: REVIEW.name, xml }));
    data(await admin.post(`${FLOW}/models/${model.id}/deploy`));
    instanceId = data(await declarant.post(`${FLOW}/instances`, { key: REVIEW.key, businessKey: "form-1" })).id;
    const todo = data<{ rows: FlowTaskRow[] }>(await schoolAdmin.get(`${FLOW}/tasks?scope=todo&limit=200`)).rows;
    task = todo.find((row) => row.instanceId === instanceId) as FlowTaskRow;
  });
  afterAll(() => server.close());

  it("answers the task's fields to its candidates and to the task manager", async () => {
    expect(task).toMatchObject({ name: "Review", candidateGroups: ["school_admin"], status: "open" });
    // the instance list names where it waits, for the runs pages
    const mine = data<{ rows: FlowInstanceRow[] }>(await declarant.get(`${FLOW}/instances?scope=mine`)).rows;
    expect(mine.find((row) => row.id === instanceId)).toMatchObject({
      currentActivities: ["review"],
      currentActivityNames: ["Review"],
    });
    expect(data<FlowTaskForm>(await schoolAdmin.get(`${FLOW}/tasks/${task.id}/form`))).toEqual({ fields: EXPECTED });
    expect(data<FlowTaskForm>(await admin.get(`${FLOW}/tasks/${task.id}/form`))).toEqual({ fields: EXPECTED });
  });

  it("refuses someone the task is not open to, and a task of no one", async () => {
    // the starter is neither assignee nor candidate of the group's task
    expect((await declarant.get(`${FLOW}/tasks/${task.id}/form`)).statusCode).toBe(403);
    expect((await schoolAdmin.get(`${FLOW}/tasks/00000000-0000-0000-0000-000000000000/form`)).statusCode).toBe(404);
  });

  it("refuses a completion whose form does not fit, naming the field, and changes nothing", async () => {
    const url = `${FLOW}/tasks/${task.id}/complete`;
    const missing = await schoolAdmin.post(url, { variables: { level: "high" }, comment: "no decision" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("请填写表单项“同意”");
    const wrongChoice = await schoolAdmin.with({ lang: "en" }).post(url, { variables: { approved: true, level: "x" } });
    expect(wrongChoice.statusCode).toBe(400);
    expect(wrongChoice.json().message).toBe('The value "x" is not one of the form field "等级"\'s choices');
    const notNumber = await schoolAdmin.post(url, { variables: { approved: true, days: "two" } });
    expect(notNumber.json().message).toBe("表单项“天数”应为整数");
    const detail = data<FlowInstanceDetail>(await declarant.get(`${FLOW}/instances/${instanceId}`));
    expect(detail).toMatchObject({ status: "running", currentActivities: ["review"] });
    expect(detail.tasks[0]).toMatchObject({ status: "open", form: null, comment: null });
    expect(detail.history.some((h) => h.event === "complete")).toBe(false);
  });

  it("still answers the fields to who completed the task, whose values the task keeps", async () => {
    data(await schoolAdmin.post(`${FLOW}/tasks/${task.id}/claim`));
    data(
      await schoolAdmin.post(`${FLOW}/tasks/${task.id}/complete`, {
        variables: { approved: true, level: "high", days: 2 },
        comment: "fine",
      }),
    );
    const detail = data<FlowInstanceDetail>(await declarant.get(`${FLOW}/instances/${instanceId}`));
    expect(detail.status).toBe("completed");
    expect(detail.tasks[0]).toMatchObject({ form: { approved: true, level: "high", days: 2 }, comment: "fine" });
    expect(data<FlowTaskForm>(await schoolAdmin.get(`${FLOW}/tasks/${task.id}/form`)).fields).toHaveLength(4);
  });
});
