import { expect, type Page, test } from "@playwright/test";
import { CJK, signIn } from "./support";

/**
 * The title-evaluation set-up pages in English (their Chinese run is in the page groups' own tests): each opens
 * with English headings, column titles and actions, and no Chinese outside the school's own data.
 */

interface EnglishPage {
  path: string;
  user: string;
  /** the page's name in the breadcrumb */
  name: string;
  columns: string[];
  actions: string[];
  /** filters, by their accessible names */
  filters?: string[];
}

const PAGES: EnglishPage[] = [
  {
    path: "/zcps/projectTime",
    user: "personnel",
    name: "Projects and batches",
    columns: ["Project name", "Year", "Batch name", "Batch type", "Declaration window", "Seniority cut-off date"],
    actions: ["Add project", "Add batch"],
  },
  {
    path: "/zcps/sysConfig",
    user: "personnel",
    name: "System settings",
    columns: [],
    actions: ["Save", "Undo changes"],
  },
  {
    path: "/zcps/quota",
    user: "personnel",
    name: "Recommendation quotas",
    columns: ["Unit", "Level", "Track", "Allocated", "Used", "Released", "Remaining"],
    actions: ["Add a quota", "Set for all units", "Export"],
  },
  {
    path: "/zcps/baseUser",
    user: "personnel",
    name: "Staff master data",
    columns: ["Employee number", "Name", "Sex", "Unit", "Post type", "Degree", "Account"],
    actions: ["Add staff member", "Export"],
  },
  {
    path: "/zcps/messageCenter",
    user: "declarant",
    name: "Messages",
    columns: ["Title", "Status", "Time"],
    actions: ["Mark all read"],
  },
  {
    path: "/zcps/userCenter",
    user: "declarant",
    name: "My centre",
    columns: [],
    actions: ["Fill in / view"],
  },
  {
    path: "/zcps/declareRequireTitle",
    user: "personnel",
    name: "Declarable titles",
    columns: ["Title", "Series", "Level", "Tracks", "Methods", "Status"],
    actions: ["Add a title"],
  },
  {
    path: "/zcps/directory",
    user: "personnel",
    name: "Material directory",
    columns: ["Material type", "Verified by", "Required", "Required for", "Max items"],
    actions: ["Add a material type", "Complete with defaults", "Copy from another batch"],
  },
  {
    path: "/zcps/declareRequire",
    user: "personnel",
    name: "Declaration requirements",
    columns: ["Title", "Track", "Method", "Requirement", "Version", "Saved at"],
    actions: ["Add a requirement"],
  },
  {
    path: "/zcps/declarePost",
    user: "personnel",
    name: "Declaration restrictions",
    columns: ["Post type", "Series allowed", "Tracks allowed", "Note"],
    actions: ["Add a restriction"],
  },
  {
    path: "/zcps/fieldHelp",
    user: "school_admin",
    name: "Field help",
    columns: ["Material type", "Field", "Help text", "Updated"],
    actions: ["Add help"],
  },
  {
    path: "/zcps/tableSetting",
    user: "school_admin",
    name: "Review-table settings",
    columns: ["Title series", "Title level", "Table heading", "Sections printed"],
    actions: ["Add layout"],
  },
  {
    path: "/zcps/importData",
    user: "personnel",
    name: "Data import",
    columns: ["Time", "Kind", "File", "Status", "Rows", "New", "Updated", "Errors"],
    actions: ["Download template", "Check (dry run)", "Import"],
  },
  {
    path: "/zcps/unitAdmin",
    user: "personnel",
    name: "Unit administrators",
    columns: ["Unit", "Unit administrators", "Unit leaders"],
    actions: [],
  },
  {
    path: "/zcps/talents",
    user: "personnel",
    name: "National talents review",
    columns: ["Employee number", "Name", "Unit", "Batch", "Level", "Evidence", "Effects", "Review"],
    actions: ["Add", "Approve", "Reject"],
  },
  {
    path: "/zcps/kyry",
    user: "personnel",
    name: "Epidemic-fighting staff",
    columns: ["Employee number", "Name", "Unit", "Batch", "Level", "Evidence", "Effects"],
    actions: ["Add", "Download template", "Import list"],
  },
  {
    path: "/zcps/tpUser",
    user: "personnel",
    name: "Special-appointment review",
    columns: ["Employee number", "Name", "Unit", "Batch", "Level", "Evidence", "Effects", "Review"],
    actions: ["Add"],
  },
  {
    path: "/zcps/userAudit",
    user: "school_admin",
    name: "Account applications",
    columns: ["Kind", "Name", "Account", "Mobile", "E-mail", "Institution", "Applied", "Status"],
    actions: ["Search"],
  },
  {
    path: "/zcps/errorCorrection",
    user: "personnel",
    name: "Data corrections",
    columns: ["Declarant", "Material", "Field", "Current value", "Proposed", "Department", "Status"],
    actions: ["Search"],
  },
  {
    path: "/zcps/personErrorCorrection",
    user: "declarant",
    name: "My data corrections",
    columns: ["Material", "Field", "Current value", "Proposed", "Department", "Status"],
    actions: ["Request a correction"],
  },
];

const content = (page: Page) => page.getByRole("main");

for (const spec of PAGES) {
  test(`${spec.path} speaks English`, async ({ page, request, baseURL }) => {
    await signIn(page, request, baseURL ?? "", spec.user, "en");
    await page.goto(spec.path);
    await expect(page.getByRole("navigation", { name: "breadcrumb" })).toContainText(spec.name);
    for (const column of spec.columns)
      await expect(content(page).getByRole("columnheader", { name: column, exact: true }).first()).toBeVisible();
    for (const action of spec.actions)
      await expect(content(page).getByRole("button", { name: action, exact: true }).first()).toBeVisible();
    // headings, column titles, buttons and filters: nothing Chinese (rows may hold the school's Chinese data)
    const chrome = [
      await page.getByRole("navigation", { name: "breadcrumb" }).innerText(),
      ...(await content(page).locator("th").allInnerTexts()),
      ...(await content(page).getByRole("button").allInnerTexts()),
      ...(await content(page)
        .locator("[aria-label], [placeholder]")
        .evaluateAll((els) =>
          els.map((e) => `${e.getAttribute("aria-label") ?? ""} ${e.getAttribute("placeholder") ?? ""}`),
        )),
    ];
    expect(chrome.filter((text) => CJK.test(text))).toEqual([]);
  });
}

test("requirements and review-table stages read as English sentences", async ({ page, request, baseURL }) => {
  await signIn(page, request, baseURL ?? "", "personnel", "en");
  await page.goto("/zcps/declareRequire");
  const requirement = content(page).locator(".ant-table-row").first().locator("td").nth(3);
  await expect(requirement).not.toBeEmpty();
  expect(await requirement.innerText()).not.toMatch(CJK);
  await page.goto("/zcps/tableSetting");
  const stages = content(page).locator(".ant-table-row").first().locator("td").nth(4);
  await expect(stages).toContainText("Unit recommendation, Peer review");
});
