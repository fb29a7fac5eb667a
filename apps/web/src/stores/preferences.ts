import { create } from "zustand";
import { COOKIES, getCookie, setCookie } from "../lib/cookies";

/** Shell preferences kept across visits: sidebar (cookie, spec 4), theme colour and the narrowed menu group. */

export const DEFAULT_THEME_COLOR = "#409EFF";
const THEME_KEY = "theme";
const MENU_ID_KEY = "menuId";

function readLocal(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

interface PreferencesState {
  sidebarOpened: boolean;
  themeColor: string;
  /** the top-level menu chosen on the platform home; narrows the sidebar to that group */
  menuId: string | null;
  toggleSidebar: () => void;
  setThemeColor: (color: string) => void;
  setMenuId: (menuId: string | null) => void;
}

/** Below this width (a phone) an open sidebar would take most of the screen. */
const NARROW_SCREEN = "(max-width: 767px)";

/**
 * The sidebar's state: as the cookie remembers it ("1" open, "0" collapsed); without one, open, except on a phone's
 * narrow screen, where the page comes first and the toggle opens the menu.
 */
export function initialSidebarOpened(cookie: string | null | undefined, narrow: boolean): boolean {
  if (cookie === "1" || cookie === "0") return cookie === "1";
  return !narrow;
}

const narrowScreen = () => typeof window !== "undefined" && window.matchMedia?.(NARROW_SCREEN).matches === true;

export const usePreferences = create<PreferencesState>()((set, get) => ({
  sidebarOpened: initialSidebarOpened(getCookie(COOKIES.sidebarStatus), narrowScreen()),
  themeColor: readLocal(THEME_KEY) || DEFAULT_THEME_COLOR,
  menuId: readLocal(MENU_ID_KEY),
  toggleSidebar: () => {
    const sidebarOpened = !get().sidebarOpened;
    setCookie(COOKIES.sidebarStatus, sidebarOpened ? "1" : "0", { days: 365 });
    set({ sidebarOpened });
  },
  setThemeColor: (themeColor) => {
    localStorage.setItem(THEME_KEY, themeColor);
    set({ themeColor });
  },
  setMenuId: (menuId) => {
    if (menuId) localStorage.setItem(MENU_ID_KEY, menuId);
    else localStorage.removeItem(MENU_ID_KEY);
    set({ menuId });
  },
}));
