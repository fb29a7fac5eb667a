import { expect, type Page, test } from "@playwright/test";
import { FLOW_API } from "@zcps/contracts/elements-flow";
import type { FlowInstanceDetail, FlowModelRow } from "@zcps/contracts/flow";
import { api, button, rowOf, signIn, tokenReply } from "./support";

/**
 * The workflow's model pages: a model created, drawn in the modeler (bpmn-js), checked, saved as a version and
 * deployed; its definition suspended and activated on /flowManager/flowProcessManager; a file that does not parse
 * refused on import. And the seeded account application changed in the modeler, redeployed and started from
 * /flowManager/flowProcessActive: its next instance takes the new path.
 */

const MODELS = "/flowManager/flowModelManager";
const PROCESSES = "/flowManager/flowProcessManager";
const STARTABLE = "/flowManager/flowProcessActive";

const TEXTS = {
  zh: {
    add: "新建模型",
    key: "流程标识",
    name: "名称",
    ok: /^确\s?定$/,
    created: "创建成功",
    version: (n: number) => `已保存版本 v${n}`,
    validate: button("校验"),
    failed: "校验未通过",
    passed: "校验通过",
    startKind: "开始事件",
    userTask: "用户任务",
    propName: "名称",
    candidateGroups: "候选角色",
    save: button("保存"),
    comment: "版本说明",
    saved: (n: number) => `已保存为版本 v${n}`,
    deploy: button("部署"),
    deployed: "部署成功",
    close: button("关闭"),
    deployedAs: (n: number) => `已部署 v${n}`,
    design: "设计",
    import: "导入 XML",
    refused: "无法导入“broken.bpmn”：文件不是可解析的 BPMN 2.0 模型",
    keyFilter: "流程标识（完整）",
    search: button("查询"),
    diagram: "流程图",
    suspend: "挂起",
    activate: "激活",
    suspendedTag: "已挂起",
    suspendedMessage: "流程定义已挂起",
    activatedMessage: "流程定义已激活",
    condition: "条件表达式",
    defaultFlow: "网关的默认连线",
    start: "发起",
    addVariable: "添加变量",
    variable: "变量名",
    value: "值",
    started: "流程已发起",
    follow: "在“我的申请”中查看",
  },
  en: {
    add: "New model",
    key: "Process key",
    name: "Name",
    ok: /^OK$/,
    created: "Created successfully",
    version: (n: number) => `Saved version v${n}`,
    validate: /^Validate$/,
    failed: "Not valid",
    passed: "Valid",
    startKind: "Start event",
    userTask: "User task",
    propName: "Name",
    candidateGroups: "Candidate roles",
    save: /^Save$/,
    comment: "Version comment",
    saved: (n: number) => `Saved as version v${n}`,
    deploy: /^Deploy$/,
    deployed: "Deployed",
    close: /^Close$/,
    deployedAs: (n: number) => `Deployed v${n}`,
    design: "Design",
    import: "Import XML",
    refused: "“broken.bpmn” cannot be imported: it is not a BPMN 2.0 model that parses",
    keyFilter: "Process key (whole)",
    search: /^Search$/,
    diagram: "Diagram",
    suspend: "Suspend",
    activate: "Activate",
    suspendedTag: "Suspended",
    suspendedMessage: "The process definition is suspended",
    activatedMessage: "The process definition is active",
    condition: "Condition",
    defaultFlow: "The gateway's default flow",
    start: "Start",
    addVariable: "Add a variable",
    variable: "Variable",
    value: "Value",
    started: "The process is started",
    follow: "Follow it in My applications",
  },
} as const;

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

const shape = (page: Page, id: string) => page.locator(`g.djs-element[data-element-id="${id}"]`);
const contextPad = (page: Page, action: string) => page.locator(`.djs-context-pad .entry[data-action="${action}"]`);
const panel = (page: Page) => page.getByTestId("flow-properties");

/** Types into a properties-panel field and leaves it, which commits the value as one modeler command. */
async function commit(page: Page, label: string, value: string) {
  const field = panel(page).getByLabel(label, { exact: true });
  await field.fill(value);
  await field.press("Enter");
}

async function saveVersion(page: Page, texts: Texts, comment: string, version: number) {
  await page.getByRole("button", { name: texts.save }).first().click();
  const dialog = page.getByRole("dialog").filter({ has: page.getByLabel(texts.comment) });
  await dialog.getByLabel(texts.comment).fill(comment);
  await dialog.getByRole("button", { name: texts.save }).click();
  await expect(page.getByText(texts.saved(version))).toBeVisible();
  await expect(page.getByTestId("flow-modeler-version")).toHaveText(texts.version(version));
}

for (const lang of ["zh", "en"] as const) {
  const texts = TEXTS[lang];

  test(`the administrator creates, draws, checks, saves and deploys a model, then suspends and activates it (${lang})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const access = await signIn(page, request, baseURL ?? "", "admin", lang);
    const key = `e2e_${lang}_${Date.now().toString(36)}`;
    await page.goto(MODELS);

    await page.getByRole("button", { name: texts.add }).click();
    const create = page.getByRole("dialog");
    await create.getByLabel(texts.key).fill(key);
    await create.getByLabel(texts.name, { exact: true }).fill(`E2E ${lang}`);
    await create.getByRole("button", { name: texts.ok }).click();
    await expect(page.getByText(texts.created)).toBeVisible();

    // the modeler opens on the new model: one start event, saved as v1; the bpmn.io mark stays visible
    await expect(page.getByTestId("flow-modeler-title")).toContainText(key);
    await expect(page.getByTestId("flow-modeler-version")).toHaveText(texts.version(1));
    await expect(page.locator(".bjs-powered-by")).toBeVisible();
    await expect(shape(page, "StartEvent_1")).toBeVisible();

    // a lone start event fails the checks; clicking its problem selects it
    await page.getByRole("button", { name: texts.validate }).click();
    const problems = page.getByTestId("flow-problems");
    await expect(problems).toContainText(texts.failed);
    await problems.getByRole("button", { name: "StartEvent_1" }).first().click();
    await expect(panel(page)).toContainText(texts.startKind);
    await expect(panel(page).getByLabel("ID", { exact: true })).toHaveValue("StartEvent_1");

    // draw from the selected start event's context pad (a click on it now would unselect it): a task, made a user
    // task, and an end event after it; then the task's name and candidate role in the properties panel
    await contextPad(page, "append.append-task").click();
    await contextPad(page, "replace").click();
    await page.locator('.djs-popup [data-id="replace-with-user-task"]').click();
    await contextPad(page, "append.end-event").click();
    await expect(page.locator("g.djs-shape[data-element-id^='Event_']")).toHaveCount(1);
    await page.locator("g.djs-shape[data-element-id^='Activity_']").click();
    await expect(panel(page)).toContainText(texts.userTask);
    await commit(page, texts.propName, "Review");
    const groups = panel(page).getByLabel(texts.candidateGroups, { exact: true });
    await groups.fill("personnel");
    await groups.press("Enter");
    await groups.press("Escape");
    // every event is named (bpmnlint's label-required)
    await shape(page, "StartEvent_1").click();
    await commit(page, texts.propName, "Submitted");
    await page.locator("g.djs-shape[data-element-id^='Event_']").click();
    await expect(panel(page).getByLabel("ID", { exact: true })).toHaveValue(/^Event_/);
    await commit(page, texts.propName, "Done");

    await saveVersion(page, texts, "drawn in e2e", 2);
    await page.getByRole("button", { name: texts.validate }).click();
    await expect(problems).toContainText(texts.passed);

    await page.getByRole("button", { name: texts.deploy }).click();
    // the message itself ("Deployed: definition version v1"), not the list's "Not deployed" the text also matches
    await expect(page.getByText(new RegExp(`${texts.deployed}[：:].*v1`)).first()).toBeVisible();
    const saved = (
      await api<{ rows: FlowModelRow[] }>(request, access, `${FLOW_API}/models`, { params: { search: key } })
    ).rows[0];
    expect(saved).toMatchObject({ key, latestVersion: 2, deployedVersion: 1 });
    const drawn = await api<{ xml: string }>(request, access, `${FLOW_API}/models/${saved?.id}`);
    expect(drawn.xml).toMatch(/<bpmn:userTask id="[\w-]+" name="Review" camunda:candidateGroups="personnel">/);
    expect(drawn.xml).toContain("<bpmn:endEvent");

    // a file that does not parse is refused with the parser's message, and the model stays as it was
    await page.getByTestId("flow-import-file").setInputFiles({
      name: "broken.bpmn",
      mimeType: "application/xml",
      buffer: Buffer.from("<bpmn:definitions><oops"),
    });
    await expect(page.getByText(texts.refused)).toBeVisible();
    await expect(page.getByTestId("flow-modeler-version")).toHaveText(texts.version(2));
    await expect(shape(page, "StartEvent_1")).toBeVisible();
    await page.getByRole("button", { name: texts.close }).click();

    const row = rowOf(page, key);
    await expect(row).toContainText(texts.deployedAs(1));
    const after = (
      await api<{ rows: FlowModelRow[] }>(request, access, `${FLOW_API}/models`, { params: { search: key } })
    ).rows[0];
    expect(after).toMatchObject({ latestVersion: 2, updatedAt: saved?.updatedAt });

    // the definition: suspended, then active again
    await page.goto(PROCESSES);
    await page.getByPlaceholder(texts.keyFilter).fill(key);
    await page.getByRole("button", { name: texts.search }).click();
    const definition = rowOf(page, key);
    await expect(definition).toContainText("v1");
    // its diagram, read-only, is the one drawn
    await definition.getByRole("button", { name: `${texts.diagram} ${key} v1` }).click();
    const diagram = page.getByRole("dialog");
    await expect(diagram.locator("g.djs-shape[data-element-id^='Activity_']")).toBeVisible();
    await expect(diagram.locator(".bjs-powered-by")).toBeVisible();
    await diagram.getByRole("button", { name: texts.close }).click();
    await expect(diagram).toBeHidden();
    await definition.getByRole("button", { name: `${texts.suspend} ${key} v1` }).click();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: button(texts.suspend) })
      .click();
    await expect(page.getByText(texts.suspendedMessage)).toBeVisible();
    await expect(definition.getByTestId("definition-suspended")).toHaveText(texts.suspendedTag);
    await definition.getByRole("button", { name: `${texts.activate} ${key} v1` }).click();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: button(texts.activate) })
      .click();
    await expect(page.getByText(texts.activatedMessage)).toBeVisible();
    await expect(definition.getByTestId("definition-suspended")).toHaveCount(0);
  });

  test(`the seeded account application, changed in the modeler and redeployed, starts on its new path (${lang})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const access = await signIn(page, request, baseURL ?? "", "admin", lang);
    const adminId = ((await (await tokenReply(request, "admin")).json()) as { userId: string }).userId;
    const [seeded] = (
      await api<{ rows: FlowModelRow[] }>(request, access, `${FLOW_API}/models`, {
        params: { search: "accountApplication" },
      })
    ).rows;
    if (!seeded) throw new Error("the seeded account application model is missing");
    const original = await api<{ xml: string }>(request, access, `${FLOW_API}/models/${seeded.id}`);
    const variables = { kind: "probe", unitReview: true, unitAdmins: adminId };
    const current = async (id: string) =>
      (await api<FlowInstanceDetail>(request, access, `${FLOW_API}/instances/${id}`)).currentActivities;
    // as deployed now, such an application waits for its unit's review
    const before = await api<{ id: string }>(request, access, `${FLOW_API}/instances`, {
      method: "POST",
      data: { key: "accountApplication", variables },
    });
    expect(await current(before.id)).toEqual(["unitReview"]);
    const started: string[] = [before.id];
    try {
      await page.goto(MODELS);
      await page.getByPlaceholder(lang === "zh" ? "流程标识或名称" : "Process key or name").fill("accountApplication");
      await page.getByRole("button", { name: texts.search }).click();
      await rowOf(page, "accountApplication")
        .getByRole("button", { name: `${texts.design} accountApplication` })
        .click();
      await expect(shape(page, "unitDecision")).toBeVisible();

      // a staff application of the kind "probe" no longer waits for its unit: the unit review's condition says so
      // (its line runs under the direct flow to personnel, so it is picked by its label)
      await shape(page, "toUnitReview_label").click();
      await expect(panel(page).getByLabel("ID", { exact: true })).toHaveValue("toUnitReview");
      await expect(panel(page).getByLabel(texts.condition, { exact: true })).toHaveValue("unitReview == true");
      await commit(page, texts.condition, "unitReview == true && kind != 'probe'");

      const version = seeded.latestVersion + 1;
      await saveVersion(page, texts, "a probe skips the unit review", version);
      await page.getByRole("button", { name: texts.deploy }).click();
      await expect(page.getByText(new RegExp(`${texts.deployed}[：:]`)).first()).toBeVisible();
      await page.getByRole("button", { name: texts.close }).click();

      // start it from the startable processes
      await page.goto(STARTABLE);
      const card = page.getByTestId("startable-accountApplication");
      await card.getByRole("button", { name: `${texts.start} accountApplication` }).click();
      const dialog = page.getByRole("dialog");
      for (const [name, value] of Object.entries(variables)) {
        await dialog.getByRole("button", { name: texts.addVariable }).click();
        await dialog.getByLabel(texts.variable, { exact: true }).last().fill(name);
        await dialog.getByLabel(texts.value, { exact: true }).last().fill(String(value));
      }
      await dialog.getByRole("button", { name: button(texts.start) }).click();
      const reply = page.getByTestId("flow-started");
      await expect(reply).toContainText(texts.started);
      await expect(reply.getByRole("link", { name: texts.follow })).toHaveAttribute(
        "href",
        /\/flowManager\/flowMyApply\?id=/,
      );
      const instanceId = (await reply.getAttribute("data-instance")) ?? "";
      started.push(instanceId);
      // the next instance goes straight to personnel; the one started before keeps its version's path
      expect(await current(instanceId)).toEqual(["personnelReview"]);
      expect(await current(before.id)).toEqual(["unitReview"]);
    } finally {
      for (const id of started) {
        await api(request, access, `${FLOW_API}/instances/${id}/cancel`, {
          method: "POST",
          data: { reason: "browser test probe" },
        });
      }
      // the account application pages start this process too: it goes back to the seeded path
      await api(request, access, `${FLOW_API}/models/${seeded.id}`, {
        method: "PUT",
        data: { name: seeded.name, xml: original.xml, comment: "restored by the browser test" },
      });
      await api(request, access, `${FLOW_API}/models/${seeded.id}/deploy`, { method: "POST" });
    }
  });
}
