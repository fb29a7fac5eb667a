import { expect, test } from "@playwright/test";
import { signIn } from "./support";

/**
 * The API route page at /authManager/apiManager: search a route, disable it with a reason, enable it again (antd
 * spaces a two-character Chinese button label, hence the pattern).
 */

const PAGE_PATH = "/authManager/apiManager";
const ROUTE = "/api/admin/instances";

for (const [lang, texts] of [
  [
    "zh",
    { search: "路径或说明", button: /^查\s?询$/, ok: /^停\s?用$/, reason: "停用原因", off: "停用：", state: "状态" },
  ],
  [
    "en",
    {
      search: "Path or summary",
      button: /^Search$/,
      ok: /^Disable$/,
      reason: "Reason",
      off: "Disabled by",
      state: "State",
    },
  ],
] as const) {
  test(`the administrator disables a route with a reason and enables it again (${lang})`, async ({
    page,
    request,
    baseURL,
  }) => {
    await signIn(page, request, baseURL ?? "", "admin", lang);
    await page.goto(PAGE_PATH);
    await page.getByPlaceholder(texts.search).fill("heartbeat");
    await page.getByRole("button", { name: texts.button }).click();
    const row = page.locator(".ant-table-row").filter({ hasText: ROUTE }).filter({ hasText: "GET" });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("serviceEurekaManager:view");
    const toggle = row.getByRole("switch", { name: `${texts.state} GET ${ROUTE}` });
    await expect(toggle).toBeChecked();

    await toggle.click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(texts.reason).fill(`e2e ${lang}`);
    await dialog.getByRole("button", { name: texts.ok }).click();
    await expect(dialog).toBeHidden();
    await expect(toggle).not.toBeChecked();
    await expect(row.getByTestId("api-route-reason")).toContainText(texts.off);
    await expect(row.getByTestId("api-route-reason")).toContainText(`e2e ${lang}`);

    await toggle.click();
    await expect(toggle).toBeChecked();
    await expect(row.getByTestId("api-route-reason")).toHaveCount(0);
  });
}
