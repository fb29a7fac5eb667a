import type { Envelope } from "@zcps/contracts/api";
import i18n from "../i18n";
import { COOKIES, getCookie } from "./cookies";
import { showMessage, showNotification } from "./feedback";
import { type Feedback, feedbackFor, isSuccess, REQUEST_KEYS } from "./request-errors";

/** The one request client (spec 7): timeout, no-cache headers, authorization, error catalogue. */

export const REQUEST_TIMEOUT_MS = 60_000;
export const TOKEN_URL = "/api/auth/oauth/token";
/** The console's OAuth client (set at build time for production); sent only on the token call. */
const CLIENT_BASIC = `Basic ${btoa(
  `${import.meta.env.VITE_OAUTH_CLIENT_ID ?? "console"}:${import.meta.env.VITE_OAUTH_CLIENT_SECRET ?? "console-secret"}`,
)}`;

export type Method = "GET" | "POST" | "PUT" | "DELETE";

export interface RequestConfig {
  url: string;
  method?: Method;
  params?: Record<string, unknown>;
  data?: unknown;
  headers?: Record<string, string>;
  /** send `data` as application/x-www-form-urlencoded (or multipart when it is FormData) */
  form?: boolean;
  /** do not show the catalogue's message (blur checks decide on their own) */
  silent?: boolean;
}

export class RequestError extends Error {
  /** HTTP status; 0 when no response arrived */
  httpStatus: number;
  /** the body's status, else the HTTP status */
  status: number;
  constructor(message: string, httpStatus: number, status: number) {
    super(message);
    this.name = "RequestError";
    this.httpStatus = httpStatus;
    this.status = status;
  }
}

let sessionExpiredHandler: (() => void) | null = null;
let sessionExpiring = false;

/** The session store registers what a 401/40101 does (log out, then reload or leave through CAS). */
export function onSessionExpired(handler: () => void): void {
  sessionExpiredHandler = handler;
  sessionExpiring = false;
}

export function buildUrl(url: string, params?: Record<string, unknown>): string {
  if (!params) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    search.append(key, String(value));
  }
  const query = search.toString();
  if (!query) return url;
  return `${url}${url.includes("?") ? "&" : "?"}${query}`;
}

function encodeBody(config: RequestConfig, headers: Record<string, string>): BodyInit | undefined {
  const { data } = config;
  if (data === undefined || config.method === "GET" || config.method === undefined) return undefined;
  if (data instanceof FormData) return data;
  if (config.form) {
    headers["Content-Type"] = "application/x-www-form-urlencoded;charset=UTF-8";
    const body = new URLSearchParams();
    for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
      if (value !== undefined && value !== null) body.append(key, String(value));
    }
    return body;
  }
  headers["Content-Type"] = "application/json;charset=UTF-8";
  return JSON.stringify(data);
}

function perform(feedback: Feedback): void {
  const t = i18n.t.bind(i18n);
  switch (feedback.kind) {
    case "sessionExpired":
      if (!sessionExpiring && sessionExpiredHandler) {
        sessionExpiring = true;
        sessionExpiredHandler();
      }
      return;
    case "notification":
      showNotification(feedback.level, t(feedback.titleKey), feedback.text, feedback.seconds);
      return;
    case "message":
      showMessage(feedback.level, feedback.translate ? t(feedback.text) : feedback.text, feedback.seconds);
  }
}

export async function request<T>(config: RequestConfig): Promise<Envelope<T>> {
  const method = config.method ?? "GET";
  const headers: Record<string, string> = {
    "Cache-Control": "no-cache",
    Pragma: "no-cache",
    "Accept-Language": i18n.language === "en" ? "en" : "zh",
    ...config.headers,
  };
  const path = config.url.split("?")[0];
  if (path === TOKEN_URL && method === "POST") headers.Authorization = CLIENT_BASIC;
  else {
    const auth = getCookie(COOKIES.authorization);
    if (auth) headers.Authorization = auth;
  }
  const body = encodeBody({ ...config, method }, headers);

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  let response: Response;
  let text: string;
  try {
    response = await fetch(buildUrl(config.url, config.params), { method, headers, body, signal: controller.signal });
    text = await response.text();
  } catch {
    // timed out, aborted, or the connection failed before the whole answer arrived: no answer to show
    if (!config.silent) perform(feedbackFor({ httpStatus: 0, body: null }));
    throw new RequestError(i18n.t(REQUEST_KEYS.timeout), 0, 0);
  } finally {
    clearTimeout(timer);
  }

  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = { message: text.slice(0, 200) };
  }
  if (isSuccess(response.status, parsed)) return parsed as Envelope<T>;

  const replyBody = (typeof parsed === "object" ? parsed : null) as { status?: unknown; message?: unknown } | null;
  const feedback = feedbackFor({ httpStatus: response.status, body: replyBody });
  // a session expiry always logs out, even for silent calls
  if (!config.silent || feedback.kind === "sessionExpired") perform(feedback);
  const message = typeof replyBody?.message === "string" && replyBody.message ? replyBody.message : response.statusText;
  const status = typeof replyBody?.status === "number" ? replyBody.status : response.status;
  throw new RequestError(message, response.status, status);
}

type Params = Record<string, unknown>;

export const http = {
  get: <T>(url: string, params?: Params) => request<T>({ url, method: "GET", params }),
  post: <T>(url: string, data?: unknown, params?: Params) => request<T>({ url, method: "POST", data, params }),
  put: <T>(url: string, data?: unknown, params?: Params) => request<T>({ url, method: "PUT", data, params }),
  delete: <T>(url: string, params?: Params) => request<T>({ url, method: "DELETE", params }),
};

/**
 * A file download (an export) through the same client: the caller's authorization and language, the same error
 * catalogue when the server refuses. Resolves to the file and the name the server gave it.
 */
export async function download(url: string, params?: Params): Promise<{ blob: Blob; filename: string }> {
  const headers: Record<string, string> = {
    "Cache-Control": "no-cache",
    "Accept-Language": i18n.language === "en" ? "en" : "zh",
  };
  const auth = getCookie(COOKIES.authorization);
  if (auth) headers.Authorization = auth;
  let response: Response;
  try {
    response = await fetch(buildUrl(url, params), { headers });
  } catch {
    perform(feedbackFor({ httpStatus: 0, body: null }));
    throw new RequestError(i18n.t(REQUEST_KEYS.timeout), 0, 0);
  }
  if (!response.ok) {
    const text = await response.text();
    let replyBody: { status?: unknown; message?: unknown } | null = null;
    try {
      replyBody = JSON.parse(text);
    } catch {
      replyBody = { message: text.slice(0, 200) };
    }
    perform(feedbackFor({ httpStatus: response.status, body: replyBody }));
    const message = typeof replyBody?.message === "string" ? replyBody.message : response.statusText;
    throw new RequestError(message, response.status, typeof replyBody?.status === "number" ? replyBody.status : 0);
  }
  const disposition = response.headers.get("content-disposition") ?? "";
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename="([^"]+)"/i.exec(disposition)?.[1];
  return { blob: await response.blob(), filename: encoded ? decodeURIComponent(encoded) : (plain ?? "download") };
}

/** Downloads a file from the API (an export or a template) and hands it to the browser under the server's name. */
export async function saveFile(url: string, params?: Params): Promise<void> {
  const { blob, filename } = await download(url, params);
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // the click has handed the file to the browser; the URL is not needed after this turn
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
