import { expect, test } from "@playwright/test";
import { api, signIn } from "./support";

/**
 * The service monitor at /monitorManager/serviceMonitorManager: every live instance with their total, then this
 * instance's cards, graphs and routes.
 */

const METRICS_PATH = "/monitorManager/serviceMonitorManager";

const TEXTS = {
  zh: {
    card: "请求速率",
    heap: "堆内存",
    chart: "请求速率与错误率",
    route: "路由",
    filter: "路由包含",
    p99: "P99 (ms)",
    instances: "实例",
    instanceColumn: "主机:端口",
    heapColumn: "堆内存 (MB)",
    answering: "应答实例",
    up: "在线",
    total: /合计（\d+ 个在线实例）/,
    answeredBy: /本次由 \S+（进程 (\d+)）应答/,
  },
  en: {
    card: "Request rate",
    heap: "Heap used",
    chart: "Request rate and error rate",
    route: "Route",
    filter: "Route contains",
    p99: "P99 (ms)",
    instances: "Instances",
    instanceColumn: "Host:port",
    heapColumn: "Heap (MB)",
    answering: "Answering",
    up: "Up",
    total: /Total \(\d+ live\)/,
    answeredBy: /Answered by \S+ \(process (\d+)\)/,
  },
} as const;

for (const lang of ["zh", "en"] as const) {
  test(`the administrator sees every live instance with their total, this instance's metrics and a route just used (${lang})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const text = TEXTS[lang];
    const access = await signIn(page, request, baseURL ?? "", "admin", lang);
    // a call by a route with a parameter: the table names its pattern, not the id
    const me = await api<{ id: string }>(request, access, "/api/admin/user/front/info");
    await api(request, access, `/api/admin/user/${me.id}`);

    await page.goto(METRICS_PATH);
    // every live instance, the one that answered marked, and their total
    const instances = page.getByTestId("metrics-instances");
    await expect(instances).toContainText(text.instances);
    await expect(instances.getByRole("columnheader", { name: text.instanceColumn })).toBeVisible();
    await expect(instances.getByRole("columnheader", { name: text.heapColumn })).toBeVisible();
    const answeredBy = instances.getByTestId("metrics-answered-by");
    await expect(answeredBy).toHaveText(text.answeredBy);
    const pid = text.answeredBy.exec((await answeredBy.textContent()) ?? "")?.[1] ?? "";
    const answering = instances.locator(".ant-table-row").filter({ hasText: text.answering });
    await expect(answering).toHaveCount(1);
    await expect(answering).toContainText(text.up);
    await expect(answering.locator("td").nth(1)).toHaveText(pid);
    const total = instances.getByTestId("metrics-instances-total");
    await expect(total).toContainText(text.total);
    // heap in MB and the requests since start are figures, summed over the instances
    await expect(total.locator("td").nth(7)).toHaveText(/^\d+\.\d$/);
    await expect(total.locator("td").last()).toHaveText(/^\d+$/);

    const cards = page.getByTestId("metrics-cards");
    await expect(cards).toContainText(text.card);
    await expect(cards).toContainText(text.heap);
    await expect(page.getByTestId("metrics-card-heap").locator(".ant-statistic-content-value")).toHaveText(/\d/);

    const traffic = page.getByTestId("metrics-chart-traffic");
    await expect(traffic).toContainText(text.chart);
    await expect(traffic.locator("canvas")).toBeVisible();

    const routes = page.getByTestId("metrics-routes");
    await expect(routes.getByRole("columnheader", { name: text.route, exact: true })).toBeVisible();
    // the busiest routes fill the first page: the filter finds the one just used
    await routes.getByLabel(text.filter).fill("/api/admin/user/");
    const row = routes.locator(".ant-table-row").filter({ hasText: "/api/admin/user/:id" });
    await expect(row.first()).toBeVisible();
    await expect(routes).not.toContainText(`/api/admin/user/${me.id}`);

    // sorted by p99, the slowest route comes first
    await routes.getByRole("columnheader", { name: text.p99 }).click();
    await routes.getByRole("columnheader", { name: text.p99 }).click();
    await expect(routes.locator(".ant-table-row").first()).toBeVisible();
  });
}
