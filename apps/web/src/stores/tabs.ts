import { create } from "zustand";

/**
 * Visited views of the tab bar (spec 2 "Tab bar", spec 4 "closing a tab
 * drops its cached view"). The rules are pure functions; the store holds state.
 */
export interface VisitedView {
  /** route name (the route pattern), used as the cache name */
  name: string;
  /** path with the optional ?id query */
  path: string;
  /** i18n key of the title, or a raw title */
  title: string;
}

export interface TabsState {
  visited: VisitedView[];
  /** paths whose views are kept alive */
  cached: string[];
}

/** The tab's path: the pathname plus ?id when present (spec 3). */
export function viewPath(pathname: string, search: string): string {
  const id = new URLSearchParams(search).get("id");
  return id ? `${pathname}?id=${encodeURIComponent(id)}` : pathname;
}

export function addView(state: TabsState, view: VisitedView): TabsState {
  if (state.visited.some((v) => v.path === view.path)) return state;
  return {
    visited: [...state.visited, view],
    cached: state.cached.includes(view.path) ? state.cached : [...state.cached, view.path],
  };
}

/** Closes one tab; `next` is where to go when the closed tab was the active one. */
export function closeView(
  state: TabsState,
  path: string,
  activePath: string,
): { state: TabsState; next: string | null } {
  const visited = state.visited.filter((v) => v.path !== path);
  const cached = state.cached.filter((p) => p !== path);
  if (path !== activePath) return { state: { visited, cached }, next: null };
  const last = visited[visited.length - 1];
  return { state: { visited, cached }, next: last ? last.path : "/" };
}

export function closeOthers(state: TabsState, path: string): TabsState {
  return {
    visited: state.visited.filter((v) => v.path === path),
    cached: state.cached.filter((p) => p === path),
  };
}

export function closeAll(): TabsState {
  return { visited: [], cached: [] };
}

/**
 * Where the tab strip should scroll so the tab is fully visible with a 15 px
 * margin (spec 2: scroll step 15 px padding). Returns the new scrollLeft.
 */
export const TAB_SCROLL_PADDING = 15;
export function scrollToReveal(
  scrollLeft: number,
  viewportWidth: number,
  tabLeft: number,
  tabWidth: number,
  padding = TAB_SCROLL_PADDING,
): number {
  if (tabLeft - padding < scrollLeft) return Math.max(0, tabLeft - padding);
  const tabRight = tabLeft + tabWidth + padding;
  if (tabRight > scrollLeft + viewportWidth) return tabRight - viewportWidth;
  return scrollLeft;
}

interface TabsStore extends TabsState {
  add: (view: VisitedView) => void;
  close: (path: string, activePath: string) => string | null;
  closeOthers: (path: string) => void;
  closeAll: () => void;
}

export const useTabs = create<TabsStore>()((set, get) => ({
  visited: [],
  cached: [],
  add: (view) => set((s) => addView(s, view)),
  close: (path, activePath) => {
    const { state, next } = closeView(get(), path, activePath);
    set(state);
    return next;
  },
  closeOthers: (path) => set((s) => closeOthers(s, path)),
  closeAll: () => set(closeAll()),
}));
