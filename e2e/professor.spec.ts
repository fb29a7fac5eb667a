import { readFile } from "node:fs/promises";
import { expect, type Locator, type Page, test } from "@playwright/test";
import ExcelJS from "exceljs";
import { button, confirmPopover, signIn } from "./support";

/**
 * The professor committee (/ProfessorCom) on the demo's committees. In Chinese: the member 孙丽 (professor) of the
 * foreign languages school's committee, three of whose five members have submitted, reads a declarant's materials,
 * keeps a draft of her recommendation across a reload, is refused a recommendation without its rank by the server,
 * then submits and sees her ballot read-only; personnel confirm the committee whose members have all submitted and
 * download its result sheet. In English: the statistics per unit and level, and their xlsx.
 */

test.describe.configure({ mode: "serial", timeout: 120_000 });

const rowsOf = (scope: Locator) => scope.locator(".ant-table-row");
const rowWith = (scope: Locator, text: string) => rowsOf(scope).filter({ hasText: text });
const message = (page: Page) => page.locator(".ant-message");

test("zh: a member reads the materials, keeps a draft, is refused an unranked recommendation, then submits", async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? "", "professor");
  await page.goto("/ProfessorCom/ReportperInformation");
  const duty = page.getByTestId("professor-duty");
  await expect(duty).toContainText("外国语学院");
  await expect(duty).toContainText("3 / 5");
  await expect(duty).toContainText("未提交");
  const declarants = page.getByTestId("professor-declarants");
  await expect(rowsOf(declarants)).toHaveCount(3);
  const names = (await rowsOf(declarants).locator("td:first-child").allInnerTexts()).map((n) => n.trim());
  expect([...names].sort()).toEqual(["万永艳", "孟秋洋", "龙世飞"].sort());
  const [recommended, notRecommended, abstained] = names as [string, string, string];

  // the materials: identity, sections, the peer review, the unit's opinion
  const employeeNo = (await rowWith(declarants, recommended).locator("td").nth(1).innerText()).trim();
  await rowWith(declarants, recommended)
    .getByRole("button", { name: button("查看材料") })
    .click();
  await expect(page.getByText(`${recommended} 的申报材料`)).toBeVisible();
  const materials = page.getByTestId("professor-materials");
  await expect(materials).toContainText(employeeNo);
  await expect(materials.getByText("申报材料", { exact: true })).toBeVisible();
  await expect(materials.locator(".ant-collapse-item").first()).toBeVisible();
  await expect(materials.getByText("同行专家评议")).toBeVisible();
  await expect(materials.getByText("单位推荐意见")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(materials).toBeHidden();

  // the ballot: one recommended with rank 1, one not recommended, one abstention, kept as a draft
  await page.goto("/ProfessorCom/TeacomResults");
  const ballot = page.getByTestId("professor-ballot");
  const choose = (name: string, choice: string) =>
    // the segmented choice's radio is hidden under its label
    rowWith(ballot, name).getByText(choice, { exact: true }).click();
  const rank = (name: string) => page.getByLabel(`${name} 的排序`);
  await expect(rowsOf(ballot)).toHaveCount(3);
  await choose(recommended, "推荐");
  await rank(recommended).fill("1");
  await choose(notRecommended, "不推荐");
  await expect(rank(notRecommended)).toBeDisabled();
  await choose(abstained, "弃权");
  await page.getByRole("button", { name: button("保存草稿") }).click();
  await expect(message(page).getByText("草稿已保存")).toBeVisible();

  await page.reload();
  await expect(rowWith(ballot, recommended).getByRole("radio", { name: "推荐", exact: true })).toBeChecked();
  await expect(rank(recommended)).toHaveValue("1");
  await expect(rowWith(ballot, notRecommended).getByRole("radio", { name: "不推荐", exact: true })).toBeChecked();
  await expect(rowWith(ballot, abstained).getByRole("radio", { name: "弃权", exact: true })).toBeChecked();

  // a recommendation without its rank: the server refuses the submission and says which ranks it needs
  await rank(recommended).fill("");
  await page.getByRole("button", { name: button("提交") }).click();
  await confirmPopover(page, "提交推荐意见？", "提交");
  await expect(page.getByText("请为推荐的申报人排序（第 1 至 1 名）")).toBeVisible();
  await expect(page.getByTestId("professor-ballot-submitted")).toHaveCount(0);

  await rank(recommended).fill("1");
  await page.getByRole("button", { name: button("提交") }).click();
  await confirmPopover(page, "提交推荐意见？", "提交");
  await expect(message(page).getByText("已提交：推荐 1 人，不推荐 1 人，弃权 1 人")).toBeVisible();
  await expect(page.getByTestId("professor-ballot-submitted")).toContainText("不能再更改");
  await expect(duty).toContainText("4 / 5");
  await expect(rowWith(ballot, notRecommended).getByRole("radio", { name: "推荐", exact: true })).toBeDisabled();
  await expect(rank(recommended)).toBeDisabled();
  await expect(page.getByRole("button", { name: button("保存草稿") })).toHaveCount(0);
});

test("zh: personnel confirm the committee whose members have all submitted and download its result sheet", async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? "", "personnel");
  await page.goto("/ProfessorCom/TeacomResultsPersonnel");
  const committees = page.getByTestId("professor-committees");
  const unit = "医学院";
  const committee = rowWith(committees, unit);
  await expect(committee).toContainText("待确认");
  await expect(committee).toContainText("4 / 4");
  await committee.getByRole("button", { name: unit }).click();

  const result = page.getByTestId("professor-committee-result");
  await expect(result).toContainText(`${unit}教授委员会`);
  await expect(result.getByText("通过规则：")).toBeVisible();
  // the tally of the two declarants; the last member turned one down
  for (const name of ["史洋", "史志磊"]) await expect(rowWith(result, name)).toBeVisible();
  const candidates = 2;
  await result.getByRole("button", { name: button("确认结果") }).click();
  await confirmPopover(page, "确认评议结果？", "确认结果");
  await expect(message(page).getByText(/^已确认：推荐 \d+ 人，不推荐 \d+ 人$/)).toBeVisible();

  // the committee now reads confirmed, nobody awaits it, and its round is recorded
  await expect(committee).toContainText("已确认");
  await expect(committee).toContainText("4 / 4");
  await expect(committee.locator("td").nth(6)).toHaveText("0");
  await expect(committee.locator("td").nth(7)).toHaveText(String(candidates));
  await expect(result.getByRole("button", { name: button("确认结果") })).toHaveCount(0);
  await expect(rowWith(result, "第 1 轮").filter({ hasText: "已确认" })).toBeVisible();

  const downloading = page.waitForEvent("download");
  await result.getByRole("button", { name: button("下载结果单") }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const body = await readFile(await download.path());
  expect(body.subarray(0, 4).toString("latin1")).toBe("%PDF");
});

test("en: the statistics per unit and level read in English, and export to xlsx", async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? "", "personnel", "en");
  await page.goto("/ProfessorCom/JSWYHUserDeclareCountNew");
  const count = page.getByTestId("professor-count");
  await expect(count.getByText("Declarants before the professor committees")).toBeVisible();
  for (const header of ["Unit", "Level", "Put to the committee", "Awaiting", "Recommended", "Not recommended"])
    await expect(count.getByRole("columnheader", { name: header, exact: true })).toBeVisible();
  // both demo committees, their units named in English
  for (const unit of ["School of Foreign Languages", "School of Medicine"])
    await expect(rowWith(count, unit).first()).toBeVisible();
  await expect(count.locator(".ant-table-summary")).toContainText("Total");

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: button("Export Excel") }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  expect(workbook.worksheets[0]?.name).toBe("Committee statistics");
});
