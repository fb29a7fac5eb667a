import { type APIRequestContext, expect, test } from "@playwright/test";
import { accessToken, button, rowOf, signIn } from "./support";

/**
 * User administration across tenants at /baseManager/userManager: the super tenant's administrator sees every
 * tenant's users with a tenant column, filters by tenant and creates a user in another tenant; an ordinary tenant's
 * administrator sees neither the column nor the filter.
 */

const TENANT_ADMIN_PASSWORD = "Tenant@2026";
const USERS_PATH = "/baseManager/userManager";

/** A second tenant (a branch school) with its first administrator, created by the super tenant's administrator. */
async function createTenant(request: APIRequestContext, token: string, stamp: string) {
  const tenant = { code: `ut${stamp}`, name: `分校${stamp}`, adminAccount: `ut_admin_${stamp}` };
  const reply = await request.post("/api/admin/tenant?is_encrypt=0", {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      code: tenant.code,
      name: tenant.name,
      admin: { username: tenant.adminAccount, name: "分校管理员", password: TENANT_ADMIN_PASSWORD },
    },
  });
  expect(reply.status()).toBe(200);
  return tenant;
}

test("the super tenant's administrator creates a user in another tenant and filters by tenant", async ({
  page,
  request,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  const token = await signIn(page, request, baseURL ?? "", "admin");
  const tenant = await createTenant(request, token, stamp);
  const account = `ut_user_${stamp}`;

  await page.goto(USERS_PATH);
  await expect(page.locator(".ant-table-row").first()).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "租户", exact: true })).toBeVisible();

  // the new user's tenant is chosen first; the department tree offered is that tenant's
  await page.getByRole("button", { name: button("添加") }).click();
  const addDialog = page.getByRole("dialog", { name: "添加用户" });
  await expect(addDialog.getByLabel("租户", { exact: true })).toBeVisible();
  await addDialog.getByLabel("租户", { exact: true }).click();
  await page.locator(".ant-select-dropdown:visible").getByTitle(tenant.name, { exact: true }).click();
  await addDialog.getByLabel("姓名", { exact: true }).fill("分校教师");
  await addDialog.getByLabel("账户", { exact: true }).fill(account);
  await addDialog.getByLabel("密码", { exact: true }).fill("Init@2026");
  await addDialog.getByLabel("部门", { exact: true }).click();
  const tree = page.locator(".ant-select-dropdown:visible .ant-select-tree");
  await expect(tree.getByTitle("外国语学院")).toHaveCount(0);
  await tree.getByTitle(tenant.name).click();
  await addDialog.getByRole("button", { name: button("确定") }).click();
  await expect(page.getByText("创建成功")).toBeVisible();
  await expect(addDialog).toBeHidden();

  // the list shows the user with its tenant; the tenant filter narrows the list to that tenant
  await page.getByPlaceholder("姓名或账户").fill(account);
  await page.getByRole("button", { name: button("搜索") }).click();
  await expect(rowOf(page, account)).toContainText(tenant.name);
  await page.getByPlaceholder("姓名或账户").fill("");
  await page.getByLabel("租户", { exact: true }).click();
  await page.locator(".ant-select-dropdown:visible").getByTitle(tenant.name, { exact: true }).click();
  await page.getByRole("button", { name: button("搜索") }).click();
  await expect(page.locator(".ant-table-row")).toHaveCount(2);
  await expect(rowOf(page, account)).toBeVisible();
  await expect(rowOf(page, tenant.adminAccount)).toBeVisible();
  await expect(page.getByText("共 2 条")).toBeVisible();
});

test("an ordinary tenant's administrator sees only their tenant, without a tenant column, in English too", async ({
  page,
  request,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  const superToken = await accessToken(request, "admin");
  const tenant = await createTenant(request, superToken, stamp);
  await signIn(page, request, baseURL ?? "", tenant.adminAccount, "en", TENANT_ADMIN_PASSWORD);

  await page.goto(USERS_PATH);
  await expect(rowOf(page, tenant.adminAccount)).toBeVisible();
  await expect(page.locator(".ant-table-row")).toHaveCount(1);
  await expect(page.getByRole("columnheader", { name: "Account", exact: true })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Tenant", exact: true })).toHaveCount(0);
  await expect(page.getByLabel("Tenant", { exact: true })).toHaveCount(0);

  await page.getByRole("button", { name: "Add" }).click();
  const addDialog = page.getByRole("dialog", { name: "Add user" });
  await expect(addDialog.getByLabel("Name", { exact: true })).toBeVisible();
  await expect(addDialog.getByLabel("Tenant", { exact: true })).toHaveCount(0);
});
