import { expect, test } from "@playwright/test";
import { SERVICES_API } from "@zcps/contracts/elements-services";
import { api, signIn } from "./support";

/**
 * The service page at /authManager/serviceManager: the services by path prefix, one disabled with a reason (its
 * prefix answers 503 with it) and enabled again, a description edited, one service kept to the console's client
 * and opened to every client again, and the same grants read per client. The services touched are the API
 * documentation and the declaration's Word documents, which no other browser test calls.
 */

const PAGE_PATH = "/authManager/serviceManager";

for (const [lang, texts] of [
  [
    "zh",
    {
      docs: "接口文档",
      state: "状态",
      reason: "停用原因",
      disable: /^停\s?用$/,
      off: "停用：",
      refused: "服务「接口文档」已停用：e2e zh",
      locked: "锁定",
      edit: "编辑",
      descriptionZh: "中文描述",
      ok: /^确\s?定$/,
      authorize: "授权客户端",
      only: "仅允许以下客户端调用",
      all: "允许全部客户端调用（包括以后新建的客户端）",
      allClients: "全部客户端",
      byClient: "按客户端",
      allServices: "全部服务",
    },
  ],
  [
    "en",
    {
      docs: "API documentation",
      state: "State",
      reason: "Reason",
      disable: /^Disable$/,
      off: "Disabled by",
      refused: "The service “API documentation” is disabled: e2e en",
      locked: "Locked",
      edit: "Edit",
      descriptionZh: "Chinese description",
      ok: /^OK$/,
      authorize: "Clients",
      only: "Only these clients may call it",
      all: "Every client may call it (clients created later too)",
      allClients: "All clients",
      byClient: "By client",
      allServices: "All services",
    },
  ],
] as const) {
  test(`the administrator disables, edits and authorises services, and reads them per client (${lang})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const access = await signIn(page, request, baseURL ?? "", "admin", lang);
    // as a retry finds them too: both services on, open to every client
    await api(request, access, `${SERVICES_API}/docs/enabled`, { method: "PUT", data: { enabled: true } });
    await api(request, access, `${SERVICES_API}/zcps/clients`, { method: "PUT", data: { allClients: true } });
    await page.goto(PAGE_PATH);
    // the tab shown (antd keeps the other tab's table in the page, hidden)
    const rows = page.getByRole("tabpanel").locator(".ant-table-row");
    const rowOf = (code: string) => rows.filter({ has: page.locator("code", { hasText: new RegExp(`^${code}$`) }) });

    // sign-in and the back office are locked on
    const adminRow = rowOf("admin");
    await expect(adminRow).toContainText("/api/admin");
    await expect(adminRow.getByRole("img", { name: texts.locked })).toBeVisible();
    await expect(adminRow.getByRole("switch", { name: `${texts.state} admin` })).toBeDisabled();

    // the API documentation: off with a reason, and its prefix answers 503 with it
    const docs = rowOf("docs");
    await expect(docs).toContainText(texts.docs);
    const toggle = docs.getByRole("switch", { name: `${texts.state} docs` });
    await expect(toggle).toBeChecked();
    await toggle.click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(texts.reason).fill(`e2e ${lang}`);
    await dialog.getByRole("button", { name: texts.disable }).click();
    await expect(dialog).toBeHidden();
    await expect(toggle).not.toBeChecked();
    await expect(docs.getByTestId("service-reason")).toContainText(texts.off);
    await expect(docs.getByTestId("service-reason")).toContainText(`e2e ${lang}`);
    const refused = await request.get("/api/docs/json", { headers: { "accept-language": lang } });
    expect(refused.status()).toBe(503);
    expect((await refused.json()).message).toBe(texts.refused);
    await toggle.click();
    await expect(toggle).toBeChecked();
    await expect(docs.getByTestId("service-reason")).toHaveCount(0);
    expect((await request.get("/api/docs/json")).status()).toBe(200);

    // its Chinese description, edited
    await docs.getByRole("button", { name: `${texts.edit} docs` }).click();
    const form = page.getByRole("dialog");
    await form.getByLabel(texts.descriptionZh).fill(`接口文档（e2e ${lang}）`);
    await form.getByRole("button", { name: texts.ok }).click();
    await expect(form).toBeHidden();
    if (lang === "zh") await expect(docs).toContainText("接口文档（e2e zh）");

    // the declaration's documents, kept to the console's client, then open to every client again
    const zcps = rowOf("zcps");
    await expect(zcps).toContainText(texts.allClients);
    await zcps.getByRole("button", { name: `${texts.authorize} zcps` }).click();
    const grants = page.getByRole("dialog");
    await grants.getByRole("radio", { name: texts.only }).check();
    await expect(grants.getByRole("checkbox", { name: /console/ })).toBeChecked();
    for (const other of await grants.getByRole("checkbox").all()) {
      if (!(await other.getAttribute("value"))?.startsWith("console") && (await other.isChecked()))
        await other.uncheck();
    }
    await grants.getByRole("button", { name: texts.ok }).click();
    await expect(grants).toBeHidden();
    await expect(zcps.getByTestId("service-clients")).toHaveText("console");

    await page.getByRole("tab", { name: texts.byClient }).click();
    const consoleRow = rows.filter({ has: page.locator("code", { hasText: /^console$/ }) });
    await expect(consoleRow).toContainText(texts.allServices);
    await page.getByRole("tab", { name: new RegExp(`^${lang === "zh" ? "按服务" : "By service"}$`) }).click();

    await zcps.getByRole("button", { name: `${texts.authorize} zcps` }).click();
    await page.getByRole("dialog").getByRole("radio", { name: texts.all }).check();
    await page.getByRole("dialog").getByRole("button", { name: texts.ok }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(zcps).toContainText(texts.allClients);
  });
}
