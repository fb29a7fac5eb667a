import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import ExcelJS from "exceljs";
import { HEADER_ONLY_PDF, PDF } from "./real-files";
import { accessToken, applyPaperImport, button, confirmPopover, signIn } from "./support";

/**
 * Data corrections: the declarant asks to correct an imported record (/zcps/personErrorCorrection), the owning
 * department accepts or rejects it (/zcps/errorCorrection), and the declarant hears about it (bell, messageCenter).
 */

const MINE = "/zcps/personErrorCorrection";
const DEPT = "/zcps/errorCorrection";

/** Signs in as another user on the same page: the previous user's cookies go first. */
async function signInAfresh(page: Page, request: APIRequestContext, baseURL: string, username: string, lang = "zh") {
  await page.context().clearCookies();
  return signIn(page, request, baseURL, username, lang);
}

/**
 * Personnel import one paper for an employee through the import page's API (template, a row, apply), the way
 * records come from the research system; each test gets its own record so runs don't meet.
 */
async function importPaper(request: APIRequestContext, employeeNo: string, paperTitle: string, journal: string) {
  const access = await accessToken(request, "personnel");
  const headers = { Authorization: `Bearer ${access}` };
  const template = await request.get("/api/zcps-sh/importData/template/PAPER", { headers });
  expect(template.status()).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await template.body());
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const row = workbook.worksheets[0]?.addRow([employeeNo, `E2E-${stamp}`, paperTitle, journal]);
  if (row) {
    row.getCell(6).value = 2024;
    row.getCell(11).value = "2024-03";
    row.getCell(12).value = "EI";
    row.getCell(15).value = "第一作者";
  }
  const result = await applyPaperImport(request, access, workbook);
  expect(result.errors).toEqual([]);
  expect(result.status).toBe("applied");
}

const rowOf = (page: Page, text: string) => page.locator(".ant-table-row").filter({ hasText: text });
const visibleDropdown = (page: Page) => page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden)");

/** Files a correction of the paper's journal in the open new-request dialog. */
async function fileCorrection(page: Page, paperTitle: string, journal: string, proposed: string, reason: string) {
  await page.getByRole("button", { name: "申请纠错" }).click();
  const dialog = page.getByRole("dialog", { name: "申请数据纠错" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("导入记录").click();
  await dialog.getByLabel("导入记录").fill(paperTitle);
  await visibleDropdown(page).getByText(paperTitle, { exact: false }).click();
  const fieldSelect = dialog.getByLabel("字段", { exact: true });
  const journalOption = visibleDropdown(page).getByTitle("期刊", { exact: true });
  // the field list opens while the record list's dropdown is still closing: a click on a moving option is lost
  await expect(async () => {
    if (!(await journalOption.isVisible())) await fieldSelect.click();
    await journalOption.click({ timeout: 3000 });
    await expect(dialog.getByTestId("current-value")).toHaveValue(journal, { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  await dialog.getByLabel("建议值").fill(proposed);
  await dialog.getByLabel("理由").fill(reason);
  // a file that only starts like a PDF is refused with the reason, and not listed
  await dialog
    .locator("input[type=file]")
    .setInputFiles({ name: "扫描件.pdf", mimeType: "application/pdf", buffer: HEADER_ONLY_PDF });
  await expect(page.getByText("文件无法作为 PDF 打开，可能已损坏或不完整，请重新导出后上传")).toBeVisible();
  await expect(dialog.getByText("扫描件.pdf")).toHaveCount(0);
  await dialog
    .locator("input[type=file]")
    .setInputFiles({ name: "证明.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(dialog.getByText("证明.pdf")).toBeVisible();
  await dialog.getByRole("button", { name: button("提交") }).click();
  await expect(page.getByText("纠错申请已提交")).toBeVisible();
  await expect(dialog).toBeHidden();
}

test("a declarant's correction is accepted by the research office and flows back to the declarant", async ({
  page,
  request,
  baseURL,
}) => {
  const paperTitle = `端到端纠错论文${Date.now().toString(36)}`;
  await importPaper(request, "T0002", paperTitle, "计算机学报");

  // the declarant asks: nothing is sent until the form is complete
  await signInAfresh(page, request, baseURL ?? "", "declarant");
  await page.goto(MINE);
  await page.getByRole("button", { name: "申请纠错" }).click();
  const dialog = page.getByRole("dialog", { name: "申请数据纠错" });
  await dialog.getByRole("button", { name: button("提交") }).click();
  await expect(dialog.locator(".ant-form-item-explain-error").first()).toBeVisible();
  await dialog.getByRole("button", { name: button("取消") }).click();
  await expect(dialog).toBeHidden();

  await fileCorrection(page, paperTitle, "计算机学报", "软件学报", "期刊名称录入有误，见录用通知");
  const mine = rowOf(page, "软件学报");
  await expect(mine).toContainText("学术论文");
  await expect(mine).toContainText("期刊");
  await expect(mine).toContainText("计算机学报");
  await expect(mine).toContainText("科研处");
  await expect(mine).toContainText("待处理");
  await expect(mine.getByRole("link", { name: "证明.pdf" })).toBeVisible();

  // the research office's reviewer sees it among the pending requests and accepts it
  await signInAfresh(page, request, baseURL ?? "", "dept_reviewer");
  await page.goto(DEPT);
  const pending = rowOf(page, "软件学报");
  await expect(pending).toContainText("李明");
  await expect(pending).toContainText("待处理");
  await pending.getByRole("button", { name: button("采纳") }).click();
  await confirmPopover(page, "采纳后将更新导入记录");
  await expect(page.getByText("已采纳，导入记录和草稿申报已更新")).toBeVisible();
  await expect(rowOf(page, "软件学报")).toHaveCount(0);
  await page.getByRole("combobox", { name: "状态" }).click();
  await visibleDropdown(page).getByTitle("已采纳", { exact: true }).click();
  await expect(rowOf(page, "软件学报")).toContainText("已采纳");

  // the declarant: the bell counts the news, the message says what changed, the record holds the new value
  await signInAfresh(page, request, baseURL ?? "", "declarant");
  await page.goto(MINE);
  await expect(rowOf(page, "软件学报")).toContainText("已采纳");
  const bell = page.getByTestId("message-bell");
  await expect(bell.locator(".ant-badge-count")).toHaveText(/^[1-9]\d*\+?$/);
  await bell.click();
  await expect(page).toHaveURL(/\/zcps\/messageCenter$/);
  const news = page.locator(".ant-table-row").filter({ hasText: "数据纠错已采纳" }).first();
  await expect(news).toContainText("未读");
  await news.getByRole("button", { name: button("查看") }).click();
  const message = page.getByRole("dialog", { name: "数据纠错已采纳" });
  await expect(message.getByTestId("message-body")).toContainText("软件学报");
  await expect(message.getByTestId("message-body")).toContainText("科研处");
  // a click that lands while the dialog still zooms in is lost under load: click again until the page changes
  await expect(async () => {
    await message.getByRole("button", { name: "前往处理" }).click({ timeout: 2000 });
    await expect(page).toHaveURL(/\/zcps\/personErrorCorrection$/, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await page.getByRole("button", { name: "申请纠错" }).click();
  const again = page.getByRole("dialog", { name: "申请数据纠错" });
  await again.getByLabel("导入记录").click();
  await again.getByLabel("导入记录").fill(paperTitle);
  await visibleDropdown(page).getByText(paperTitle, { exact: false }).click();
  await again.getByLabel("字段", { exact: true }).click();
  await visibleDropdown(page).getByTitle("期刊", { exact: true }).click();
  await expect(again.getByTestId("current-value")).toHaveValue("软件学报");
});

test("personnel reject a correction with a reason; a declarant withdraws another", async ({
  page,
  request,
  baseURL,
}) => {
  const paperTitle = `端到端驳回论文${Date.now().toString(36)}`;
  await importPaper(request, "T0002", paperTitle, "管理世界");

  await signInAfresh(page, request, baseURL ?? "", "declarant");
  await page.goto(MINE);
  await fileCorrection(page, paperTitle, "管理世界", "经济研究", "期刊名称有误");

  // withdrawn while pending: a second request on another paper
  const withdrawTitle = `端到端撤回论文${Date.now().toString(36)}`;
  await importPaper(request, "T0002", withdrawTitle, "物理学报");
  await page.reload();
  await fileCorrection(page, withdrawTitle, "物理学报", "中国物理", "录入有误");
  await rowOf(page, "中国物理")
    .getByRole("button", { name: button("撤回") })
    .click();
  await confirmPopover(page, "确定撤回这条纠错申请吗");
  await expect(page.getByText("纠错申请已撤回")).toBeVisible();
  await expect(rowOf(page, "中国物理")).toContainText("已撤回");
  await expect(rowOf(page, "中国物理").getByRole("button", { name: button("撤回") })).toHaveCount(0);

  // personnel see every department's requests; a rejection needs a reason
  await signInAfresh(page, request, baseURL ?? "", "personnel");
  await page.goto(DEPT);
  await page.getByPlaceholder("姓名或工号").fill("T0002");
  await page.getByRole("button", { name: button("搜索") }).click();
  const pending = rowOf(page, "经济研究");
  await expect(pending).toContainText("李明 (T0002)");
  await expect(rowOf(page, "中国物理")).toHaveCount(0);
  await pending.getByRole("button", { name: button("驳回") }).click();
  const reject = page.getByRole("dialog", { name: "驳回纠错申请" });
  await reject.getByRole("button", { name: button("驳回") }).click();
  await expect(reject.locator(".ant-form-item-explain-error")).toBeVisible();
  await reject.getByLabel("驳回理由").fill("录用通知与期刊官网不一致，请补充正式出版页");
  await reject.getByRole("button", { name: button("驳回") }).click();
  await expect(page.getByText("已驳回", { exact: true }).first()).toBeVisible();
  await expect(reject).toBeHidden();
  await expect(rowOf(page, "经济研究")).toHaveCount(0);

  // the declarant sees the rejection and its reason
  await signInAfresh(page, request, baseURL ?? "", "declarant");
  await page.goto(MINE);
  const rejected = rowOf(page, "经济研究");
  await expect(rejected).toContainText("已驳回");
  await rejected.locator(".ant-tag").hover();
  await expect(page.getByRole("tooltip").filter({ hasText: "请补充正式出版页" })).toBeVisible();
});

test("the correction pages speak English", async ({ page, request, baseURL }) => {
  await signInAfresh(page, request, baseURL ?? "", "personnel", "en");
  await page.goto(DEPT);
  await expect(page.getByRole("columnheader", { name: "Declarant" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Proposed", exact: true })).toBeVisible();
  await page.getByRole("combobox", { name: "Status" }).click();
  await visibleDropdown(page).getByTitle("Accepted", { exact: true }).click();
  await expect(page.getByText(/^\d+ in total$/)).toBeVisible();
  await expect(page.locator(".ant-table-row").first()).toContainText("Accepted");
  await expect(page.locator(".ant-table-row").first()).toContainText("Academic papers");
  await expect(page.locator(".ant-table-row").first()).toContainText("Research Office");

  await signInAfresh(page, request, baseURL ?? "", "declarant", "en");
  await page.goto(MINE);
  await page.getByRole("button", { name: "Request a correction" }).click();
  const dialog = page.getByRole("dialog", { name: "Request a data correction" });
  await expect(dialog.getByText("Imported record")).toBeVisible();
  await expect(dialog.getByText("PDF, JPG or PNG, up to 10 MB each, at most 5 files")).toBeVisible();
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.locator(".ant-form-item-explain-error").first()).toBeVisible();
  await expect(dialog.locator(".ant-form-item-explain-error").first()).not.toContainText("v.");
});
