import { expect, test } from "@playwright/test";
import { button, confirmPopover, rowOf, signIn } from "./support";

/** The title-evaluation configuration pages: batches and holidays, settings, field help, review-table layouts. */

test("personnel creates a batch, sets its window and pipeline, and publishes it", async ({
  page,
  request,
  baseURL,
}) => {
  const name = `端到端批${Date.now().toString(36).slice(-4)}`;
  const access = await signIn(page, request, baseURL ?? "", "personnel");
  await page.goto("/zcps/projectTime");
  await expect(rowOf(page, "常规批")).toContainText("已发布");
  await expect(rowOf(page, "绿色通道批")).toContainText("草稿");

  await page.getByRole("button", { name: "新增批次" }).click();
  const drawer = page.getByRole("dialog").filter({ hasText: "新增批次" });
  await drawer.getByLabel("批次名称", { exact: true }).fill(name);
  // the declaration window: type both ends into the range picker
  const windowPicker = drawer.locator(".ant-form-item").filter({ hasText: "申报时间" });
  await windowPicker.locator("input").first().click();
  await windowPicker.locator("input").first().fill("2026-12-01");
  await windowPicker.locator("input").nth(1).fill("2026-12-20");
  await windowPicker.locator("input").nth(1).press("Enter");
  const cutoff = drawer.locator(".ant-form-item").filter({ hasText: "任职年限截止日期" }).locator("input");
  await cutoff.fill("2026-12-31");
  await cutoff.press("Enter");
  // the pipeline: unit publicity off, peer review moved up before the formal audit
  await drawer.getByRole("switch", { name: "启用环节 单位公示" }).click();
  await drawer.getByRole("button", { name: "上移 同行评议" }).click();
  await drawer.getByRole("button", { name: "上移 同行评议" }).click();
  await drawer.getByRole("button", { name: button("保存") }).click();
  await expect(page.getByText("创建成功")).toBeVisible();
  const row = rowOf(page, name);
  await expect(row).toContainText("草稿");
  await expect(row).toContainText("2026-12-01 ~ 2026-12-20");
  await expect(row).toContainText("9/10");

  // publishing needs a declarable title: the refusal says so
  await row.getByRole("button", { name: button("发布") }).click();
  await confirmPopover(page, "发布批次");
  await expect(page.getByText("发布前请至少设置一个可申报职称")).toBeVisible();

  // the titles page belongs to the catalogue: add one there through its API
  const auth = { Authorization: `Bearer ${access}` };
  const context = await (await request.get("/api/zcps-sh/catalogue/context", { headers: auth })).json();
  const batch = context.data.batches.find((b: { name: string }) => b.name === name);
  const title = context.data.titles[0];
  const added = await request.post("/api/zcps-sh/declareRequireTitle", {
    headers: auth,
    data: { projectTimeId: batch.id, titleId: title.id, methods: ["NORMAL"] },
  });
  expect(added.status()).toBe(200);

  await page.reload();
  await rowOf(page, name)
    .getByRole("button", { name: button("发布") })
    .click();
  await confirmPopover(page, "发布批次");
  await expect(page.getByText("批次已发布")).toBeVisible();
  await expect(rowOf(page, name)).toContainText("已发布");

  // a published batch's pipeline is locked in the form
  await rowOf(page, name)
    .getByRole("button", { name: button("编辑") })
    .click();
  const editDrawer = page.getByRole("dialog").filter({ hasText: "编辑批次" });
  await expect(editDrawer.getByText("批次已发布，评审流程不能再修改")).toBeVisible();
  await expect(editDrawer.getByRole("switch", { name: "启用环节 单位审核" })).toBeDisabled();
});

test("a new project appears in the top bar's list and leaves it when deleted", async ({ page, request, baseURL }) => {
  const name = `端到端项目${Date.now().toString(36).slice(-4)}`;
  await signIn(page, request, baseURL ?? "", "school_admin");
  await page.goto("/zcps/projectTime");
  await page.getByRole("button", { name: "新增项目" }).click();
  const dialog = page.getByRole("dialog", { name: "新增评审项目" });
  await dialog.getByLabel("项目名称", { exact: true }).fill(name);
  // an older year: a newer enabled project would become every other browser test's current project meanwhile
  await dialog.getByLabel("年度", { exact: true }).fill("2019");
  await dialog.getByRole("button", { name: button("确定") }).click();
  await expect(page.getByText("创建成功")).toBeVisible();
  await page.getByTestId("project-select").click();
  await expect(page.getByRole("menuitem", { name })).toBeVisible();
  await page.keyboard.press("Escape");

  const row = page.locator(".zcfg-projects .ant-table-row").filter({ hasText: name });
  await row.getByRole("button", { name: button("删除") }).click();
  await confirmPopover(page, "删除项目");
  await expect(page.getByText("删除成功")).toBeVisible();
  await page.getByTestId("project-select").click();
  await expect(page.getByRole("menuitem", { name: "2026 年度专业技术职务评审" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name })).toHaveCount(0);
});

test("a holiday moves the working-day calculator's answer", async ({ page, request, baseURL }) => {
  await signIn(page, request, baseURL ?? "", "personnel");
  await page.goto("/zcps/projectTime");
  await page.getByRole("tab", { name: "节假日与工作日" }).click();
  const start = page.getByLabel("开始日期");
  await start.fill("2026-09-30");
  await start.press("Enter");
  await page.getByLabel("工作日数").fill("5");
  const result = page.getByTestId("working-day-result");
  // 09-30 counts; National Day 10-01..07 off; 10-08, 10-09, 10-10 (调休 Saturday), 10-12
  await expect(result).toHaveText("截止日期：2026-10-12（星期一）");

  // the calendar shows October with the holidays; mark 10-09 as the school's anniversary
  await expect(page.locator('[data-day="2026-10-01"]')).toHaveAttribute("data-working", "0");
  await page.locator('[data-day="2026-10-09"]').click();
  const dialog = page.getByRole("dialog", { name: "2026-10-09 节假日设置" });
  await dialog.getByLabel("名称", { exact: true }).fill("校庆");
  await dialog.getByRole("button", { name: button("保存") }).click();
  await expect(page.getByText("节假日已保存")).toBeVisible();
  await expect(page.locator('[data-day="2026-10-09"]')).toHaveAttribute("data-working", "0");
  await expect(result).toHaveText("截止日期：2026-10-13（星期二）");

  // and remove it again
  await page.locator('[data-day="2026-10-09"]').click();
  await page.getByRole("button", { name: "删除该日设置" }).click();
  await confirmPopover(page, "删除后该日按周一至周五的常规安排计算");
  await expect(result).toHaveText("截止日期：2026-10-12（星期一）");
});

test("a changed setting is stored and can be reset", async ({ page, request, baseURL }) => {
  const access = await signIn(page, request, baseURL ?? "", "personnel");
  await page.goto("/zcps/sysConfig");
  const field = page.getByLabel("专家评审上限", { exact: false });
  await expect(field).toHaveValue("10");
  await field.fill("12");
  await page.getByRole("button", { name: button("保存") }).click();
  await expect(page.getByText("系统参数已保存")).toBeVisible();
  const stored = await (
    await request.get("/api/zcps-sh/sysConfig", { headers: { Authorization: `Bearer ${access}` } })
  ).json();
  expect(stored.data.find((s: { key: string }) => s.key === "expertLoadCap")).toMatchObject({
    value: 12,
    overridden: true,
  });

  // an out-of-range value is refused by the form
  await page.getByLabel("默认公示工作日数", { exact: false }).fill("3");
  // the save button's name carries its loading icon while the previous save's answer is refetched
  await page.getByRole("button", { name: /保\s*存/ }).click();
  await expect(page.getByText("数值超出允许范围")).toBeVisible();
  await page.getByRole("button", { name: "撤销修改" }).click();

  // this setting's own reset (another test may have changed another setting meanwhile)
  await page.locator(".ant-form-item").filter({ has: field }).getByRole("button", { name: "恢复默认" }).click();
  await confirmPopover(page, "恢复为默认值吗？");
  await expect(page.getByText("已恢复默认值")).toBeVisible();
  await expect(field).toHaveValue("10");
});

test("school admin adds a field help text and edits a review-table layout", async ({ page, request, baseURL }) => {
  await signIn(page, request, baseURL ?? "", "school_admin");
  await page.goto("/zcps/fieldHelp");
  await page.getByRole("button", { name: "新增帮助" }).click();
  const dialog = page.getByRole("dialog", { name: "新增字段帮助" });
  // the field list opens once the type is chosen; a pick lost to the dropdown's animation under load is made again
  await expect(async () => {
    await dialog.getByLabel("材料类型").fill("学术论文");
    await page
      .locator(".ant-select-dropdown:visible .ant-select-item-option")
      .filter({ hasText: "学术论文" })
      .click({ timeout: 3000 });
    await expect(dialog.getByLabel("字段", { exact: true })).toBeEnabled({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  // the list is virtual: searched, so the option is drawn whatever the list's scroll
  await dialog.getByLabel("字段", { exact: true }).fill("ISSN");
  await page.locator(".ant-select-dropdown:visible .ant-select-item-option").filter({ hasText: "ISSN" }).click();
  await dialog.getByLabel("帮助文字", { exact: true }).fill("填写期刊的 ISSN 号，如 1000-0000");
  await dialog.getByRole("button", { name: button("确定") }).click();
  await expect(page.getByText("创建成功")).toBeVisible();
  await expect(page.locator(".ant-table-row").first()).toContainText("填写期刊的 ISSN 号");

  await page.goto("/zcps/tableSetting");
  const row = page.locator(".ant-table-row").filter({ hasText: "高校教师正高级专业技术职务评审表" });
  await row.getByRole("button", { name: button("编辑") }).click();
  const drawer = page.getByRole("dialog").filter({ hasText: "编辑评审表设置" });
  const preview = drawer.getByTestId("a3-preview");
  await expect(preview.locator('[data-section="teaching"]')).toBeVisible();
  await drawer.getByRole("switch", { name: "打印 教学工作" }).click();
  await expect(preview.locator('[data-section="teaching"]')).toHaveCount(0);
  await drawer.getByLabel("评审表标题").fill("教授评审表");
  await expect(preview).toContainText("教授评审表");
  await drawer.getByRole("button", { name: button("保存") }).click();
  await expect(page.getByText("修改成功")).toBeVisible();
  await expect(page.locator(".ant-table-row").filter({ hasText: "教授评审表" })).toContainText("10/11");
});

test("the batches page in English", async ({ page, request, baseURL }) => {
  await signIn(page, request, baseURL ?? "", "personnel", "en");
  await page.goto("/zcps/projectTime");
  await expect(page.getByRole("tab", { name: "Projects and batches", exact: true })).toBeVisible();
  await expect(rowOf(page, "Regular batch")).toContainText("Published");
  await page.getByRole("tab", { name: "Holidays and working days" }).click();
  await expect(page.getByText("Working-day calculator")).toBeVisible();
});
