import { type APIRequestContext, type APIResponse, expect, type Page } from "@playwright/test";
import type ExcelJS from "exceljs";

/** What several browser tests share: signing a demo account in, the console's language, antd's buttons and tables. */

export const DEMO_PASSWORD = "Demo@2026";
const CLIENT_BASIC = `Basic ${Buffer.from("console:console-secret").toString("base64")}`;

/** The token endpoint's reply to a password sign-in, unchecked: for tests that expect a refusal. */
export async function tokenReply(
  request: APIRequestContext,
  username: string,
  password = DEMO_PASSWORD,
): Promise<APIResponse> {
  return request.post("/api/auth/oauth/token", {
    headers: { Authorization: CLIENT_BASIC },
    form: { grant_type: "password", is_encrypt: "0", tenant_id: "default", username, password },
  });
}

/** An account's access token from the token endpoint (a demo account's unless another password is given). */
export async function accessToken(request: APIRequestContext, username: string, password = DEMO_PASSWORD) {
  const reply = await tokenReply(request, username, password);
  expect(reply.status(), `sign-in of ${username}`).toBe(200);
  return ((await reply.json()) as { access_token: string }).access_token;
}

/** Signs in through the token endpoint and hands the browser the session cookie and the language the console reads. */
export async function signIn(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  username: string,
  lang = "zh",
  password = DEMO_PASSWORD,
) {
  const access = await accessToken(request, username, password);
  await page.context().addCookies([{ name: "Authorization", value: `Bearer%20${access}`, url: baseURL }]);
  await page.addInitScript((language) => window.localStorage.setItem("language", language), lang);
  return access;
}

/** An API call with a bearer token that must answer 200 (its text says why not); the reply's `data`. */
export async function api<T>(
  request: APIRequestContext,
  access: string,
  url: string,
  {
    method = "GET",
    data,
    params,
  }: { method?: "GET" | "POST" | "PUT" | "DELETE"; data?: object; params?: Record<string, string> } = {},
): Promise<T> {
  const reply = await request.fetch(url, { method, headers: { Authorization: `Bearer ${access}` }, data, params });
  expect(reply.status(), await reply.text()).toBe(200);
  return ((await reply.json()) as { data: T }).data;
}

/**
 * Opens `path` and returns the `data` of the page's own answer from the API path `api`: the figures the page was
 * given, where the other worker's tests change the same batch meanwhile (an earlier API call may be out of date).
 */
export async function openWithAnswer<T>(page: Page, path: string, api: string): Promise<T> {
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === api);
  await page.goto(path);
  return ((await (await answered).json()) as { data: T }).data;
}

/** Uploads a filled-in paper import template through the import page's API, applied at once; the import's report. */
export async function applyPaperImport(request: APIRequestContext, access: string, workbook: ExcelJS.Workbook) {
  const upload = await request.post("/api/zcps-sh/importData/upload?kind=PAPER&apply=true", {
    headers: { Authorization: `Bearer ${access}` },
    multipart: {
      file: {
        name: "papers.xlsx",
        mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
      },
    },
  });
  return ((await upload.json()) as { data: { status: string; errors: unknown[] } }).data;
}

/** A button's accessible name: antd puts a space between the two characters of a Chinese button label. */
export const button = (label: string) => new RegExp(`^\\s*${[...label].join("\\s*")}\\s*$`);

/**
 * Confirms the open confirmation with this title (another may still be fading out). A click that lands while the
 * popover is still zooming in can be lost under load, so it waits for the popover to stand still first.
 */
export async function confirmPopover(page: Page, title: string, ok = "确定") {
  const popover = page.locator(".ant-popover:not(.ant-popover-hidden)").filter({ hasText: title });
  await expect(popover).not.toHaveClass(/-(appear|enter)(-active)?\b/);
  await popover.getByRole("button", { name: button(ok) }).click();
}

/** The table rows with a cell that reads exactly this text. */
export const rowOf = (page: Page, cell: string) =>
  page.locator(".ant-table-row").filter({ has: page.getByRole("cell", { name: cell, exact: true }) });

/** Chinese characters, which an English page shows only in data (names, documents' own headings). */
export const CJK = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/;

/**
 * The six-digit code of the last SMS the server sent to the number: the test scripts start the server with a development
 * outbox file (DEV_OUTBOX_FILE) and hand its path to the tests.
 */
export async function lastSmsCode(mobilePhone: string): Promise<string> {
  // the latest message to the number with a code in it (invitations and reminders go to the same phone, with links)
  const code = (await smsTexts(mobilePhone))
    .map((text) => /(?<!\d)(\d{6})(?!\d)/.exec(text.replace(/https?:\/\/\S+/g, ""))?.[1])
    .filter(Boolean)
    .at(-1);
  if (!code) throw new Error(`no code sent to ${mobilePhone}`);
  return code;
}

/** The path and query of the one-time sign-in link in the last SMS to the number that has one (an invitation). */
export async function lastSmsLink(mobilePhone: string): Promise<string> {
  const link = (await smsTexts(mobilePhone))
    .map((text) => /https?:\/\/[^/\s]+(\/login\?link=[\w-]+)/.exec(text)?.[1])
    .filter(Boolean)
    .at(-1);
  if (!link) throw new Error(`no sign-in link sent to ${mobilePhone}`);
  return link;
}

/** The texts of the SMS the server sent to the number, oldest first, from the development outbox file. */
async function smsTexts(mobilePhone: string): Promise<string[]> {
  const file = process.env.DEV_OUTBOX_FILE;
  if (!file) throw new Error("DEV_OUTBOX_FILE is not set: run the browser tests through scripts/e2e.mjs");
  const { readFile } = await import("node:fs/promises");
  const lines = (await readFile(file, "utf8").catch(() => "")).trim().split("\n").filter(Boolean);
  return lines
    .map((line) => JSON.parse(line) as { channel: string; to: string; text: string })
    .filter((m) => m.channel === "sms" && m.to === mobilePhone)
    .map((m) => m.text);
}
