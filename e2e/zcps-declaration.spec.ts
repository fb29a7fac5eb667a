import { expect, type Page, test } from "@playwright/test";
import { accessToken, api, button, confirmPopover, signIn } from "./support";

/** The declarant's journey at /zcps/userCenter: complete, pre-check, pledge, submit; a unit return; fix and resubmit. */

const PAGE = "/zcps/userCenter";

const section = (page: Page, code: string) => page.getByTestId(`section-${code}`);

test("the declarant completes, pre-checks, pledges and submits; fixes the one returned item and resubmits", async ({
  page,
  request,
  baseURL,
}) => {
  const declarantToken = await signIn(page, request, baseURL ?? "", "declarant");
  await page.goto(PAGE);
  const card = page.getByTestId("declaration-card").filter({ hasText: "副教授" });
  await expect(card).toBeVisible();
  await expect(card.getByTestId("next-steps")).toContainText("请签署诚信承诺");
  await card.getByRole("button", { name: "填写 / 查看" }).click();
  await expect(page).toHaveURL(/declaration=/);
  const declarationId = new URL(page.url()).searchParams.get("declaration") ?? "";

  // every required section the batch's directory names and that is still empty gets an item
  const sections = await api<{ materialType: string; required: boolean; count: number }[]>(
    request,
    declarantToken,
    "/api/zcps-sh/sys/findTable",
    { method: "POST", data: { declarationId } },
  );
  const empty = sections.filter((s) => s.required && s.count === 0).map((s) => s.materialType);
  expect(empty).toEqual(["SELF_SUMMARY"]);
  await expect(page.getByTestId("precheck")).toContainText("必填材料未填写");
  await section(page, "SELF_SUMMARY").click();
  await page.getByRole("button", { name: button("添加") }).click();
  const drawer = page.getByRole("dialog").filter({ hasText: "添加：任现职以来工作总结" });
  await drawer.getByLabel("工作总结").fill("任现职以来主讲本科课程四门，发表论文两篇，主持校级教改项目一项。");
  await drawer.getByRole("button", { name: button("保存") }).click();
  await expect(drawer).toBeHidden();
  await expect(page.locator(".ant-table-row").first()).toContainText("任现职以来主讲本科课程四门");

  // the pre-check: the hard conditions hold, the achievements group (advisory) is still short, as the root says
  const precheck = page.getByTestId("precheck");
  await expect(precheck.getByTestId("precheck-verdict")).toHaveText("符合硬性条件，1 项参考条件未满足");
  await expect(precheck.getByTestId("rule-pass").first()).toBeVisible();
  await expect(precheck).toContainText("任现职以来主讲课程累计不少于 800 学时");

  // pledge, then submit
  await page.getByRole("button", { name: "签署诚信承诺" }).click();
  const pledge = page.getByRole("dialog", { name: "诚信承诺书" });
  await expect(pledge.getByRole("button", { name: button("确定") })).toBeDisabled();
  await pledge.getByRole("checkbox").check();
  await pledge.getByRole("button", { name: button("确定") }).click();
  // the tag on the page (the confirmation toast says the same words)
  await expect(page.locator(".ant-tag").filter({ hasText: "已签署诚信承诺" })).toBeVisible();
  await page.getByRole("button", { name: "提交申报" }).click();
  await confirmPopover(page, "提交后材料将锁定");
  await expect(page.locator(".ant-tag").filter({ hasText: "单位审核" }).first()).toBeVisible();
  await expect(page.getByText("申报已提交，材料已锁定。")).toBeVisible();

  // the unit administrator returns one paper through the API
  const detail = await api<{ version: number }>(
    request,
    declarantToken,
    `/api/zcps-sh/userCenter/declarations/${declarationId}`,
  );
  const papers = await api<{ id: string; summary: string }[]>(request, declarantToken, "/api/zcps-sh/sys/findData", {
    method: "POST",
    data: { declarationId, materialType: "PAPER" },
  });
  const returnedPaper = papers[0];
  expect(returnedPaper).toBeDefined();
  const unitAdmin = await accessToken(request, "unit_admin");
  await api(request, unitAdmin, "/api/zcps-sh/sys/returnAudit", {
    method: "POST",
    data: { declarationId, version: detail.version, comment: "论文卷期号有误，请核对", itemIds: [returnedPaper?.id] },
  });

  // only that paper is editable now
  await page.reload();
  await expect(page.getByText("申报已退回修改：论文卷期号有误，请核对")).toBeVisible();
  await expect(section(page, "PAPER")).toContainText("退回修改");
  await section(page, "COURSE_TAUGHT").click();
  await expect(page.locator(".ant-table-row").first()).toBeVisible();
  await expect(page.getByRole("button", { name: button("编辑") })).toHaveCount(0);
  await section(page, "PAPER").click();
  const rows = page.locator(".ant-table-row");
  await expect(rows).toHaveCount(papers.length);
  await expect(page.getByRole("button", { name: button("编辑") })).toHaveCount(1);
  const returnedRow = rows.filter({ hasText: "退回修改" });
  await returnedRow.getByRole("button", { name: button("编辑") }).click();
  const edit = page.getByRole("dialog").filter({ hasText: "编辑：" });
  await edit.getByLabel("卷").fill("12");
  await edit.getByRole("button", { name: button("保存") }).click();
  await expect(edit).toBeHidden();

  await page.getByRole("button", { name: "重新提交" }).click();
  await confirmPopover(page, "确定重新提交申报吗？");
  await expect(page.locator(".ant-tag").filter({ hasText: "单位审核" }).first()).toBeVisible();

  // the timeline on the home page tells the story
  await page.getByRole("button", { name: "返回我的申报" }).click();
  const entries = card.getByTestId("timeline-entry");
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(1)).toContainText("论文卷期号有误，请核对");
});

test("the declarant's home in English", async ({ page, request, baseURL }) => {
  await signIn(page, request, baseURL ?? "", "declarant", "en");
  await page.goto(PAGE);
  await expect(page.getByText("My declarations")).toBeVisible();
  const card = page.getByTestId("declaration-card").first();
  await expect(card).toContainText("Associate Professor");
  await expect(card.getByRole("button", { name: "Fill in / view" })).toBeVisible();
  await card.getByRole("button", { name: "Fill in / view" }).click();
  await expect(page.getByText("Eligibility pre-check", { exact: true })).toBeVisible();
  await expect(page.getByText("Representative works", { exact: true })).toBeVisible();
});
