import { type APIRequestContext, expect, type Page } from "@playwright/test";

/** What several browser tests share: signing a demo account in and the console's language. */

export const DEMO_PASSWORD = "Demo@2026";
const CLIENT_BASIC = `Basic ${Buffer.from("console:console-secret").toString("base64")}`;

/** A demo account's access token from the token endpoint. */
export async function accessToken(request: APIRequestContext, username: string): Promise<string> {
  const reply = await request.post("/api/auth/oauth/token", {
    headers: { Authorization: CLIENT_BASIC },
    form: { grant_type: "password", is_encrypt: "0", tenant_id: "default", username, password: DEMO_PASSWORD },
  });
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { access_token: string }).access_token;
}

/** Signs in through the token endpoint and hands the browser the session cookie and the language the console reads. */
export async function signIn(page: Page, request: APIRequestContext, baseURL: string, username: string, lang = "zh") {
  const access = await accessToken(request, username);
  await page.context().addCookies([{ name: "Authorization", value: `Bearer%20${access}`, url: baseURL }]);
  await page.addInitScript((language) => window.localStorage.setItem("language", language), lang);
  return access;
}

/** Chinese characters, which an English page shows only in data (names, documents' own headings). */
export const CJK = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/;
