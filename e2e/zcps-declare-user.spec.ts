import { expect, type Page, test } from "@playwright/test";
import ExcelJS from "exceljs";
import { api, button, openWithAnswer, signIn } from "./support";

/** /zcps/declareUser: personnel filter a batch's declarations, export them to xlsx and open one read-only. */

const PAGE = "/zcps/declareUser";
const API = "/api/zcps-sh/declareUser";

interface Row {
  id: string;
  staffName: string;
  employeeNo: string;
  unitName: string;
  status: string;
}
interface Options {
  defaultBatchId: string | null;
  units: { id: string; code: string; name: string }[];
}

/**
 * Picks `label` in the searchable select named `name`: typed first, since the list is virtual and shows only its first
 * options (it opens in a portal; only the visible one is ours).
 */
async function choose(page: Page, name: string, label: string) {
  await page.getByRole("combobox", { name, exact: true }).click();
  await page.getByRole("combobox", { name, exact: true }).fill(label);
  await page
    .locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden)")
    .getByTitle(label, { exact: true })
    .click();
}

const rows = (page: Page) => page.locator(".ant-table-row");

test("personnel filter the declarations, export what they see and open one read-only", async ({
  page,
  request,
  baseURL,
}) => {
  const access = await signIn(page, request, baseURL ?? "", "personnel");
  const options = await api<Options>(request, access, `${API}/filters`);
  const cs = options.units.find((u) => u.code === "cs");
  expect(cs).toBeDefined();
  // the other worker's tests add declarations to the same batch meanwhile: the totals are the ones the page was given
  const all = await openWithAnswer<{ rows: Row[]; total: number }>(page, PAGE, `${API}/page`);
  expect(all.total).toBeGreaterThan(20);
  await expect(page.getByRole("combobox", { name: "批次" })).toBeVisible();
  await expect(page.getByText(`共 ${all.total} 条`)).toBeVisible();
  await expect(rows(page)).toHaveCount(20);
  await expect(page.getByRole("columnheader", { name: "资格预审" })).toBeVisible();

  // the unit narrows the list to that unit's declarations
  const narrowed = page.waitForResponse(
    (r) => new URL(r.url()).pathname === `${API}/page` && new URL(r.url()).searchParams.get("unitId") === cs?.id,
  );
  await choose(page, "单位", "计算机科学与技术学院");
  const shownCs = ((await (await narrowed).json()) as { data: { total: number } }).data;
  expect(shownCs.total).toBeGreaterThan(1);
  await expect(page.getByText(`共 ${shownCs.total} 条`)).toBeVisible();
  await expect(rows(page).first()).toContainText("计算机科学与技术学院");
  await expect(rows(page).filter({ hasNotText: "计算机科学与技术学院" })).toHaveCount(0);

  // the export has the same rows, titled in Chinese
  const ofCs = await api<{ rows: Row[]; total: number }>(request, access, `${API}/page`, {
    params: { projectTimeId: options.defaultBatchId ?? "", unitId: cs?.id ?? "", limit: "100" },
  });
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: button("导出") }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^申报人员-.*\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  expect(sheet?.name).toBe("申报人员");
  const header = sheet?.getRow(1).values as unknown[];
  expect(header.slice(1, 4)).toEqual(["姓名", "工号", "单位"]);
  const exported: string[][] = [];
  sheet?.eachRow((row, n) => {
    if (n > 1) exported.push((row.values as unknown[]).slice(1).map((v) => String(v ?? "")));
  });
  expect(exported).toHaveLength(ofCs.total);
  expect(exported.every((r) => r[2] === "计算机科学与技术学院")).toBe(true);
  expect(exported.map((r) => r[1]).sort()).toEqual(ofCs.rows.map((r) => r.employeeNo).sort());

  // a keyword finds one person; clearing the unit and keyword brings everybody back
  const someone = ofCs.rows.find((r) => r.employeeNo !== ofCs.rows[0]?.employeeNo) ?? ofCs.rows[0];
  await page.getByPlaceholder("姓名或工号").fill(someone?.employeeNo ?? "");
  await page.getByRole("button", { name: button("搜索") }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(someone?.staffName ?? "");
  await page.getByPlaceholder("姓名或工号").fill("");
  await page.getByRole("button", { name: button("搜索") }).click();
  await page.getByRole("combobox", { name: "单位", exact: true }).hover();
  await page
    .locator(".ant-select")
    .filter({ has: page.getByRole("combobox", { name: "单位" }) })
    .locator(".ant-select-clear")
    .click();
  await expect(page.getByText(`共 ${all.total} 条`)).toBeVisible();

  // a returned declaration opens read-only with its materials and the decisions that returned it
  await choose(page, "状态", "已退回");
  await expect(rows(page).first()).toContainText("已退回");
  const returned = rows(page).first();
  const name = (await returned.getByRole("button").first().innerText()).trim();
  await returned.getByRole("button").first().click();
  const drawer = page.getByRole("dialog").filter({ hasText: "申报详情" });
  await expect(drawer).toBeVisible();
  await expect(drawer.locator(".ant-descriptions")).toContainText(name);
  await expect(drawer.locator(".ant-descriptions")).toContainText("已退回");
  await expect(drawer.getByText("申报材料")).toBeVisible();
  await expect(drawer.locator(".ant-collapse-item").first()).toBeVisible();
  await drawer.locator(".ant-collapse-header").first().click();
  await expect(drawer.locator(".ant-collapse-item-active .ant-list-item").first()).toBeVisible();
  await expect(drawer.locator(".ant-timeline-item").first()).toBeVisible();
  await expect(drawer.locator(".ant-timeline")).toContainText("→ 已退回");
  // read-only: nothing to save or change here
  await expect(drawer.getByRole("button", { name: /保\s*存|提\s*交|删\s*除/ })).toHaveCount(0);
  await drawer.locator(".ant-drawer-close").click();
  await expect(drawer).toBeHidden();
});

/** 毛文宇 (20260004), an approved national talent of the demo school, with a declaration in the demo batch. */
const TALENT_NO = "20260004";

async function openByEmployeeNo(page: Page, placeholder: string, search: string, employeeNo: string) {
  await page.getByPlaceholder(placeholder).fill(employeeNo);
  await page.getByRole("button", { name: button(search) }).click();
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().getByRole("button").first().click();
}

test("the detail shows the declarant's named lists and what they grant", async ({ page, request, baseURL }) => {
  await signIn(page, request, baseURL ?? "", "personnel");
  await page.goto(PAGE);
  // the named-list filter: the talents' declarations, then the epidemic front line's (莫新博, 20260006)
  await choose(page, "名单", "国家级人才");
  await expect(rows(page).filter({ hasText: TALENT_NO })).toHaveCount(1);
  await expect(rows(page).filter({ hasText: "20260006" })).toHaveCount(0);
  await choose(page, "名单", "抗疫一线人员");
  await expect(rows(page).filter({ hasText: "20260006" })).toHaveCount(1);
  await expect(rows(page).filter({ hasText: TALENT_NO })).toHaveCount(0);
  await choose(page, "名单", "国家级人才");
  await openByEmployeeNo(page, "姓名或工号", "搜索", TALENT_NO);
  const lists = page.getByRole("dialog").getByRole("row").filter({ hasText: "名单与政策" });
  await expect(lists).toContainText("国家级人才 · 国家级");
  for (const effect of ["不占推荐名额", "单独分组", "任职年限放宽 2 年"]) await expect(lists).toContainText(effect);
});

test("a unit administrator sees only their unit's declarations", async ({ page, request, baseURL }) => {
  const access = await signIn(page, request, baseURL ?? "", "unit_admin");
  const options = await api<Options>(request, access, `${API}/filters`);
  const own = await api<{ rows: Row[]; total: number }>(request, access, `${API}/page`, {
    params: { projectTimeId: options.defaultBatchId ?? "", limit: "20" },
  });
  await page.goto(PAGE);
  await expect(page.getByText(`共 ${own.total} 条`)).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  await expect(rows(page).filter({ hasNotText: "计算机科学与技术学院" })).toHaveCount(0);
  // no unit to choose from: the server decides the unit
  await expect(page.getByRole("combobox", { name: "单位", exact: true })).toHaveCount(0);
});

test("the declarations page speaks English", async ({ page, request, baseURL }) => {
  await signIn(page, request, baseURL ?? "", "personnel", "en");
  await page.goto(PAGE);
  await expect(page.getByRole("columnheader", { name: "Employee no." })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Eligibility" })).toBeVisible();
  await expect(page.getByText(/^\d+ in total$/)).toBeVisible();
  await choose(page, "Status", "Returned");
  await expect(rows(page).first()).toContainText("Returned");
  await expect(rows(page).first()).toContainText("School of");
  await rows(page).first().getByRole("button").first().click();
  const drawer = page.getByRole("dialog").filter({ hasText: "Declaration" });
  await expect(drawer.getByText("Materials")).toBeVisible();
  await expect(drawer.getByText("Decisions")).toBeVisible();
  await drawer.locator(".ant-drawer-close").click();
  // the drawer's mask takes clicks until it has gone
  await expect(drawer).toBeHidden();
  await choose(page, "Status", "Draft");
  await openByEmployeeNo(page, "Name or employee no.", "Search", TALENT_NO);
  const lists = page.getByRole("dialog").getByRole("row").filter({ hasText: "Named lists" });
  await expect(lists).toContainText("National talent · national");
  await expect(lists).toContainText("Seniority relaxed by 2 years");
});
