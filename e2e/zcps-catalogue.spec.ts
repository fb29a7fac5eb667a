import { expect, type Locator, type Page, test } from "@playwright/test";
import { button, rowOf, signIn } from "./support";

/** The catalogue pages: titles of a batch, material directory, requirements, post restrictions and quotas. */

/** Picks an option of an antd select: opens it, types to narrow the list, clicks the option in the open dropdown. */
async function choose(page: Page, select: Locator, option: string, search?: string) {
  await select.click();
  if (search) await select.locator("input").fill(search);
  await page.locator(".ant-select-dropdown:visible").getByTitle(option, { exact: true }).first().click();
}

test.describe.configure({ mode: "serial" });

test("personnel adds a title to a batch, requires a material for it, builds and tests its requirement", async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? "", "personnel");

  // 1. the regular batch accepts the junior teaching assistant title
  await page.goto("/zcps/declareRequireTitle");
  // the catalogue behind the batches: titles per series and level
  await page.getByRole("tab", { name: "职称目录" }).click();
  await expect(rowOf(page, "PROFESSOR")).toContainText("正高级");
  await page.getByRole("tab", { name: "批次申报职称" }).click();
  await expect(rowOf(page, "教授")).toBeVisible();
  await page.getByRole("button", { name: "添加申报职称" }).click();
  const titleDialog = page.getByRole("dialog", { name: "添加申报职称" });
  await choose(page, titleDialog.getByLabel("职称", { exact: true }).locator(".."), "助教（初级）", "助教（");
  await choose(page, titleDialog.getByLabel("评价类型").locator(".."), "教学为主型");
  await titleDialog.getByRole("button", { name: button("确定") }).click();
  await expect(page.getByText("创建成功")).toBeVisible();
  const assistant = rowOf(page, "助教");
  await expect(assistant).toContainText("教学为主型");
  await expect(assistant).toContainText("正常申报");

  // 2. patents become required for it in the material directory
  await page.goto("/zcps/directory");
  const patents = rowOf(page, "专利");
  await expect(patents).toContainText("科研处");
  await patents.getByRole("button", { name: button("编辑") }).click();
  const dirDialog = page.getByRole("dialog", { name: "编辑材料目录" });
  await choose(page, dirDialog.getByLabel("是否必填").locator(".."), "指定职称必填");
  await choose(page, dirDialog.getByLabel("必填职称").locator(".."), "助教（所有类型）", "助教");
  await dirDialog.getByRole("button", { name: button("确定") }).click();
  await expect(page.getByText("修改成功")).toBeVisible();
  await expect(patents).toContainText("指定职称必填");
  await expect(patents).toContainText("助教");

  // 3. a requirement for it: papers, and at least one of two in an ANY_N group
  await page.goto("/zcps/declareRequire");
  await expect(page.locator(".ant-table-row").first()).toBeVisible();
  await page.getByRole("button", { name: "新增申报条件" }).click();
  const drawer = page.locator(".ant-drawer-content-wrapper").filter({ hasText: "新增申报条件" });
  await choose(page, drawer.getByLabel("职称", { exact: true }).locator(".."), "助教", "助教");
  const root = drawer.getByTestId("rule-group").first();
  await root.getByRole("button", { name: "+ 任选 N 项组" }).click();
  const anyN = root.getByTestId("rule-group").first();
  await anyN.getByRole("button", { name: "+ 条件" }).click();
  await expect(anyN.getByTestId("rule-leaf")).toHaveCount(2);
  // the second leaf of the group counts research projects instead of papers
  const second = anyN.getByTestId("rule-leaf").nth(1);
  await choose(page, second.getByLabel("材料类型").locator(".."), "科研项目", "科研项目");
  await expect(anyN.locator("> .rule-text")).toHaveText("满足以下条件中的至少 1 项");
  const whole = drawer.getByTestId("rule-whole-text");
  await expect(whole).toContainText("满足以下条件中的至少 1 项");
  await expect(whole).toContainText("科研项目");

  // 4. tested against a staff member before saving
  await drawer.getByRole("tab", { name: "按教职工测试" }).click();
  // the first staff member the search offers (the demo seeds 300)
  await drawer.getByLabel("选择教职工（姓名或工号）").locator("..").click();
  // an earlier select's dropdown may still be fading out: pick an option that names an employee number
  await page
    .locator(".ant-select-dropdown:visible .ant-select-item-option")
    .filter({ hasText: /（\d{4,}/ })
    .first()
    .click();
  await drawer.getByRole("button", { name: button("测试") }).click();
  await expect(drawer.locator(".ant-alert").filter({ hasText: /满足该申报条件/ })).toBeVisible();
  await expect(drawer.getByTestId("rule-result-root")).toBeVisible();

  await drawer.getByRole("button", { name: button("保存") }).click();
  await expect(page.getByText("创建成功")).toBeVisible();
  await expect(rowOf(page, "助教")).toContainText("v1");
});

test("personnel sets a post restriction and changes a quota", async ({ page, request, baseURL }) => {
  await signIn(page, request, baseURL ?? "", "personnel");
  await page.goto("/zcps/declarePost");
  const support = rowOf(page, "工勤岗");
  await expect(support).toContainText("不可申报任何系列");
  await support.getByRole("button", { name: button("编辑") }).click();
  const dialog = page.getByRole("dialog", { name: "编辑申报限制" });
  await choose(page, dialog.getByLabel("可申报系列").locator(".."), "工程技术");
  await dialog.getByRole("button", { name: button("确定") }).click();
  await expect(page.getByText("修改成功")).toBeVisible();
  await expect(support).toContainText("工程技术");

  await page.goto("/zcps/quota");
  const unitRow = page.locator(".ant-table-row").first();
  await expect(unitRow).toContainText("计算机科学与技术学院");
  await unitRow.getByRole("button", { name: /修改 .* 的分配名额/ }).click();
  const input = unitRow.getByLabel("分配名额");
  await input.fill("9");
  await unitRow.getByRole("button", { name: button("保存") }).click();
  await expect(page.getByText("修改成功")).toBeVisible();
  await expect(unitRow.getByRole("button", { name: /修改 .* 的分配名额/ })).toHaveText("9");
  await expect(page.getByText(/合计：分配 \d+/)).toBeVisible();
});

test("the quota page in English", async ({ page, request, baseURL }) => {
  await signIn(page, request, baseURL ?? "", "personnel", "en");
  await page.goto("/zcps/quota");
  await expect(page.getByRole("columnheader", { name: "Allocated" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Remaining" })).toBeVisible();
  await expect(page.locator(".ant-table-row").first()).toContainText("School of Computer Science");
  await expect(page.getByRole("button", { name: "Set for all units" })).toBeVisible();
  await expect(page.getByText(/Totals: allocated \d+/)).toBeVisible();
});
