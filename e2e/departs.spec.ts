import { expect, type Page, test } from "@playwright/test";
import { button, confirmPopover, rowOf, signIn } from "./support";

/** The organisation at /orgManager/departManager (AG-Admin departManager), and the unit administrator's scope. */

const DEPART_PATH = "/orgManager/departManager";
const USERS_PATH = "/baseManager/userManager";
const KEYWORD = "姓名、账户或工号";

const treeNode = (page: Page, name: string) => page.locator(".depart-tree-nodes").getByText(name, { exact: true });
const treePanel = (page: Page) => page.locator(".depart-tree");

test("an administrator builds a section, moves a user in and out, renames and deletes it", async ({
  page,
  request,
  baseURL,
}) => {
  const code = `e2e_${Date.now().toString(36)}`;
  const name = `端到端系${code.slice(-4)}`;
  await signIn(page, request, baseURL ?? "", "school_admin");
  await page.goto(DEPART_PATH);
  await expect(page.getByText("部门用户：示范大学")).toBeVisible();

  // a unit's users
  await treeNode(page, "计算机科学与技术学院").click();
  await expect(page.getByText("部门用户：计算机科学与技术学院")).toBeVisible();
  // the three demo accounts and the demo school's 25 staff accounts of the unit
  await expect(page.getByText("共 28 条")).toBeVisible();
  await page.getByLabel(KEYWORD).fill("declarant");
  await page.getByLabel(KEYWORD).press("Enter");
  await expect(page.locator(".ant-table-row")).toHaveCount(1);
  await expect(rowOf(page, "declarant")).toContainText("李明");

  // a new section under it: parent and likely type filled in; a taken code is reported on blur
  await treePanel(page)
    .getByRole("button", { name: button("新增") })
    .click();
  const addDialog = page.getByRole("dialog", { name: "新增部门" });
  await expect(addDialog.getByText("计算机科学与技术学院")).toBeVisible();
  await expect(addDialog.getByText("系（科室）")).toBeVisible();
  await addDialog.getByLabel("编码", { exact: true }).fill("cs");
  await addDialog.getByLabel("编码", { exact: true }).blur();
  await expect(addDialog.getByText("租户中部门编码已存在")).toBeVisible();
  await addDialog.getByLabel("编码", { exact: true }).fill(code);
  await addDialog.getByLabel("中文名称", { exact: true }).fill(name);
  await addDialog.getByLabel("英文名称", { exact: true }).fill("End-to-end section");
  await addDialog.getByRole("button", { name: button("确定") }).click();
  await expect(page.getByText("创建成功")).toBeVisible();
  await expect(page.getByText(`部门用户：${name}`)).toBeVisible();
  await expect(page.locator(".ant-table-row")).toHaveCount(0);

  // add a user with the picker
  await page.getByRole("button", { name: "添加用户" }).click();
  const pick = page.getByRole("dialog", { name: /添加用户到/ });
  await pick.getByLabel("输入姓名、账户或工号搜索用户").fill("declar");
  await page.locator(".ant-select-item-option").filter({ hasText: "declarant" }).click();
  // the list stays open for more choices; clicking elsewhere in the dialog closes it
  await pick.getByText("每位用户只属于一个部门", { exact: false }).click();
  await pick.getByRole("button", { name: button("确定") }).click();
  await expect(page.getByText("用户已加入该部门")).toBeVisible();
  await expect(rowOf(page, "declarant")).toContainText(name);

  // a department with users is not deleted; moving them is the way
  await treePanel(page)
    .getByRole("button", { name: button("删除") })
    .click();
  await confirmPopover(page, "删除部门");
  await expect(page.getByText("该部门还有用户，不能删除；请先把用户移动到其他部门")).toBeVisible();

  await rowOf(page, "declarant").getByRole("checkbox").check();
  await page.getByRole("button", { name: "移动到…" }).click();
  const moveDialog = page.getByRole("dialog", { name: "移动 1 位用户" });
  await moveDialog.getByLabel("目标部门").click();
  await page.locator(".ant-select-tree").getByTitle("计算机科学与技术学院").click();
  await moveDialog.getByRole("button", { name: button("确定") }).click();
  await expect(page.getByText("用户已移动到所选部门")).toBeVisible();
  await expect(rowOf(page, "declarant")).toHaveCount(0);

  // rename it: the tree shows the new name
  await treePanel(page)
    .getByRole("button", { name: button("编辑") })
    .click();
  const editDialog = page.getByRole("dialog", { name: "编辑部门" });
  await expect(editDialog.getByLabel("编码", { exact: true })).toHaveValue(code);
  await editDialog.getByLabel("中文名称", { exact: true }).fill(`${name}（改）`);
  await editDialog.getByRole("button", { name: button("确定") }).click();
  await expect(page.getByText("修改成功")).toBeVisible();
  await expect(treeNode(page, `${name}（改）`)).toBeVisible();

  // the unit itself has a sub-department: refused
  await treeNode(page, "计算机科学与技术学院").click();
  await treePanel(page)
    .getByRole("button", { name: button("删除") })
    .click();
  await confirmPopover(page, "删除部门");
  await expect(page.getByText("该部门还有下级部门，不能删除")).toBeVisible();

  // the empty section goes
  await treeNode(page, `${name}（改）`).click();
  await treePanel(page)
    .getByRole("button", { name: button("删除") })
    .click();
  await confirmPopover(page, "删除部门");
  await expect(page.getByText("删除成功")).toBeVisible();
  await expect(treeNode(page, `${name}（改）`)).toHaveCount(0);
});

test("the tree filters by a keyword; a department moves by dragging, never below itself", async ({
  page,
  request,
  baseURL,
}) => {
  const token = await signIn(page, request, baseURL ?? "", "school_admin");
  const auth = { Authorization: `Bearer ${token}` };
  const tree = (await (await request.get("/api/admin/depart/tree", { headers: auth })).json()).data;
  const unitId = (name: string) => tree[0].children.find((d: { name: string }) => d.name === name).id as string;
  const code = `e2e_${Date.now().toString(36)}`;
  const name = `拖动系${code.slice(-4)}`;
  const created = await request.post("/api/admin/depart", {
    headers: auth,
    data: { parentId: unitId("计算机科学与技术学院"), code, name, type: "section", orderNum: 0 },
  });
  expect(created.status()).toBe(200);
  const id = (await created.json()).data.id as string;
  await page.goto(DEPART_PATH);

  // a filtered tree shows the matches with their ancestors, and offers no dragging (its siblings are hidden)
  const hint = treePanel(page).getByText("拖动部门可调整上级和顺序");
  await expect(hint).toBeVisible();
  await treePanel(page).getByPlaceholder("搜索部门名称或编码").fill(code);
  await expect(treeNode(page, name)).toBeVisible();
  await expect(treeNode(page, "计算机科学与技术学院")).toBeVisible();
  await expect(treeNode(page, "机械工程学院")).toHaveCount(0);
  await expect(hint).toHaveCount(0);
  await treePanel(page).getByPlaceholder("搜索部门名称或编码").fill("");
  await expect(hint).toBeVisible();

  // dropped onto another unit, it becomes that unit's sub-department
  await treePanel(page)
    .locator(".ant-tree-treenode")
    .filter({ has: page.getByText("计算机科学与技术学院", { exact: true }) })
    .locator(".ant-tree-switcher")
    .click();
  // the tree reads where the pointer ends: in the lower half of the target and right of where it started, "inside"
  const target = treeNode(page, "机械工程学院");
  await expect(treeNode(page, name)).toBeVisible();
  // the expanding branch animates; a drag started meanwhile lands on a moving target
  await expect(treePanel(page).locator(".ant-motion-collapse")).toHaveCount(0);
  // a drag on a busy machine can be lost between the pointer events; dropping again onto the same unit is harmless
  await expect(async () => {
    const box = await target.boundingBox();
    await treeNode(page, name).dragTo(target, {
      sourcePosition: { x: 2, y: 4 },
      targetPosition: { x: 60, y: (box?.height ?? 20) - 3 },
    });
    await expect(page.getByText("部门已移动").first()).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  const moved = (await (await request.get(`/api/admin/depart/${id}`, { headers: auth })).json()).data;
  expect(moved.parentId).toBe(unitId("机械工程学院"));

  // editing the unit above it: neither the unit nor its branch may become its parent
  await treeNode(page, "机械工程学院").click();
  await treePanel(page)
    .getByRole("button", { name: button("编辑") })
    .click();
  const editDialog = page.getByRole("dialog", { name: "编辑部门" });
  await editDialog.getByLabel("上级部门", { exact: true }).click();
  const choices = page.locator(".ant-select-tree");
  await expect(choices.getByTitle("示范大学")).toBeVisible();
  await expect(choices.getByTitle("计算机科学与技术学院")).toBeVisible();
  await expect(choices.getByTitle("机械工程学院")).toHaveCount(0);
  await expect(choices.getByTitle(name)).toHaveCount(0);
  await editDialog.getByRole("button", { name: button("取消") }).click();

  expect((await request.delete(`/api/admin/depart/${id}`, { headers: auth })).status()).toBe(200);
});

test("the organisation page speaks English", async ({ page, request, baseURL }) => {
  await signIn(page, request, baseURL ?? "", "school_admin", "en");
  await page.goto(DEPART_PATH);
  await treeNode(page, "School of Computer Science").click();
  await expect(page.getByText("Users of School of Computer Science")).toBeVisible();
  await page.getByLabel("Name, account or staff number").fill("unit_admin");
  await page.getByLabel("Name, account or staff number").press("Enter");
  await expect(rowOf(page, "unit_admin")).toContainText("School of Computer Science");
  await expect(page.getByRole("button", { name: "Add users" })).toBeVisible();
});

test("a user without departManager gets the 401 page", async ({ page, request, baseURL }) => {
  await signIn(page, request, baseURL ?? "", "supervisor");
  await page.goto(DEPART_PATH);
  await expect(page.getByTestId("page-401")).toBeVisible();
});

test("a unit administrator sees and places only the users of their unit", async ({ page, request, baseURL }) => {
  await signIn(page, request, baseURL ?? "", "unit_admin");
  await page.goto(USERS_PATH);
  // the unit's three demo accounts and its 25 demo staff accounts
  await expect(page.getByText("共 28 条")).toBeVisible();
  for (const account of ["declarant", "unit_admin", "unit_leader"]) {
    await page.getByPlaceholder("姓名或账户").fill(account);
    await page.getByRole("button", { name: button("搜索") }).click();
    await expect(rowOf(page, account)).toContainText("计算机科学与技术学院");
  }
  await page.getByPlaceholder("姓名或账户").fill("judge");
  await page.getByRole("button", { name: button("搜索") }).click();
  await expect(page.locator(".ant-table-row")).toHaveCount(0);

  // they may add and edit, not delete; the department choice is their unit only
  await expect(page.getByRole("button", { name: button("删除") })).toHaveCount(0);
  await page.getByRole("button", { name: button("添加") }).click();
  const addDialog = page.getByRole("dialog", { name: "添加用户" });
  await addDialog.getByLabel("部门", { exact: true }).click();
  const options = page.locator(".ant-select-tree .ant-select-tree-title");
  // the unit (with any sections below it), and no other school or office
  await expect(options.first()).toHaveText("计算机科学与技术学院");
  await expect(options.filter({ hasText: /(学院|处|大学)$/ })).toHaveCount(1);
});
