import { expect, type Page, test } from "@playwright/test";
import ExcelJS from "exceljs";
import { button, signIn } from "./support";

/** The staff pages: baseUser, importData, unitAdmin, talents, userAudit and the public /apply page. */

const dropdown = (page: Page) => page.locator(".ant-select-dropdown:visible");

/** Opens a searchable select, types to narrow its (virtual) list, and picks the option. */
async function pickOption(page: Page, field: ReturnType<Page["getByLabel"]>, text: string) {
  await field.click();
  await field.fill(text);
  await dropdown(page).locator(".ant-select-item-option").filter({ hasText: text }).first().click();
}

async function workbook(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("data");
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

test("personnel adds a staff member and imports staff: a dry run reports the bad row, a good file is applied", async ({
  page,
  request,
  baseURL,
}) => {
  const suffix = Date.now().toString(36).slice(-5).toUpperCase();
  await signIn(page, request, baseURL ?? "", "personnel");
  await page.goto("/zcps/baseUser");
  await expect(page.locator(".ant-table-row").first()).toBeVisible();

  await page.getByRole("button", { name: "新增教职工" }).click();
  const dialog = page.getByRole("dialog", { name: "新增教职工" });
  await dialog.getByLabel("工号", { exact: true }).fill(`E${suffix}`);
  await dialog.getByLabel("姓名", { exact: true }).fill("端到端");
  await pickOption(page, dialog.getByLabel("所在单位", { exact: true }), "法学院");
  await dialog.getByRole("button", { name: button("确定") }).click();
  await expect(page.getByText("创建成功")).toBeVisible();
  await page.getByLabel("姓名 / 工号 / 职称").fill(`E${suffix}`);
  await page.getByRole("button", { name: button("搜索") }).click();
  await expect(page.locator(".ant-table-row").first()).toContainText("端到端");

  await page.goto("/zcps/importData");
  const header = ["工号", "姓名", "所在单位", "现任职称"];
  const bad = await workbook([header, [`F${suffix}`, "好行", "cs", "讲师"], [`G${suffix}`, "", "火星学院", ""]]);
  await page
    .locator("input[type=file]")
    .setInputFiles({ name: "bad.xlsx", mimeType: "application/octet-stream", buffer: bad });
  await page.getByRole("button", { name: "检查（不写入）" }).click();
  await expect(page.getByText("共 2 行，发现 2 处错误，未导入任何数据")).toBeVisible();
  await expect(page.getByRole("cell", { name: "单位不存在（填写单位名称或编码）" })).toBeVisible();
  await expect(page.getByRole("button", { name: "确认导入" })).toBeDisabled();

  const good = await workbook([
    header,
    [`F${suffix}`, "好行", "cs", "讲师"],
    [`H${suffix}`, "另一行", "法学院", "副教授"],
  ]);
  await page
    .locator("input[type=file]")
    .setInputFiles({ name: "good.xlsx", mimeType: "application/octet-stream", buffer: good });
  await page.getByRole("button", { name: "检查（不写入）" }).click();
  await expect(page.getByText("共 2 行，全部通过检查，可以确认导入")).toBeVisible();
  await page.getByRole("button", { name: "确认导入" }).click();
  await expect(page.getByText("导入完成：共 2 行，新增 2，更新 0")).toBeVisible();
  await expect(page.locator(".ant-table-row").filter({ hasText: "good.xlsx" }).first()).toContainText("已导入");
});

test("personnel assigns a unit administrator and approves a talent", async ({ page, request, baseURL }) => {
  await signIn(page, request, baseURL ?? "", "personnel");
  await page.goto("/zcps/unitAdmin");
  const picker = page.getByLabel("外国语学院 单位管理员");
  await picker.click();
  await picker.fill("s20260051");
  await dropdown(page).locator(".ant-select-item-option").filter({ hasText: "s20260051" }).click();
  await expect(page.getByText("单位人员已保存")).toBeVisible();
  await expect(page.locator(".ant-table-row").filter({ hasText: "外国语学院" })).toContainText("s20260051");

  await page.goto("/zcps/talents");
  await page.getByRole("button", { name: button("新增") }).click();
  const dialog = page.getByRole("dialog", { name: "新增名单人员" });
  const staff = dialog.getByLabel("教职工", { exact: true });
  await staff.click();
  await staff.fill("20260077");
  await dropdown(page).locator(".ant-select-item-option").filter({ hasText: "20260077" }).click();
  await dialog.getByLabel("依据说明").fill("国家杰出青年科学基金");
  await dialog.getByRole("button", { name: button("确定") }).click();
  await expect(page.getByText("创建成功")).toBeVisible();
  const row = page.locator(".ant-table-row").filter({ hasText: "20260077" }).first();
  await expect(row).toContainText("待审核");
  await expect(row).toContainText("不占推荐名额");
  await row.getByRole("button", { name: button("通过") }).click();
  await page.getByRole("dialog").getByLabel("审核意见").fill("同意");
  await page
    .getByRole("dialog")
    .getByRole("button", { name: button("通过") })
    .click();
  await expect(page.getByText("审核完成")).toBeVisible();
  await expect(row).toContainText("已通过");
});

test("someone applies on /apply as an expert; the school administrator approves them into the external pool", async ({
  page,
  request,
  baseURL,
}) => {
  const suffix = Date.now().toString(36).slice(-6);
  await page.goto("/login");
  await page.getByRole("link", { name: "申请账号" }).click();
  await expect(page).toHaveURL(/\/apply$/);
  await page.getByLabel("姓名").fill("外审专家");
  await page.getByLabel("申请账号").fill(`exp_${suffix}`);
  await page.getByLabel("手机号").fill(`135${String(Date.now()).slice(-8)}`);
  await page.getByLabel("邮箱").fill(`exp.${suffix}@example.org`);
  await page.getByRole("button", { name: "提交申请" }).click();
  await expect(page.getByText("请输入工作单位")).toBeVisible();
  await page.getByLabel("工作单位").fill("示例理工大学");
  await page.getByRole("button", { name: "提交申请" }).click();
  await expect(page.getByText("申请已提交，审核结果将通过邮件通知")).toBeVisible();

  await signIn(page, request, baseURL ?? "", "school_admin");
  await page.goto("/zcps/userAudit");
  const row = page.locator(".ant-table-row").filter({ hasText: `exp_${suffix}` });
  await expect(row).toContainText("待审核");
  await row.getByRole("button", { name: button("通过") }).click();
  // an expert's approval asks for what the pool needs
  const dialog = page.getByRole("dialog").filter({ hasText: "通过专家“外审专家”的申请" });
  await expect(dialog).toContainText("示例理工大学");
  await dialog.getByRole("button", { name: button("通过") }).click();
  await expect(dialog.getByText("请至少选择一个学科")).toBeVisible();
  await dialog.getByLabel("职称", { exact: true }).fill("教授");
  await dialog.getByLabel("职称级别").click();
  await dropdown(page).getByTitle("正高级").click();
  await pickOption(page, dialog.getByLabel("评审学科"), "0812");
  await page.keyboard.press("Escape");
  await dialog.getByRole("button", { name: button("通过") }).click();
  await expect(page.getByText("已通过，账号已开通")).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByLabel("状态").click();
  await dropdown(page).locator(".ant-select-item-option").filter({ hasText: "已通过" }).click();
  await page.getByRole("button", { name: button("搜索") }).click();
  await expect(page.locator(".ant-table-row").filter({ hasText: `exp_${suffix}` })).toContainText("已通过");
  await page.goto("/zcps/outSideExpert");
  await page.getByPlaceholder(/姓名/).first().fill("外审专家");
  await page.getByRole("button", { name: button("搜索") }).click();
  await expect(page.locator(".ant-table-row").filter({ hasText: "示例理工大学" }).first()).toContainText("教授");
});

test("the staff list speaks English", async ({ page, request, baseURL }) => {
  await signIn(page, request, baseURL ?? "", "personnel", "en");
  await page.goto("/zcps/baseUser");
  await expect(page.getByRole("button", { name: "Add staff member" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Employee number" })).toBeVisible();
  await expect(page.locator(".ant-table-row").first()).toContainText("School of Computer Science");
});
