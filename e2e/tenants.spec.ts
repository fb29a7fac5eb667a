import { expect, test } from "@playwright/test";
import { button, rowOf, signIn, tokenReply } from "./support";

/** Tenants at /baseManager/tenantManager (AG-Admin tenant), managed by the super tenant's administrator. */

const TENANTS_PATH = "/baseManager/tenantManager";

test("the administrator creates a tenant with its administrator, sets its owner, disables and deletes", async ({
  page,
  request,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  const code = `e2e${stamp}`;
  const adminAccount = `e2e_ta_${stamp}`;
  const token = await signIn(page, request, baseURL ?? "", "admin");
  // a user of the school who will become the new tenant's owner
  const departId = (
    await (await request.get("/api/admin/user/findNode", { headers: { Authorization: `Bearer ${token}` } })).json()
  ).data[0].id;
  const ownerAccount = `e2e_owner_${stamp}`;
  const created = await request.post("/api/admin/user", {
    headers: { Authorization: `Bearer ${token}` },
    data: { username: ownerAccount, password: "Owner@2026", name: "新所有者", departId },
  });
  expect(created.status()).toBe(200);

  await page.goto(TENANTS_PATH);
  const own = rowOf(page, "default");
  await expect(own).toContainText("超级租户");
  await expect(own).toContainText("本租户");

  // add: a taken code is reported under the field on blur
  await page.getByRole("button", { name: button("添加") }).click();
  const addDialog = page.getByRole("dialog", { name: "添加租户" });
  await addDialog.getByLabel("编码", { exact: true }).fill("default");
  await addDialog.getByLabel("编码", { exact: true }).blur();
  await expect(addDialog.getByText("租户编码已存在")).toBeVisible();
  await addDialog.getByLabel("编码", { exact: true }).fill(code);
  await addDialog.getByLabel("租户名称", { exact: true }).fill("端到端分校");
  await addDialog.getByLabel("描述", { exact: true }).fill("由端到端测试创建");
  await addDialog.getByLabel("管理员账户").fill("admin");
  await addDialog.getByLabel("管理员账户").blur();
  await expect(addDialog.getByText("账户已存在！")).toBeVisible();
  await addDialog.getByLabel("管理员账户").fill(adminAccount);
  await addDialog.getByLabel("管理员姓名").fill("分校管理员");
  await addDialog.getByLabel("管理员密码").fill("abcdef");
  await expect(addDialog.getByText("密码中必须包含字母、数字、特殊字符！长度6-20")).toBeVisible();
  await addDialog.getByLabel("管理员密码").fill("Admin@2026");
  await addDialog.getByRole("button", { name: button("确定") }).click();
  await expect(page.getByText("创建成功")).toBeVisible();
  await expect(addDialog).toBeHidden();

  await page.getByPlaceholder("租户名称或编码").fill(code);
  await page.getByRole("button", { name: button("搜索") }).click();
  await expect(page.locator(".ant-table-row")).toHaveCount(1);
  const row = rowOf(page, code);
  await expect(row).toContainText("端到端分校");
  await expect(row).toContainText("分校管理员");
  await expect(row).toContainText("普通租户");
  expect((await tokenReply(request, adminAccount, "Admin@2026")).status()).toBe(200);

  // edit the name
  await row.getByRole("button", { name: button("编辑") }).click();
  const editDialog = page.getByRole("dialog", { name: "编辑租户" });
  await expect(editDialog.getByLabel("编码", { exact: true })).toHaveValue(code);
  await editDialog.getByLabel("租户名称", { exact: true }).fill("端到端分校（改）");
  await editDialog.getByRole("button", { name: button("确定") }).click();
  await expect(page.getByText("修改成功")).toBeVisible();
  await expect(row).toContainText("端到端分校（改）");

  // set the owner: a school user found by remote search moves into the tenant
  await row.getByRole("button", { name: "授予用户" }).click();
  const ownerDialog = page.getByRole("dialog", { name: /授予用户/ });
  const ownerOption = page.locator(".tenant-user-option").filter({ hasText: ownerAccount });
  const moveNotice = ownerDialog.getByText(/新所有者 将从“示范大学”移入/);
  // the remote search re-renders its options as answers arrive: a click on an option being replaced is lost
  await expect(async () => {
    if (await moveNotice.isVisible()) return;
    if (!(await ownerOption.isVisible())) await ownerDialog.getByLabel("所有者").fill(ownerAccount);
    await ownerOption.click({ timeout: 3000 });
    await expect(moveNotice).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  await ownerDialog.getByRole("button", { name: button("确定") }).click();
  await expect(page.getByText("已设置租户所有者")).toBeVisible();
  await expect(row).toContainText("新所有者");
  await expect(row.getByRole("cell", { name: "2", exact: true })).toBeVisible();

  // disable: confirmed, then its users cannot sign in; enable again
  await row.getByRole("switch").click();
  const confirm = page.getByRole("dialog").filter({ hasText: "停用租户" });
  await confirm.getByRole("button", { name: button("停用") }).click();
  await expect(page.getByText("租户已停用")).toBeVisible();
  const refused = await tokenReply(request, adminAccount, "Admin@2026");
  expect(refused.status()).toBe(400);
  expect((await refused.json()).message).toBe("账户已停用");
  await page.getByRole("combobox", { name: "状态" }).click();
  await page.locator(".ant-select-dropdown").getByTitle("停用", { exact: true }).click();
  await expect(page.locator(".ant-table-row")).toHaveCount(1);
  await row.getByRole("switch").click();
  await expect(page.getByText("租户已启用")).toBeVisible();
  // enabled again, it leaves the list of disabled tenants
  await expect(page.locator(".ant-table-row")).toHaveCount(0);
  expect((await tokenReply(request, adminAccount, "Admin@2026")).status()).toBe(200);
  await page.reload();
  await page.getByPlaceholder("租户名称或编码").fill(code);
  await page.getByRole("button", { name: button("搜索") }).click();
  await expect(page.locator(".ant-table-row")).toHaveCount(1);

  // a tenant with users cannot be deleted; an empty one can
  await row.getByRole("button", { name: button("删除") }).click();
  await page
    .getByRole("tooltip")
    .getByRole("button", { name: button("确定") })
    .click();
  await expect(page.getByText("该租户还有用户，不能删除；可以先停用它")).toBeVisible();

  await page.getByRole("button", { name: button("添加") }).click();
  const emptyDialog = page.getByRole("dialog", { name: "添加租户" });
  await emptyDialog.getByLabel("编码", { exact: true }).fill(`${code}x`);
  await emptyDialog.getByLabel("租户名称", { exact: true }).fill("空租户");
  await emptyDialog.getByText("同时创建该租户的第一个管理员").click();
  await expect(emptyDialog.getByLabel("管理员账户")).toBeHidden();
  await emptyDialog.getByRole("button", { name: button("确定") }).click();
  await expect(emptyDialog).toBeHidden();
  await page.getByPlaceholder("租户名称或编码").fill(`${code}x`);
  await page.getByRole("button", { name: button("搜索") }).click();
  const empty = rowOf(page, `${code}x`);
  await empty.getByRole("button", { name: button("删除") }).click();
  await page
    .getByRole("tooltip")
    .getByRole("button", { name: button("确定") })
    .click();
  await expect(page.getByText("删除成功")).toBeVisible();
  await expect(page.locator(".ant-table-row")).toHaveCount(0);
});

test("the tenant page speaks English", async ({ page, request, baseURL }) => {
  await signIn(page, request, baseURL ?? "", "admin", "en");
  await page.goto(TENANTS_PATH);
  for (const title of ["Code", "Tenant", "Super tenant", "Status", "Owner", "Users", "Actions"]) {
    await expect(page.getByRole("columnheader", { name: title, exact: true })).toBeVisible();
  }
  await expect(rowOf(page, "default")).toContainText("Yours");
  await page.getByRole("button", { name: "Add" }).click();
  const dialog = page.getByRole("dialog", { name: "Add tenant" });
  await expect(dialog.getByText("Also create the tenant's first administrator")).toBeVisible();
  // a click while the dialog is still opening may be lost on a busy machine: click until the form answers
  await expect(async () => {
    await dialog.getByRole("button", { name: "OK" }).click();
    await expect(dialog.getByText("Please enter the code")).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await dialog.getByRole("button", { name: "Cancel" }).click();
});

test("no one outside the super tenant's managers gets the tenant page", async ({ page, request, baseURL }) => {
  const token = await signIn(page, request, baseURL ?? "", "school_admin");
  const reply = await request.get("/api/admin/tenant/page", { headers: { Authorization: `Bearer ${token}` } });
  expect(reply.status()).toBe(403);
  await page.goto(TENANTS_PATH);
  await expect(page).not.toHaveURL(new RegExp(`${TENANTS_PATH}$`));
});
