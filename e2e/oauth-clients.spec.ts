import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { button, confirmPopover, DEMO_PASSWORD, rowOf, signIn } from "./support";

/** OAuth clients at /authManager/oauthClientDetailsManager (AG-Admin's oauthClientDetails), the administrator's. */

const CLIENTS_PATH = "/authManager/oauthClientDetailsManager";

/** The administrator's password sign-in through a client: the token endpoint's status. */
async function signInThrough(request: APIRequestContext, clientId: string, secret: string) {
  const reply = await request.post("/api/auth/oauth/token", {
    headers: { Authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString("base64")}` },
    form: { grant_type: "password", is_encrypt: "0", tenant_id: "default", username: "admin", password: DEMO_PASSWORD },
  });
  return reply.status();
}

/** Reads the secret the one-time dialog shows, then closes it. */
async function takeSecret(page: Page, texts: { secretTitle: string; warning: RegExp; done: string }) {
  const dialog = page.getByRole("dialog", { name: texts.secretTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(texts.warning);
  const secret = (await dialog.getByTestId("oauth-client-secret").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  await dialog.getByRole("button", { name: button(texts.done) }).click();
  await expect(dialog).toBeHidden();
  return secret;
}

for (const [lang, texts] of [
  [
    "zh",
    {
      add: "添加",
      addTitle: "添加客户端",
      clientId: "客户端 ID",
      name: "名称",
      redirect: "重定向地址",
      ok: "确定",
      created: "客户端已创建，请立即复制密钥，它只显示这一次",
      secretTitle: "客户端密钥",
      warning: /不再显示/,
      done: "我已保存",
      rotate: "重置密钥",
      rotateTitle: "重置密钥",
      rotated: "密钥已重置，旧密钥立即失效；新密钥只显示这一次",
      badUrl: "重定向地址须为 http 或 https 开头的有效网址",
      password: "密码",
      console: "控制台",
      updated: "修改成功",
    },
  ],
  [
    "en",
    {
      add: "Add",
      addTitle: "Add a client",
      clientId: "Client ID",
      name: "Name",
      redirect: "Redirect URIs",
      ok: "OK",
      created: "Client created: copy its secret now, it is shown only this once",
      secretTitle: "Client secret",
      warning: /will not be shown again/,
      done: "I have saved it",
      rotate: "Rotate secret",
      rotateTitle: "Rotate the secret",
      rotated: "Secret rotated: the old one stops working now; the new one is shown only this once",
      badUrl: "A redirect URI must be a valid URL starting with http or https",
      password: "Password",
      console: "Console",
      updated: "Changed successfully",
    },
  ],
] as const) {
  test(`the administrator creates a client, sees its secret once, rotates it and disables it (${lang})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const clientId = `e2e-${lang}-${Date.now().toString(36)}`;
    await signIn(page, request, baseURL ?? "", "admin", lang);
    await page.goto(CLIENTS_PATH);
    const own = page.locator(".ant-table-row").filter({ has: page.locator(".ant-tag", { hasText: texts.console }) });
    await expect(own.getByRole("switch")).toBeDisabled();

    await page.getByRole("button", { name: button(texts.add) }).click();
    const dialog = page.getByRole("dialog", { name: texts.addTitle });
    await dialog.getByLabel(texts.clientId, { exact: true }).fill(clientId);
    await dialog.getByLabel(texts.name, { exact: true }).fill("E2E portal");
    await dialog.getByLabel(texts.redirect, { exact: true }).fill("not a url");
    await expect(dialog.getByText(texts.badUrl)).toBeVisible();
    await dialog.getByLabel(texts.redirect, { exact: true }).fill("https://portal.example.edu.cn/callback");
    await expect(dialog.getByRole("checkbox", { name: texts.password, exact: true })).toBeChecked();
    await dialog.getByRole("button", { name: button(texts.ok) }).click();
    await expect(page.getByText(texts.created)).toBeVisible();
    const secret = await takeSecret(page, texts);

    const row = rowOf(page, clientId);
    await expect(row).toContainText("E2E portal");
    await expect(row).toContainText("https://portal.example.edu.cn/callback");
    // the secret is shown nowhere once its dialog is closed
    await expect(page.getByText(secret)).toHaveCount(0);
    expect(await signInThrough(request, clientId, secret)).toBe(200);

    await row.getByRole("button", { name: button(texts.rotate) }).click();
    await confirmPopover(page, texts.rotateTitle, texts.ok);
    await expect(page.getByText(texts.rotated)).toBeVisible();
    const rotated = await takeSecret(page, texts);
    expect(rotated).not.toBe(secret);
    expect(await signInThrough(request, clientId, secret)).toBe(401);
    expect(await signInThrough(request, clientId, rotated)).toBe(200);

    await row.getByRole("switch").click();
    await expect(page.getByText(texts.updated)).toBeVisible();
    await expect(row.getByRole("switch")).not.toBeChecked();
    expect(await signInThrough(request, clientId, rotated)).toBe(401);
  });
}
