import { expect, type Page, test } from "@playwright/test";
import ExcelJS from "exceljs";
import { button, CJK, rowOf, signIn } from "./support";

/** The expert pools: personnel add an external expert, import with a row error, blacklist one, add a conflict. */

const dropdown = (page: Page) => page.locator(".ant-select-dropdown:visible");

async function workbook(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("data");
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A mobile number of its own for each run, so the walk can run again on the same database. */
const mobile = (n: number) => `1366${String((Date.now() + n) % 10_000_000).padStart(7, "0")}`;

test("personnel add an external expert, import with a row error, blacklist the expert and record a conflict", async ({
  page,
  request,
  baseURL,
}) => {
  const name = `端到端${Date.now().toString(36).slice(-3)}`;
  await signIn(page, request, baseURL ?? "", "personnel");
  await page.goto("/zcps/outSideExpert");
  await expect(page.locator(".ant-table-row").first()).toBeVisible();

  // add
  await page.getByRole("button", { name: "新增专家" }).click();
  const dialog = page.getByRole("dialog", { name: "新增专家" });
  await dialog.getByLabel("姓名", { exact: true }).fill(name);
  await dialog.getByLabel("工作单位", { exact: true }).fill("华东师范大学");
  await dialog.getByLabel("职称", { exact: true }).fill("教授");
  const disciplines = dialog.getByLabel("学科", { exact: true });
  await disciplines.click();
  await disciplines.fill("0812");
  await dropdown(page).locator(".ant-select-item-option").filter({ hasText: "计算机科学与技术" }).first().click();
  await disciplines.fill("081203");
  await disciplines.press("Enter");
  await dialog.getByLabel("手机号", { exact: true }).fill(mobile(1));
  await dialog.getByLabel("邮箱", { exact: true }).fill(`e2e${Date.now()}@example.org`);
  await dialog.getByRole("button", { name: button("确定") }).click();
  await expect(page.getByText("创建成功")).toBeVisible();
  await page.getByLabel("姓名 / 单位 / 关键词").fill(name);
  await page.getByRole("button", { name: button("搜索") }).click();
  const row = rowOf(page, name);
  await expect(row).toContainText("081203 计算机科学与技术");
  await expect(row).toContainText("待审核入库");

  // import: a dry run names the bad row and writes nothing
  await page.getByRole("button", { name: button("导入") }).click();
  const importer = page.getByRole("dialog", { name: "导入专家" });
  const header = ["姓名", "工作单位", "职称", "职称级别", "学科代码", "手机号", "邮箱"];
  const sheet = await workbook([
    header,
    ["好行", "同济大学", "教授", "正高级", "0814", mobile(2), `g${Date.now()}@example.org`],
    ["坏行", "同济大学", "教授", "正高级", "0814", "12345", `b${Date.now()}@example.org`],
  ]);
  await importer
    .locator("input[type=file]")
    .setInputFiles({ name: "experts.xlsx", mimeType: "application/octet-stream", buffer: sheet });
  await importer.getByRole("button", { name: "检查（不写入）" }).click();
  await expect(importer.getByText("共 2 行，发现 1 处错误，未导入任何数据")).toBeVisible();
  await expect(importer.getByRole("cell", { name: "手机号输入不合法" })).toBeVisible();
  await expect(importer.getByRole("button", { name: "确认导入" })).toBeDisabled();
  await importer
    .locator(".ant-modal-footer")
    .getByRole("button", { name: button("关闭") })
    .click();

  // blacklist with a reason
  await row.getByRole("button", { name: button("拉黑") }).click();
  const confirm = page.locator(".ant-modal-confirm").filter({ hasText: `将“${name}”列入黑名单` });
  await confirm.getByLabel("原因").fill("评审中泄露评审信息");
  await confirm.getByRole("button", { name: button("拉黑") }).click();
  await expect(page.getByText("已列入黑名单")).toBeVisible();
  await expect(row).toContainText("黑名单");
  await expect(row.getByRole("button", { name: "移出黑名单" })).toBeVisible();

  // a conflict with the demo declarant
  await row.getByRole("button", { name: "回避（0）" }).click();
  const drawer = page.locator(".ant-drawer").filter({ hasText: `“${name}”的回避关系` });
  await expect(drawer.getByText("暂无回避关系")).toBeVisible();
  const target = drawer.getByLabel("回避对象", { exact: true });
  await target.click();
  await target.fill("李明");
  await dropdown(page).locator(".ant-select-item-option").filter({ hasText: "李明" }).first().click();
  await drawer.getByLabel("原因").fill("博士阶段导师");
  await drawer.getByRole("button", { name: "添加回避关系" }).click();
  await expect(page.getByText("回避关系已添加")).toBeVisible();
  const recorded = drawer.locator(".ant-table-row").filter({ hasText: "博士阶段导师" });
  await expect(recorded).toContainText("李明");
  await expect(recorded).toContainText("人事处登记");
});

test("the internal pool reads in English", async ({ page, request, baseURL }) => {
  await signIn(page, request, baseURL ?? "", "personnel", "en");
  await page.goto("/zcps/inSideExpert");
  await expect(page.locator(".ant-table-row").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Add expert" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Import" })).toBeVisible();
  const head = page.locator(".ant-table-thead");
  await expect(head).toContainText("Disciplines");
  await expect(head).toContainText("Load cap per round");
  expect(await head.innerText()).not.toMatch(CJK);
  // disciplines read in English, the unit too
  await expect(page.locator(".ant-table-row").first()).not.toContainText("学院");
  const wu = rowOf(page, "吴刚");
  await page.getByLabel("Name / employee no. / keyword").fill("吴刚");
  await page.getByRole("button", { name: button("Search") }).click();
  await expect(wu).toContainText("School of Mechanical Engineering");
  await expect(wu).toContainText("Mechanical Engineering");
  await expect(wu).toContainText("Available");
  await wu.getByRole("button", { name: /^Conflicts/ }).click();
  await expect(page.locator(".ant-drawer").getByRole("button", { name: "Add a conflict" })).toBeVisible();
});

test("both pools at 1440 px (screenshots kept with the test's output)", async ({ page, request, baseURL }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, request, baseURL ?? "", "peer_admin");
  for (const pool of ["outSideExpert", "inSideExpert"]) {
    await page.goto(`/zcps/${pool}`);
    await expect(page.locator(".ant-table-row").first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`${pool}-1440.png`) });
  }
});
