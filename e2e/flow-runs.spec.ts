import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { FLOW_API } from "@zcps/contracts/elements-flow";
import type { FlowTaskRow } from "@zcps/contracts/flow";
import { buildModelXml, type ModelDescription } from "../apps/server/src/modules/workflow-engine/model-xml";
import { accessToken, api, button, rowOf, signIn } from "./support";

/**
 * The workflow's run pages: a process of the test's own (a review for the personnel role group, with a form whose
 * `approved` field the gateway reads) started through the API; personnel claims the task in 我的待办, completes it
 * with the form and a comment, finds it in 我的已办 with the path drawn on the diagram, and as its starter cancels
 * another instance with a reason in 我的申请; a task already completed elsewhere is refused with the server's
 * message; the administrator sees every instance and task, and delegates one to the unit administrator, who then
 * finds it among their to-dos.
 */

const TODO = "/flowManager/flowMyTodo";
const DONE = "/flowManager/flowMyDone";
const APPLY = "/flowManager/flowMyApply";
const INSTANCES = "/flowManager/flowProcessInstanceManager";
const TASKS = "/flowManager/flowTaskManager";

const TEXTS = {
  zh: {
    task: "审核",
    field: "同意",
    yes: "是",
    claim: "签收",
    complete: "办理",
    delegate: "转办",
    detail: "详情",
    cancel: "取消实例",
    claimed: "签收成功",
    completed: "办理成功",
    delegated: "已转办",
    cancelled: "流程实例已取消",
    done: "该任务已办理完成或已取消",
    open: "待签收",
    inHand: "办理中",
    ended: "已结束",
    cancelledTag: "已取消",
    comment: "意见",
    close: "关闭",
    reason: "取消原因",
    key: "流程标识",
    search: "查询",
    delegateTo: "转办给",
    diagram: "的流程图",
    form: "approved: 是",
    history: "意见：同意，按期办理",
  },
  en: {
    task: "Review",
    field: "Approve",
    yes: "Yes",
    claim: "Claim",
    complete: "Complete",
    delegate: "Delegate",
    detail: "Details",
    cancel: "Cancel instance",
    claimed: "Claimed",
    completed: "Completed",
    delegated: "Delegated",
    cancelled: "The process instance is cancelled",
    done: "This task is already completed or cancelled",
    open: "To claim",
    inHand: "In hand",
    ended: "Completed",
    cancelledTag: "Cancelled",
    comment: "Comment",
    close: "Close",
    reason: "Reason",
    key: "Process key",
    search: "Search",
    delegateTo: "Delegate to",
    diagram: "Diagram of",
    form: "approved: Yes",
    history: "Comment: agreed, on time",
  },
} as const;

/** The review: personnel's task with a required yes/no form, then approved or rejected by the gateway. */
function review(key: string, lang: "zh" | "en"): ModelDescription {
  const t = TEXTS[lang];
  return {
    key,
    name: `E2E ${key}`,
    nodes: [
      { id: "submitted", type: "startEvent", name: "Submitted" },
      {
        id: "review",
        type: "userTask",
        name: t.task,
        assignment: { candidateGroups: "personnel", dueDate: "P2D" },
        form: [{ id: "approved", label: t.field, type: "boolean", required: true }],
      },
      { id: "decide", type: "exclusiveGateway", name: "Approved?", defaultFlow: "toRejected" },
      { id: "approvedEnd", type: "endEvent", name: "Approved" },
      { id: "rejectedEnd", type: "endEvent", name: "Rejected" },
    ],
    flows: [
      { id: "toReview", from: "submitted", to: "review" },
      { id: "toDecide", from: "review", to: "decide" },
      { id: "toApproved", from: "decide", to: "approvedEnd", name: "yes", condition: "approved == true" },
      { id: "toRejected", from: "decide", to: "rejectedEnd", name: "no" },
    ],
  };
}

async function deploy(request: APIRequestContext, admin: string, model: ModelDescription) {
  const xml = buildModelXml(model);
  const created = await api<{ id: string }>(request, admin, `${FLOW_API}/models`, {
    method: "POST",
    data: { key: model.key, name: model.name, xml },
  });
  await api(request, admin, `${FLOW_API}/models/${created.id}/deploy`, { method: "POST" });
}

const start = (request: APIRequestContext, token: string, key: string, businessKey: string) =>
  api<{ id: string }>(request, token, `${FLOW_API}/instances`, { method: "POST", data: { key, businessKey } });

async function taskOf(request: APIRequestContext, token: string, instanceId: string) {
  const todo = await api<{ rows: FlowTaskRow[] }>(request, token, `${FLOW_API}/tasks`, {
    params: { scope: "todo", limit: "200" },
  });
  const task = todo.rows.find((row) => row.instanceId === instanceId);
  expect(task, instanceId).toBeTruthy();
  return task as FlowTaskRow;
}

/** The toast that says how an action went (a row's tag may read the same). */
const toast = (page: Page, text: string) => page.locator(".ant-message").getByText(text, { exact: true });

/** The action button of a row, named "<action> <task or nothing> <business key>". */
const action = (page: Page, name: string) => page.getByRole("button", { name, exact: true });

for (const lang of ["zh", "en"] as const) {
  const t = TEXTS[lang];

  test(`personnel claims and completes a group task, cancels an application, and the administrator delegates (${lang})`, async ({
    page,
    request,
    baseURL,
    browser,
  }) => {
    test.setTimeout(180_000);
    // a retry starts on a process and instances of its own
    const key = `e2eRuns_${lang}_${test.info().retry}`;
    const bk = (name: string) => `runs-${lang}${test.info().retry || ""}-${name}`;
    const admin = await accessToken(request, "admin");
    await deploy(request, admin, review(key, lang));
    const personnel = await accessToken(request, "personnel");
    const approved = await start(request, personnel, key, bk("approved"));
    const withdrawn = await start(request, personnel, key, bk("withdrawn"));
    const raced = await start(request, personnel, key, bk("raced"));
    const handed = await start(request, personnel, key, bk("handed"));

    // -- personnel: the group's task in 我的待办, claimed, then completed with its form and a comment
    await signIn(page, request, baseURL as string, "personnel", lang);
    await page.goto(TODO);
    const row = rowOf(page, bk("approved"));
    await expect(row).toContainText(t.open);
    await expect(row).toContainText("personnel");
    await action(page, `${t.claim} ${t.task} ${bk("approved")}`).click();
    await expect(toast(page, t.claimed)).toBeVisible();
    await expect(row).toContainText(t.inHand);
    await expect(row).toContainText("赵敏");
    await action(page, `${t.complete} ${t.task} ${bk("approved")}`).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText(t.field)).toBeVisible();
    await dialog.getByRole("radio", { name: t.yes }).check();
    await dialog.getByRole("textbox", { name: t.comment }).fill(lang === "zh" ? "同意，按期办理" : "agreed, on time");
    await dialog.getByRole("button", { name: button(t.complete) }).click();
    await expect(toast(page, t.completed)).toBeVisible();
    await expect(rowOf(page, bk("approved"))).toHaveCount(0);

    // -- a task completed meanwhile (through the API) is refused with the server's message, and stays done
    const racedTask = await taskOf(request, personnel, raced.id);
    await expect(rowOf(page, bk("raced"))).toBeVisible();
    await api(request, personnel, `${FLOW_API}/tasks/${racedTask.id}/complete`, {
      method: "POST",
      data: { variables: { approved: false } },
    });
    await action(page, `${t.complete} ${t.task} ${bk("raced")}`).click();
    await dialog.getByRole("radio", { name: t.yes }).check();
    await dialog.getByRole("button", { name: button(t.complete) }).click();
    await expect(toast(page, t.done)).toBeVisible();
    await dialog
      .locator(".ant-modal-footer")
      .getByRole("button", { name: button(t.close) })
      .click();
    await expect(dialog).toHaveCount(0);

    // -- 我的已办: the comment, the form's values and when; the instance's path on the diagram
    await page.goto(DONE);
    const doneRow = rowOf(page, bk("approved"));
    await expect(doneRow).toContainText(lang === "zh" ? "同意，按期办理" : "agreed, on time");
    await expect(doneRow).toContainText(t.form);
    await action(page, `${t.detail} ${t.task} ${bk("approved")}`).click();
    const drawer = page.locator(".ant-drawer");
    await expect(drawer.getByRole("img", { name: new RegExp(t.diagram) })).toBeVisible();
    await expect(drawer.locator('.djs-element.flow-done[data-element-id="review"]')).toHaveCount(1);
    await expect(drawer.locator('.djs-element.flow-done[data-element-id="approvedEnd"]')).toHaveCount(1);
    await expect(drawer.locator('.djs-element.flow-done[data-element-id="rejectedEnd"]')).toHaveCount(0);
    await expect(drawer.locator(".bjs-powered-by")).toBeVisible();
    await expect(drawer.getByTestId("flow-history")).toContainText(t.history);
    await expect(drawer.getByText(t.ended).first()).toBeVisible();

    // -- 我的申请: the starter's instances; one cancelled with a reason
    await page.goto(APPLY);
    await expect(rowOf(page, bk("approved"))).toContainText(t.ended);
    const withdrawnRow = rowOf(page, bk("withdrawn"));
    await expect(withdrawnRow).toContainText(t.task);
    await action(page, `${t.cancel} ${bk("withdrawn")}`).click();
    const cancelDialog = page.getByRole("dialog");
    await cancelDialog.getByRole("textbox", { name: t.reason }).fill(`withdrawn ${lang}`);
    await cancelDialog.getByRole("button", { name: button(t.cancel) }).click();
    await expect(toast(page, t.cancelled)).toBeVisible();
    await expect(withdrawnRow).toContainText(t.cancelledTag);
    await expect(withdrawnRow).toContainText(`withdrawn ${lang}`);
    expect((await taskOf(request, personnel, handed.id)).status).toBe("open");
    expect(withdrawn.id).not.toBe(approved.id);

    // -- the administrator: every instance (filtered by key) with its current activity, and every task
    const adminPage = await browser.newPage();
    await signIn(adminPage, request, baseURL as string, "admin", lang);
    await adminPage.goto(INSTANCES);
    await adminPage.getByRole("textbox", { name: t.key }).fill(key);
    await adminPage.getByRole("button", { name: button(t.search) }).click();
    await expect(adminPage.locator(".ant-table-row")).toHaveCount(4);
    await expect(rowOf(adminPage, bk("handed"))).toContainText("赵敏");
    await expect(rowOf(adminPage, bk("handed"))).toContainText(t.task);
    await action(adminPage, `${t.detail} ${bk("handed")}`).click();
    const adminDrawer = adminPage.locator(".ant-drawer");
    await expect(adminDrawer.locator('.djs-element.flow-current[data-element-id="review"]')).toHaveCount(1);

    await adminPage.goto(TASKS);
    const handedRow = rowOf(adminPage, bk("handed"));
    await expect(handedRow).toContainText(t.open);
    await action(adminPage, `${t.delegate} ${t.task} ${bk("handed")}`).click();
    const delegateDialog = adminPage.getByRole("dialog");
    await delegateDialog.getByRole("combobox", { name: t.delegateTo }).fill("王芳");
    await adminPage.locator(".ant-select-item-option").filter({ hasText: "王芳" }).first().click();
    await delegateDialog.getByRole("button", { name: button(t.delegate) }).click();
    await expect(toast(adminPage, t.delegated)).toBeVisible();
    await expect(handedRow).toContainText("王芳");
    await expect(handedRow).toContainText(t.inHand);
    await adminPage.close();

    // -- the unit administrator finds the delegated task among their to-dos
    const unitPage = await browser.newPage();
    await signIn(unitPage, request, baseURL as string, "unit_admin", lang);
    await unitPage.goto(TODO);
    await expect(rowOf(unitPage, bk("handed"))).toContainText("王芳");
    await expect(unitPage.getByRole("button", { name: `${t.complete} ${t.task} ${bk("handed")}` })).toBeVisible();
    await unitPage.close();
  });
}
