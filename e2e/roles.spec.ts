import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { accessToken, api, signIn } from "./support";

/** Permission administration: role types, roles (members, authority at two levels) and menus with elements. */

/** An API call as the super administrator (set-up the test does not exercise through the page). */
async function asAdmin<T>(request: APIRequestContext, method: "GET" | "POST", url: string, data?: object) {
  return api<T>(request, await accessToken(request, "admin"), url, { method, data });
}

async function createMember(request: APIRequestContext, username: string) {
  const departs = await asAdmin<{ id: string }[]>(request, "GET", "/api/admin/user/findNode");
  await asAdmin(request, "POST", "/api/admin/user?is_encrypt=0", {
    username,
    password: "Member@2026",
    name: "端到端成员",
    departId: departs[0]?.id,
  });
}

/**
 * antd puts a space between the two characters of a Chinese button label, and a button that was loading may keep
 * its fading "loading" icon in its name for a while: the label is matched at the end.
 */
const button = (label: string) => new RegExp(`(^|\\s)${[...label].join("\\s*")}\\s*$`);

/** The tree node (checkbox row) whose title contains the text. */
const treeNode = (scope: ReturnType<Page["getByRole"]>, text: string) =>
  scope.locator(".ant-tree-treenode").filter({ hasText: text }).last();

test("an administrator creates a role type and a role, grants it a menu and an element and a member; the member sees the menu", async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const member = `e2e_m_${stamp}`;
  await createMember(request, member);
  await signIn(page, request, baseURL ?? "", "admin");

  // a role type
  await page.goto("/baseManager/groupTypeManager");
  await expect(page.locator(".ant-table-row").first()).toBeVisible();
  await page.getByRole("button", { name: button("添加") }).click();
  const typeDialog = page.getByRole("dialog", { name: "添加角色类型" });
  await typeDialog.getByLabel("编码", { exact: true }).fill("role");
  await typeDialog.getByLabel("类型名称", { exact: true }).fill(`端到端类型${stamp}`);
  await typeDialog.getByRole("button", { name: button("确定") }).click();
  await expect(page.getByText("租户中角色类型编码已存在")).toBeVisible();
  await typeDialog.getByLabel("编码", { exact: true }).fill(`e2e_type_${stamp}`);
  await typeDialog.getByRole("button", { name: button("确定") }).click();
  await expect(page.getByText("创建成功").last()).toBeVisible();
  await page.getByPlaceholder("类型名称或编码").fill(stamp);
  await page.getByRole("button", { name: button("搜索") }).click();
  await expect(page.locator(".ant-table-row")).toHaveCount(1);

  // a role under it
  await page.goto("/baseManager/groupManager");
  const typeTab = page.getByRole("tab", { name: `端到端类型${stamp}` });
  // the tab list may still be settling (scrolling to the active tab): click until the tab is the chosen one
  await expect(async () => {
    await typeTab.click();
    await expect(typeTab).toHaveAttribute("aria-selected", "true", { timeout: 1000 });
  }).toPass();
  const tab = page.getByRole("tabpanel").filter({ visible: true });
  await expect(tab.getByText("没有角色")).toBeVisible();
  await tab.getByRole("button", { name: button("添加") }).click();
  const roleDialog = page.getByRole("dialog", { name: "添加角色" });
  await roleDialog.getByLabel("名称", { exact: true }).fill(`端到端角色${stamp}`);
  await roleDialog.getByLabel("编码", { exact: true }).fill(`e2e_role_${stamp}`);
  await roleDialog.getByRole("button", { name: button("确定") }).click();
  await expect(page.getByText("创建成功").last()).toBeVisible();
  await tab.getByTestId("group-tree").getByText(`端到端角色${stamp}`).click();
  await expect(tab.getByTestId("group-detail")).toContainText(`e2e_role_${stamp}`);

  // grant the role-type page and its view element (the menu's parent comes with it)
  await tab.getByRole("button", { name: "权限分配" }).click();
  const authority = page.getByRole("dialog", { name: `权限分配：端到端角色${stamp}` });
  await authority.getByPlaceholder("输入菜单或按钮名称过滤").fill("角色类型");
  await treeNode(authority, "groupTypeManager:view").locator(".ant-tree-checkbox").click();
  await expect(treeNode(authority, "groupTypeManager:view").locator(".ant-tree-checkbox-checked")).toHaveCount(1);
  await expect(treeNode(authority, "基础配置管理").locator(".ant-tree-checkbox-checked")).toHaveCount(1);
  await expect(authority.getByTestId("authority-count")).toHaveText("已选 2 个菜单、1 个按钮或资源");
  await authority.getByRole("button", { name: button("保存") }).click();
  await expect(page.getByText("修改成功").last()).toBeVisible();
  await expect(authority).toBeHidden();

  // the member, chosen by a remote search
  await tab.getByRole("button", { name: "关联用户" }).click();
  const users = page.getByRole("dialog", { name: `关联用户：端到端角色${stamp}` });
  await users.getByLabel("组员 | 下属").click();
  await users.getByLabel("组员 | 下属").fill(member);
  await page.locator(".ant-select-item-option").filter({ hasText: member }).click();
  await page.keyboard.press("Escape");
  await users.getByRole("button", { name: button("保存") }).click();
  await expect(page.getByText("修改成功").last()).toBeVisible();
  await expect(tab.getByTestId("group-detail")).toContainText("1");

  // the member signs in: the menu is in the sidebar, the page lists types without buttons they do not hold
  const memberContext = await browser.newContext({ baseURL });
  const memberPage = await memberContext.newPage();
  await signIn(memberPage, request, baseURL ?? "", member, "zh", "Member@2026");
  await memberPage.goto("/dashboard");
  const sidebar = memberPage.getByTestId("sidebar");
  await expect(sidebar.getByText("基础配置管理")).toBeVisible();
  await sidebar.getByText("基础配置管理").click();
  await expect(sidebar.getByText("角色类型管理")).toBeVisible();
  await expect(sidebar.getByText("用户管理")).toHaveCount(0);
  await sidebar.getByText("角色类型管理").click();
  await expect(memberPage).toHaveURL(/\/baseManager\/groupTypeManager$/);
  await expect(memberPage.locator(".ant-table-row").first()).toBeVisible();
  await expect(memberPage.getByRole("button", { name: button("添加") })).toHaveCount(0);
  await memberContext.close();
});

test("school_admin's authority dialog offers only what school_admin may grant onward", async ({
  page,
  request,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  const types = await asAdmin<{ id: string; code: string }[]>(request, "GET", "/api/admin/groupType/all");
  const roleType = types.find((t) => t.code === "role");
  await asAdmin(request, "POST", "/api/admin/group", {
    groupTypeId: roleType?.id,
    code: `e2e_school_${stamp}`,
    name: `学校授权${stamp}`,
  });
  await signIn(page, request, baseURL ?? "", "school_admin");
  await page.goto("/baseManager/groupManager");
  const roleTab = page.getByRole("tab", { name: "角色组" });
  await expect(async () => {
    await roleTab.click();
    await expect(roleTab).toHaveAttribute("aria-selected", "true", { timeout: 1000 });
  }).toPass();
  const tab = page.getByRole("tabpanel").filter({ visible: true });
  await tab.getByTestId("group-tree").getByText(`学校授权${stamp}`).click();

  await tab.getByRole("button", { name: "权限分配" }).click();
  const authority = page.getByRole("dialog", { name: `权限分配：学校授权${stamp}` });
  await expect(treeNode(authority, "职称评审")).toBeVisible();
  await authority.getByPlaceholder("输入菜单或按钮名称过滤").fill("管理");
  await expect(treeNode(authority, "userManager:btn_add")).toBeVisible();
  for (const absent of ["操作日志", "角色权限管理", "菜单管理", "部门管理", "groupManager:btn_add"]) {
    await expect(authority.getByText(absent)).toHaveCount(0);
  }
  await treeNode(authority, "userManager:view").locator(".ant-tree-checkbox").click();
  await authority.getByRole("button", { name: button("保存") }).click();
  await expect(page.getByText("修改成功").last()).toBeVisible();

  // the grant-onward level offers the same reach
  await tab.getByRole("button", { name: "权限下发" }).click();
  const onward = page.getByRole("dialog", { name: `权限下发：学校授权${stamp}` });
  await expect(treeNode(onward, "职称评审")).toBeVisible();
  await expect(onward.getByText("角色权限管理")).toHaveCount(0);
  await onward.getByRole("button", { name: button("取消") }).click();

  // school_admin reads menus but does not change them
  await page.goto("/baseManager/menuManager");
  await expect(page.getByTestId("menu-tree").getByText("用户管理", { exact: true })).toBeVisible();
  await expect(page.getByTestId("menu-tree").getByRole("button", { name: button("添加") })).toHaveCount(0);
});

test("in English, an administrator adds a menu with an element that opens a route, then deletes both", async ({
  page,
  request,
  baseURL,
}) => {
  const code = `e2eMenu${Date.now().toString(36)}`;
  await signIn(page, request, baseURL ?? "", "admin", "en");
  // the seeded role type reads in English on the roles page
  await page.goto("/baseManager/groupManager");
  await expect(page.getByRole("tab", { name: "Role groups" })).toBeVisible();
  await page.goto("/baseManager/menuManager");
  const tree = page.getByTestId("menu-tree");
  await tree.getByText("Organisation", { exact: true }).click();
  await tree.getByRole("button", { name: "Add" }).click();
  const form = page.getByTestId("menu-form");
  await expect(form).toContainText("Add menu");
  await form.getByLabel("Path code").fill(code);
  await form.getByLabel("Title", { exact: true }).fill("端到端菜单");
  await form.getByLabel("English title").fill(`E2E ${code}`);
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Created successfully").last()).toBeVisible();
  await expect(form.getByLabel("Route path")).toHaveValue(`/orgManager/${code}`);
  await expect(tree.getByText(`E2E ${code}`)).toBeVisible();

  // an element of the new menu, opening one route
  const elements = page.getByTestId("menu-elements");
  await elements.getByRole("button", { name: "Add" }).click();
  const dialog = page.getByRole("dialog", { name: "Add button or resource" });
  await expect(dialog.getByLabel("Element code")).toHaveValue(`${code}:`);
  await dialog.getByLabel("Element code").fill(`${code}:view`);
  await dialog.getByLabel("Name", { exact: true }).fill("查看");
  await dialog.getByLabel("English name").fill("View");
  await dialog.getByLabel("API routes it opens").click();
  await dialog.getByLabel("API routes it opens").fill("groupType/page");
  await page.locator(".ant-select-item-option").filter({ hasText: "/api/admin/groupType/page" }).first().click();
  await page.keyboard.press("Escape");
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(page.getByText("Created successfully").last()).toBeVisible();
  const row = elements.locator(".ant-table-row").filter({ hasText: `${code}:view` });
  await expect(row).toContainText("/api/admin/groupType/page");

  // a menu with an element cannot be deleted (the refusal changes nothing, so a confirmation lost to a
  // still-opening popover under load is simply tried again)
  await expect(async () => {
    await tree.getByRole("button", { name: "Delete" }).click();
    await page.locator(".ant-popconfirm:visible").getByRole("button", { name: "OK" }).click();
    await expect(page.getByText("The menu still has buttons or resources and cannot be deleted").first()).toBeVisible({
      timeout: 3000,
    });
  }).toPass({ timeout: 20_000 });
  await expect(tree.getByText(`E2E ${code}`)).toBeVisible();

  await row.getByRole("button", { name: "Delete" }).click();
  await page.locator(".ant-popconfirm").last().getByRole("button", { name: "OK" }).click();
  await expect(page.getByText("Deleted successfully").first()).toBeVisible();
  await expect(row).toHaveCount(0);
  await tree.getByRole("button", { name: "Delete" }).click();
  await page.locator(".ant-popconfirm").last().getByRole("button", { name: "OK" }).click();
  await expect(tree.getByText(`E2E ${code}`)).toHaveCount(0);
});
