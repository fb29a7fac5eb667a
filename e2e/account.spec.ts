import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { PNG } from "./real-files";
import { accessToken, button, signIn, tokenReply } from "./support";

/**
 * The account menu's dialogs (spec 2, 5, 7, 8): personal information, change
 * password, change avatar. Each test works on a user of its own, created
 * through the API, so no demo account changes under another test.
 */

interface TestUser {
  username: string;
  password: string;
  mobilePhone: string;
  email: string;
}

/** Digits unique enough for one test run: mobiles and e-mails must be free in the tenant. */
function uniqueDigits(length: number): string {
  return `${Date.now()}${Math.floor(Math.random() * 1e6)}`.slice(-length);
}

async function createUser(request: APIRequestContext): Promise<TestUser> {
  const admin = { Authorization: `Bearer ${await accessToken(request, "admin")}` };
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

/** Signs the test's own user in (with its own password) and waits for the dashboard's account menu. */
async function openDashboardAs(page: Page, request: APIRequestContext, baseURL: string, user: TestUser) {
  await signIn(page, request, baseURL, user.username, "zh", user.password);
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

test("personal information: read-only until Edit, invalid values refused, a valid change saved", async ({
  page,
  request,
  baseURL,
}) => {
  const user = await createUser(request);
  await openDashboardAs(page, request, baseURL ?? "", user);

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
  const token = await accessToken(request, user.username, user.password);
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
  await openDashboardAs(page, request, baseURL ?? "", user);
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
  expect((await tokenReply(request, user.username, user.password)).status()).toBe(400);

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
  await openDashboardAs(page, request, baseURL ?? "", user);
  const topBarAvatar = page.getByTestId("account-menu").locator("img");
  const before = await topBarAvatar.getAttribute("src");

  const dialog = await openAccountDialog(page, "修改头像");
  const upload = dialog.getByRole("button", { name: button("上传") });
  await expect(upload).toBeDisabled();
  const input = dialog.locator('input[type="file"]');
  await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not an image") });
  await expect(page.getByText("头像只能是 JPG 或 PNG 图片")).toBeVisible();
  await expect(upload).toBeDisabled();

  await input.setInputFiles({ name: "face.png", mimeType: "image/png", buffer: PNG });
  await expect(dialog.getByText("face.png")).toBeVisible();
  await expect(dialog.getByTestId("avatar-preview").locator("img")).toHaveAttribute("src", /^blob:/);
  await upload.click();
  await expect(dialog).toBeHidden();
  await expect(topBarAvatar).not.toHaveAttribute("src", before ?? "");
  await expect(topBarAvatar).toHaveAttribute("src", /\/api\/files\//);
});
