import { expect, type Page, test } from "@playwright/test";
import { PDF } from "./real-files";
import { accessToken, api, button, CJK, signIn } from "./support";

/**
 * The school's review of special-track applications (/ApplicationReview): personnel allocate, a reviewer decides
 * with the evidence in view, the statistics count and export, and a declarant files from their home. The demo seed
 * left applications in every status on every track, some allocated to the demo reviewer 何静 and to personnel.
 */

const API = "/api/zcps-sh/application";

interface Row {
  id: string;
  applicantName: string;
  employeeNo: string;
  track: string;
  status: string;
  version: number;
  evidenceCount: number;
}
interface Page_<T> {
  rows: T[];
  total: number;
}

const rows = (page: Page) => page.locator(".ant-table-row:visible");
const dropdown = (page: Page) => page.locator(".ant-select-dropdown:visible");
const message = (page: Page, text: string) => page.locator(".ant-message").getByText(text);

/** Opens a select and picks the option whose label starts with the text (a closing list may still show). */
async function choose(page: Page, field: ReturnType<Page["getByRole"]>, option: string) {
  await field.click();
  await dropdown(page)
    .locator(".ant-select-item-option")
    .filter({ hasText: new RegExp(`^${option}`) })
    .first()
    .click();
}

test("AuditAssignment: personnel allocate a waiting application by hand, the rest evenly, and enter one for a staff member", async ({
  page,
  request,
  baseURL,
}) => {
  const access = await signIn(page, request, baseURL ?? "", "personnel");
  // exceptional promotion only: another browser test may open a talents entry for review meanwhile
  const waiting = await api<Page_<Row>>(request, access, `${API}/list`, {
    params: { status: "SUBMITTED", track: "exceptional", limit: "100" },
  });
  expect(waiting.total, "exceptional-promotion applications waiting for a reviewer in the demo").toBeGreaterThan(1);

  await page.goto("/ApplicationReview/AuditAssignment");
  const progress = page.getByTestId("allocation-progress");
  await expect(progress.getByText("分配进度")).toBeVisible();
  await expect(progress.locator(".ant-statistic").filter({ hasText: "待分配" })).toContainText(/\d+/);
  await expect(progress.getByText(/^何静：在审 \d+，已审 \d+$/)).toBeVisible();

  // the waiting ones only; the first with evidence goes to 何静 by hand
  await choose(page, page.getByRole("combobox", { name: "申请类别" }), "破格申报");
  await choose(page, page.getByRole("combobox", { name: "状态" }), "待分配");
  await expect(page.getByText(`共 ${waiting.total} 条`)).toBeVisible();
  const first = waiting.rows.find((r) => r.evidenceCount > 0) as Row;
  const line = rows(page).filter({ hasText: first.employeeNo });
  await line.getByRole("checkbox").check();
  await choose(page, page.getByRole("combobox", { name: "审核人", exact: true }), "何静");
  await page.getByRole("button", { name: "分配选中（1）" }).click();
  await expect(message(page, "已分配 1 份申请")).toBeVisible();
  await expect(page.getByText(`共 ${waiting.total - 1} 条`)).toBeVisible();
  // the next message may read the same when two were waiting
  await expect(message(page, "已分配 1 份申请")).toHaveCount(0);

  // the rest of the track, evenly over both reviewers
  await page.getByRole("button", { name: "一键平均分配" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("将所选批次、所选申请类别中所有待分配的申请平均分配给选中的审核人")).toBeVisible();
  await dialog.getByRole("button", { name: button("分配") }).click();
  await expect(message(page, `已分配 ${waiting.total - 1} 份申请`)).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
  const left = await api<Page_<Row>>(request, access, `${API}/list`, {
    params: { status: "SUBMITTED", track: "exceptional" },
  });
  expect(left.total, "exceptional-promotion applications still waiting").toBe(0);

  // the application moved by hand shows its history
  await choose(page, page.getByRole("combobox", { name: "状态" }), "审核中");
  await page.getByRole("textbox", { name: "姓名或工号" }).fill(first.employeeNo);
  await page.getByRole("button", { name: button("搜索") }).click();
  await rows(page).first().getByRole("button", { name: first.applicantName }).click();
  const drawer = page.getByTestId("application-drawer");
  await expect(drawer.getByText("赵敏 分配给 何静")).toBeVisible();
  await expect(drawer.getByTestId("attachment-link").first()).toBeVisible();
  await expect(page.getByTestId("application-decision")).toHaveCount(0);
  await page.keyboard.press("Escape");

  // personnel enter an application on a staff member's behalf
  await page.getByRole("button", { name: "代为登记" }).click();
  const enter = page.getByRole("dialog", { name: "代为登记申请" });
  await enter.getByRole("button", { name: button("提交") }).click();
  await expect(enter.getByText("请选择申请人")).toBeVisible();
  await expect(enter.getByText("请填写申请理由")).toBeVisible();
  const staff = enter.getByRole("combobox", { name: "申请人" });
  await staff.click();
  await staff.fill("2026010");
  await dropdown(page).locator(".ant-select-item-option").first().click();
  await choose(page, enter.getByRole("combobox", { name: "申请类别" }), "抗疫一线人员");
  await choose(page, enter.getByRole("combobox", { name: "级别" }), "省级");
  await enter.getByRole("textbox", { name: "申请理由" }).fill("2022 年援鄂医疗队队员");
  await enter.getByRole("button", { name: button("提交") }).click();
  await expect(message(page, "已代为登记申请")).toBeVisible();
  // the filter bar's, not the closed dialog's
  await choose(page, page.getByRole("combobox", { name: "申请类别" }).first(), "抗疫一线人员");
  await choose(page, page.getByRole("combobox", { name: "状态" }), "待分配");
  await page.getByRole("textbox", { name: "姓名或工号" }).clear();
  await page.getByRole("button", { name: button("搜索") }).click();
  await expect(rows(page).filter({ hasText: "2022 年援鄂医疗队队员" })).toHaveCount(1);
});

test("MaterialsReview: the reviewer previews the evidence, is refused a rejection without reason, rejects and approves", async ({
  page,
  request,
  baseURL,
}) => {
  const access = await signIn(page, request, baseURL ?? "", "app_reviewer");
  const queue = await api<Page_<Row>>(request, access, `${API}/queue`, { params: { limit: "100" } });
  // two with evidence (the demo's named-list entry has none)
  const [toReject, toApprove] = queue.rows.filter((r) => r.evidenceCount > 0);
  expect(toApprove, "two applications waiting for the demo reviewer").toBeDefined();

  await page.goto("/ApplicationReview/MaterialsReview");
  await expect(page.getByText(`共 ${queue.total} 条`)).toBeVisible();
  await rows(page)
    .filter({ hasText: toReject?.employeeNo ?? "" })
    .getByRole("button", { name: button("审核") })
    .click();
  const drawer = page.getByTestId("application-drawer");
  await expect(drawer.getByText(toReject?.applicantName ?? "", { exact: true })).toBeVisible();
  // the evidence opens in a preview
  await drawer.getByTestId("attachment-link").first().click();
  const preview = page.locator(".ant-modal").filter({ has: page.locator("iframe") });
  await expect(preview.getByText(/-evidence\.pdf$/)).toBeVisible();
  await expect(preview.locator("iframe")).toHaveAttribute("src", /^blob:/);
  await preview.getByRole("button", { name: "关闭" }).click();
  await expect(preview).toHaveCount(0);

  const decision = page.getByTestId("application-decision");
  await decision.getByText("不通过", { exact: true }).click();
  await decision.getByRole("button", { name: "提交审核结论" }).click();
  await expect(page.locator(".ant-message").getByText("不通过须填写理由")).toBeVisible();
  await decision.getByRole("textbox", { name: "不通过的理由（必填）" }).fill("所附材料不能证明入选国家级人才计划");
  await decision.getByRole("button", { name: "提交审核结论" }).click();
  await expect(message(page, "已保存审核结论")).toBeVisible();
  await expect(page.getByText(`共 ${queue.total - 1} 条`)).toBeVisible();
  // the first confirmation leaves before the second decision, so the second is its own
  await expect(message(page, "已保存审核结论")).toHaveCount(0);

  await rows(page)
    .filter({ hasText: toApprove?.employeeNo ?? "" })
    .getByRole("button", { name: button("审核") })
    .click();
  await expect(page.getByTestId("application-decision").getByRole("alert")).toContainText("通过后");
  await page.getByTestId("application-decision").getByRole("button", { name: "提交审核结论" }).click();
  await expect(message(page, "已保存审核结论")).toBeVisible();

  await page.getByText("已审核", { exact: true }).click();
  await expect(
    rows(page)
      .filter({ hasText: toApprove?.employeeNo ?? "" })
      .getByText("已通过"),
  ).toBeVisible();
  await expect(
    rows(page)
      .filter({ hasText: toReject?.employeeNo ?? "" })
      .getByText("未通过"),
  ).toBeVisible();
  await rows(page)
    .filter({ hasText: toReject?.employeeNo ?? "" })
    .getByRole("button", { name: button("查看") })
    .click();
  await expect(
    page.getByTestId("application-drawer").getByText("所附材料不能证明入选国家级人才计划").first(),
  ).toBeVisible();
});

test("AuditStatistics: counts by track and status and per reviewer with a chart, in English, and exports xlsx", async ({
  page,
  request,
  baseURL,
}) => {
  const access = await signIn(page, request, baseURL ?? "", "personnel", "en");
  const stats = await api<{ totals: { total: number; APPROVED: number } }>(request, access, `${API}/statistics`);
  await page.goto("/ApplicationReview/AuditStatistics");
  const panel = page.getByTestId("application-statistics");
  await expect(panel.getByRole("heading", { name: "Application statistics" })).toBeVisible();
  await expect(panel.locator("canvas").first()).toBeVisible();
  const byTrack = page.getByTestId("statistics-by-track");
  await expect(byTrack.getByText("Exceptional promotion")).toBeVisible();
  const totals = byTrack.locator(".ant-table-summary tr");
  await expect(totals.locator("td").last()).toHaveText(String(stats.totals.total));
  await expect(page.getByTestId("statistics-by-reviewer").locator(".ant-table-row")).not.toHaveCount(0);
  // an English page shows Chinese only in data (the reviewers' names)
  for (const testId of ["application-statistics", "statistics-by-track"])
    await expect(page.getByTestId(testId)).not.toContainText(CJK);
  await expect(page.getByTestId("statistics-by-reviewer").locator("thead")).not.toContainText(CJK);
  const download = page.waitForEvent("download");
  await panel.getByRole("button", { name: "Export xlsx" }).click();
  expect((await download).suggestedFilename()).toMatch(/^application-statistics-\d{8}\.xlsx$/);
});

test("the declarant files an exceptional-promotion application with evidence from their home, and follows it", async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? "", "declarant");
  await page.goto("/zcps/userCenter");
  const card = page.getByTestId("special-applications");
  await expect(card.getByText("特殊通道申请")).toBeVisible();
  await card.getByTestId("special-apply").click();
  const dialog = page.getByRole("dialog", { name: "提交特殊通道申请" });
  await choose(page, dialog.getByRole("combobox", { name: "申请类别" }), "破格申报");
  await dialog.getByRole("textbox", { name: "申请理由" }).fill("以第一完成人获省部级科技进步一等奖，申请资历破格");
  await dialog.locator("input[type=file]").setInputFiles({
    name: "获奖证书.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });
  await expect(dialog.getByText("获奖证书.pdf")).toBeVisible();
  await dialog.getByRole("button", { name: button("提交") }).click();
  await expect(message(page, "已提交申请")).toBeVisible();
  const line = card.locator(".ant-table-row").filter({ hasText: "破格申报" });
  await expect(line.getByText("待分配")).toBeVisible();

  // personnel find it waiting, with its evidence
  const personnel = await accessToken(request, "personnel");
  const waiting = await api<Page_<Row>>(request, personnel, `${API}/list`, {
    params: { status: "SUBMITTED", track: "exceptional", keyword: "李明" },
  });
  expect(waiting.rows.map((r) => r.applicantName)).toContain("李明");
});

test("the three pages read in English with no Chinese outside the data", async ({ page, request, baseURL }) => {
  await signIn(page, request, baseURL ?? "", "personnel", "en");
  await page.goto("/ApplicationReview/AuditAssignment");
  await expect(page.getByTestId("allocation-progress").getByText("Allocation progress")).toBeVisible();
  await expect(page.getByTestId("allocation-progress").locator(".ant-statistic-title").first()).toHaveText(
    "Applications",
  );
  await expect(page.locator(".ant-table-thead")).not.toContainText(CJK);
  await expect(page.getByRole("button", { name: "Allocate evenly" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Enter for staff" })).toBeVisible();
  await expect(rows(page).first().locator(".ant-tag").first()).not.toContainText(CJK);

  await page.goto("/ApplicationReview/MaterialsReview");
  await expect(page.getByText("To decide", { exact: true })).toBeVisible();
  await expect(page.locator(".ant-table-thead:visible")).not.toContainText(CJK);
});
