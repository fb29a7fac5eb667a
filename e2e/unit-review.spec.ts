import { readFileSync } from "node:fs";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { DECLARATION_STATE_LABELS } from "@zcps/contracts/zcps/workflow/api";
import ExcelJS from "exceljs";
import { accessToken, api, button, CJK, confirmPopover, signIn } from "./support";
import { approved, awaitingRecommendation, published, submittedDeclaration, unitRow } from "./unit-review-support";

/**
 * The unit's review (/UnitAuditMan): the administrator approves (or signs) and returns itemised, the leader approves
 * and rejects, the roster assigns reviewers, the publicity takes objections from the unit's staff, the recommendation
 * ranks within quota, and the counts drill down to the declarants. Each test picks or makes its own declarations.
 */

const UNIT = "/api/zcps-sh/unit";
const RECOMMEND = `${UNIT}/recommend`;
const SETTINGS = "/api/zcps-sh/sysConfig";

interface Precheck {
  pass: boolean | null;
  hardPass: boolean | null;
  softFailed: number;
}
interface Row {
  id: string;
  version: number;
  staffName: string;
  employeeNo: string;
  status: string;
  precheck: Precheck;
  signedBy: string | null;
  reviewers: { userId: string; name: string }[];
}
interface ListReply {
  rows: Row[];
  total: number;
  summary: { leaderSignature: boolean; counts: Record<string, number> };
}

const rows = (page: Page) => page.locator(".ant-table-row");
const rowOf = (page: Page, text: string) => rows(page).filter({ hasText: text });

async function unitList(request: APIRequestContext, access: string, body: Record<string, unknown>) {
  return api<ListReply>(request, access, `${UNIT}/getDeclareUserList`, {
    method: "POST",
    data: { limit: 100, ...body },
  });
}

/** Searches the list for one employee number: exactly one row remains. */
async function findRow(page: Page, employeeNo: string) {
  await page.getByPlaceholder("姓名或工号").fill(employeeNo);
  await page.getByRole("button", { name: button("搜索") }).click();
  // the previous answer stays on screen until the new one arrives
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(employeeNo);
  return rows(page).first();
}

test("the administrator approves a declaration, and one failing a hard condition only with a reason", async ({
  page,
  request,
  baseURL,
}) => {
  const access = await signIn(page, request, baseURL ?? "", "unit_admin");
  const made = await submittedDeclaration(request, { name: "审核甲" });
  // the demo data hold a declaration whose hard conditions failed (a submission cannot make one any more)
  const failing = (await unitList(request, access, { status: "UNIT_REVIEW" })).rows.find(
    (r) => r.precheck.hardPass === false && r.signedBy === null,
  );
  expect(failing, "a declaration under review that fails a hard condition").toBeDefined();
  const { summary } = await unitList(request, access, {});
  const approveLabel = summary.leaderSignature ? "签署" : "通过";

  await page.goto("/UnitAuditMan/ReporterSummary/1");
  await expect(page.getByText("单位管理员审核")).toBeVisible();
  await expect(page.getByTestId("state-counts")).toContainText("单位审核");
  const row = await findRow(page, made.employeeNo);
  // the lecturer's achievements (one group of three, none met) are one advisory condition unmet
  await expect(row.getByTestId("verdict")).toHaveText("符合硬性条件，1 项参考条件未满足");
  await row.getByRole("button", { name: button(approveLabel) }).click();
  const dialog = page.getByRole("dialog", { name: "审核通过" });
  await expect(dialog).toContainText(made.staffName);
  await expect(dialog.getByLabel("通过理由")).toHaveCount(0);
  await dialog.getByLabel("审核意见（选填）").fill("材料齐全，同意推荐");
  await dialog.getByRole("button", { name: button("通过") }).click();
  await expect(dialog).toBeHidden();
  if (summary.leaderSignature) {
    await expect(page.getByText("已签署审核意见，等待单位负责人审批")).toBeVisible();
    await expect(row).toContainText("已签署，待负责人审批");
  } else {
    await expect(page.locator(".ant-message")).toContainText("审核通过");
    const after = await unitRow<Row>(request, access, made.employeeNo);
    expect(after.status).toBe("UNIT_PUBLICITY");
    await expect(row).toContainText("单位公示");
  }

  // a declaration failing a hard condition asks for the reason, which the server requires too
  if (!failing) return;
  const failingRow = await findRow(page, failing.employeeNo);
  await expect(failingRow.getByTestId("verdict")).toHaveText("未满足硬性条件");
  await failingRow.getByRole("button", { name: button(approveLabel) }).click();
  await expect(dialog).toContainText("该申报未满足硬性条件");
  await dialog.getByRole("button", { name: button("通过") }).click();
  await expect(dialog.getByText("请填写通过理由")).toBeVisible();
  await dialog.getByLabel("通过理由").fill("破格申报，已经学校学术委员会认定");
  await dialog.getByRole("button", { name: button("通过") }).click();
  await expect(dialog).toBeHidden();
  const overridden = await unitRow<Row>(request, access, failing.employeeNo);
  if (summary.leaderSignature) expect(overridden.signedBy).toBeTruthy();
  else expect(overridden.status).toBe("UNIT_PUBLICITY");
});

test("the administrator returns chosen items to the declarant", async ({ page, request, baseURL }) => {
  const access = await signIn(page, request, baseURL ?? "", "unit_admin");
  const made = await submittedDeclaration(request, { name: "退回乙", extra: ["PAPER"] });
  const detail = await api<{ sections: { materialType: string; items: { id: string }[] }[] }>(
    request,
    access,
    `/api/zcps-sh/declareUser/${made.id}`,
  );
  const papers = detail.sections.find((s) => s.materialType === "PAPER");
  expect(papers?.items).toHaveLength(2);

  await page.goto("/UnitAuditMan/ReporterSummary/1");
  const row = await findRow(page, made.employeeNo);
  await row.getByRole("button", { name: button("退回") }).click();
  const dialog = page.getByRole("dialog", { name: `退回申报人修改：${made.staffName}` });
  const tree = dialog.getByTestId("return-items");
  // open the papers and tick the first one only
  const section = tree.locator(".ant-tree-treenode").filter({ hasText: "学术论文 (2)" });
  await section.locator(".ant-tree-switcher").click();
  await tree
    .locator(".ant-tree-treenode")
    .nth(1 + (await sectionIndex(tree, "学术论文 (2)")))
    .locator(".ant-tree-checkbox")
    .click();
  await dialog.getByLabel("退回意见").fill("论文检索证明缺失，请补充");
  await dialog.getByRole("button", { name: button("退回") }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("已退回");

  // the declarant may change that paper and nothing else
  const declarant = await accessToken(request, made.username, made.password);
  const items = await api<{ id: string; returned: boolean }[]>(request, declarant, "/api/zcps-sh/sys/findData", {
    method: "POST",
    data: { declarationId: made.id, materialType: "PAPER" },
  });
  expect(items.filter((i) => i.returned).map((i) => i.id)).toEqual([papers?.items[0]?.id]);
  const courses = await api<{ returned: boolean }[]>(request, declarant, "/api/zcps-sh/sys/findData", {
    method: "POST",
    data: { declarationId: made.id, materialType: "COURSE_TAUGHT" },
  });
  expect(courses.some((i) => i.returned)).toBe(false);
});

/** The position of the tree node that reads `text` among the tree's visible nodes. */
async function sectionIndex(tree: ReturnType<Page["locator"]>, text: string) {
  const texts = await tree.locator(".ant-tree-treenode").allInnerTexts();
  return texts.findIndex((t) => t.includes(text));
}

test("the roster assigns reviewers and shows the administrator their share", async ({ page, request, baseURL }) => {
  const access = await signIn(page, request, baseURL ?? "", "unit_admin");
  const made = [
    await submittedDeclaration(request, { name: "名册丙" }),
    await submittedDeclaration(request, { name: "名册丁" }),
  ];

  await page.goto("/UnitAuditMan/UnitAuditRostor");
  // the choice stays while the search changes
  for (const declaration of made)
    await (await findRow(page, declaration.employeeNo)).locator(".ant-checkbox-input").check();
  await page.getByRole("button", { name: "分配审核人（已选 2 份）" }).click();
  const dialog = page.getByRole("dialog", { name: "分配审核人" });
  await dialog.getByRole("combobox", { name: "审核人" }).click();
  await page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden)").getByText("王芳 (管理员)").click();
  // the list stays open for more choices: a click beside it closes it
  await dialog.getByText("为选中的 2 份申报分配审核人").click();
  await dialog.getByRole("button", { name: button("分配审核人") }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator(".ant-message")).toContainText("已分配审核人");
  await expect(rowOf(page, made[1]?.employeeNo ?? "")).toContainText("王芳");

  // my share: the switch keeps the declarations assigned to me
  await page.getByPlaceholder("姓名或工号").fill("");
  await page.getByRole("switch", { name: "只看分配给我的" }).click();
  const mine = await unitList(request, access, { mine: true });
  expect(mine.total).toBeGreaterThanOrEqual(2);
  await expect(page.getByText(`共 ${mine.total} 条`)).toBeVisible();
  for (const declaration of made) await expect(rowOf(page, declaration.employeeNo)).toContainText("王芳");
  await expect(rows(page).filter({ hasNotText: "王芳" })).toHaveCount(0);
});

interface NoticeStatus {
  awaiting: number;
  endsOnIfToday: string;
}

test("the unit publishes a notice, a colleague objects under their name, the administrator dismisses it", async ({
  page,
  request,
  baseURL,
}) => {
  const admin = await signIn(page, request, baseURL ?? "", "unit_admin");
  const made = await submittedDeclaration(request, { name: "公示戊" });
  await approved(request, made);
  const status = await api<NoticeStatus>(request, admin, `${RECOMMEND}/noticeStatus`);
  expect(status.awaiting).toBeGreaterThan(0);

  await page.goto("/UnitAuditMan/UnitFomal");
  await expect(page.locator(".ant-statistic").filter({ hasText: "待公示申报" })).toContainText(String(status.awaiting));
  await page.getByRole("button", { name: "发布公示" }).click();
  const dialog = page.getByRole("dialog", { name: "发布公示" });
  await expect(dialog.getByTestId("ends-if-today")).toHaveText(status.endsOnIfToday);
  const title = `职称申报人员公示 ${Date.now().toString(36)}`;
  await dialog.getByLabel("公示标题").fill(title);
  await dialog.getByRole("button", { name: button("发布") }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator(".ant-message")).toContainText(`公示已发布，截止 ${status.endsOnIfToday}`);
  const notice = rowOf(page, title);
  await expect(notice).toContainText("公示中");
  await expect(notice).toContainText(status.endsOnIfToday);
  // its working days have not passed: it cannot be closed yet
  await expect(notice.getByRole("button", { name: "结束公示" })).toBeDisabled();

  // a colleague of the unit reads the notice on their home and objects under their own name
  await page.context().clearCookies();
  await signIn(page, request, baseURL ?? "", "declarant");
  await page.goto("/zcps/userCenter");
  const card = page.getByTestId("unit-publicity");
  const block = card.getByTestId(`notice-${title}`);
  await expect(block).toContainText(made.staffName);
  await block.getByRole("button", { name: "提出异议" }).click();
  const objection = page.getByRole("dialog", { name: "实名提出异议" });
  await objection.getByRole("combobox", { name: "异议对象" }).click();
  await page
    .locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden)")
    .getByText(`${made.staffName} (${made.employeeNo})`, { exact: false })
    .click();
  await objection.getByLabel("异议内容").fill("其代表作的第一作者署名存疑，请核实");
  await objection.getByRole("button", { name: button("提交异议") }).click();
  await expect(objection).toBeHidden();
  await expect(page.locator(".ant-message")).toContainText("异议已提交");

  // the administrator sees it on the notice and dismisses it with a reply
  await page.context().clearCookies();
  await signIn(page, request, baseURL ?? "", "unit_admin");
  await page.goto("/UnitAuditMan/UnitFomal");
  await expect(rowOf(page, title)).toContainText("1");
  await rowOf(page, title).getByRole("button", { name: title }).click();
  const drawer = page.getByRole("dialog").filter({ hasText: "公示详情" });
  await expect(drawer).toContainText(made.employeeNo);
  const raised = drawer.locator(".ant-table-row").filter({ hasText: "署名存疑" });
  await expect(raised).toContainText("李明");
  await expect(raised).toContainText("待处理");
  await raised.getByRole("button", { name: "不予采纳" }).click();
  const dismiss = page.getByRole("dialog", { name: "不予采纳异议" });
  await dismiss.getByLabel("答复意见").fill("经核实，署名与期刊记录一致");
  await dismiss.getByRole("button", { name: "不予采纳" }).click();
  await expect(dismiss).toBeHidden();
  await expect(raised).toContainText("不予采纳");
  await expect(raised).toContainText("经核实，署名与期刊记录一致");
});

test("the unit leader upholds an objection and the declaration goes back to its declarant", async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? "", "unit_leader");
  const made = await submittedDeclaration(request, { name: "异议己" });
  await approved(request, made);
  const title = `异议公示 ${Date.now().toString(36)}`;
  await published(request, title);
  const colleague = await accessToken(request, "declarant");
  await api(request, colleague, `${UNIT}/objection`, {
    method: "POST",
    data: { declarationId: made.id, content: "年度考核结果与档案不符" },
  });

  await page.goto("/UnitAuditMan/UnitFomal");
  await rowOf(page, title).getByRole("button", { name: "详情" }).click();
  const drawer = page.getByRole("dialog").filter({ hasText: "公示详情" });
  const raised = drawer.locator(".ant-table-row").filter({ hasText: "年度考核结果与档案不符" });
  await raised.getByRole("button", { name: "采纳", exact: true }).click();
  const uphold = page.getByRole("dialog", { name: "采纳异议" });
  await uphold.getByRole("button", { name: button("采纳") }).click();
  await expect(uphold.getByText("请选择处理结果")).toBeVisible();
  await uphold.getByLabel("退回申报人修改").check();
  await uphold.getByLabel("处理意见").fill("请核对年度考核结果后重新提交");
  await uphold.getByRole("button", { name: button("采纳") }).click();
  await expect(uphold).toBeHidden();
  await expect(page.locator(".ant-message")).toContainText("异议已采纳，申报已退回申报人修改");
  await expect(raised).toContainText("已采纳");
  await expect(drawer.locator(".ant-table-row").filter({ hasText: made.employeeNo })).toContainText("已退回");
});

test("a notice whose working days have passed is closed and its declarants move on to the recommendation", async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? "", "unit_admin");
  const made = await submittedDeclaration(request, { name: "到期卯" });
  await approved(request, made);
  const title = `到期公示 ${Date.now().toString(36)}`;
  // a notice recorded as put up on the board three weeks ago
  const start = new Date(Date.now() - 21 * 86_400_000).toISOString().slice(0, 10);
  const [notice] = await published(request, title, start);
  expect(notice?.elapsed).toBe(true);

  await page.goto("/UnitAuditMan/UnitFomal");
  const row = rowOf(page, title);
  await expect(row).toContainText("已到期");
  await row.getByRole("button", { name: "结束公示" }).click();
  await confirmPopover(page, "结束公示？");
  // everyone on the notice moves on: nobody objected
  await expect(page.locator(".ant-message")).toContainText(
    `公示已结束：${notice?.declarants} 人进入推荐，0 人因异议暂缓`,
  );
  await expect(row).toContainText("已结束");
  await expect(row.getByRole("button", { name: "结束公示" })).toHaveCount(0);
  const admin = await accessToken(request, "unit_admin");
  expect((await unitRow(request, admin, made.employeeNo)).status).toBe("UNIT_RECOMMENDATION");
});

test("the recommendation is ranked, saved as a draft, exported and submitted within quota", async ({
  page,
  request,
  baseURL,
}) => {
  const access = await signIn(page, request, baseURL ?? "", "unit_leader");
  const [first] = await awaitingRecommendation(request, ["推荐庚", "推荐辛"]);
  if (!first) return;
  const list = await api<{ rows: { id: string }[] }>(request, access, `${RECOMMEND}/getRecommendList`);

  await page.goto("/UnitAuditMan/AuditResult");
  await expect(page.getByTestId("quota-cards")).toContainText("副高级");
  await page.getByRole("spinbutton", { name: `${first.staffName} 的排序` }).fill("1");
  await page.getByRole("switch", { name: `是否推荐 ${first.staffName}` }).click();
  await page.getByRole("textbox", { name: `${first.staffName} 的备注` }).fill("教学科研业绩突出");
  await expect(page.getByText("有未保存的修改")).toBeVisible();
  await page.getByRole("button", { name: "保存草稿" }).click();
  await expect(page.locator(".ant-message")).toContainText("推荐草稿已保存");
  await expect(page.getByText(/草稿保存于/)).toBeVisible();

  // the draft survives a reload
  await page.reload();
  await expect(page.getByRole("spinbutton", { name: `${first.staffName} 的排序` })).toHaveValue("1");
  await expect(page.getByRole("switch", { name: `是否推荐 ${first.staffName}` })).toHaveAttribute(
    "aria-checked",
    "true",
  );

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: button("导出") }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const lines: string[] = [];
  workbook.worksheets[0]?.eachRow((r) => lines.push((r.values as unknown[]).map(String).join("|")));
  expect(lines.some((line) => line.includes(first.staffName))).toBe(true);

  await page.getByRole("button", { name: "提交推荐" }).click();
  const confirm = page.getByRole("dialog").filter({ hasText: "提交推荐结果" });
  const others = list.rows.length - 1;
  await expect(confirm).toContainText(`推荐 1 人，不推荐 ${others} 人`);
  await confirm.getByRole("button", { name: "提交推荐" }).click();
  await expect(page.locator(".ant-message")).toContainText(`推荐结果已提交：推荐 1 人，不推荐 ${others} 人`);
  await expect(page.getByText("没有待推荐的申报")).toBeVisible();

  // the outcomes: the recommended declarant has moved on, the other was not recommended
  await page.getByRole("tab", { name: "申报人结果" }).click();
  const outcome = await findRow(page, first.employeeNo);
  await expect(outcome).toContainText("职能部门审核");
});

interface CountRow {
  titleId: string;
  titleName: string;
  level: string;
  counts: Record<string, number>;
  total: number;
}

test("the counts add up by title, level and state and open the declarants behind a number", async ({
  page,
  request,
  baseURL,
}) => {
  const access = await signIn(page, request, baseURL ?? "", "unit_leader");
  const counts = await api<CountRow[]>(request, access, `${UNIT}/findDeclareCount`);
  expect(counts.length).toBeGreaterThan(0);
  const total = counts.reduce((sum, r) => sum + r.total, 0);
  const biggest = [...counts].sort((a, b) => b.total - a.total)[0];

  await page.goto("/UnitAuditMan/DeclareCount");
  const summary = page.locator(".ant-table-summary");
  await expect(summary).toContainText("合计");
  await expect(summary.getByRole("button", { name: String(total), exact: true })).toBeVisible();
  await expect(page.getByRole("img", { name: "各职称申报情况" })).toBeVisible();

  // a row's total opens those declarants
  const row = rows(page)
    .filter({ hasText: biggest?.titleName ?? "" })
    .first();
  await row
    .getByRole("button", { name: String(biggest?.total), exact: true })
    .last()
    .click();
  const drawer = page.getByRole("dialog").filter({ hasText: biggest?.titleName ?? "" });
  await expect(drawer.getByText(`共 ${biggest?.total} 条`)).toBeVisible();
  await drawer.locator(".ant-drawer-close").click();

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: button("导出") }).click();
  expect((await downloading).suggestedFilename()).toMatch(/\.xlsx$/);
});

test("the declarant statistics by state, level, series and gender drill down to the declarants", async ({
  page,
  request,
  baseURL,
}) => {
  const access = await signIn(page, request, baseURL ?? "", "unit_leader");
  const stats = await api<{ byStatus: { status: string; count: number }[]; total: number }>(
    request,
    access,
    `${UNIT}/userDeclareCount`,
  );
  expect(stats.total).toBeGreaterThan(0);
  const some = stats.byStatus.find((s) => s.count > 0);

  await page.goto("/UnitAuditMan/UserDeclareCountNew");
  await expect(page.locator(".ant-statistic").filter({ hasText: "申报人数" })).toContainText(String(stats.total));
  for (const title of ["按状态", "按级别", "按系列", "按性别"])
    await expect(page.getByRole("img", { name: title })).toBeVisible();
  await page
    .getByTestId("dimension-按状态")
    .locator(".ant-table-row")
    .filter({
      has: page.getByRole("cell", {
        name: DECLARATION_STATE_LABELS[some?.status as keyof typeof DECLARATION_STATE_LABELS]?.zh,
        exact: true,
      }),
    })
    .getByRole("button")
    .click();
  const drawer = page.getByRole("dialog").filter({ hasText: "按状态" });
  await expect(drawer.getByText(`共 ${some?.count} 条`)).toBeVisible();
});

test("the unit leader approves and rejects with a reason", async ({ page, request, baseURL }) => {
  const leader = await signIn(page, request, baseURL ?? "", "unit_leader");
  const toApprove = await submittedDeclaration(request, { name: "负责人壬" });
  const toReject = await submittedDeclaration(request, { name: "负责人癸" });
  const { summary } = await unitList(request, leader, {});
  if (summary.leaderSignature) {
    const admin = await accessToken(request, "unit_admin");
    const row = await unitRow(request, admin, toApprove.employeeNo);
    await api(request, admin, `${UNIT}/submit`, {
      method: "POST",
      data: { declarationId: row.id, version: row.version },
    });
  }

  await page.goto("/UnitAuditMan/ReporterSummary/0");
  await expect(page.getByText("单位负责人审批")).toBeVisible();
  const approving = await findRow(page, toApprove.employeeNo);
  await approving.getByRole("button", { name: button("通过") }).click();
  const dialog = page.getByRole("dialog", { name: "审核通过" });
  await dialog.getByRole("button", { name: button("通过") }).click();
  await expect(dialog).toBeHidden();
  await expect(approving).toContainText("单位公示");

  const rejecting = await findRow(page, toReject.employeeNo);
  await rejecting.getByRole("button", { name: "不通过" }).click();
  const reject = page.getByRole("dialog", { name: `审核不通过：${toReject.staffName}` });
  // a click while the dialog still zooms in can be lost under load: the empty reason is refused once it lands
  await expect(async () => {
    await reject.getByRole("button", { name: "不通过" }).click();
    await expect(reject.getByText("请填写")).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await reject.getByLabel("不通过理由").fill("近五年教学工作量未达要求");
  await reject.getByRole("button", { name: "不通过" }).click();
  await expect(reject).toBeHidden();
  await expect(page.locator(".ant-message")).toContainText("已审核不通过");
  await expect(rejecting).toContainText("单位审核不通过");
});

test("where the leader signs second, the administrator signs and the leader approves", async ({
  page,
  request,
  baseURL,
}) => {
  // personnel turn the batch setting on for this test and back to its default after it
  const personnel = await accessToken(request, "personnel");
  const headers = { Authorization: `Bearer ${personnel}` };
  const on = await request.put(SETTINGS, { headers, data: { values: { unitLeaderSignature: true } } });
  expect(on.status(), await on.text()).toBe(200);
  try {
    const made = await submittedDeclaration(request, { name: "复签丑" });
    await signIn(page, request, baseURL ?? "", "unit_admin");
    await page.goto("/UnitAuditMan/ReporterSummary/1");
    await expect(page.getByText("本批次须单位负责人复签")).toBeVisible();
    const row = await findRow(page, made.employeeNo);
    await row.getByRole("button", { name: button("签署") }).click();
    const dialog = page.getByRole("dialog", { name: "审核通过" });
    await dialog.getByRole("button", { name: button("通过") }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator(".ant-message")).toContainText("已签署审核意见，等待单位负责人审批");
    await expect(row).toContainText("已签署，待负责人审批");
    await expect(row).toContainText("王芳");
    await expect(row).toContainText("单位审核");

    await page.context().clearCookies();
    await signIn(page, request, baseURL ?? "", "unit_leader");
    await page.goto("/UnitAuditMan/ReporterSummary/0");
    const signed = await findRow(page, made.employeeNo);
    await signed.getByRole("button", { name: button("通过") }).click();
    await dialog.getByRole("button", { name: button("通过") }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator(".ant-message")).toContainText("审核通过");
    await expect(signed).toContainText("单位公示");
  } finally {
    const off = await request.delete(`${SETTINGS}/unitLeaderSignature`, { headers });
    expect(off.status(), await off.text()).toBe(200);
  }
});

test("the administrator packs the unit's declarations and downloads the zip", async ({ page, request, baseURL }) => {
  // one PDF per declarant of a unit the other browser tests keep filling, made while they run
  test.setTimeout(150_000);
  await signIn(page, request, baseURL ?? "", "unit_admin");
  await submittedDeclaration(request, { name: "打包寅" });
  await page.goto("/UnitAuditMan/ReporterSummary/1");
  const packets = page.getByTestId("packets");
  await packets.getByRole("button", { name: "打包申报材料" }).click();
  // a background task writes one PDF per declarant: the button waits for it, then offers the zip
  const ready = packets.getByRole("button", { name: "下载申报材料包" });
  await expect(ready).toBeVisible({ timeout: 120_000 });
  const downloading = page.waitForEvent("download");
  await ready.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const bytes = readFileSync(await download.path());
  expect(bytes.subarray(0, 2).toString()).toBe("PK");
});

/** The batch filter of a unit page: it shows the batch now listed; another is picked from its options. */
const batchSelect = (page: Page) =>
  page.locator(".ant-select").filter({ has: page.getByLabel("批次", { exact: true }) });
const emptyList = (page: Page) => page.locator(".ant-table .ant-empty:visible");
async function chooseBatch(page: Page, name: string) {
  await batchSelect(page).click();
  await page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden)").getByTitle(name, { exact: true }).click();
  await expect(batchSelect(page)).toContainText(name);
}

test("every unit page filters by the current project's batches, starting with the open one", async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? "", "unit_admin");
  await page.goto("/UnitAuditMan/ReporterSummary/1");
  await expect(batchSelect(page)).toContainText("常规批");
  await expect(page.getByText(/^共 [1-9]\d* 条$/)).toBeVisible();
  await chooseBatch(page, "绿色通道批");
  await expect(emptyList(page)).toBeVisible();
  await chooseBatch(page, "常规批");
  await expect(page.getByText(/^共 [1-9]\d* 条$/)).toBeVisible();

  await page.goto("/UnitAuditMan/UnitAuditRostor");
  await expect(batchSelect(page)).toContainText("常规批");
  await chooseBatch(page, "绿色通道批");
  await expect(emptyList(page)).toBeVisible();

  // one batch for both tabs of the recommendation
  await page.goto("/UnitAuditMan/AuditResult");
  await chooseBatch(page, "绿色通道批");
  await page.getByRole("tab", { name: "申报人结果" }).click();
  await expect(emptyList(page)).toBeVisible();
  await expect(batchSelect(page)).toHaveCount(1);

  await page.goto("/UnitAuditMan/DeclareCount");
  await expect(page.locator(".ant-table-summary")).toContainText("合计");
  await chooseBatch(page, "绿色通道批");
  await expect(page.locator(".ant-table-summary")).toHaveCount(0);
  await expect(page.locator(".ant-table").getByText("暂无申报")).toBeVisible();

  await page.goto("/UnitAuditMan/UserDeclareCountNew");
  const declarants = page.locator(".ant-statistic").filter({ hasText: "申报人数" });
  await expect(declarants).not.toContainText(/^申报人数0$/);
  await chooseBatch(page, "绿色通道批");
  await expect(declarants.locator(".ant-statistic-content")).toHaveText("0");

  await page.goto("/UnitAuditMan/Zcjzcsblb");
  await expect(batchSelect(page)).toContainText("常规批");
  await chooseBatch(page, "绿色通道批");
  await expect(page.getByText(/^名册中还没有申报人/)).toBeVisible();
});

test("the unit pages speak English", async ({ page, request, baseURL }) => {
  await signIn(page, request, baseURL ?? "", "unit_admin", "en");
  await submittedDeclaration(request, { name: "英文子" });
  await page.goto("/UnitAuditMan/ReporterSummary/1");
  await expect(page.getByText("Unit administrator's review")).toBeVisible();
  for (const header of ["Employee no.", "Pre-check", "Reviewers", "Open objections"])
    await expect(page.getByRole("columnheader", { name: header })).toBeVisible();
  await expect(page.getByText(/^\d+ in total$/)).toBeVisible();
  await expect(page.getByText(/^Hard conditions met, \d+ advisory unmet$/).first()).toBeVisible();
  expect(await page.locator(".ant-table-thead").innerText()).not.toMatch(CJK);
  await page.goto("/UnitAuditMan/UnitFomal");
  await expect(page.getByRole("button", { name: "Publish a notice" })).toBeVisible();
  await expect(page.getByText("Awaiting publicity")).toBeVisible();
  await page.goto("/UnitAuditMan/DeclareCount");
  await expect(page.getByRole("img", { name: "Declarations by title" })).toBeVisible();
});

test("the unit's declaration drawer names the system's decisions in English", async ({ page, request, baseURL }) => {
  const access = await signIn(page, request, baseURL ?? "", "unit_admin", "en");
  // a declaration of the unit the system moved on (a department verification done, a notice closed by the job)
  const { rows: all } = await unitList(request, access, {});
  let moved: Row | undefined;
  for (const row of all.filter((r) => !["UNIT_REVIEW", "RETURNED"].includes(r.status))) {
    const detail = await api<{ decisions: { actorRole: string }[] }>(
      request,
      access,
      `/api/zcps-sh/declareUser/${row.id}`,
    );
    if (detail.decisions.some((d) => d.actorRole === "SYSTEM")) {
      moved = row;
      break;
    }
  }
  expect(moved, "a declaration of the unit the system moved on").toBeDefined();

  await page.goto("/UnitAuditMan/ReporterSummary/1");
  await page.getByPlaceholder("Name or employee no.").fill(moved?.employeeNo ?? "");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(rows(page)).toHaveCount(1);
  await rows(page).getByRole("button", { name: moved?.staffName }).click();
  const timeline = page.getByRole("dialog").locator(".ant-timeline");
  await expect(timeline).toContainText("· System");
  await expect(timeline).not.toContainText("系统");
});
