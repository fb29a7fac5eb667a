import { type APIRequestContext, expect, type Page, test } from "@playwright/test";

/**
 * The account menu's dialogs (spec 2, 5, 7, 8): personal information, change
 * password, change avatar. Each test works on a user of its own, created
 * through the API, so no demo account changes under another test.
 */

const DEMO_PASSWORD = "Demo@2026";
const CLIENT_BASIC = `Basic ${Buffer.from("console:console-secret").toString("base64")}`;
/** a 1x1 PNG */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

interface TestUser {
  username: string;
  password: string;
  mobilePhone: string;
  email: string;
}

async function fetchToken(request: APIRequestContext, username: string, password: string) {
  return request.post("/api/auth/oauth/token", {
    headers: { Authorization: CLIENT_BASIC },
    form: { grant_type: "password", is_encrypt: "0", tenant_id: "default", username, password },
  });
}

async function tokenOf(request: APIRequestContext, username: string, password: string): Promise<string> {
  const reply = await fetchToken(request, username, password);
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { access_token: string }).access_token;
}

/** Digits unique enough for one test run: mobiles and e-mails must be free in the tenant. */
function uniqueDigits(length: number): string {
  return `${Date.now()}${Math.floor(Math.random() * 1e6)}`.slice(-length);
}

async function createUser(request: APIRequestContext): Promise<TestUser> {
  const admin = { Authorization: `Bearer ${await tokenOf(request, "admin", DEMO_PASSWORD)}` };
  const departs = (await (await request.get("/api/admin/user/findNode", { headers: admin })).json()) as {
    data: { id: string }[];
  };
  const tag = uniqueDigits(8);
  const user: TestUser = {
    username: `acct_${tag}`,
    password: "Start@2026",
    mobilePhone: `138${tag}`,
    email: `acct${tag}@example.edu.cn`,
  };
  const reply = await request.post("/api/admin/user", {
    headers: admin,
    params: { is_encrypt: "0" },
    data: { ...user, name: "账户测试", departId: departs.data[0]?.id, sex: "1", nation: "01", enabled: true },
  });
  expect(reply.status()).toBe(200);
  return user;
}

async function signIn(page: Page, request: APIRequestContext, baseURL: string, user: TestUser) {
  const token = await tokenOf(request, user.username, user.password);
  await page.context().addCookies([{ name: "Authorization", value: `Bearer%20${token}`, url: baseURL }]);
  await page.goto("/dashboard");
  await expect(page.getByTestId("account-menu")).toBeVisible();
}

async function openAccountDialog(page: Page, item: "个人信息" | "修改密码" | "修改头像") {
  await page.getByTestId("account-menu").click();
  await page.getByRole("menuitem", { name: item }).click();
  const dialog = page.getByRole("dialog", { name: item });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** antd puts a space between the two characters of a Chinese button label. */
const button = (label: string) => new RegExp(`^\\s*${[...label].join("\\s*")}\\s*$`);

test("personal information: read-only until Edit, invalid values refused, a valid change saved", async ({
  page,
  request,
  baseURL,
}) => {
  const user = await createUser(request);
  await signIn(page, request, baseURL ?? "", user);

  let dialog = await openAccountDialog(page, "个人信息");
  await expect(dialog.getByLabel("账户", { exact: true })).toHaveValue(user.username);
  await expect(dialog.getByLabel("性别", { exact: true })).toHaveValue("男");
  await expect(dialog.getByLabel("民族", { exact: true })).toHaveValue("汉族");
  const mobile = dialog.getByLabel("手机号", { exact: true });
  const email = dialog.getByLabel("邮箱", { exact: true });
  await expect(mobile).toHaveValue(user.mobilePhone);
  await expect(mobile).toBeDisabled();
  await expect(dialog.getByRole("button", { name: button("确定") })).toBeDisabled();

  await dialog.getByRole("button", { name: button("编辑") }).click();
  await expect(mobile).toBeEnabled();

  await mobile.fill("12345");
  await expect(dialog.getByText("手机号输入不合法")).toBeVisible();
  await mobile.fill("");
  await expect(dialog.getByText("请输入手机号")).toBeVisible();
  await email.fill("not-an-email@");
  await expect(dialog.getByText("邮箱输入不合法")).toBeVisible();
  // another user's e-mail is refused by the server check on blur
  await email.fill("admin@example.edu.cn");
  await email.blur();
  await expect(dialog.getByText("租户中邮箱已存在！")).toBeVisible();
  await dialog.getByRole("button", { name: button("确定") }).click();
  await expect(dialog).toBeVisible();

  // nothing was saved
  const token = await tokenOf(request, user.username, user.password);
  const saved = async () =>
    (
      (await (
        await request.post("/api/admin/user/getLoginUserInfo", { headers: { Authorization: `Bearer ${token}` } })
      ).json()) as { data: { mobilePhone: string; email: string; description: string | null } }
    ).data;
  expect(await saved()).toMatchObject({ mobilePhone: user.mobilePhone, email: user.email });

  const newMobile = `139${uniqueDigits(8)}`;
  const newEmail = `new${uniqueDigits(8)}@example.edu.cn`;
  await mobile.fill(` ${newMobile} `);
  await email.fill(newEmail);
  await dialog.getByLabel("备注", { exact: true }).fill("  端到端测试备注  ");
  await dialog.getByRole("button", { name: button("确定") }).click();
  const notice = page.locator(".ant-notification-notice").filter({ hasText: "创建成功" });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("成功");
  await expect(dialog).toBeHidden();
  // values were trimmed before saving
  expect(await saved()).toMatchObject({ mobilePhone: newMobile, email: newEmail, description: "端到端测试备注" });

  dialog = await openAccountDialog(page, "个人信息");
  await expect(dialog.getByLabel("手机号", { exact: true })).toHaveValue(newMobile);
  await expect(dialog.getByLabel("手机号", { exact: true })).toBeDisabled();
});

test("change password: wrong old password, mismatch, success, then sign in with the new one", async ({
  page,
  request,
  baseURL,
}) => {
  const user = await createUser(request);
  await signIn(page, request, baseURL ?? "", user);
  const newPassword = "Changed@2026";

  const dialog = await openAccountDialog(page, "修改密码");
  const oldPass = dialog.getByLabel("旧密码", { exact: true });
  const pass = dialog.getByLabel("新密码", { exact: true });
  const checkPass = dialog.getByLabel("确认密码", { exact: true });

  await dialog.getByRole("button", { name: button("确定") }).click();
  await expect(dialog.getByText("请输入旧密码")).toBeVisible();
  await expect(dialog.getByText("请输入密码", { exact: true })).toBeVisible();
  await expect(dialog.getByText("请再次输入密码")).toBeVisible();

  await oldPass.fill("abc");
  await expect(dialog.getByText("长度在 6 到 20 个字符")).toBeVisible();
  await oldPass.fill("Wrong@2026");
  await oldPass.blur();
  await expect(dialog.getByText("旧密码错误！")).toBeVisible();
  await oldPass.fill(` ${user.password} `);
  await oldPass.blur();
  await expect(dialog.getByText("旧密码错误！")).toBeHidden();

  await pass.fill("abcdefg");
  await expect(dialog.getByText("密码中必须包含字母、数字、特殊字符！长度6-20")).toBeVisible();
  await pass.fill(newPassword);
  await checkPass.fill("Changed@2027");
  await expect(dialog.getByText("两次输入密码不一致!")).toBeVisible();
  await checkPass.fill(newPassword);
  await dialog.getByRole("button", { name: button("确定") }).click();

  const notice = page.locator(".ant-notification-notice").filter({ hasText: "修改成功" });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("成功");
  await expect(dialog).toBeHidden();
  expect((await fetchToken(request, user.username, user.password)).status()).toBe(400);

  // sign out and back in through the login page with the new password
  await page.getByTestId("account-menu").click();
  await page.getByRole("menuitem", { name: "退出登录" }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel("账户", { exact: true }).fill(user.username);
  await page.getByLabel("密码", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: button("登录") }).click();
  await expect(page.getByTestId("account-menu")).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);
});

test("change avatar: a wrong file is refused, an image is previewed, uploaded and shown in the top bar", async ({
  page,
  request,
  baseURL,
}) => {
  const user = await createUser(request);
  await signIn(page, request, baseURL ?? "", user);
  const topBarAvatar = page.getByTestId("account-menu").locator("img");
  const before = await topBarAvatar.getAttribute("src");

  const dialog = await openAccountDialog(page, "修改头像");
  const upload = dialog.getByRole("button", { name: button("上传") });
  await expect(upload).toBeDisabled();
  const input = dialog.locator('input[type="file"]');
  await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not an image") });
  await expect(page.getByText("头像只能是 JPG、PNG、GIF 或 WEBP 图片")).toBeVisible();
  await expect(upload).toBeDisabled();

  await input.setInputFiles({ name: "face.png", mimeType: "image/png", buffer: PNG });
  await expect(dialog.getByText("face.png")).toBeVisible();
  await expect(dialog.getByTestId("avatar-preview").locator("img")).toHaveAttribute("src", /^blob:/);
  await upload.click();
  await expect(dialog).toBeHidden();
  await expect(topBarAvatar).not.toHaveAttribute("src", before ?? "");
  await expect(topBarAvatar).toHaveAttribute("src", /\/api\/files\//);
});
