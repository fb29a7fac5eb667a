import { expect, type Page, test } from "@playwright/test";
import { departmentPage } from "@zcps/contracts/zcps/department-review/material-pages";
import { api, button, openWithAnswer, signIn } from "./support";
import { inDepartments } from "./team-review-support";

/**
 * Department verification: the research office's assigner reads the overview and assigns an item of a material page;
 * its reviewer opens an item of their queue, is told a verdict of "not recognised" needs a reason, and decides it.
 * The demo seed carried declarations into the stage and left work unassigned and undecided on the pages; the test
 * brings one more of its own.
 */

const API = "/api/zcps-sh/depart";

test.beforeAll(async ({ request }) => {
  // the demo's unassigned items may all be taken by other walks by now: one declaration of the School of Medicine
  // (no other browser test works in it) brings the research office a paper nobody is assigned yet (its other items
  // go to the teaching and personnel offices)
  test.setTimeout(120_000);
  await inDepartments(request, "med", ["部门分配申报人"], { representativeWork: true });
});

interface BranchCount {
  code: string;
  total: number;
  assigned: number;
  decided: number;
}
interface QueueRow {
  itemId: string;
  declarantName: string;
  assignedToMe: boolean;
}
interface AssignRow {
  itemId: string;
  declarantName: string;
  reviewerName: string | null;
  verifyStatus: string;
}

/** the rows of the shown page's table (pages in other tabs stay mounted, hidden) */
const rows = (page: Page) => page.locator(".ant-table-row:visible");

test("the assigner reads the overview and assigns an unassigned item to a reviewer", async ({
  page,
  request,
  baseURL,
}) => {
  const access = await signIn(page, request, baseURL ?? "", "dept_assigner");
  const counts = await api<BranchCount[]>(request, access, `${API}/getAllBranchCount`);
  // a page with an item nobody is assigned to and nobody has decided (undecided items come first)
  let open: BranchCount | undefined;
  for (const c of counts.filter((c) => c.total > c.assigned)) {
    const page = await api<{ rows: AssignRow[] }>(request, access, `${API}/items`, {
      params: { type: c.code, assigned: "no" },
    });
    if (page.rows[0]?.verifyStatus === "PENDING") {
      open = c;
      break;
    }
  }
  expect(open, "a page with unassigned items").toBeDefined();
  const code = open?.code ?? "";

  const shown = await openWithAnswer<BranchCount[]>(page, "/DepartmentAudit/AuditMain", `${API}/getAllBranchCount`);
  await expect(page.getByText("材料总数")).toBeVisible();
  await expect(page.getByText(String(shown.reduce((n, c) => n + c.total, 0)), { exact: true })).toBeVisible();
  const overview = rows(page).filter({
    has: page.getByRole("cell", { name: departmentPage(code)?.zh ?? code, exact: true }),
  });
  await expect(overview).toContainText(String(open?.total));
  await overview.getByRole("button", { name: button("分配") }).click();
  await expect(page).toHaveURL(new RegExp(`/DepartmentAudit/${code}$`));

  await page.getByRole("combobox", { name: "审核人", exact: true }).click();
  await page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden)").getByTitle("未分配").click();
  const unassigned = await api<{ rows: AssignRow[]; total: number }>(request, access, `${API}/items`, {
    params: { type: code, assigned: "no" },
  });
  await expect(page.getByText(`共 ${unassigned.total} 条`)).toBeVisible();
  const first = unassigned.rows.find((r) => r.verifyStatus === "PENDING");
  expect(first).toBeDefined();
  const row = rows(page)
    .filter({ hasText: first?.declarantName ?? "" })
    .first();
  await row.getByRole("checkbox").check();
  await page.getByRole("combobox", { name: "选择审核人" }).click();
  await page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden)").getByText("陈静").click();
  await page.getByRole("button", { name: "分配所选（1）" }).click();
  await expect(page.locator(".ant-message").getByText("已分配", { exact: true })).toBeVisible();
  await expect(rows(page)).toHaveCount(Math.min(unassigned.total - 1, 20));
  const after = await api<{ rows: AssignRow[] }>(request, access, `${API}/items`, {
    params: { type: code, assigned: "yes", limit: "100" },
  });
  expect(after.rows.find((r) => r.itemId === first?.itemId)?.reviewerName).toBe("陈静");
});

test("the reviewer opens an item, needs a reason to not recognise it, and decides it", async ({
  page,
  request,
  baseURL,
}) => {
  const access = await signIn(page, request, baseURL ?? "", "dept_reviewer");
  const counts = await api<BranchCount[]>(request, access, `${API}/getAllBranchCount`);
  let code = "";
  let queue: { rows: QueueRow[]; total: number } = { rows: [], total: 0 };
  for (const c of counts.filter((x) => x.total > x.decided)) {
    queue = await api(request, access, `${API}/getCheckContOfCheckUser`, { params: { type: c.code } });
    if (queue.rows.some((r) => r.assignedToMe)) {
      code = c.code;
      break;
    }
  }
  expect(code, "a page with an item assigned to the reviewer").not.toBe("");
  const item = queue.rows.find((r) => r.assignedToMe) as QueueRow;

  await page.goto(`/DepartmentAudS/${code}S`);
  await expect(page.getByText(`共 ${queue.total} 条`)).toBeVisible();
  await rows(page)
    .filter({ hasText: item.declarantName })
    .first()
    .getByRole("button", { name: item.declarantName })
    .click();
  const drawer = page.getByRole("dialog");
  await expect(drawer.getByText(item.declarantName).first()).toBeVisible();
  await expect(drawer.getByText("附件", { exact: true })).toBeVisible();

  await drawer.getByText("不予认定", { exact: true }).click();
  await drawer.getByRole("button", { name: "提交核查结论" }).click();
  await expect(page.locator(".ant-message").getByText("不予认定须填写理由")).toBeVisible();
  await drawer.getByRole("textbox", { name: "不予认定的理由（必填）" }).fill("与业务系统记录不符");
  await drawer.getByRole("button", { name: "提交核查结论" }).click();
  await expect(page.locator(".ant-message").getByText("已保存核查结论")).toBeVisible();
  await expect(drawer).toBeHidden();
  // the decided item leaves the queue of items to verify
  await expect(rows(page)).toHaveCount(Math.min(queue.total - 1, 20));

  const decided = await api<{ rows: { itemId: string; verifyStatus: string; verifyComment: string }[] }>(
    request,
    access,
    `${API}/getCheckContOfCheckUser`,
    { params: { type: code, status: "DECIDED", limit: "100" } },
  );
  expect(decided.rows.find((r) => r.itemId === item.itemId)).toMatchObject({
    verifyStatus: "NOT_RECOGNIZED",
    verifyComment: "与业务系统记录不符",
  });
});
