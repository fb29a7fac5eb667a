/** Minimal document.cookie access: the session lives in cookies like the console it replaces (spec 3, 4). */

export function getCookie(name: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split("; ")) {
    if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length));
  }
  return undefined;
}

export function setCookie(name: string, value: string, options: { path?: string; days?: number } = {}): void {
  if (typeof document === "undefined") return;
  let cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=${options.path ?? "/"}; SameSite=Lax`;
  if (options.days !== undefined) cookie += `; max-age=${Math.round(options.days * 86400)}`;
  document.cookie = cookie;
}

export function removeCookie(name: string, path = "/"): void {
  if (typeof document === "undefined") return;
  document.cookie = `${encodeURIComponent(name)}=; path=${path}; max-age=0`;
}

/** Cookie names shared by the session store, the request layer and the shell. */
export const COOKIES = {
  authorization: "Authorization",
  avatar: "avatar",
  sidebarStatus: "sidebarStatus",
  /** set when the user came in through single sign-on; logout then leaves through the CAS address */
  casLogin: "haveCasLogin",
  casTgc: "tgc",
  casSession: "session",
} as const;

/** The CAS cookies live under /cas/ (spec 4). */
export const CAS_COOKIE_PATH = "/cas/";
