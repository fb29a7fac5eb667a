import { expect, type Page, test } from "@playwright/test";
import { accessToken, api, button, CJK, openWithAnswer, signIn } from "./support";
import { inSynthesis, RUN, type TeamStageDeclaration } from "./team-review-support";

/**
 * The personnel synthesis review (/PersonnelSynthesis): personnel form a synthesis team and allocate to it; its member
 * concludes one declaration qualified and marks another disputed; the personnel lead rules the dispute qualified with
 * a reason, and the declaration shows QUALIFIED with its whole timeline; statistics, the outcome count and the
 * declarant statistics follow. Two declarations of the test's own (civil engineering), passed by the formal audit.
 */

// the pages a test opened in contexts of its own are closed once it has passed (a failed one keeps them for its
// screenshots): left open, they go on polling and streaming and slow every later test of the worker
test.afterEach(async ({ browser }, info) => {
  if (info.status === info.expectedStatus) await Promise.all(browser.contexts().map((context) => context.close()));
});

test.describe.configure({ mode: "serial", timeout: 240_000 });

const TEAM = `综合审核组${RUN}`;
const DISPUTE = "代表作与合作者重复申报，是否认定存在分歧";
const RULING = "经核实代表作为本人主持完成，认定有效";

let disputed: TeamStageDeclaration;
let qualified: TeamStageDeclaration;

const rows = (page: Page) => page.locator(".ant-table-row:visible");
const rowOf = (page: Page, name: string) => rows(page).filter({ hasText: name });
const dropdown = (page: Page) => page.locator(".ant-select-dropdown:visible");
const message = (page: Page) => page.locator(".ant-message");
const drawer = (page: Page) => page.getByTestId("team-check");

async function search(page: Page, text: string, label = "姓名或工号", go = "搜索") {
  await page.getByRole("textbox", { name: label }).fill(text);
  await page.getByRole("button", { name: button(go) }).click();
}

test.beforeAll(async ({ request }) => {
  // a dozen declarations through three stages of API calls
  test.setTimeout(240_000);
  [disputed, qualified] = await inSynthesis(request, "civil", ["争议申报人", "合格申报人"]);
});

test("TeamAssignmentZH: personnel form a synthesis team and allocate to it by hand", async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? "", "personnel");
  await page.goto("/PersonnelSynthesis/TeamAssignmentZH");
  await expect(page.getByTestId("stage-figures")).toContainText("本环节申报");
  await page.getByTestId("teams").getByRole("button", { name: "新建小组" }).click();
  const dialog = page.getByRole("dialog").filter({ hasText: "新建小组" });
  await dialog.getByLabel("小组名称").fill(TEAM);
  await dialog.getByRole("combobox", { name: "组长" }).fill("黄强");
  await dropdown(page).getByTitle("黄强", { exact: false }).first().click();
  await dialog.getByRole("button", { name: button("保存") }).click();
  await expect(message(page).getByText("已保存小组")).toBeVisible();
  await expect(rowOf(page, TEAM)).toContainText("黄强");

  await search(page, RUN);
  for (const d of [disputed, qualified]) {
    await expect(rowOf(page, d.name)).toContainText("未分配");
    await rowOf(page, d.name).getByRole("checkbox").check();
  }
  await page.getByRole("combobox", { name: "选择小组" }).fill(TEAM);
  await dropdown(page).getByTitle(TEAM).click();
  await page.getByRole("button", { name: "分配所选（2）" }).click();
  await expect(message(page).getByText("已分配")).toBeVisible();
  for (const d of [disputed, qualified]) await expect(rowOf(page, d.name)).toContainText(TEAM);
});

async function open(page: Page, d: TeamStageDeclaration) {
  await search(page, d.employeeNo);
  await rowOf(page, d.name).getByRole("button", { name: d.name }).click();
  await expect(drawer(page).getByTestId("decision-form")).toBeVisible();
}

test("TeamAuditZH: the member concludes one qualified and marks another disputed", async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? "", "synthesis_member");
  await page.goto("/PersonnelSynthesis/TeamAuditZH");

  await open(page, qualified);
  // the checklist of the synthesis review, each point with what the data suggest
  for (const point of ["符合申报条件", "代表作有效", "破格条款依据充分", "符合岗位限制", "无与他人重复申报的成果"])
    await expect(drawer(page).getByTestId("decision-form")).toContainText(point);
  await drawer(page)
    .getByRole("tab", { name: /申报条件/ })
    .click();
  await expect(drawer(page).getByTestId("verified-eligibility")).toBeVisible();
  const points = drawer(page).locator("[data-testid^=checkpoint-]");
  for (let i = 0; i < (await points.count()); i++) await points.nth(i).getByText("是", { exact: true }).click();
  await drawer(page).getByRole("radiogroup", { name: "审核结论" }).getByText("合格", { exact: true }).click();
  await drawer(page).getByRole("button", { name: "提交审核结论" }).click();
  await expect(message(page).getByText("已提交审核结论")).toBeVisible();

  await open(page, disputed);
  for (let i = 0; i < (await points.count()); i++) await points.nth(i).getByText("是", { exact: true }).click();
  await drawer(page).getByRole("radiogroup", { name: "审核结论" }).getByText("存在争议", { exact: true }).click();
  await drawer(page).getByRole("button", { name: "提交审核结论" }).click();
  await expect(drawer(page).getByText("不合格或存在争议须填写意见")).toBeVisible();
  await drawer(page).getByRole("textbox", { name: "审核意见" }).fill(DISPUTE);
  await drawer(page).getByRole("button", { name: "提交审核结论" }).click();
  await expect(message(page).getByText("已提交审核结论")).toBeVisible();

  await page.getByText("全部", { exact: true }).click();
  await search(page, RUN);
  await expect(rowOf(page, disputed.name)).toContainText("争议待裁定");
  await expect(rowOf(page, qualified.name)).toContainText("合格");
});

test("TeamResultZH: the personnel lead rules the dispute qualified, with its reason in the history", async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? "", "personnel");
  await page.goto("/PersonnelSynthesis/TeamResultZH");
  await page.getByRole("button", { name: /只看争议/ }).click();
  await search(page, RUN);
  await rowOf(page, disputed.name)
    .getByRole("button", { name: button("裁定") })
    .click();
  await expect(drawer(page).getByTestId("check-history")).toContainText(DISPUTE);
  const ruling = drawer(page).getByTestId("ruling-form");
  await ruling.getByRole("button", { name: button("裁定") }).click();
  await expect(ruling.getByText("请填写裁定理由")).toBeVisible();
  await ruling.getByText("合格", { exact: true }).click();
  await ruling.getByRole("textbox").fill(RULING);
  await ruling.getByRole("button", { name: button("裁定") }).click();
  await expect(message(page).getByText("已裁定")).toBeVisible();

  await page.getByRole("combobox", { name: "审核状态" }).click();
  await dropdown(page).getByTitle("合格", { exact: true }).click();
  await search(page, RUN);
  await expect(rowOf(page, disputed.name)).toContainText("合格");
  await rowOf(page, disputed.name)
    .getByRole("button", { name: button("审核记录") })
    .click();
  await expect(drawer(page).getByTestId("check-history")).toContainText(RULING);
  await expect(drawer(page).getByTestId("check-history")).toContainText("人事处裁定");

  // the declaration is qualified, with the formal audit, the dispute and the ruling on its timeline
  const me = await accessToken(request, disputed.username, disputed.password);
  const mine = await api<{ status: string }>(request, me, `/api/zcps-sh/userCenter/declarations/${disputed.id}`);
  expect(mine.status).toBe("QUALIFIED");
  await drawer(page).getByRole("tab", { name: "申报材料" }).click();
  const timeline = drawer(page).locator(".ant-timeline:visible").filter({ hasText: "草稿 → 单位审核" });
  await expect(timeline).toContainText("形式审查");
  await expect(timeline).toContainText(RULING);
});

test("TeamStatisticsZH: progress per team and member", async ({ page, request, baseURL }) => {
  await signIn(page, request, baseURL ?? "", "personnel");
  await page.goto("/PersonnelSynthesis/TeamStatisticsZH");
  const team = rowOf(page, TEAM);
  await expect(team.locator("td").nth(2)).toHaveText("2");
  await expect(team.locator("td").nth(5)).toHaveText("2");
  await expect(rows(page).filter({ hasText: "黄强" }).first()).toContainText("组长");
});

test("PersonnelSynthesisResultCount: outcomes by unit and title, with the xlsx", async ({ page, request, baseURL }) => {
  await signIn(page, request, baseURL ?? "", "personnel");
  await page.goto("/PersonnelSynthesis/PersonnelSynthesisResultCount");
  const civil = page.getByTestId("outcome-count").locator(".ant-table-row").filter({ hasText: "土木工程学院" });
  await expect(civil.first()).toBeVisible();
  const header = await page.getByTestId("outcome-count").locator("thead th").allInnerTexts();
  const qualifiedAt = header.indexOf("合格");
  expect(qualifiedAt).toBeGreaterThan(1);
  await civil.filter({ hasText: "讲师" }).locator("td").nth(qualifiedAt).getByRole("button").click();
  await expect(page.getByTestId("outcome-cases").getByText(disputed.name)).toBeVisible();
  await expect(page.getByTestId("outcome-cases").getByText(qualified.name)).toBeVisible();
  await page.keyboard.press("Escape");
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "导出 Excel" }).click();
  expect((await downloading).suggestedFilename()).toMatch(/\.xlsx$/);
});

test("RSUserDeclareCountNew: the batch's declarants by state, level and unit, with the xlsx", async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? "", "personnel");
  const count = await openWithAnswer<{ total: number }>(
    page,
    "/PersonnelSynthesis/RSUserDeclareCountNew",
    "/api/zcps-sh/sys/sbtj",
  );
  expect(count.total).toBeGreaterThan(0);
  await expect(page.getByText("申报总人数")).toBeVisible();
  await expect(page.getByText(String(count.total), { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId("dimension-按单位")).toContainText("土木工程学院");
  await expect(page.locator("canvas").first()).toBeVisible();
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "导出 Excel" }).click();
  expect((await downloading).suggestedFilename()).toMatch(/\.xlsx$/);
});

test("in English: the member's queue and the results read in English", async ({ browser, baseURL }) => {
  const member = await browser.newPage();
  await signIn(member, member.request, baseURL ?? "", "synthesis_member", "en");
  await member.goto("/PersonnelSynthesis/TeamAuditZH");
  await member.getByText("All", { exact: true }).click();
  await search(member, RUN, "Name or employee no.", "Search");
  await expect(rowOf(member, qualified.name)).toContainText("Qualified");
  const headers = await member.locator("thead th:visible").allInnerTexts();
  expect(headers.filter((h) => CJK.test(h))).toEqual([]);

  const personnel = await browser.newPage();
  await signIn(personnel, personnel.request, baseURL ?? "", "personnel", "en");
  await personnel.goto("/PersonnelSynthesis/TeamResultZH");
  await search(personnel, RUN, "Name or employee no.", "Search");
  await rowOf(personnel, disputed.name).getByRole("button", { name: "History" }).click();
  await expect(drawer(personnel).getByTestId("check-history")).toContainText("Ruling");
  await expect(drawer(personnel).getByRole("tab", { name: /Team record/ })).toBeVisible();
});
