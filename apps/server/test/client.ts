import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { Started } from "../src/server";
import type { TestServer } from "./harness";

/** The console's OAuth client (HTTP Basic on the token call), as the development defaults set it. */
export const BASIC = `Basic ${Buffer.from("console:console-secret").toString("base64")}`;

export type Method = "GET" | "POST" | "PUT" | "DELETE";
export type Response = LightMyRequestResponse;
/** Any app to send requests to: a test server's, or one started by the test itself. */
export type App = Pick<Started["app"], "inject">;

/** Who calls and how: each request of a client carries them. */
export interface CallerOptions {
  /** sent as Accept-Language; without it the server answers in Chinese */
  lang?: string;
  /** the caller's address, for the per-address throttles and the operation log */
  ip?: string;
}

export interface UploadedFile {
  filename: string;
  content: Buffer;
  /** the part's Content-Type; none is sent without it */
  contentType?: string;
}

interface Sent extends CallerOptions {
  /** the whole Authorization header */
  authorization?: string | null;
  headers?: Record<string, string>;
  payload?: InjectOptions["payload"];
}

/** One request through `app.inject`: JSON when the payload is an object, none when it is undefined. */
export function send(app: App, method: Method, url: string, { authorization, lang, ip, headers, payload }: Sent) {
  return app.inject({
    method,
    url,
    ...(ip ? { remoteAddress: ip } : {}),
    headers: { ...(authorization ? { authorization } : {}), ...(lang ? { "accept-language": lang } : {}), ...headers },
    ...(payload === undefined ? {} : { payload }),
  });
}

const BOUNDARY = "----zcpsTestBoundary";

/** A multipart/form-data body holding one file under the field "file", as the upload routes read it. */
function multipart({ filename, content, contentType }: UploadedFile) {
  const head =
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
    (contentType ? `Content-Type: ${contentType}\r\n` : "");
  return {
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat([Buffer.from(`${head}\r\n`), content, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
  };
}

/**
 * A caller of the API: the bearer of a token (anonymous without one), in a language, from an address. Each method
 * answers the raw response, so a test asserts what it means to: the status, the envelope, the data.
 */
export interface Client {
  request(method: Method, url: string, payload?: object): Promise<Response>;
  get(url: string): Promise<Response>;
  post(url: string, payload?: object): Promise<Response>;
  put(url: string, payload?: object): Promise<Response>;
  delete(url: string, payload?: object): Promise<Response>;
  /** POSTs one file as multipart/form-data */
  upload(url: string, file: UploadedFile): Promise<Response>;
  /** The same caller with other options: `.with({ lang: "en" })` asks in English. */
  with(other: CallerOptions): Client;
}

export function createClient(app: App, token?: string | null, caller: CallerOptions = {}): Client {
  const sent = { ...caller, authorization: token ? `Bearer ${token}` : null };
  const request = (method: Method, url: string, payload?: object) => send(app, method, url, { ...sent, payload });
  return {
    request,
    get: (url) => request("GET", url),
    post: (url, payload) => request("POST", url, payload),
    put: (url, payload) => request("PUT", url, payload),
    delete: (url, payload) => request("DELETE", url, payload),
    upload: (url, file) => send(app, "POST", url, { ...sent, ...multipart(file) }),
    with: (other) => createClient(app, token, { ...caller, ...other }),
  };
}

/** Signs the users in with the demo password and answers a client for each, in the order given. */
export async function signedIn<const U extends readonly string[]>(
  server: Pick<TestServer, "app" | "login">,
  usernames: U,
  caller: CallerOptions = {},
): Promise<{ -readonly [K in keyof U]: Client }> {
  const tokens = await Promise.all(usernames.map((username) => server.login(username)));
  return tokens.map((token) => createClient(server.app, token, caller)) as { -readonly [K in keyof U]: Client };
}

/** Who asks for a token: the console's Basic header unless another is given (null sends none). */
export interface TokenCaller extends CallerOptions {
  authorization?: string | null;
}

/**
 * POST /api/auth/oauth/token as the sign-in page sends it: a form of `fields` over grant_type=password and
 * tenant_id=default. The raw response: a test asserts the refusals as well as the token.
 */
export function requestToken(
  app: App,
  fields: Record<string, string>,
  { authorization = BASIC, ...caller }: TokenCaller = {},
) {
  return send(app, "POST", "/api/auth/oauth/token", {
    ...caller,
    authorization,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({ grant_type: "password", tenant_id: "default", ...fields }).toString(),
  });
}

/** "GET /url: body", to say which call failed. */
const described = (res: Response) => `${res.raw.req.method} ${res.raw.req.url}: ${res.body}`;

/** The `data` of a successful (HTTP 200) answer's envelope. */
// biome-ignore lint/suspicious/noExplicitAny: untyped unless the test names the type, as `res.json()` is
export function data<T = any>(res: Response): T {
  expect(res.statusCode, described(res)).toBe(200);
  return res.json().data as T;
}

/** Refused by the permission check: 403 with the status 40001. */
export function expectRefused(res: Response, label = described(res)) {
  expect(res.statusCode, label).toBe(403);
  expect(res.json().status, label).toBe(40001);
}

/** Refused as a bad request: 400, with the message when one is given. */
export function expectBadRequest(res: Response, message?: string, label = described(res)) {
  expect(res.statusCode, label).toBe(400);
  if (message !== undefined) expect(res.json().message, label).toBe(message);
}
