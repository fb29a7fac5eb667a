import { type APIRequestContext, expect, test } from "@playwright/test";
import type { GatewayRuleRow } from "@zcps/contracts/gateway";
import { accessToken, api, button, confirmPopover, rowOf, signIn } from "./support";

/**
 * The gateway rules page at /authManager/gatewayManager: the administrator adds a rule under a prefix no other test
 * calls, sees its maintenance notice and then its limit refuse requests, and deletes it.
 */

const PAGE_PATH = "/authManager/gatewayManager";
const RULES = "/api/admin/gateway/rules";
/** every rule this test makes lives under it, and is deleted afterwards */
const OWN_PREFIX = "/api/zz-gateway-e2e-";

async function deleteOwnRules(request: APIRequestContext) {
  const access = await accessToken(request, "admin");
  for (const rule of await api<GatewayRuleRow[]>(request, access, RULES)) {
    if (rule.pathPrefix.startsWith(OWN_PREFIX)) {
      await api(request, access, `${RULES}/${rule.id}`, { method: "DELETE" });
    }
  }
}

test.afterEach(async ({ request }) => {
  await deleteOwnRules(request);
});

for (const [lang, texts] of [
  [
    "zh",
    {
      help: "限流按固定的一分钟窗口计数",
      add: "添加规则",
      addTitle: "添加网关规则",
      editTitle: "编辑网关规则",
      prefix: "路径前缀",
      badPrefix: "路径前缀须以 /api/ 开头，不能含空格、? 或 #，最多 200 个字符",
      perUser: "每用户每分钟请求数",
      perAddress: "每地址每分钟请求数",
      maintenance: "维护",
      message: "维护提示（中文）",
      messageEn: "维护提示（英文）",
      needMessages: "开启维护时须填写中文和英文维护提示",
      ok: "确定",
      created: "创建成功",
      updated: "修改成功",
      deleted: "删除成功",
      maintenanceTag: "维护中",
      enabled: "启用",
      edit: "编辑",
      delete: "删除",
      deleteTitle: "删除规则",
      notice: "演示接口维护中",
      limited: /^请求过于频繁：\/api\/zz-gateway-e2e-zh-\w+\/ 下每个地址每分钟最多 2 次，请 \d+ 秒后再试$/,
      thisMinute: /地址：\d+ 次，1 个/,
    },
  ],
  [
    "en",
    {
      help: "Rate limits count in fixed one-minute windows",
      add: "Add rule",
      addTitle: "Add gateway rule",
      editTitle: "Edit gateway rule",
      prefix: "Path prefix",
      badPrefix: "A path prefix starts with /api/ and has no spaces, ? or #, at most 200 characters",
      perUser: "Requests per user a minute",
      perAddress: "Requests per address a minute",
      maintenance: "Maintenance",
      message: "Maintenance notice (Chinese)",
      messageEn: "Maintenance notice (English)",
      needMessages: "Maintenance needs a notice in Chinese and in English",
      ok: "OK",
      created: "Created successfully",
      updated: "Changed successfully",
      deleted: "Deleted successfully",
      maintenanceTag: "Maintenance",
      enabled: "Enabled",
      edit: "Edit",
      delete: "Delete",
      deleteTitle: "Delete rule",
      notice: "The demo interface is under maintenance",
      limited:
        /^Too many requests: under \/api\/zz-gateway-e2e-en-\w+\/ each address may make at most 2 a minute; please try again in \d+ s$/,
      thisMinute: /Addresses: \d+ from 1, top/,
    },
  ],
] as const) {
  test(`the administrator puts a prefix under maintenance, then limits it, and deletes the rule (${lang})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const prefix = `${OWN_PREFIX}${lang}-${Date.now().toString(36)}/`;
    const access = await signIn(page, request, baseURL ?? "", "admin", lang);
    const call = () =>
      request.get(`${prefix}ping`, { headers: { Authorization: `Bearer ${access}`, "Accept-Language": lang } });
    await page.goto(PAGE_PATH);
    await expect(page.getByText(texts.help)).toBeVisible();

    await page.getByRole("button", { name: button(texts.add) }).click();
    const dialog = page.getByRole("dialog", { name: texts.addTitle });
    await dialog.getByLabel(texts.prefix, { exact: true }).fill("/zz gateway");
    await expect(dialog.getByText(texts.badPrefix)).toBeVisible();
    await dialog.getByLabel(texts.prefix, { exact: true }).fill(prefix);
    await dialog.getByLabel(texts.perUser, { exact: true }).fill("100");
    await dialog.getByLabel(texts.maintenance, { exact: true }).click();
    await dialog.getByRole("button", { name: button(texts.ok) }).click();
    await expect(dialog.getByText(texts.needMessages)).toHaveCount(2);
    await dialog.getByLabel(texts.message, { exact: true }).fill("演示接口维护中");
    await dialog.getByLabel(texts.messageEn, { exact: true }).fill("The demo interface is under maintenance");
    await dialog.getByRole("button", { name: button(texts.ok) }).click();
    await expect(page.getByText(texts.created)).toBeVisible();

    const row = rowOf(page, prefix);
    await expect(row).toContainText("100");
    await expect(row).toContainText(texts.maintenanceTag);
    await expect(row).toContainText(texts.enabled);
    const closed = await call();
    expect(closed.status()).toBe(503);
    expect(((await closed.json()) as { message: string }).message).toBe(texts.notice);

    await row.getByRole("button", { name: button(texts.edit) }).click();
    const editing = page.getByRole("dialog", { name: texts.editTitle });
    await expect(editing.getByLabel(texts.prefix, { exact: true })).toHaveValue(prefix);
    await editing.getByLabel(texts.maintenance, { exact: true }).click();
    await editing.getByLabel(texts.perAddress, { exact: true }).fill("2");
    await editing.getByRole("button", { name: button(texts.ok) }).click();
    await expect(page.getByText(texts.updated)).toBeVisible();
    await expect(row).not.toContainText(texts.maintenanceTag);

    // the refusal and the row's count of this minute must fall in one minute: start early enough in one
    const second = new Date().getSeconds();
    if (second > 40) await page.waitForTimeout((61 - second) * 1000);
    // the third request of a minute from this address is refused (a new minute may start in between: keep asking)
    let refused = await call();
    for (let i = 0; i < 6 && refused.status() !== 429; i++) refused = await call();
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
    expect(((await refused.json()) as { message: string }).message).toMatch(texts.limited);
    await expect(row).toContainText(texts.thisMinute, { timeout: 15_000 });

    await row.getByRole("button", { name: button(texts.delete) }).click();
    await confirmPopover(page, texts.deleteTitle, texts.ok);
    await expect(page.getByText(texts.deleted)).toBeVisible();
    await expect(row).toHaveCount(0);
    expect((await call()).status()).toBe(404);
  });
}
