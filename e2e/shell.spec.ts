import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type Page, test } from "@playwright/test";
import { accessToken, api, signIn } from "./support";

/** The signed-in shell (spec 2 "Shell elements", spec 4): platform home, sidebar, tabs, breadcrumb, top bar. */

const tabs = (page: Page) => page.getByTestId("tab-bar").getByRole("tab");
const sidebar = (page: Page) => page.getByTestId("sidebar");

test.beforeEach(async ({ page, request, baseURL }) => {
  await signIn(page, request, baseURL ?? "", "admin");
});

test("the platform home lists the permitted groups; a tile narrows the sidebar to its group", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/enterStation$/);
  await expect(page.getByTestId("station-tile-baseManager")).toBeVisible();
  await expect(page.getByRole("link", { name: "学校主页" })).toBeVisible();

  await page.getByTestId("station-tile-baseManager").click();
  await expect(page).toHaveURL(/\/baseManager\/userManager$/);
  expect(await page.evaluate(() => localStorage.getItem("menuId"))).toBeTruthy();
  await expect(sidebar(page).getByText("基础配置管理")).toBeVisible();
  await expect(sidebar(page).getByText("职称评审")).toHaveCount(0);

  // the platform-home button comes back and clears the narrowing
  await page.getByRole("button", { name: "平台首页" }).click();
  await expect(page).toHaveURL(/\/enterStation$/);
  expect(await page.evaluate(() => localStorage.getItem("menuId"))).toBeNull();
  await page.getByRole("button", { name: /工作台/ }).click();
  await expect(sidebar(page).getByText("职称评审")).toBeVisible();
});

test("sidebar links, breadcrumb, and a menu entry with no page behind it", async ({ page, request }) => {
  await page.goto("/dashboard");
  await sidebar(page).getByText("工作流管理").click();
  await sidebar(page).getByText("流程模型").click();
  await expect(page).toHaveURL(/\/flowManager\/flowModelManager$/);
  await expect(page.getByRole("button", { name: "新建模型" })).toBeVisible();
  await expect(page.getByText("模块暂未开放")).toHaveCount(0);

  const crumbs = page.getByRole("navigation", { name: "breadcrumb" });
  await expect(crumbs).toHaveText(/工作台\s*\/\s*工作流管理\s*\/\s*流程模型/);
  await expect(crumbs.getByRole("link", { name: "工作台" })).toBeVisible();
  // groups and the current page are plain text
  await expect(crumbs.getByRole("link")).toHaveCount(1);

  // a child code used by two groups opens under either group: the count form serves /bcsh and /bbccksh
  for (const path of ["/bbccksh/AuditCountForm", "/bcsh/AuditCountForm"]) {
    await page.goto(path);
    await expect(page.getByTestId("count-form").getByRole("heading", { name: "审核统计表" })).toBeVisible();
    await expect(page.getByText("模块暂未开放")).toHaveCount(0);
  }

  // every menu of the specification has its page; a menu an administrator adds to a group later has none: its
  // entry shows in the sidebar and opens the page-not-found page
  const access = await accessToken(request, "admin");
  const tree = await api<{ id: string; code: string }[]>(request, access, "/api/admin/menu/tree");
  const group = tree.find((node) => node.code === "flowManager");
  const code = `e2eNoPage${Date.now().toString(36)}`;
  const menu = await api<{ id: string }>(request, access, "/api/admin/menu", {
    method: "POST",
    data: { parentId: group?.id, code, title: "未建页面的菜单", titleEn: "A menu with no page", type: "menu" },
  });
  try {
    await page.goto("/dashboard");
    await sidebar(page).getByText("工作流管理").click();
    await sidebar(page).getByText("未建页面的菜单").click();
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText("抱歉，您访问的页面不存在")).toBeVisible();
  } finally {
    await api(request, access, `/api/admin/menu/${menu.id}`, { method: "DELETE" });
  }
});

test("sidebar entries are real links (a middle click opens a new tab); the English title and names are not cut", async ({
  page,
  context,
}) => {
  await page.goto("/dashboard");
  await sidebar(page).getByText("职称评审").click();
  const entry = sidebar(page).getByRole("link", { name: "校外专家库" });
  await expect(entry).toHaveAttribute("href", "/zcps/outSideExpert");
  const opened = context.waitForEvent("page");
  await entry.click({ button: "middle" });
  await expect(await opened).toHaveURL(/\/zcps\/outSideExpert$/);

  await page.getByTestId("language-switch").click();
  await page.getByRole("menuitem", { name: "English" }).click();
  const title = page.locator(".shell-logo-text");
  await expect(title).toHaveText("Education Big Data Application Platform");
  const clipped = await title.evaluate((el) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight);
  expect(clipped).toBe(false);
  // a long menu name ("Department check appeals") wraps rather than ending in an ellipsis
  await expect(sidebar(page).getByText("Department check appeals")).toBeVisible();
  const cut = await sidebar(page)
    .locator(".ant-menu-title-content")
    .evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth).map((el) => el.textContent));
  expect(cut).toEqual([]);
});

test("the English breadcrumb of a long page name fits a 1440 px screen, each shortened name whole on hover", async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? "", "admin", "en");
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/DepartmentAudit/ExceptionalRecommend");
  const crumbs = page.getByRole("navigation", { name: "breadcrumb" });
  await expect(crumbs.locator("[aria-current=page]")).toHaveText("Exceptional-promotion recommendations");
  await page.screenshot({ path: test.info().outputPath("breadcrumb-1440.png") });
  const items = await crumbs.locator(".shell-breadcrumb-item").evaluateAll((els) =>
    els.map((el) => {
      // the lines the text takes and whether the last starts inside the item (a clamped third line would not)
      const range = document.createRange();
      range.selectNodeContents(el);
      const lines = [...range.getClientRects()];
      const box = el.getBoundingClientRect();
      return {
        text: el.textContent,
        title: el.getAttribute("title"),
        shortened: el.scrollWidth > el.clientWidth,
        lines: new Set(lines.map((r) => Math.round(r.top))).size,
        endsInside: (lines.at(-1)?.top ?? 0) < box.bottom && (lines.at(-1)?.right ?? 0) <= box.right + 1,
        right: box.right,
      };
    }),
  );
  expect(items.map((i) => i.text)).toEqual([
    "Dashboard",
    "Department assignment",
    "Exceptional-promotion recommendations",
  ]);
  // the current page reads whole, on two lines at most; a group shortened for room says itself whole on hover
  expect(items.at(-1), JSON.stringify(items)).toMatchObject({ shortened: false, endsInside: true });
  expect(items.at(-1)?.lines).toBeLessThanOrEqual(2);
  for (const item of items) if (item.shortened) expect(item.title).toBe(item.text);
  // and nothing runs under the project select beside it
  const select = await page.getByTestId("project-select").boundingBox();
  expect(Math.max(...items.map((i) => i.right))).toBeLessThanOrEqual(select?.x ?? 0);
});

test("a short English breadcrumb reads whole where there is room", async ({ page, request, baseURL }) => {
  await signIn(page, request, baseURL ?? "", "admin", "en");
  await page.setViewportSize({ width: 1440, height: 900 });
  const crumbs = page.getByRole("navigation", { name: "breadcrumb" });
  for (const [path, names] of [
    ["/dashboard", ["Dashboard"]],
    ["/baseManager/userManager", ["Dashboard", "Basic configuration", "Users"]],
  ] as const) {
    await page.goto(path);
    await expect(crumbs.locator("[aria-current=page]")).toHaveText(names.at(-1) ?? "");
    const items = await crumbs
      .locator(".shell-breadcrumb-item")
      .evaluateAll((els) => els.map((el) => ({ text: el.textContent, shortened: el.scrollWidth > el.clientWidth })));
    expect(items).toEqual(names.map((text) => ({ text, shortened: false })));
  }
  // at 1280 px the top bar's labels give way (the home button keeps its name) and a long page title still reads whole
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/DepartmentAudit/ExceptionalRecommend");
  await expect(page.getByRole("button", { name: "Platform home" })).toBeVisible();
  const current = crumbs.locator("[aria-current=page]");
  await expect(current).toHaveText("Exceptional-promotion recommendations");
  // two lines of 18 px hold it (a clamped third line would add one more), none wider than the item
  const fits = await current.evaluate((el) => [
    el.scrollHeight <= el.clientHeight + 4,
    el.scrollWidth <= el.clientWidth,
  ]);
  expect(fits).toEqual([true, true]);
});

test("tabs: one per visited view, close, Close Others and Close All", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page.getByTestId("dashboard")).toBeVisible();
  await sidebar(page).getByText("基础配置管理").click();
  await sidebar(page).getByText("用户管理").click();
  await expect(page).toHaveURL(/\/baseManager\/userManager$/);
  // the view shows (a navigation taken over by the next click before its page rendered leaves no tab)
  await expect(tabs(page)).toHaveText(["工作台", "用户管理"]);
  await sidebar(page).getByText("菜单管理").click();
  await expect(page).toHaveURL(/\/baseManager\/menuManager$/);
  await expect(tabs(page)).toHaveText(["工作台", "用户管理", "菜单管理"]);
  // revisiting does not add a second tab
  await tabs(page).filter({ hasText: "工作台" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(tabs(page)).toHaveText(["工作台", "用户管理", "菜单管理"]);

  // closing the active tab goes to the last remaining one
  await tabs(page).filter({ hasText: "工作台" }).getByLabel("关闭").click();
  await expect(tabs(page)).toHaveText(["用户管理", "菜单管理"]);
  await expect(page).toHaveURL(/\/baseManager\/menuManager$/);

  await tabs(page).filter({ hasText: "用户管理" }).click({ button: "right" });
  await page.getByRole("menuitem", { name: "关闭其他" }).click();
  await expect(tabs(page)).toHaveText(["用户管理"]);
  await expect(page).toHaveURL(/\/baseManager\/userManager$/);

  await sidebar(page).getByText("菜单管理").click();
  await tabs(page).filter({ hasText: "菜单管理" }).click({ button: "right" });
  await page.getByRole("menuitem", { name: "关闭所有" }).click();
  // Close All goes to '/', the platform home
  await expect(page).toHaveURL(/\/enterStation$/);
});

test("a kept-alive view keeps its state while its tab is open", async ({ page }) => {
  await page.goto("/baseManager/userManager");
  const keyword = page.getByPlaceholder("姓名或账户");
  await keyword.fill("judge");
  await sidebar(page).getByText("菜单管理").click();
  await expect(page).toHaveURL(/\/baseManager\/menuManager$/);
  await tabs(page).filter({ hasText: "用户管理" }).click();
  await expect(page.getByPlaceholder("姓名或账户")).toHaveValue("judge");
});

test("a page opens whole: its code comes with the route, so the content area never shows a loading bar", async ({
  page,
}) => {
  // a loading bar drawn in the content area means the page suspended, and React holds the page back after one
  await page.addInitScript(() => {
    const seen = { bar: false };
    Object.assign(window, { __contentBar: seen });
    new MutationObserver(() => {
      if (document.querySelector(".shell-content .route-progress")) seen.bar = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto("/baseManager/userManager");
  await expect(page.getByRole("row").nth(1)).toBeVisible();
  // and on a move to another page: the menu tree
  await sidebar(page).getByText("菜单管理").click();
  await expect(page).toHaveURL(/\/baseManager\/menuManager$/);
  await expect(page.locator("main").getByText("gateLogManager")).toBeVisible();
  const seen = await page.evaluate(() => (window as unknown as { __contentBar: { bar: boolean } }).__contentBar.bar);
  expect(seen).toBe(false);
});

test("a list's first data is asked for once its route's checks pass, before the shell is drawn, and only once", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on("request", (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith("/api/")) asked.push(pathname);
  });
  await page.goto("/zcps/declareUser");
  await expect(page.getByRole("row").nth(1)).toBeVisible();
  // the top bar's project list is asked for by the drawn shell; the page's filters come before it, and once
  const filters = asked.indexOf("/api/zcps-sh/declareUser/filters");
  expect(filters).toBeGreaterThan(asked.indexOf("/api/admin/user/front/menus"));
  expect(filters).toBeLessThan(asked.indexOf("/api/zcps-sh/sys/listPro"));
  expect(asked.filter((p) => p === "/api/zcps-sh/declareUser/filters")).toHaveLength(1);
  expect(asked.filter((p) => p === "/api/zcps-sh/declareUser/page")).toHaveLength(1);
});

test("a person without the page is sent to the 401 page without its data being asked for", async ({
  page,
  request,
  baseURL,
}) => {
  await page.context().clearCookies();
  await signIn(page, request, baseURL ?? "", "declarant");
  const asked: string[] = [];
  page.on("request", (r) => asked.push(new URL(r.url()).pathname));
  await page.goto("/zcps/declareUser");
  await expect(page).toHaveURL(/\/401$/);
  await expect(page.getByTestId("page-401")).toBeVisible();
  expect(asked.filter((p) => p.startsWith("/api/zcps-sh/declareUser/"))).toHaveLength(0);
});

test("language switch: English texts appear and the current option is disabled", async ({ page }) => {
  await page.goto("/dashboard");
  await page.getByTestId("language-switch").click();
  await expect(page.getByRole("menuitem", { name: "中文" })).toHaveAttribute("aria-disabled", "true");
  await page.getByRole("menuitem", { name: "English" }).click();
  await expect(page.getByText("switch language success")).toBeVisible();
  await expect(page.getByRole("button", { name: "Platform home" })).toBeVisible();
  await expect(sidebar(page).getByText("Basic configuration")).toBeVisible();
  await expect(page.getByText("To-dos")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("en");

  await page.getByTestId("language-switch").click();
  await expect(page.getByRole("menuitem", { name: "English" })).toHaveAttribute("aria-disabled", "true");
  await page.getByRole("menuitem", { name: "中文" }).click();
  await expect(page.getByText("切换语言成功")).toBeVisible();
  await expect(page.getByRole("button", { name: "平台首页" })).toBeVisible();
});

test("theme colour: a preset is applied, announced and remembered", async ({ page }) => {
  await page.goto("/dashboard");
  await page.getByTestId("theme-picker").click();
  const preset = page.locator(".ant-color-picker-presets-color").nth(1);
  await preset.click();
  await expect(page.getByText("主题切换成功")).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem("theme"));
  expect(stored?.toLowerCase()).toBe("#8b1a1a");
  // the active tab is drawn in the primary colour
  await expect(tabs(page).first()).toHaveCSS("background-color", "rgb(139, 26, 26)");
  await page.reload();
  await expect(tabs(page).first()).toHaveCSS("background-color", "rgb(139, 26, 26)");
});

test("on a phone the page comes first: the sidebar starts collapsed, and the toggle opens it", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.context().clearCookies({ name: "sidebarStatus" });
  await page.goto("/baseManager/userManager");
  await expect(page.getByPlaceholder("姓名或账户")).toBeVisible();
  await expect(page.locator(".shell-sider-collapsed")).toBeVisible();
  const content = await page.locator(".shell-content").boundingBox();
  expect(content?.width ?? 0).toBeGreaterThan(300);
  await page.getByTestId("sidebar-toggle").click();
  await expect(sidebar(page).getByText("用户管理")).toBeVisible();
  await expect(page.locator(".shell-sider-collapsed")).toHaveCount(0);
});

test("on a phone every control of the top bar is within reach, and the dashboard does not scroll sideways", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.context().clearCookies({ name: "sidebarStatus" });
  await page.goto("/dashboard");
  await expect(page.locator(".dashboard-charts")).toBeVisible();
  for (const id of ["sidebar-toggle", "project-select", "message-bell", "language-switch", "account-menu"]) {
    const box = await page.getByTestId(id).boundingBox();
    expect(box, id).not.toBeNull();
    const { x, y, width, height } = box as { x: number; y: number; width: number; height: number };
    expect(x, id).toBeGreaterThanOrEqual(0);
    expect(x + width, id).toBeLessThanOrEqual(390);
    // nothing covers it: what lies at its centre is the control or within it
    const reached = await page
      .getByTestId(id)
      .evaluate(
        (control, [cx, cy]) => control.contains(document.elementFromPoint(cx, cy)),
        [x + width / 2, y + height / 2],
      );
    expect(reached, id).toBe(true);
  }
  await page.getByTestId("account-menu").click();
  await expect(page.getByRole("menuitem", { name: "退出登录" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("top bar: sidebar toggle is remembered, project dropdown, full screen, no error log", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page.getByTestId("error-log-button")).toHaveCount(0);

  await page.getByTestId("sidebar-toggle").click();
  const status = (await page.context().cookies()).find((c) => c.name === "sidebarStatus");
  expect(status?.value).toBe("0");
  await page.reload();
  await expect(page.locator(".shell-sider-collapsed")).toBeVisible();
  await page.getByTestId("sidebar-toggle").click();
  await expect(page.locator(".shell-sider-collapsed")).toHaveCount(0);

  const project = page.getByTestId("project-select");
  await expect(project).toHaveText(/2026 年度专业技术职务评审/);
  const box = await project.boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(300);
  await project.click();
  // a disabled project cannot be chosen
  await expect(page.getByRole("menuitem", { name: /2025 年度/ })).toHaveAttribute("aria-disabled", "true");
});

test("the dashboard shows the current project's to-dos and figures", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page.getByText("当前项目：2026 年度专业技术职务评审")).toBeVisible();
  await expect(page.getByTestId("todo-ownProfile")).toBeVisible();
  await expect(page.getByTestId("figure-users")).toContainText("用户总数");
  // the charts are drawn as they come near the screen
  await page.locator(".dashboard-charts").scrollIntoViewIfNeeded();
  await expect(page.getByRole("img", { name: "各部门用户数" })).toBeVisible();
  // the own-profile to-do opens the personal information dialog
  await page.getByTestId("todo-ownProfile").click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("an uncaught error is logged: the error-log button appears with Message and Stack", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page.getByTestId("dashboard")).toBeVisible();
  await expect(page.getByTestId("error-log-button")).toHaveCount(0);
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error("e2e uncaught failure");
    });
  });
  await page.getByTestId("error-log-button").click();
  const dialog = page.getByRole("dialog", { name: "错误日志" });
  await expect(dialog.getByRole("columnheader", { name: "信息" })).toBeVisible();
  await expect(dialog.getByRole("columnheader", { name: "堆栈" })).toBeVisible();
  await expect(dialog.getByText("e2e uncaught failure").first()).toBeVisible();
});

test("scripts are sent compressed ahead of time: the build's brotli file as it is, or its gzip", async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on("response", (res) => {
    if (res.request().resourceType() === "script" && new URL(res.url()).pathname.startsWith("/assets/"))
      scripts.push(new URL(res.url()).pathname);
  });
  await page.goto("/enterStation", { waitUntil: "networkidle" });
  expect(scripts.length).toBeGreaterThan(0);
  const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "apps", "web", "dist");
  for (const [encoding, suffix] of [
    ["br", ".br"],
    ["gzip", ".gz"],
  ] as const) {
    // the largest of the sign-in page's scripts
    const script = scripts
      .map((p) => ({ p, size: fs.statSync(path.join(dist, p)).size }))
      .sort((a, b) => b.size - a.size)[0]?.p as string;
    const res = await request.get(script, { headers: { "accept-encoding": encoding } });
    expect(res.headers()["content-encoding"]).toBe(encoding);
    expect(Number(res.headers()["content-length"])).toBe(fs.statSync(path.join(dist, `${script}${suffix}`)).size);
    expect((await res.body()).length).toBe(fs.statSync(path.join(dist, script)).size);
  }
});
