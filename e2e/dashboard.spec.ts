import { expect, test } from "@playwright/test";
import { signIn } from "./support";

/** The home page by role: each sees their own work, nobody an administrator's empty charts. */

test("a declarant sees their declaration and its next step, and no charts", async ({ page, request, baseURL }) => {
  await signIn(page, request, baseURL ?? "", "declarant");
  await page.goto("/dashboard");
  const mine = page.getByTestId("my-declaration").first();
  await expect(mine).toContainText("副教授");
  await expect(mine).toContainText(/草稿|单位审核|已退回/);
  await expect(page.getByTestId("todo-myDeclaration")).toBeVisible();
  await expect(page.getByText("各部门用户数")).toHaveCount(0);
  await expect(page.getByText("暂无数据")).toHaveCount(0);
  await mine.click();
  await expect(page).toHaveURL(/\/zcps\/userCenter\?declaration=/);
});

test("a unit administrator sees the unit's declarations by stage and its quota, in zh and en", async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? "", "unit_admin");
  await page.goto("/dashboard");
  await expect(page.getByTestId("unit-states")).toContainText("单位审核");
  await expect(page.getByTestId("unit-quota")).toContainText("副高级");
  await page.getByTestId("todo-unitReview").click();
  await expect(page).toHaveURL(/\/UnitAuditMan\/ReporterSummary\/1$/);

  await signIn(page, request, baseURL ?? "", "unit_admin", "en");
  await page.goto("/dashboard");
  await expect(page.getByTestId("unit-states")).toContainText("Unit review");
  await expect(page.getByTestId("unit-quota")).toContainText("Left");
  await expect(page.getByTestId("todo-unitReview")).toContainText("Declarations awaiting the unit's review");
});

test("personnel see the batch's pipeline by stage, and no user charts", async ({ page, request, baseURL }) => {
  await signIn(page, request, baseURL ?? "", "personnel");
  await page.goto("/dashboard");
  const pipeline = page.getByTestId("pipeline-states");
  await expect(pipeline).toContainText("单位审核");
  await expect(pipeline).toContainText("职能部门审核");
  await expect(page.getByText(/评审进度（常规批，共 \d+ 人）/)).toBeVisible();
  await expect(page.getByText("每日登录次数")).toHaveCount(0);
});

test("the user administrator's charts are drawn as they come near the screen, not with a phone's first screen", async ({
  page,
  request,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const chartScripts: string[] = [];
  page.on("request", (r) => {
    if (/\/assets\/echarts-/.test(r.url())) chartScripts.push(r.url());
  });
  await signIn(page, request, baseURL ?? "", "admin");
  await page.goto("/dashboard");
  const charts = page.locator(".dashboard-charts");
  await expect(charts).toContainText("各部门用户数");
  await expect(charts).toContainText("每日登录次数");
  // the first screen is drawn without the charts' library
  await page.waitForLoadState("networkidle");
  expect(chartScripts).toEqual([]);
  await expect(charts.locator("canvas")).toHaveCount(0);
  await charts.scrollIntoViewIfNeeded();
  await expect(charts.locator("canvas")).toHaveCount(2);
  expect(chartScripts).toHaveLength(1);
});

test("the user administrator's charts name the units in the console's language, and their figures read as a table", async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? "", "admin", "en");
  await page.goto("/dashboard");
  const byUnit = page.getByRole("table", { name: "Users by department" });
  await expect(byUnit.getByRole("rowheader", { name: "School of Marxism" })).toHaveCount(1);
  await expect(byUnit.getByRole("rowheader")).not.toHaveCount(0);
  // every unit's name is its English one: no Chinese left in the chart's labels
  for (const name of await byUnit.getByRole("rowheader").allTextContents()) expect(name).not.toMatch(/[\u4e00-\u9fff]/);
  await expect(page.getByRole("table", { name: "Sign-ins per day" }).getByRole("row")).toHaveCount(14);
});
