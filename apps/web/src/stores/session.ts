import type { FrontInfo, MenuNode, PortalLink, TokenResponse } from "@zcps/contracts/api";
import { create } from "zustand";
import { CAS_COOKIE_PATH, COOKIES, getCookie, removeCookie, setCookie } from "../lib/cookies";
import { http, onSessionExpired, request, TOKEN_URL } from "../lib/request";

/** The signed-in user on the client (spec 3 "Session user", spec 4 login/logout). */

export const DEFAULT_AVATAR = "/static/default_avatar.png";

/** Avatar addresses may end in a semicolon (spec 3); an empty one falls back to the default. */
export function normaliseAvatar(avatar: string | null | undefined): string {
  const trimmed = (avatar ?? "").trim().replace(/;+$/, "");
  return trimmed || DEFAULT_AVATAR;
}

function tokenFromCookie(): string | null {
  const value = getCookie(COOKIES.authorization);
  if (!value) return null;
  return value.replace(/^Bearer\s+/i, "") || null;
}

/** Splits the permission codes of front/info into menu codes and element (button, uri) codes. */
export function codeMaps(elements: FrontInfo["elements"]): {
  menus: Record<string, true>;
  elements: Record<string, true>;
} {
  const menus: Record<string, true> = {};
  const others: Record<string, true> = {};
  for (const element of elements) {
    if (element.type === "menu") menus[element.code] = true;
    else others[element.code] = true;
  }
  return { menus, elements: others };
}

export interface SessionState {
  token: string | null;
  user: FrontInfo | null;
  name: string;
  avatar: string;
  introduction: string;
  tenantId: string;
  articlePlatform: PortalLink[];
  menus: Record<string, true>;
  elements: Record<string, true>;
  permissionMenus: MenuNode[];
  /** every signed-in user is "admin" on the client (spec 6); access is by codes */
  roles: string[];
  setToken: (token: string) => void;
  acceptTokenResponse: (reply: TokenResponse) => void;
  loadUser: () => Promise<void>;
  setAvatar: (avatar: string) => void;
  /** revokes the token; resets the session whether the call succeeds or fails; returns the reply message */
  logout: () => Promise<string>;
}

const EMPTY = {
  user: null,
  name: "",
  avatar: DEFAULT_AVATAR,
  introduction: "",
  tenantId: "",
  articlePlatform: [] as PortalLink[],
  menus: {} as Record<string, true>,
  elements: {} as Record<string, true>,
  permissionMenus: [] as MenuNode[],
  roles: [] as string[],
};

export const useSession = create<SessionState>()((set, get) => ({
  token: tokenFromCookie(),
  ...EMPTY,
  avatar: normaliseAvatar(getCookie(COOKIES.avatar)),

  setToken: (token) => {
    setCookie(COOKIES.authorization, `Bearer ${token}`);
    set({ token });
  },

  acceptTokenResponse: (reply) => {
    get().setToken(reply.access_token);
    // single sign-on keeps its ticket cookies under /cas/ (spec 4)
    if (reply.tgc) {
      setCookie(COOKIES.casTgc, reply.tgc, { path: CAS_COOKIE_PATH });
      if (reply.session) setCookie(COOKIES.casSession, reply.session, { path: CAS_COOKIE_PATH });
    }
  },

  loadUser: async () => {
    const [info, menus] = await Promise.all([
      http.get<FrontInfo>("/api/admin/user/front/info"),
      http.get<MenuNode[]>("/api/admin/user/front/menus"),
    ]);
    const user = info.data;
    const avatar = normaliseAvatar(user.avatar);
    setCookie(COOKIES.avatar, avatar);
    set({
      user,
      name: user.name,
      avatar,
      introduction: user.description ?? "",
      tenantId: user.tenantId,
      articlePlatform: user.setting?.articlePlatform ?? [],
      ...codeMaps(user.elements ?? []),
      permissionMenus: menus.data ?? [],
      roles: ["admin"],
    });
  },

  setAvatar: (avatar) => {
    const value = normaliseAvatar(avatar);
    setCookie(COOKIES.avatar, value);
    set({ avatar: value });
  },

  logout: async () => {
    const token = get().token;
    let message = "";
    try {
      if (token) {
        const reply = await request<unknown>({
          url: TOKEN_URL,
          method: "DELETE",
          params: { access_token: token },
          silent: true,
        });
        message = reply.message ?? "";
      }
    } catch {
      // the session is cleared below whether or not the server answered
    } finally {
      removeCookie(COOKIES.authorization);
      removeCookie(COOKIES.avatar);
      removeCookie(COOKIES.casTgc, CAS_COOKIE_PATH);
      removeCookie(COOKIES.casSession, CAS_COOKIE_PATH);
      set({ token: null, ...EMPTY });
    }
    return message;
  },
}));

/**
 * After a logout: a single-sign-on session leaves through the CAS logout
 * address carried by the reply; otherwise the page reloads (spec 4).
 */
export function leaveAfterLogout(message: string): void {
  if (getCookie(COOKIES.casLogin)) {
    removeCookie(COOKIES.casLogin);
    if (message) {
      window.location.href = message;
      return;
    }
  }
  window.location.reload();
}

onSessionExpired(() => {
  void useSession
    .getState()
    .logout()
    .then(leaveAfterLogout, () => window.location.reload());
});

/** The account menu's log out: revoke, reset, then leave (CAS address or reload). */
export async function signOut(): Promise<void> {
  leaveAfterLogout(await useSession.getState().logout());
}
