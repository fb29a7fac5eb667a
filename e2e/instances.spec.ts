import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { signIn } from "./support";

/** The service registry at /monitorManager/serviceEurekaManager (AG-Admin's Eureka page): the instances, live. */

const REGISTRY_PATH = "/monitorManager/serviceEurekaManager";
const { version } = JSON.parse(readFileSync("apps/server/package.json", "utf8")) as { version: string };

for (const [lang, texts] of [
  ["zh", { host: "主机:端口", version: "版本", heartbeat: "最后心跳", up: "在线", ago: /秒前/ }],
  ["en", { host: "Host:port", version: "Version", heartbeat: "Last heartbeat", up: "UP", ago: /s ago/ }],
] as const) {
  test(`the administrator sees the running instance UP with its version (${lang})`, async ({
    page,
    request,
    baseURL,
  }) => {
    await signIn(page, request, baseURL ?? "", "admin", lang);
    await page.goto(REGISTRY_PATH);
    for (const title of [texts.host, texts.version, texts.heartbeat]) {
      await expect(page.getByRole("columnheader", { name: title, exact: true })).toBeVisible();
    }
    // the server under test listens on the port the browser reaches
    const port = new URL(baseURL ?? "").port;
    const running = page.locator(".ant-table-row").filter({ hasText: `:${port}` });
    await expect(running).toHaveCount(1);
    await expect(running).toContainText(version);
    await expect(running.locator(".ant-tag")).toHaveText(texts.up);
    await expect(running).toContainText(texts.ago);
    // the summary counts it
    await expect(page.locator(".ant-card-head .ant-tag").first()).toContainText(texts.up);
  });
}
