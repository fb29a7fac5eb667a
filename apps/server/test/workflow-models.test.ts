import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildModelXml, expr } from "../src/modules/workflow-engine";
import { type Client, createClient, data, expectBadRequest } from "./client";
import { startTestServer, type TestServer } from "./harness";

/**
 * The model pages' calls (/api/flow/models, /startable): a process's start form reaches the users who may start it,
 * and a model that does not parse is refused with the parser's message and changes nothing.
 */

const FLOW = "/api/flow";

/** A one-task process whose start event asks for a reason, a day count, an urgency and a kind. */
const withStartForm = buildModelXml({
  key: "leaveForm",
  name: "Leave with a form",
  nodes: [
    { id: "start", type: "startEvent", name: "Start" },
    { id: "review", type: "userTask", name: "Review", assignment: { assignee: expr("starter") } },
    { id: "end", type: "endEvent", name: "End" },
  ],
  flows: [
    { id: "f1", from: "start", to: "review" },
    { id: "f2", from: "review", to: "end" },
  ],
}).replace(
  /<bpmn:startEvent id="start" name="Start">/,
  `$&<bpmn:extensionElements><camunda:formData>
  <camunda:formField id="reason" label="Reason" type="string"><camunda:validation><camunda:constraint name="required" /></camunda:validation></camunda:formField>
  <camunda:formField id="days" label="Days" type="long" defaultValue="1" />
  <camunda:formField id="urgent" label="Urgent" type="boolean" />
  <camunda:formField id="kind" label="Kind" type="enum"><camunda:value id="annual" name="Annual" /><camunda:value id="sick" name="Sick" /></camunda:formField>
</camunda:formData></bpmn:extensionElements>`,
);

describe("the workflow's models", () => {
  let server: TestServer;
  let admin: Client;
  let declarant: Client;

  beforeAll(async () => {
    server = await startTestServer();
    admin = createClient(server.app, await server.login("admin"));
    declarant = createClient(server.app, await server.login("declarant"));
  });
  afterAll(() => server.close());

  it("gives a user who may start a process its start event's form fields", async () => {
    expect(withStartForm).toContain("camunda:formField");
    const { id } = data(await admin.post(`${FLOW}/models`, { key: "leaveForm", name: "Leave", xml: withStartForm }));
    data(await admin.post(`${FLOW}/models/${id}/deploy`));

    const startable = data<{ key: string; startForm: unknown[] }[]>(await declarant.get(`${FLOW}/startable`));
    expect(startable.find((d) => d.key === "leaveForm")?.startForm).toEqual([
      { id: "reason", label: "Reason", type: "string", required: true, defaultValue: null, values: [] },
      { id: "days", label: "Days", type: "long", required: false, defaultValue: "1", values: [] },
      { id: "urgent", label: "Urgent", type: "boolean", required: false, defaultValue: null, values: [] },
      {
        id: "kind",
        label: "Kind",
        type: "enum",
        required: false,
        defaultValue: null,
        values: [
          { id: "annual", name: "Annual" },
          { id: "sick", name: "Sick" },
        ],
      },
    ]);
    // the seeded process is personnel's to start by hand (the application form starts it), and has no start form
    expect(startable.find((d) => d.key === "accountApplication")).toBeUndefined();
    const personnel = createClient(server.app, await server.login("personnel"));
    const theirs = data<{ key: string; startForm: unknown[] }[]>(await personnel.get(`${FLOW}/startable`));
    expect(theirs.find((d) => d.key === "accountApplication")?.startForm).toEqual([]);
  });

  it("refuses a model that does not parse with the parser's message, and keeps the draft and its versions", async () => {
    const { id } = data(await admin.post(`${FLOW}/models`, { key: "brokenLater", name: "Broken later" }));
    const before = data(await admin.get(`${FLOW}/models/${id}`));

    const broken = await admin
      .with({ lang: "en" })
      .put(`${FLOW}/models/${id}`, { name: "Renamed", xml: "<bpmn:definitions><oops" });
    expectBadRequest(broken);
    expect(broken.json().message).toMatch(/^The process model does not pass validation: .+/);

    const after = data(await admin.get(`${FLOW}/models/${id}`));
    expect(after).toMatchObject({ name: "Broken later", xml: before.xml, latestVersion: 1 });
    expect(data<unknown[]>(await admin.get(`${FLOW}/models/${id}/versions`))).toHaveLength(1);

    // nor is it deployed: the only version has no end and the deploy names the problem
    const deploy = await admin.with({ lang: "en" }).post(`${FLOW}/models/${id}/deploy`);
    expectBadRequest(deploy);
    expect(deploy.json().message).toContain("StartEvent_1");
  });
});
