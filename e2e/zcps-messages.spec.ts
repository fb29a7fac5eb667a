import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import ExcelJS from "exceljs";
import { accessToken, api, applyPaperImport, button, confirmPopover, signIn } from "./support";

/**
 * /zcps/messageCenter and the top bar's bell: a staff member's inbox after two of their corrections were handled
 * (one accepted, one rejected). A seeded staff account of its own keeps the counts exact while other specs run.
 */

const PAGE = "/zcps/messageCenter";

/** A seeded staff member of the School of Foreign Languages with a declaration in the current batch. */
async function staffAccount(request: APIRequestContext): Promise<{ username: string; employeeNo: string }> {
  const personnel = await accessToken(request, "personnel");
  const options = await api<{ defaultBatchId: string; units: { id: string; code: string }[] }>(
    request,
    personnel,
    "/api/zcps-sh/declareUser/filters",
  );
  const unit = options.units.find((u) => u.code === "fl");
  const page = await api<{ rows: { employeeNo: string }[] }>(
    request,
    personnel,
    `/api/zcps-sh/declareUser/page?projectTimeId=${options.defaultBatchId}&unitId=${unit?.id}&limit=1`,
  );
  const employeeNo = page.rows[0]?.employeeNo ?? "";
  expect(employeeNo).not.toBe("");
  return { username: `s${employeeNo}`, employeeNo };
}

/** Personnel import one paper for the employee (import template, one row, applied). */
async function importPaper(request: APIRequestContext, employeeNo: string, paperTitle: string) {
  const access = await accessToken(request, "personnel");
  const headers = { Authorization: `Bearer ${access}` };
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await (await request.get("/api/zcps-sh/importData/template/PAPER", { headers })).body());
  const row = workbook.worksheets[0]?.addRow([employeeNo, `E2E-M-${Date.now().toString(36)}${paperTitle.length}`]);
  if (row) {
    row.getCell(3).value = paperTitle;
    row.getCell(4).value = "外语界";
    row.getCell(6).value = 2024;
    row.getCell(12).value = "CSSCI";
    row.getCell(15).value = "第一作者";
  }
  expect((await applyPaperImport(request, access, workbook)).status).toBe("applied");
}

/** The staff member files a journal correction of that paper; personnel accept or reject it. */
async function handledCorrection(
  request: APIRequestContext,
  staff: string,
  paperTitle: string,
  proposedValue: string,
  accept: boolean,
) {
  const sources = await api<{ id: string; payload: { paperTitle?: string } }[]>(
    request,
    staff,
    "/api/zcps-sh/personErrorCorrection/sources",
  );
  const record = sources.find((s) => s.payload.paperTitle === paperTitle);
  expect(record).toBeDefined();
  const { id } = await api<{ id: string }>(request, staff, "/api/zcps-sh/personErrorCorrection", {
    method: "POST",
    data: {
      sourceRecordId: record?.id,
      field: "journal",
      proposedValue,
      reason: "期刊名称录入有误",
      evidenceFileIds: [],
    },
  });
  const personnel = await accessToken(request, "personnel");
  await api(request, personnel, `/api/zcps-sh/errorCorrection/${id}/${accept ? "accept" : "reject"}`, {
    method: "POST",
    data: accept ? {} : { response: "请提供期刊版权页" },
  });
}

// the shell keeps visited pages alive in hidden tabs: only the shown page counts
const rows = (page: Page) => page.locator(".ant-table-row").filter({ visible: true });
const rowOf = (page: Page, text: string) => rows(page).filter({ hasText: text });
const totalText = (page: Page, total: number) => page.getByText(`共 ${total} 条`).filter({ visible: true });
const badge = (page: Page) => page.getByTestId("message-bell").locator(".ant-badge-count");

let account: { username: string; employeeNo: string };

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ request }) => {
  account = await staffAccount(request);
  const stamp = Date.now().toString(36);
  await importPaper(request, account.employeeNo, `外语教学论文甲${stamp}`);
  await importPaper(request, account.employeeNo, `外语教学论文乙${stamp}`);
  const staff = await accessToken(request, account.username);
  await handledCorrection(request, staff, `外语教学论文甲${stamp}`, "现代外语", true);
  await handledCorrection(request, staff, `外语教学论文乙${stamp}`, "外语教学与研究", false);
});

test("the bell counts unread messages; reading, marking all read and deleting keep it right", async ({
  page,
  request,
  baseURL,
}) => {
  // a long walk through the inbox: give it the slow-test allowance when the machine is busy
  test.slow();
  const access = await signIn(page, request, baseURL ?? "", account.username);
  const unread = await api<number>(request, access, "/api/zcps-sh/message/unreadCount");
  expect(unread).toBeGreaterThanOrEqual(2);

  // the bell on any page shows the count and leads to the inbox
  await page.goto("/zcps/personErrorCorrection");
  await expect(badge(page)).toHaveText(String(unread));
  await page.getByTestId("message-bell").click();
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  const accepted = rowOf(page, "数据纠错已采纳").first();
  const rejected = rowOf(page, "数据纠错被驳回").first();
  await expect(accepted).toContainText("未读");
  await expect(rejected).toContainText("未读");

  // only the unread ones
  await page.getByRole("combobox", { name: "状态" }).click();
  await page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden)").getByTitle("未读").click();
  await expect(totalText(page, unread)).toBeVisible();

  // reading one marks it read and the bell follows
  await rejected.getByRole("button", { name: button("查看") }).click();
  const dialog = page.getByRole("dialog", { name: "数据纠错被驳回" });
  await expect(dialog.getByTestId("message-body")).toContainText("请提供期刊版权页");
  await expect(dialog.getByTestId("message-body")).toContainText("科研处");
  await dialog
    .getByRole("button", { name: button("关闭") })
    .first()
    .click();
  await expect(dialog).toBeHidden();
  await expect(badge(page)).toHaveText(String(unread - 1));
  await expect(totalText(page, unread - 1)).toBeVisible();

  // everything read: the badge goes, the unread filter is empty
  await page.getByRole("button", { name: "全部已读" }).click();
  await expect(page.getByText("已全部标为已读")).toBeVisible();
  await expect(badge(page)).toHaveCount(0);
  await expect(rows(page)).toHaveCount(0);
  await page.getByRole("combobox", { name: "状态" }).hover();
  await page.locator(".ant-select-clear").filter({ visible: true }).first().click();
  await expect(rowOf(page, "数据纠错已采纳").first()).toContainText("已读");

  // deleted, it is gone
  const total = await api<{ total: number }>(request, access, "/api/zcps-sh/message/page?page=1&limit=1");
  await rowOf(page, "数据纠错被驳回")
    .first()
    .getByRole("button", { name: button("删除") })
    .click();
  await confirmPopover(page, "确定删除这条消息吗");
  await expect(page.getByText("删除成功")).toBeVisible();
  await expect(totalText(page, total.total - 1)).toBeVisible();
});

test("the inbox speaks English", async ({ page, request, baseURL }) => {
  await signIn(page, request, baseURL ?? "", account.username, "en");
  await page.goto(PAGE);
  await expect(page.getByRole("columnheader", { name: "Title" })).toBeVisible();
  const accepted = rowOf(page, "Data correction accepted").first();
  await expect(accepted).toContainText("Read");
  await accepted.getByRole("button", { name: "Open" }).click();
  const dialog = page.getByRole("dialog", { name: "Data correction accepted" });
  await expect(dialog.getByTestId("message-body")).toContainText("was accepted by Research Office");
  await expect(dialog.getByTestId("message-body")).toContainText("现代外语");
  await expect(page.getByRole("button", { name: "Mark all read" })).toBeVisible();
});
