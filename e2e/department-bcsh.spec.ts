import { expect, type Page, test } from "@playwright/test";
import { DEPARTMENT_PAGES } from "@zcps/contracts/zcps/department-review/material-pages";
import { PDF } from "./real-files";
import { accessToken, api, button, openWithAnswer, signIn } from "./support";

/**
 * The department pages beyond the per-type ones: the reviewer's supplementary review and its outcomes, the
 * supervision with a reminder, the count form under both groups, the declarant statistics, and the declarant's appeal
 * from their home. The demo seed left a supplementary round waiting, overdue items and refused items.
 */

const API = "/api/zcps-sh/depart";

interface QueueRow {
  itemId: string;
  declarantName: string;
  round: number;
}
interface Supervision {
  reviewers: { reviewerId: string; name: string; pending: number; overdue: number; remindedAt: string | null }[];
  overdue: { itemId: string; declarantName: string }[];
}
interface CountForm {
  rows: { departName: string; page: string }[];
  totals: { total: number; verified: number; pending: number };
}

/** the rows of the shown page's table (pages in other tabs stay mounted, hidden) */
const rows = (page: Page) => page.locator(".ant-table-row:visible");

test("the reviewer finds the supplementary round's item and verifies it; it shows among the outcomes", async ({
  page,
  request,
  baseURL,
}) => {
  const access = await signIn(page, request, baseURL ?? "", "dept_reviewer");
  const queue = await api<{ rows: QueueRow[]; total: number }>(request, access, `${API}/supplementary`);
  expect(queue.total, "a supplementary round waiting for the reviewer").toBeGreaterThan(0);
  const item = queue.rows[0] as QueueRow;

  await page.goto("/bcsh/AuditTasksOfDep");
  await expect(page.getByText(`共 ${queue.total} 条`)).toBeVisible();
  const row = rows(page).filter({ hasText: item.declarantName }).first();
  await expect(row.getByText(`第 ${item.round} 轮补充审核`)).toBeVisible();
  await row.getByRole("button", { name: item.declarantName }).click();
  const drawer = page.getByRole("dialog");
  await expect(drawer.getByText(item.declarantName).first()).toBeVisible();
  await drawer.getByText("认定", { exact: true }).click();
  await drawer.getByRole("button", { name: "提交核查结论" }).click();
  await expect(page.locator(".ant-message").getByText("已保存核查结论")).toBeVisible();
  await expect(rows(page)).toHaveCount(Math.min(queue.total - 1, 20));

  await page.goto("/bcsh/AuditTasksOfDepResult");
  const outcome = rows(page).filter({ hasText: item.declarantName }).first();
  await expect(outcome.getByText(`第 ${item.round} 轮补充审核`)).toBeVisible();
  await expect(outcome.getByText("认定", { exact: true })).toBeVisible();
  await expect(outcome.getByText("陈静")).toBeVisible();
});

test("the assigner supervises their department, sees overdue items and reminds a reviewer once", async ({
  page,
  request,
  baseURL,
}) => {
  const access = await signIn(page, request, baseURL ?? "", "dept_assigner");
  const view = await api<Supervision>(request, access, `${API}/supervision`);
  expect(view.overdue.length, "overdue items in the demo").toBeGreaterThan(0);
  const reviewer = view.reviewers.find((r) => r.pending > 0 && r.remindedAt === null);
  expect(reviewer, "a reviewer with waiting work").toBeDefined();

  await page.goto("/bcsh/SupervisionOfAudit");
  await expect(page.getByText("仅显示本部门。")).toBeVisible();
  await expect(page.getByTestId("supervision-departments").getByText("科研处")).toBeVisible();
  await expect(page.getByText(`逾期未审核的材料（${view.overdue.length}）`)).toBeVisible();
  const line = page
    .getByTestId("supervision-reviewers")
    .locator(".ant-table-row")
    .filter({ hasText: reviewer?.name ?? "" });
  await line.getByRole("button", { name: button("催办") }).click();
  await expect(page.locator(".ant-message").getByText("已发送催办消息")).toBeVisible();
  await line.getByRole("button", { name: button("催办") }).click();
  await expect(page.locator(".ant-message").getByText("一小时内已催办过该审核人，请稍后再催")).toBeVisible();
});

test("personnel pick one department on the supervision page and see its work alone", async ({
  page,
  request,
  baseURL,
}) => {
  const access = await signIn(page, request, baseURL ?? "", "personnel");
  const view = await api<{ departments: { departId: string; name: string }[] }>(request, access, `${API}/supervision`);
  expect(view.departments.length, "the work of more than one department").toBeGreaterThan(1);
  const [one, other] = view.departments as [{ name: string }, { name: string }];

  await page.goto("/bcsh/SupervisionOfAudit");
  const departments = page.getByTestId("supervision-departments");
  await expect(page.getByText("显示全部职能部门。")).toBeVisible();
  await expect(departments.locator(".ant-table-row")).toHaveCount(view.departments.length);
  await departments.getByLabel("全部职能部门").click();
  await page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden)").getByTitle(one.name).click();
  await expect(page.getByText(`仅显示${one.name}。`)).toBeVisible();
  await expect(departments.locator(".ant-table-row")).toHaveCount(1);
  await expect(departments.locator(".ant-table-row")).toContainText(one.name);
  await expect(page.getByTestId("supervision-reviewers")).not.toContainText(other.name);
});

test("the assigner reads both histories of their department through one filter by material page", async ({
  page,
  request,
  baseURL,
}) => {
  const access = await signIn(page, request, baseURL ?? "", "dept_assigner");
  for (const [path, route, column] of [
    ["/bbccksh/AuditMainFpBak", "assignLog", "新审核人"],
    ["/bbccksh/AuditMainShBak", "verdictLog", "核查结论"],
  ] as const) {
    const all = await api<{ rows: { materialType: string }[]; total: number }>(request, access, `${API}/${route}`);
    expect(all.total, `${route}: the demo's history`).toBeGreaterThan(0);
    const material = DEPARTMENT_PAGES.find((p) => p.materialTypes.some((m) => m === all.rows[0]?.materialType));
    const some = await api<{ total: number }>(request, access, `${API}/${route}?type=${material?.code}`);

    await page.goto(path);
    await expect(page.getByRole("columnheader", { name: column })).toBeVisible();
    await expect(page.getByText(`共 ${all.total} 条`)).toBeVisible();
    // the choices are many: typing narrows them (a long list draws only those in view)
    await page.getByLabel("材料类别").fill(material?.zh ?? "");
    await page
      .locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden)")
      .getByTitle(material?.zh ?? "", { exact: true })
      .click();
    await expect(page.getByText(`共 ${some.total} 条`)).toBeVisible();
  }
});

test("personnel read the count form under both groups with its totals, and the declarant statistics", async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? "", "personnel");
  for (const path of ["/bcsh/AuditCountForm", "/bbccksh/AuditCountForm"]) {
    const form = await openWithAnswer<CountForm>(page, path, `${API}/countForm`);
    expect(form.rows.length).toBeGreaterThan(1);
    const table = page.getByTestId("count-form");
    await expect(table.getByRole("heading", { name: "审核统计表" })).toBeVisible();
    const totals = table.locator(".ant-table-summary tr");
    await expect(totals.getByText("合计")).toBeVisible();
    await expect(totals.locator("td").nth(1)).toHaveText(String(form.totals.total));
  }
  const download = page.waitForEvent("download");
  await page.getByTestId("count-form").getByRole("button", { name: "导出 Excel" }).click();
  expect((await download).suggestedFilename()).toMatch(/^审核统计表-\d{8}\.xlsx$/);

  const count = await openWithAnswer<{ total: number }>(page, "/bcsh/BCUserDeclareCountNew", `${API}/declarantCount`);
  await expect(page.getByText("核查中的申报人")).toBeVisible();
  await expect(page.getByTestId("declarant-count").getByText(String(count.total), { exact: true })).toBeVisible();
  await expect(page.getByText("按职能部门（材料核查结论）")).toBeVisible();
  await expect(page.locator("canvas").first()).toBeVisible();
});

test("the declarant appeals an item that was not recognised from their home, with evidence", async ({
  page,
  request,
  baseURL,
}) => {
  // the reviewer refuses an item of theirs; its declarant (a demo staff account) appeals it
  const reviewer = await accessToken(request, "dept_reviewer");
  const counts = await api<{ code: string; total: number; decided: number }[]>(
    request,
    reviewer,
    `${API}/getAllBranchCount`,
  );
  let item: (QueueRow & { employeeNo: string; version: number; assignedToMe: boolean }) | undefined;
  for (const c of counts.filter((x) => x.total > x.decided)) {
    const queue = await api<{ rows: NonNullable<typeof item>[] }>(request, reviewer, `${API}/getCheckContOfCheckUser`, {
      params: { type: c.code },
    });
    item = queue.rows.find((r) => r.assignedToMe);
    if (item) break;
  }
  expect(item, "an item waiting for the reviewer").toBeDefined();
  const reason = "与科研系统记录不符（浏览器测试）";
  await api(request, reviewer, `${API}/verdict`, {
    method: "POST",
    data: { itemId: item?.itemId, version: item?.version, verdict: "NOT_RECOGNIZED", reason },
  });

  await signIn(page, request, baseURL ?? "", `s${item?.employeeNo}`);
  await page.goto("/zcps/userCenter");
  const section = page.getByTestId("verdict-appeals");
  await expect(section.getByText("未认定的材料")).toBeVisible();
  const line = section.locator(".ant-table-row").filter({ hasText: reason });
  await expect(line.getByText("不予认定")).toBeVisible();
  await line.getByRole("button", { name: button("申诉") }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "提交申诉" }).click();
  await expect(dialog.getByText("请填写申诉理由")).toBeVisible();
  await dialog.getByRole("textbox", { name: "申诉理由" }).fill("该成果已在业务系统补录");
  await dialog.locator("input[type=file]").setInputFiles({
    name: "证明.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });
  await expect(dialog.getByText("证明.pdf")).toBeVisible();
  await dialog.getByRole("button", { name: "提交申诉" }).click();
  await expect(page.locator(".ant-message").getByText("已提交申诉")).toBeVisible();
  await expect(line.getByText("申诉中")).toBeVisible();
  await expect(line.getByRole("button", { name: button("申诉") })).toHaveCount(0);

  // the office that decided opens the appeal and its evidence file
  await page.context().clearCookies();
  await signIn(page, request, baseURL ?? "", "dept_assigner");
  await page.goto("/bbccksh/DepartCheckAppeal");
  await rows(page).filter({ hasText: reason }).first().getByRole("button", { name: item?.declarantName }).click();
  const detail = page.getByRole("dialog");
  await expect(detail.getByText("该成果已在业务系统补录")).toBeVisible();
  const evidence = page.waitForEvent("download");
  await detail.getByRole("button", { name: "文件 1" }).click();
  expect((await evidence).suggestedFilename()).toBe("证明.pdf");
});
