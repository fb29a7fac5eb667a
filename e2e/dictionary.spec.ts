import { expect, type Page, test } from "@playwright/test";
import { button, confirmPopover, rowOf, signIn } from "./support";

/** The data dictionary at /baseManager/dictManager (AG-Admin dictManager): types on the left, values on the right. */

const DICT_PATH = "/baseManager/dictManager";

const typeTree = (page: Page) => page.locator(".dict-type-tree");
const typeNode = (page: Page, name: string) => typeTree(page).getByText(name, { exact: true });

test("an administrator browses the seeded lists and maintains a type with its values", async ({
  page,
  request,
  baseURL,
}) => {
  const code = `e2e_${Date.now().toString(36)}`;
  const name = `端到端类型${code.slice(-4)}`;
  await signIn(page, request, baseURL ?? "", "school_admin");
  await page.goto(DICT_PATH);
  await expect(page.getByText("请在左侧选择一个字典类型")).toBeVisible();

  // the seeded nations: 56, filtered by the keyword
  await typeNode(page, "民族").click();
  await expect(page.getByText("字典值：民族")).toBeVisible();
  await expect(page.getByText("共 56 条")).toBeVisible();
  await page.getByPlaceholder("编码、值或名称").fill("藏族");
  await page.getByRole("button", { name: button("搜索") }).click();
  await expect(page.locator(".ant-table-row")).toHaveCount(1);
  await expect(rowOf(page, "nation_04")).toContainText("Tibetan");

  // the discipline catalogue: a category's first-level disciplines
  await page.getByPlaceholder("搜索类型名称或编码").fill("subjectType_08");
  await typeNode(page, "工学一级学科").click();
  await expect(rowOf(page, "subjectType_08_0812")).toContainText("计算机科学与技术");
  await page.getByPlaceholder("搜索类型名称或编码").fill("");

  // a new type under 职称评审
  await typeNode(page, "职称评审").click();
  await page.getByRole("button", { name: "新增类型" }).click();
  const typeDialog = page.getByRole("dialog", { name: "新增字典类型" });
  await expect(typeDialog.getByText("职称评审 (zcps)")).toBeVisible();
  await typeDialog.getByLabel("编码", { exact: true }).fill("zcps_jstd");
  await typeDialog.getByLabel("编码", { exact: true }).blur();
  await expect(typeDialog.getByText("租户中字典类型编码已存在")).toBeVisible();
  await typeDialog.getByLabel("编码", { exact: true }).fill(code);
  await typeDialog.getByLabel("中文名称", { exact: true }).fill(name);
  await typeDialog.getByLabel("英文名称", { exact: true }).fill("End-to-end type");
  await typeDialog.getByRole("button", { name: button("确定") }).click();
  await expect(page.getByText("创建成功")).toBeVisible();
  await expect(page.getByText(`字典值：${name}`)).toBeVisible();

  // a value: the code follows "<type code>_<value>"; a taken value is reported on blur
  await page.getByRole("button", { name: button("新增") }).click();
  const valueDialog = page.getByRole("dialog", { name: "新增字典值" });
  await valueDialog.getByLabel("值", { exact: true }).fill("first");
  await valueDialog.getByLabel("值", { exact: true }).blur();
  await expect(valueDialog.getByLabel("编码", { exact: true })).toHaveValue(`${code}_first`);
  await valueDialog.getByLabel("中文名称", { exact: true }).fill("第一项");
  await valueDialog.getByLabel("英文名称", { exact: true }).fill("First item");
  await valueDialog.getByRole("button", { name: button("确定") }).click();
  await expect(page.getByText("创建成功").last()).toBeVisible();
  await expect(rowOf(page, `${code}_first`)).toContainText("第一项");

  await page.getByRole("button", { name: button("新增") }).click();
  const again = page.getByRole("dialog", { name: "新增字典值" });
  await again.getByLabel("值", { exact: true }).fill("first");
  await again.getByLabel("值", { exact: true }).blur();
  await expect(again.getByText("该字典类型下已有此值")).toBeVisible();
  await again.getByRole("button", { name: button("取消") }).click();

  // edit: disable it
  await rowOf(page, `${code}_first`)
    .getByRole("button", { name: button("编辑") })
    .click();
  const editDialog = page.getByRole("dialog", { name: "编辑字典值" });
  // the dialog fills in the value's fields once open: edit after that, or the fill undoes the edit
  await expect(editDialog.getByLabel("中文名称", { exact: true })).not.toHaveValue("");
  await editDialog.getByLabel("中文名称", { exact: true }).fill("第一项（改）");
  await editDialog.getByRole("switch").click();
  await expect(editDialog.getByRole("switch")).toHaveAttribute("aria-checked", "false");
  await editDialog.getByRole("button", { name: button("确定") }).click();
  await expect(page.getByText("修改成功")).toBeVisible();
  await expect(rowOf(page, `${code}_first`)).toContainText("第一项（改）");
  await expect(rowOf(page, `${code}_first`)).toContainText("停用");

  // a type with values is not deleted: the message says why
  await page
    .locator(".dict-types")
    .getByRole("button", { name: button("删除") })
    .click();
  await confirmPopover(page, "删除字典类型");
  await expect(page.getByText("该字典类型还有字典值，不能删除；请先删除这些值")).toBeVisible();

  // delete the value, then the type
  await rowOf(page, `${code}_first`)
    .getByRole("button", { name: button("删除") })
    .click();
  await confirmPopover(page, "删除字典值");
  await expect(page.getByText("删除成功")).toBeVisible();
  await expect(rowOf(page, `${code}_first`)).toHaveCount(0);
  await page
    .locator(".dict-types")
    .getByRole("button", { name: button("删除") })
    .click();
  await confirmPopover(page, "删除字典类型");
  await expect(typeNode(page, name)).toHaveCount(0);
});

test("a supervisor reads the dictionary without any button to change it", async ({ page, request, baseURL }) => {
  await signIn(page, request, baseURL ?? "", "supervisor");
  await page.goto(DICT_PATH);
  await typeNode(page, "性别").click();
  await expect(rowOf(page, "comm_sex_1")).toContainText("男");
  await expect(page.getByRole("button", { name: "新增类型" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: button("编辑") })).toHaveCount(0);
  await expect(page.getByRole("button", { name: button("删除") })).toHaveCount(0);
  await expect(page.getByRole("button", { name: button("新增") })).toHaveCount(0);
  await expect(page.getByRole("columnheader", { name: "操作" })).toHaveCount(0);
});

test("the dictionary page speaks English", async ({ page, request, baseURL }) => {
  await signIn(page, request, baseURL ?? "", "school_admin", "en");
  await page.goto(DICT_PATH);
  await expect(page.getByText("Dictionary types")).toBeVisible();
  await typeNode(page, "Political status").click();
  await expect(page.getByText("Values of Political status")).toBeVisible();
  await expect(rowOf(page, "political_status_13")).toContainText("No political affiliation");
  await expect(page.getByRole("columnheader", { name: "English label" })).toBeVisible();
});
