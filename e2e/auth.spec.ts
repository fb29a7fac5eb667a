import { expect, type Page, test } from "@playwright/test";
import { accessToken, DEMO_PASSWORD } from "./support";

/** Sign-in, access rules and session end (spec 2 "Access rules", "Entry by URL query"; spec 4; spec 8). */

async function signInThroughForm(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.getByLabel("账户").fill(username);
  await page.getByLabel("密码").fill(password);
  await page.getByRole("button", { name: "登录" }).click();
}

test.describe("access rules", () => {
  test("an anonymous visitor is sent to the login page, keeping where they wanted to go", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
    await expect(page.getByRole("heading", { name: "教育大数据应用平台" }).first()).toBeVisible();

    await page.goto("/baseManager/userManager");
    await expect(page).toHaveURL(/\/login\?redirect=%2FbaseManager%2FuserManager$/);

    await page.goto("/");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("public pages open without signing in", async ({ page }) => {
    await page.goto("/forgetPassword");
    await expect(page.getByRole("link", { name: /通过手机短信验证码找回/ })).toBeVisible();
    await page.getByRole("link", { name: /通过邮箱找回/ }).click();
    await expect(page).toHaveURL(/\/findPwdByEmail$/);
    await page.getByLabel("邮箱").fill("admin@example.edu.cn");
    await page.getByRole("button", { name: /发送重置邮件/ }).click();
    await expect(page.getByTestId("reset-mail-sent")).toBeVisible();

    await page.goto("/404");
    await expect(page.getByTestId("page-404")).toBeVisible();
  });

  test("signing in returns to the page asked for; a signed-in user opening /login goes to /", async ({ page }) => {
    await page.goto("/dashboard");
    await signInThroughForm(page, "  admin  ");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId("dashboard")).toBeVisible();

    await page.goto("/login");
    // '/' is the platform home
    await expect(page).toHaveURL(/\/enterStation$/);
    await page.goto("/");
    await expect(page).toHaveURL(/\/enterStation$/);
  });

  test("a wrong password shows '账户或密码错误！' and stays on the login page", async ({ page }) => {
    await page.goto("/login");
    await signInThroughForm(page, "admin", "Wrong@2026");
    await expect(page.getByText("账户或密码错误！")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("the sign-in page carries the Chinese messages only, and the English ones come when English is chosen", async ({
    page,
  }) => {
    const scripts: Promise<string>[] = [];
    page.on("response", (res) => {
      if (res.request().resourceType() === "script") scripts.push(res.text());
    });
    await page.goto("/login", { waitUntil: "networkidle" });
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.some((body) => body.includes("账户或密码错误！"))).toBe(true);
    expect(bodies.some((body) => body.includes("Wrong account or password!"))).toBe(false);

    await page.evaluate(() => localStorage.setItem("language", "en"));
    await page.reload();
    await page.getByLabel("Account").fill("admin");
    await page.getByLabel("Password").fill("Wrong@2026");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Wrong account or password!")).toBeVisible();
  });

  test("empty fields are refused before any call", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "登录" }).click();
    await expect(page.getByText("请输入账户")).toBeVisible();
    await expect(page.getByText("请输入密码")).toBeVisible();
  });
});

test.describe("entry by URL query", () => {
  test("username + password + haveCasLogin sign in automatically and leave the address bar", async ({ page }) => {
    await page.goto(`/?username=admin&password=${encodeURIComponent(DEMO_PASSWORD)}&haveCasLogin=1`);
    await expect(page).toHaveURL(/\/enterStation$/);
    await expect(page.getByTestId("station-tile-baseManager")).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "Authorization")?.value).toMatch(/^Bearer/);
    // a single-sign-on session is flagged so that logging out leaves through CAS
    expect(cookies.find((c) => c.name === "haveCasLogin")?.value).toBe("1");
  });

  test("a token parameter is stored and the page reloads without it", async ({ page, request }) => {
    const token = await accessToken(request, "admin");
    await page.goto(`/dashboard?token=${token}`);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId("dashboard")).toBeVisible();
    const cookie = (await page.context().cookies()).find((c) => c.name === "Authorization");
    expect(decodeURIComponent(cookie?.value ?? "")).toBe(`Bearer ${token}`);
  });
});

test.describe("end of the session", () => {
  test("logging out revokes the token and returns to the login page", async ({ page, request }) => {
    await page.goto("/login?redirect=%2Fdashboard");
    await signInThroughForm(page, "admin");
    await expect(page.getByTestId("dashboard")).toBeVisible();
    const cookie = (await page.context().cookies()).find((c) => c.name === "Authorization");
    const token = decodeURIComponent(cookie?.value ?? "").replace("Bearer ", "");

    await page.getByTestId("account-menu").click();
    await page.getByRole("menuitem", { name: "退出登录" }).click();
    await expect(page).toHaveURL(/\/login/);
    expect((await page.context().cookies()).find((c) => c.name === "Authorization")).toBeUndefined();

    const reply = await request.get("/api/admin/user/front/info", { headers: { Authorization: `Bearer ${token}` } });
    expect(reply.status()).toBe(401);
  });

  test("an expired session (token revoked elsewhere) brings the user back to the login page", async ({
    page,
    request,
  }) => {
    await page.goto("/login?redirect=%2Fdashboard");
    await signInThroughForm(page, "admin");
    await expect(page.getByTestId("dashboard")).toBeVisible();
    const cookie = (await page.context().cookies()).find((c) => c.name === "Authorization");
    const token = decodeURIComponent(cookie?.value ?? "").replace("Bearer ", "");

    const revoked = await request.delete(`/api/auth/oauth/token?access_token=${token}`);
    expect(revoked.status()).toBe(200);

    await page.goto("/baseManager/userManager");
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole("button", { name: "登录" })).toBeVisible();
  });
});

test.describe("permissions", () => {
  test("a declarant without userManager gets the 401 page, and the API answers 403", async ({ page, request }) => {
    await page.goto("/login?redirect=%2FbaseManager%2FuserManager");
    await signInThroughForm(page, "declarant");
    await expect(page).toHaveURL(/\/401$/);
    await expect(page.getByTestId("page-401")).toBeVisible();
    await expect(page.getByText("抱歉，您没有权限访问此页面")).toBeVisible();

    const token = await accessToken(request, "declarant");
    const reply = await request.get("/api/admin/user/page?page=1&limit=20", {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(reply.status()).toBe(403);
  });
});
