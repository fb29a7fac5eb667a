import { expect, test } from "@playwright/test";
import { api, signIn } from "./support";

/** The service-tracing page at /monitorManager/serviceZipkinManager: a search of this instance's traces, one as a waterfall. */

const TRACES_PATH = "/monitorManager/serviceZipkinManager";

const TEXTS = {
  zh: {
    scope: "以下为本实例最近完成的请求链路",
    path: "路径包含",
    status: "状态（如 5xx、404）",
    // antd spaces a two-character Chinese button
    search: /^查\s*询$/,
    duration: "耗时（毫秒）",
    drawer: "链路详情",
    db: "数据库",
    waterfall: "瀑布图",
    badStatus: "状态应为 2xx、4xx、5xx 这样的类别，或 404 这样的三位状态码",
  },
  en: {
    scope: "These are this instance's newest finished request traces",
    path: "Path contains",
    status: "Status (e.g. 5xx, 404)",
    search: "Search",
    duration: "Duration (ms)",
    drawer: "Trace",
    db: "Database",
    waterfall: "Waterfall",
    badStatus: "The status must be a class such as 2xx, 4xx or 5xx, or a three-digit code such as 404",
  },
} as const;

for (const lang of ["zh", "en"] as const) {
  test(`the administrator finds a request's trace and reads its waterfall (${lang})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const text = TEXTS[lang];
    const access = await signIn(page, request, baseURL ?? "", "admin", lang);
    await api(request, access, "/api/admin/user/page?page=1&limit=3");

    await page.goto(TRACES_PATH);
    await expect(page.getByTestId("traces-scope")).toContainText(text.scope);
    const list = page.getByTestId("traces-list");
    await expect(list.getByRole("columnheader", { name: text.duration })).toBeVisible();

    // a status that is neither a class nor a code is refused with a message saying what is wanted
    await list.getByLabel(text.status).fill("abc");
    await list.getByRole("button", { name: text.search }).click();
    await expect(page.getByText(text.badStatus)).toBeVisible();

    await list.getByLabel(text.status).fill("2xx");
    await list.getByLabel(text.path).fill("/api/admin/user/page");
    await list.getByRole("button", { name: text.search }).click();
    const row = list.locator(".ant-table-row").filter({ hasText: "/api/admin/user/page" }).first();
    await expect(row).toBeVisible();
    await expect(row).toContainText("200");
    await expect(list.locator(".ant-table-row").filter({ hasText: "/api/admin/traces" })).toHaveCount(0);

    await row.getByText("/api/admin/user/page").click();
    const drawer = page.locator(".ant-drawer").filter({ hasText: text.drawer });
    await expect(drawer.getByText(text.waterfall)).toBeVisible();
    const spans = drawer.getByTestId("trace-span");
    await expect(spans.first()).toContainText("GET /api/admin/user/page");
    const queries = spans.filter({ hasText: text.db });
    await expect(queries.first()).toContainText(/SELECT \w+/);
    await drawer.locator(".ant-drawer-close").click();
    await expect(drawer.getByText(text.waterfall)).toHaveCount(0);
  });
}
