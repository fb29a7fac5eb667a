import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { PDF } from "./real-files";
import { button, confirmPopover, signIn } from "./support";

/**
 * The register of paper ballots (/HighJudgesRes/Gpwtglb) on the demo's declarants at the senior committee: personnel
 * enter a paper vote with its signed tally sheet and see it imported, pending, with the verdict the server gave; the
 * form refuses more marks than members attending; personnel delete a pending entry; the chair, in English, applies
 * the pending entries and sees the counts and the entry applied.
 */

// the pages a test opened in contexts of its own are closed once it has passed (a failed one keeps them for its
// screenshots): left open, they go on polling and streaming and slow every later test of the worker
test.afterEach(async ({ browser }, info) => {
  if (info.status === info.expectedStatus) await Promise.all(browser.contexts().map((context) => context.close()));
});

test.describe.configure({ mode: "serial", timeout: 180_000 });

const PAGE = "/HighJudgesRes/Gpwtglb";
/** the declarant whose paper vote passes, then is applied */
let passed = "";

async function pageOf(browser: Browser, baseURL: string, username: string, lang: "zh" | "en") {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, context.request, baseURL, username, lang);
  return page;
}

/** The register's row of a declarant (their name over their staff number). */
const entryRow = (page: Page, name: string) => page.locator(".ant-table-row").filter({ hasText: name });

const today = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/**
 * Picks the declarant named, found by typing the name, else the first the form offers; their name (an option reads
 * 姓名（工号）单位 · 职称).
 */
async function pickDeclarant(page: Page, dialog: Locator, name?: string): Promise<string> {
  await dialog.getByLabel("申报人").click();
  if (name) await dialog.getByLabel("申报人").fill(name);
  const option = page
    .locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option")
    .filter({ hasText: name ?? "" })
    .first();
  await expect(option).toBeVisible();
  const label = (await option.textContent()) ?? "";
  await option.click();
  return label.split("（")[0]?.trim() ?? "";
}

async function fillFigures(
  dialog: Locator,
  figures: { members: number; attending: number; agree: number; disagree: number; abstain: number },
) {
  await dialog.getByLabel("委员人数").fill(String(figures.members));
  await dialog.getByLabel("出席人数").fill(String(figures.attending));
  await dialog.getByLabel("同意票", { exact: true }).fill(String(figures.agree));
  await dialog.getByLabel("不同意票").fill(String(figures.disagree));
  await dialog.getByLabel("弃权票").fill(String(figures.abstain));
}

/** Opens the entry form and fills all but the figures: a declarant, the meeting, today and the tally sheet. */
async function startEntry(page: Page, sheet: string, declarant?: string): Promise<{ dialog: Locator; name: string }> {
  await page.getByRole("button", { name: button("登记纸质投票") }).click();
  const dialog = page.getByRole("dialog");
  const name = await pickDeclarant(page, dialog, declarant);
  await dialog.getByLabel("会议名称").fill("2026年度高评委纸质投票会议");
  await dialog.getByLabel("投票日期").fill(today());
  await dialog.getByLabel("投票日期").press("Enter");
  await dialog.locator('input[type="file"]').setInputFiles({ name: sheet, mimeType: "application/pdf", buffer: PDF });
  await expect(dialog.getByText(sheet)).toBeVisible();
  return { dialog, name };
}

test("zh: personnel enter a paper vote; the form refuses too many marks; a pending entry is deleted", async ({
  browser,
  baseURL,
}) => {
  const page = await pageOf(browser, baseURL as string, "personnel", "zh");
  await page.goto(PAGE);
  await expect(page.getByTestId("paper-votes")).toBeVisible();
  let sent = 0;
  page.on("request", (request) => {
    if (request.url().includes("/gpwtglb/addData")) sent += 1;
  });

  // more marks than members attending: the form's own message, nothing sent
  const failing = await startEntry(page, "tally-fail.pdf");
  await fillFigures(failing.dialog, { members: 11, attending: 9, agree: 4, disagree: 4, abstain: 2 });
  await failing.dialog.getByRole("button", { name: button("登记") }).click();
  await expect(failing.dialog.getByText("同意、不同意、弃权票数之和不能超过出席人数")).toBeVisible();
  await expect(failing.dialog).toBeVisible();
  expect(sent).toBe(0);

  // corrected, it is entered and fails the rule (6 of 9 attending needed); deleted while pending
  await failing.dialog.getByLabel("同意票", { exact: true }).fill("3");
  await failing.dialog.getByRole("button", { name: button("登记") }).click();
  await expect(failing.dialog).toBeHidden();
  await expect(page.getByText("纸质投票已登记")).toBeVisible();
  const failed = entryRow(page, failing.name);
  await expect(failed).toContainText("未通过");
  await expect(failed).toContainText("待生效");
  await failed.getByRole("button", { name: button("删除") }).click();
  await confirmPopover(page, `删除 ${failing.name} 的纸质投票记录？`);
  await expect(failed).toHaveCount(0);

  // the declarant can be entered again: this time the vote passes
  const passing = await startEntry(page, "tally-pass.pdf", failing.name);
  await fillFigures(passing.dialog, { members: 11, attending: 9, agree: 8, disagree: 1, abstain: 0 });
  await passing.dialog.getByRole("button", { name: button("登记") }).click();
  await expect(passing.dialog).toBeHidden();
  passed = passing.name;
  const row = entryRow(page, passed);
  await expect(row).toContainText("导入");
  await expect(row).toContainText("待生效");
  await expect(row).toContainText("通过");
  const download = page.waitForEvent("download");
  await row.getByRole("button", { name: button("计票单") }).click();
  expect((await download).suggestedFilename()).toBe("tally-pass.pdf");
});

test("en: the chair applies the pending paper votes; the entry is applied", async ({ browser, baseURL }) => {
  expect(passed, "the zh test entered a paper vote").not.toBe("");
  const chair = await pageOf(browser, baseURL as string, "judge_chair", "en");
  await chair.goto(PAGE);
  const row = entryRow(chair, passed);
  await expect(row).toContainText("Pending");
  await expect(row).toContainText("Imported");
  await expect(row).toContainText("Passed");
  await chair.getByRole("button", { name: button("Apply the results") }).click();
  await confirmPopover(chair, "Apply every pending paper vote?", "Apply the results");
  await expect(chair.getByText(/^Paper votes applied: [1-9]\d* passed, \d+ failed, \d+ skipped$/)).toBeVisible();
  await expect(row).toContainText("Applied");
  await expect(row).toContainText("朱红");
  await expect(row.getByRole("button", { name: button("Delete") })).toHaveCount(0);
});
