import { expect, type Page, test } from "@playwright/test";
import { button, signIn } from "./support";

/** Scheduled jobs at /baseManager/jobManager (AG-Admin jobManager, rebuilt without XXL-JOB). */

const JOBS_PATH = "/baseManager/jobManager";

/**
 * The list's row naming the job. History drawers also show rows naming it, but they are portalled to the end of
 * the page, so the list's row comes first.
 */
function rowOf(page: Page, name: string) {
  return page
    .locator(".ant-table-row")
    .filter({ has: page.getByRole("cell", { name, exact: true }) })
    .first();
}

test("an administrator adds, finds, switches, edits, runs and deletes a job (zh)", async ({
  page,
  request,
  baseURL,
}) => {
  const name = `e2e_job_${Date.now().toString(36)}`;
  await signIn(page, request, baseURL ?? "", "school_admin");
  await page.goto(JOBS_PATH);
  await expect(rowOf(page, "每日清理过期登录数据")).toContainText("30 3 * * *");
  await expect(rowOf(page, "每日备份数据库")).toContainText("0 2 * * *");

  // add: the handler brings its help and default parameters; the cron field previews from the server
  await page.getByRole("button", { name: button("添加") }).click();
  const dialog = page.getByRole("dialog", { name: "添加作业" });
  await dialog.getByLabel("作业名称", { exact: true }).fill(name);
  await dialog.getByLabel("处理程序", { exact: true }).click();
  await page.getByTitle("清理过期令牌和验证码 (purgeExpired)", { exact: true }).click();
  const help = dialog.getByTestId("handler-help");
  await expect(help).toContainText("会话过期或注销多少天后删除");
  await expect(help).toContainText("默认值: 7");
  await expect(dialog.getByLabel("参数（JSON）", { exact: true })).toHaveValue(/"days": 7/);

  const cron = dialog.getByLabel("Cron 表达式", { exact: true });
  await cron.fill("61 * * * *");
  await expect(dialog.getByText("Cron 表达式的“分”字段无效：取值 0-59，可用 * , - /")).toBeVisible();
  await cron.fill("*/30 * * * *");
  const preview = dialog.getByTestId("cron-preview");
  await expect(preview).toContainText("接下来 5 次执行（Asia/Shanghai）");
  await expect(preview.locator("li")).toHaveCount(5);
  await expect(preview.locator("li").first()).toHaveText(/^\d{4}-\d{2}-\d{2} 周. \d{2}:(00|30)$/);

  await dialog.getByLabel("参数（JSON）", { exact: true }).fill("{ days: 3 }");
  await dialog.getByRole("button", { name: button("确定") }).click();
  await expect(dialog.getByText('参数须为 JSON 对象，例如 {"days": 7}')).toBeVisible();
  await dialog.getByLabel("参数（JSON）", { exact: true }).fill('{ "days": 3 }');
  await dialog.getByLabel("描述", { exact: true }).fill("端到端测试作业");
  await dialog.getByRole("button", { name: button("确定") }).click();
  await expect(page.getByText("创建成功")).toBeVisible();
  await expect(dialog).toBeHidden();

  // find it
  await page.getByPlaceholder("作业名称").fill(name);
  await page.getByRole("button", { name: button("搜索") }).click();
  await expect(page.locator(".ant-table-row")).toHaveCount(1);
  const row = rowOf(page, name);
  await expect(row).toContainText("*/30 * * * *");
  await expect(row).toContainText("尚未执行");

  // switch it off and on
  const toggle = row.getByRole("switch");
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await expect(page.getByText("修改成功").first()).toBeVisible();
  await toggle.click();
  await expect(toggle).toBeChecked();

  // edit: the saved values come back, the new schedule is kept
  await row.getByRole("button", { name: button("编辑") }).click();
  const editDialog = page.getByRole("dialog", { name: "编辑作业" });
  await expect(editDialog.getByLabel("参数（JSON）", { exact: true })).toHaveValue(/"days": 3/);
  await expect(editDialog.getByTestId("cron-preview").locator("li")).toHaveCount(5);
  await editDialog.getByLabel("Cron 表达式", { exact: true }).fill("0 4 * * MON-FRI");
  await expect(editDialog.getByTestId("cron-preview").locator("li").first()).toHaveText(/ 04:00$/);
  await editDialog.getByRole("button", { name: button("确定") }).click();
  await expect(editDialog).toBeHidden();
  await expect(row).toContainText("0 4 * * MON-FRI");

  // run now: the run shows in the history drawer
  await row.getByRole("button", { name: "立即执行" }).click();
  await expect(page.getByText("作业已执行")).toBeVisible();
  const drawer = page.getByRole("dialog", { name: `执行记录：${name}` });
  await expect(drawer).toBeVisible();
  const run = drawer.locator(".ant-table-row").first();
  await expect(run).toContainText("手动");
  await expect(run).toContainText("成功");
  await expect(run).toContainText("sessions: ");
  await expect(drawer.locator(".ant-table-row")).toHaveCount(1);
  await drawer.getByRole("button", { name: "关闭" }).click();
  // the closing drawer still holds a row naming the job until it is gone
  await expect(drawer).toBeHidden();
  await expect(row).toContainText("成功");

  // delete after confirmation
  await row.getByRole("button", { name: button("删除") }).click();
  await page
    .locator(".ant-popconfirm")
    .getByRole("button", { name: button("确定") })
    .click();
  await expect(page.getByText("删除成功")).toBeVisible();
  await expect(
    page
      .locator(".ant-table-row")
      .filter({ visible: true })
      .filter({ has: page.getByRole("cell", { name, exact: true }) }),
  ).toHaveCount(0);
});

test("the page speaks English and refuses parameters the handler does not accept", async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? "", "school_admin", "en");
  await page.goto(JOBS_PATH);
  await expect(page.getByRole("columnheader", { name: "Job name" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Next run" })).toBeVisible();
  // the seeded jobs by their English names
  await expect(rowOf(page, "Back up the database daily")).toContainText("Back up the embedded database");
  await expect(rowOf(page, "Purge expired sign-in data daily")).toBeVisible();

  await page.getByRole("button", { name: "Add" }).click();
  const dialog = page.getByRole("dialog", { name: "Add job" });
  await dialog.getByLabel("Job name", { exact: true }).fill(`e2e_en_${Date.now().toString(36)}`);
  await dialog.getByLabel("Handler", { exact: true }).click();
  await page.getByTitle("Back up the embedded database (backupDatabase)", { exact: true }).click();
  await expect(dialog.getByTestId("handler-help")).toContainText("Number of backups to keep");
  await expect(dialog.getByTestId("handler-help")).toContainText("Range: 1–100");
  await dialog.getByLabel("Cron expression", { exact: true }).fill("0 0 30 2 *");
  await expect(dialog.getByText("This cron expression never fires (e.g. 30 February)")).toBeVisible();
  await dialog.getByLabel("Cron expression", { exact: true }).fill("@daily");
  await expect(dialog.getByTestId("cron-preview")).toContainText("Next 5 runs (Asia/Shanghai)");
  await dialog.getByLabel("Parameters (JSON)", { exact: true }).fill('{ "keep": 500 }');
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(page.getByText("keep must be a whole number from 1 to 100 (backups)")).toBeVisible();
  await dialog.getByLabel("Parameters (JSON)", { exact: true }).fill('{ "keep": 3, "days": 1 }');
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(page.getByText("The parameters contain a name the handler does not know")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: "All runs" }).click();
  const drawer = page.getByRole("dialog", { name: "All runs" });
  await expect(drawer.getByRole("columnheader", { name: "Output / error" })).toBeVisible();
});

test("a supervisor sees jobs and their history but cannot change or run them", async ({ page, request, baseURL }) => {
  await signIn(page, request, baseURL ?? "", "supervisor");
  await page.goto(JOBS_PATH);
  const row = rowOf(page, "每日清理过期登录数据");
  await expect(row).toBeVisible();
  await expect(page.getByRole("button", { name: button("添加") })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "立即执行" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: button("编辑") })).toHaveCount(0);
  await expect(page.getByRole("button", { name: button("删除") })).toHaveCount(0);
  await expect(row.getByRole("switch")).toBeDisabled();
  await row.getByRole("button", { name: "执行记录" }).click();
  await expect(page.getByRole("dialog", { name: "执行记录：每日清理过期登录数据" })).toBeVisible();
});
