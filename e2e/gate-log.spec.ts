import { expect, test } from "@playwright/test";
import ExcelJS from "exceljs";
import { accessToken, button, signIn, tokenReply } from "./support";

/** The operation log at /baseManager/gateLogManager (AG-Admin gateLog): filters, paging and the xlsx export. */

const LOG_PATH = "/baseManager/gateLogManager";

async function readWorkbook(path: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error("no sheet");
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

test("the supervisor finds a failed sign-in and a refused change, and exports them", async ({
  page,
  request,
  baseURL,
}) => {
  const stranger = `e2e_nobody_${Date.now().toString(36)}`;
  expect((await tokenReply(request, stranger, "Wrong@2026")).status()).toBe(400);
  // the school administrator's change that fails validation is logged with its menu and operation
  const schoolAdmin = await accessToken(request, "school_admin");
  const refused = await request.post("/api/admin/user", {
    headers: { Authorization: `Bearer ${schoolAdmin}` },
    data: { username: "x" },
  });
  expect(refused.status()).toBe(400);

  await signIn(page, request, baseURL ?? "", "supervisor");
  await page.goto(LOG_PATH);
  await expect(page.locator(".ant-table-row").first()).toBeVisible();
  for (const title of ["操作时间", "操作人", "类型", "菜单", "操作", "请求路径", "状态码", "操作主机"]) {
    await expect(page.getByRole("columnheader", { name: title, exact: true })).toBeVisible();
  }

  // the super tenant's callers may narrow the log to one tenant
  await page.getByLabel("租户", { exact: true }).click();
  await page.locator(".ant-select-dropdown:visible").getByTitle("示范大学", { exact: true }).click();
  await page.getByRole("button", { name: button("搜索") }).click();
  await expect(page.locator(".ant-table-row").first()).toContainText("示范大学");
  await expect(page.locator(".ant-table-row").filter({ hasNotText: "示范大学" })).toHaveCount(0);
  await page.getByRole("button", { name: button("重置") }).click();

  // the failed sign-in of an unknown account, found by the account typed
  await page.getByPlaceholder("操作人姓名或账户").fill(stranger);
  await page.getByRole("button", { name: button("搜索") }).click();
  await expect(page.locator(".ant-table-row")).toHaveCount(1);
  const failed = page.locator(".ant-table-row").first();
  await expect(failed).toContainText("登录失败");
  await expect(failed).toContainText(stranger);
  await expect(failed).toContainText("/api/auth/oauth/token");
  await expect(failed).toContainText("400");

  // the refused change: by user, method and status class
  await page.getByRole("button", { name: button("重置") }).click();
  await page.getByPlaceholder("操作人姓名或账户").fill("胡军");
  await page.getByLabel("请求方法").click();
  await page.locator(".ant-select-dropdown").getByTitle("POST", { exact: true }).click();
  await page.getByLabel("状态码").click();
  await page.locator(".ant-select-dropdown").getByTitle("被拒绝（4xx）").click();
  await page.getByPlaceholder("请求路径包含").fill("/api/admin/user");
  await page.getByRole("button", { name: button("搜索") }).click();
  const change = page.locator(".ant-table-row").first();
  await expect(change).toContainText("用户管理");
  await expect(change).toContainText("新增");
  await expect(change).toContainText("胡军");
  await expect(change).toContainText("操作");
  await expect(page.locator(".ant-table-row").filter({ hasNotText: "400" })).toHaveCount(0);

  // a day range in the future finds nothing; today finds the entries again
  await page.getByRole("button", { name: button("重置") }).click();
  await page.getByPlaceholder("开始日期").click();
  await page.getByText("今天", { exact: true }).click();
  await page.getByPlaceholder("操作人姓名或账户").fill(stranger);
  await page.getByRole("button", { name: button("搜索") }).click();
  await expect(page.locator(".ant-table-row")).toHaveCount(1);

  // the export carries exactly the filtered rows, titled in Chinese
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: button("导出") }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^操作日志-\d{12}\.xlsx$/);
  const rows = await readWorkbook(await download.path());
  expect(rows[0]).toEqual(
    expect.arrayContaining(["操作时间", "租户", "操作人", "账户", "类型", "菜单", "操作", "请求路径", "状态码"]),
  );
  expect(rows).toHaveLength(2);
  expect(rows[1]).toEqual(expect.arrayContaining([stranger, "登录失败", "/api/auth/oauth/token", 400]));
});

test("the operation log speaks English, in the page and in the export", async ({ page, request, baseURL }) => {
  await signIn(page, request, baseURL ?? "", "school_admin", "en");
  await page.goto(LOG_PATH);
  await expect(page.getByRole("columnheader", { name: "Operation", exact: true })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Duration (ms)" })).toBeVisible();

  await page.getByLabel("Kind").click();
  await page.locator(".ant-select-dropdown").getByTitle("Sign-in", { exact: true }).click();
  await page.getByRole("button", { name: "Search" }).click();
  const first = page.locator(".ant-table-row").first();
  await expect(first).toContainText("Sign-in");
  await expect(page.getByText(/\d+ in total/)).toBeVisible();

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export" }).click();
  const rows = await readWorkbook(await (await downloading).path());
  expect(rows[0]?.slice(0, 5)).toEqual(["Time", "Tenant", "User", "Account", "Kind"]);
  expect(rows.length).toBeGreaterThan(1);
  expect(rows.slice(1).every((row) => row[4] === "Sign-in")).toBe(true);
});

test("a user without the operation log has no such page", async ({ page, request, baseURL }) => {
  const token = await signIn(page, request, baseURL ?? "", "declarant");
  const reply = await request.get("/api/admin/gateLog/page", { headers: { Authorization: `Bearer ${token}` } });
  expect(reply.status()).toBe(403);
  await page.goto(LOG_PATH);
  await expect(page).not.toHaveURL(new RegExp(`${LOG_PATH}$`));
});
