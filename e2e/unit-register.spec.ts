import { expect, test } from "@playwright/test";
import { button, signIn } from "./support";

/**
 * The register of declarants: the unit adds its recommended declarants, reports the register to personnel, who send
 * it back with a reason; the unit sees why. Then the English page reads in English.
 */

// the pages a test opened in contexts of its own are closed once it has passed (a failed one keeps them for its
// screenshots): left open, they go on polling and streaming and slow every later test of the worker
test.afterEach(async ({ browser }, info) => {
  if (info.status === info.expectedStatus) await Promise.all(browser.contexts().map((context) => context.close()));
});
test("the unit reports its register; personnel send it back with a reason", async ({ browser, baseURL }) => {
  // three people sign in and the register goes there and back: more than the default time on a loaded machine
  test.setTimeout(120_000);
  const admin = await browser.newPage();
  await signIn(admin, admin.request, baseURL ?? "", "unit_admin");
  await admin.goto("/UnitAuditMan/Zcjzcsblb");
  await expect(admin.getByText("未上报")).toBeVisible();
  const add = admin.getByRole("button", { name: /加入已推荐人员（\d+）/ });
  await expect(add).toBeEnabled();
  await add.click();
  await expect(admin.getByText("已加入名册")).toBeVisible();
  const rows = admin.locator(".ant-table-row");
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();
  expect(count).toBeGreaterThan(0);
  await expect(rows.filter({ hasText: "通过" })).toHaveCount(count);
  await admin.getByRole("button", { name: button("上报人事处") }).click();
  await admin
    .locator(".ant-modal-confirm")
    .getByRole("button", { name: button("确定") })
    .click();
  await expect(admin.getByText("名册已上报人事处")).toBeVisible();
  await expect(admin.locator(".ant-descriptions").getByText("已上报")).toBeVisible();
  // locked: no edit buttons once reported
  await expect(admin.getByRole("button", { name: button("校验") })).toHaveCount(0);

  const personnel = await browser.newPage();
  await signIn(personnel, personnel.request, baseURL ?? "", "personnel");
  await personnel.goto("/PersonnelSynthesis/RSZcjzcsblb");
  const reported = personnel.locator(".ant-table-row").filter({ hasText: "已上报" }).first();
  await expect(reported).toBeVisible();
  await reported.getByRole("button", { name: button("查看名单") }).click();
  await expect(personnel.locator(".ant-table-row").filter({ hasText: "通过" })).toHaveCount(count);
  await reported.getByRole("button", { name: button("退回") }).click();
  const dialog = personnel.locator(".ant-modal").filter({ hasText: "的申报名册" });
  await dialog.getByRole("button", { name: button("退回") }).click();
  await expect(dialog.getByText("请填写退回原因")).toBeVisible();
  await dialog.getByLabel("退回原因").fill("推荐排序与会议纪要不一致");
  await dialog.getByRole("button", { name: button("退回") }).click();
  await expect(personnel.getByText("名册已退回单位")).toBeVisible();
  await expect(personnel.locator(".ant-table-row").filter({ hasText: "已退回" }).first()).toBeVisible();

  await admin.reload();
  await expect(admin.getByText("人事处退回了名册：推荐排序与会议纪要不一致")).toBeVisible();
  await expect(admin.getByRole("button", { name: button("校验") })).toBeVisible();

  const english = await browser.newPage();
  await signIn(english, english.request, baseURL ?? "", "unit_admin", "en");
  await english.goto("/UnitAuditMan/Zcjzcsblb");
  await expect(english.getByText("Personnel sent the register back: 推荐排序与会议纪要不一致")).toBeVisible();
  await expect(english.getByRole("button", { name: "Report to personnel" })).toBeVisible();
});
