import { expect, test } from "@playwright/test";
import { button, rowOf, signIn, tokenReply } from "./support";

/** User administration at /baseManager/userManager (spec 2, 7; AG-Admin userManager). */

const USERS_PATH = "/baseManager/userManager";

test("an administrator creates, finds, edits, resets and deletes a user", async ({ page, request, baseURL }) => {
  const account = `e2e_${Date.now().toString(36)}`;
  await signIn(page, request, baseURL ?? "", "admin");
  await page.goto(USERS_PATH);
  await expect(page.locator(".ant-table-row").first()).toBeVisible();

  // create: a taken account is reported under the field on blur
  await page.getByRole("button", { name: button("添加") }).click();
  const addDialog = page.getByRole("dialog", { name: "添加用户" });
  await addDialog.getByLabel("姓名", { exact: true }).fill("端到端用户");
  await addDialog.getByLabel("账户", { exact: true }).fill("admin");
  await addDialog.getByLabel("账户", { exact: true }).blur();
  await expect(addDialog.getByText("账户已存在！")).toBeVisible();

  // a bad mobile and a weak password are refused by the shared rules
  await addDialog.getByLabel("手机号", { exact: true }).fill("12345");
  await addDialog.getByLabel("密码", { exact: true }).fill("abcdef");
  await expect(addDialog.getByText("手机号输入不合法")).toBeVisible();
  await expect(addDialog.getByText("密码中必须包含字母、数字、特殊字符！长度6-20")).toBeVisible();

  await addDialog.getByLabel("账户", { exact: true }).fill(account);
  await addDialog.getByLabel("手机号", { exact: true }).fill("");
  await addDialog.getByLabel("密码", { exact: true }).fill("Init@2026");
  await addDialog.getByLabel("部门", { exact: true }).click();
  // the open dropdown only: the page's department filter keeps a hidden tree of its own
  await page.locator(".ant-select-dropdown:visible .ant-select-tree").getByTitle("外国语学院").click();
  await expect(page.locator(".ant-select-dropdown:visible")).toHaveCount(0);
  await addDialog.getByRole("button", { name: button("确定") }).click();
  await expect(page.getByText("创建成功")).toBeVisible();
  await expect(addDialog).toBeHidden();

  // find it with the one keyword filter
  await page.getByPlaceholder("姓名或账户").fill(account);
  await page.getByRole("button", { name: button("搜索") }).click();
  await expect(page.locator(".ant-table-row")).toHaveCount(1);
  const row = rowOf(page, account);
  await expect(row).toContainText("端到端用户");
  await expect(row).toContainText("外国语学院");

  // edit the name; the account is read-only when editing
  await row.getByRole("button", { name: button("编辑") }).click();
  const editDialog = page.getByRole("dialog", { name: "编辑用户" });
  await expect(editDialog.getByLabel("账户", { exact: true })).toHaveValue(account);
  await expect(editDialog.getByLabel("账户", { exact: true })).toBeDisabled();
  await editDialog.getByLabel("姓名", { exact: true }).fill("  改名用户  ");
  await editDialog.getByRole("button", { name: button("确定") }).click();
  await expect(page.getByText("修改成功")).toBeVisible();
  await expect(row).toContainText("改名用户");

  // reset the password, then the user signs in with it
  await row.getByRole("button", { name: button("重置密码") }).click();
  const resetDialog = page.getByRole("dialog", { name: /重置密码/ });
  await resetDialog.getByLabel("新密码", { exact: true }).fill("Reset@2026");
  await resetDialog.getByLabel("确认密码", { exact: true }).fill("Reset@2027");
  await expect(resetDialog.getByText("两次输入密码不一致!")).toBeVisible();
  await resetDialog.getByLabel("确认密码", { exact: true }).fill("Reset@2026");
  await resetDialog.getByRole("button", { name: button("确定") }).click();
  await expect(page.getByText("密码已重置")).toBeVisible();
  expect((await tokenReply(request, account, "Reset@2026")).status()).toBe(200);
  expect((await tokenReply(request, account, "Init@2026")).status()).toBe(400);

  // delete after confirmation; the row is gone
  await row.getByRole("button", { name: button("删除") }).click();
  await page
    .locator(".ant-popconfirm")
    .getByRole("button", { name: button("确定") })
    .click();
  await expect(page.getByText("删除成功")).toBeVisible();
  await expect(rowOf(page, account)).toHaveCount(0);
  expect((await tokenReply(request, account, "Reset@2026")).status()).toBe(400);
});

test("a supervisor sees the list but no add, edit, reset or delete buttons", async ({ page, request, baseURL }) => {
  await signIn(page, request, baseURL ?? "", "supervisor");
  await page.goto(USERS_PATH);
  await expect(page.locator(".ant-table-row").first()).toBeVisible();
  await page.getByPlaceholder("姓名或账户").fill("系统管理员");
  await page.getByRole("button", { name: button("搜索") }).click();
  await expect(rowOf(page, "admin")).toBeVisible();
  await expect(page.getByRole("button", { name: button("添加") })).toHaveCount(0);
  await expect(page.getByRole("button", { name: button("编辑") })).toHaveCount(0);
  await expect(page.getByRole("button", { name: button("重置密码") })).toHaveCount(0);
  await expect(page.getByRole("button", { name: button("删除") })).toHaveCount(0);
  await expect(page.getByRole("columnheader", { name: "操作" })).toHaveCount(0);
});
