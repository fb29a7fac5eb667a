import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import type { MyAppealCase } from "@zcps/contracts/zcps/results/api";
import { RESULTS_ROUTES } from "@zcps/contracts/zcps/results/api";
import { DECLARATION_STATE_LABELS } from "@zcps/contracts/zcps/workflow/api";
import { PDF } from "./real-files";
import { accessToken, api, button, confirmPopover, DEMO_PASSWORD, signIn, tokenReply } from "./support";

/**
 * Stage 9 on the demo (/HighJudgesRes/HighJudges and the declarant's home). The demo's declarants differ from one
 * seeding to the next, so the tests read who they are. In Chinese: personnel open the results publicity tab (kept
 * across a reload), read the open result notice over three declarants and 李明's objection against one of them,
 * take it up (the result is held) and dismiss it (back on public notice). In English: a declarant with a negative
 * decision still open to appeal reads the school's notices, appeals with evidence and sees the appeal pending. In
 * Chinese again: personnel send the appeal against the senior committee's vote back to that stage for review, and
 * the register shows the outcome.
 */

test.describe.configure({ mode: "serial", timeout: 120_000 });

const RESULT_NOTICE = "2026年度专业技术职务评审结果公示";
const GENERAL_NOTICE = "关于做好2026年度专业技术职务评审结果公示工作的通知";

const rowsOf = (scope: Locator) => scope.locator(".ant-table-row");
const rowWith = (scope: Locator, text: string) => rowsOf(scope).filter({ hasText: text });
const message = (page: Page) => page.locator(".ant-message");

/** The states a declaration may be appealed from (the negative decisions). */
const NEGATIVE = [
  "INELIGIBLE",
  "UNIT_REJECTED",
  "NOT_RECOMMENDED",
  "PEER_FAILED",
  "COMMITTEE_NOT_RECOMMENDED",
] as const;

/** A demo declarant (username `s` + employee no.) whose negative decision may still be appealed, and that case. */
async function appealableDeclarant(request: APIRequestContext) {
  const personnel = await accessToken(request, "personnel");
  for (const status of NEGATIVE) {
    const page = await api<{ rows: { employeeNo: string }[] }>(request, personnel, "/api/zcps-sh/declareUser/page", {
      params: { status, limit: "50" },
    });
    for (const { employeeNo } of page.rows) {
      // the demo's staff sign in as `s` + their number; staff other tests made may have no account
      const username = `s${employeeNo}`;
      const reply = await tokenReply(request, username, DEMO_PASSWORD);
      if (reply.status() !== 200) continue;
      const token = ((await reply.json()) as { access_token: string }).access_token;
      const cases = await api<MyAppealCase[]>(request, token, RESULTS_ROUTES.myAppeals);
      const open = cases.find((c) => c.appealable);
      if (open) return { username, appealCase: open };
    }
  }
  throw new Error("no demo declarant may appeal");
}

test("zh: personnel read the open result notice, take 李明's objection up and dismiss it", async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? "", "personnel");
  await page.goto("/HighJudgesRes/HighJudges");
  await page.getByRole("tab", { name: "结果公示" }).click();
  await expect(page).toHaveURL(/[?&]tab=publicity/);
  await page.reload();
  await expect(page.getByRole("tab", { name: "结果公示", selected: true })).toBeVisible();

  const notices = page.getByTestId("result-notices");
  const notice = rowWith(notices, RESULT_NOTICE);
  await expect(notice).toContainText("公示中");
  await expect(notice).toContainText("5 个工作日");
  await expect(notice.locator(".ant-badge")).toHaveText("1");
  await expect(rowWith(page.getByTestId("general-notices"), GENERAL_NOTICE)).toBeVisible();

  await notice.getByRole("button", { name: button("详情") }).click();
  const declarants = page.getByTestId("publicity-declarants");
  await expect(rowsOf(declarants)).toHaveCount(3);
  await expect(rowsOf(declarants).filter({ hasText: "结果公示" })).toHaveCount(3);
  const objections = page.getByTestId("publicity-objections");
  await expect(rowsOf(objections)).toHaveCount(1);
  const objection = rowsOf(objections).first();
  const objected = (await objection.locator("td").first().innerText()).trim();
  await expect(objection).toContainText("李明");
  await expect(objection).toContainText("13800001234");
  await expect(objection).toContainText("并非项目负责人");
  await expect(objection).toContainText("待受理");

  // taken up: the declaration is held while it is looked into
  await objection.getByRole("button", { name: button("受理") }).click();
  await confirmPopover(page, `受理对 ${objected} 的异议？`, "受理");
  await expect(message(page).getByText("已受理，该申报暂缓公示结果")).toBeVisible();
  await expect(objection).toContainText("已受理");
  await expect(rowWith(declarants, objected)).toContainText("公示异议核查");
  await expect(objection.getByRole("button", { name: button("异议成立") })).toBeVisible();

  // dismissed with its reasons: the result goes back on public notice
  await objection.getByRole("button", { name: button("不予采纳") }).click();
  const dialog = page.getByRole("dialog", { name: "异议不予采纳" });
  await dialog.getByRole("button", { name: button("不予采纳") }).click();
  await expect(dialog.getByText("请填写处理意见")).toBeVisible();
  await dialog.getByLabel("不予采纳的理由").fill("经核实，该项目由申报人主持，异议不成立");
  await dialog.getByRole("button", { name: button("不予采纳") }).click();
  await expect(dialog).toBeHidden();
  await expect(message(page).getByText("已处理：异议不予采纳")).toBeVisible();
  await expect(objection).toContainText("不予采纳");
  await expect(objection).toContainText("经核实，该项目由申报人主持，异议不成立");
  await expect(objection.getByRole("button")).toHaveCount(0);
  await expect(rowWith(declarants, objected)).toContainText("结果公示");
});

test("en: a declarant with a negative decision reads the school's notices and appeals with evidence", async ({
  page,
  request,
  baseURL,
}) => {
  const { username, appealCase } = await appealableDeclarant(request);
  await signIn(page, request, baseURL ?? "", username, "en");
  await page.goto("/zcps/userCenter");
  const notices = page.getByTestId("school-notices");
  await expect(notices.getByText(RESULT_NOTICE, { exact: true })).toBeVisible();
  await expect(notices.getByText(/on public notice from \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}/)).toBeVisible();
  await expect(rowsOf(notices)).toHaveCount(3);
  await expect(rowsOf(notices).getByRole("button", { name: button("Object") })).toHaveCount(3);
  await expect(notices.getByText(GENERAL_NOTICE, { exact: true })).toBeVisible();

  const card = page.getByTestId(`appeal-case-${appealCase.declarationId}`);
  await expect(card).toContainText(DECLARATION_STATE_LABELS[appealCase.status].en);
  if (appealCase.decisionReason) await expect(card).toContainText(appealCase.decisionReason);
  await expect(card).toContainText(`Appeal until${appealCase.windowClosesOn}`);
  await card.getByRole("button", { name: button("Appeal") }).click();
  const dialog = page.getByRole("dialog", { name: "Appeal against the decision" });
  await dialog.getByRole("button", { name: button("Submit the appeal") }).click();
  await expect(dialog.getByText("Give the grounds of the appeal")).toBeVisible();
  await dialog.getByLabel("Grounds").fill("My teaching hours were counted without the postgraduate courses I taught.");
  await dialog
    .locator("input[type=file]")
    .setInputFiles({ name: "hours.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(dialog.getByText("hours.pdf")).toBeVisible();
  await dialog.getByRole("button", { name: button("Submit the appeal") }).click();
  await expect(dialog).toBeHidden();
  await expect(message(page).getByText(/appeal/i)).toBeVisible();

  const appeal = rowWith(card, "postgraduate courses");
  await expect(appeal).toContainText("Open");
  await expect(appeal).toContainText("Being looked into");
  await expect(card.getByRole("button", { name: button("Appeal") })).toHaveCount(0);
});

test("zh: personnel send the appeal against the senior committee's vote back for review, and see the outcome", async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? "", "personnel");
  await page.goto("/HighJudgesRes/HighJudges?tab=appeals");
  const register = page.getByTestId("results-appeals");
  await expect(rowsOf(register)).toHaveCount(2);
  const row = rowWith(register, "高评委未通过");
  await expect(row).toContainText("待处理");
  const appellant = (await row.locator("td").first().innerText()).split("\n")[0]?.trim() ?? "";
  // the appeal filed in English above waits too
  const other = rowsOf(register).filter({ hasNotText: appellant });
  await expect(other).toContainText("待处理");

  await row.getByRole("button", { name: button("处理") }).click();
  const dialog = page.getByRole("dialog", { name: "处理申诉" });
  await expect(dialog).toContainText("两篇代表作均为本人以第一作者发表");
  await dialog.getByText("撤销原决定", { exact: true }).click();
  await expect(dialog.getByTestId("revoke-to")).toContainText("撤销后申报进入");
  await dialog.getByText("发回重审", { exact: true }).click();
  await dialog.getByLabel("处理意见").fill("代表作认定有误，发回高评委重新评审");
  await dialog.getByRole("button", { name: button("处理") }).click();
  await expect(dialog.getByText("请选择重新评审的环节")).toBeVisible();
  await dialog.getByRole("combobox", { name: "重新评审的环节" }).click();
  await page.locator(".ant-select-item-option").filter({ hasText: "高评委评审" }).click();
  await dialog.getByRole("button", { name: button("处理") }).click();
  await expect(dialog).toBeHidden();
  await expect(message(page).getByText("已处理：申诉成立")).toBeVisible();

  await expect(row).toContainText("申诉成立");
  await expect(row).toContainText("发回“高评委评审”重新评审");
  await expect(row).toContainText("代表作认定有误，发回高评委重新评审");
  await expect(row.getByRole("button", { name: button("处理") })).toHaveCount(0);

  // the filter shows the decided appeals alone
  await page.getByRole("combobox", { name: "申诉状态" }).click();
  await page.locator(".ant-select-item-option").filter({ hasText: "申诉成立" }).click();
  await expect(rowsOf(register)).toHaveCount(1);
  await expect(rowWith(register, appellant)).toContainText("申诉成立");
});
