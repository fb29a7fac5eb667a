import type { RouteHandle } from "../router";

/** Spec 2 breadcrumb: titled matches, led by the dashboard unless the first match is the dashboard. */
export interface CrumbMatch {
  pathname: string;
  handle?: unknown;
}

export interface Crumb {
  path: string;
  title: string;
  /** false for the last item and for no-redirect items */
  link: boolean;
}

export const DASHBOARD_PATH = "/dashboard";

function titled(handle: unknown): handle is RouteHandle {
  return typeof handle === "object" && handle !== null && typeof (handle as RouteHandle).titleKey === "string";
}

/**
 * `translate` returns the title for a key, or undefined when there is no
 * translation; the raw route name is used then.
 */
export function breadcrumbItems(matches: CrumbMatch[], translate: (key: string) => string | undefined): Crumb[] {
  const items = matches.flatMap((m) => (titled(m.handle) ? [{ pathname: m.pathname, handle: m.handle }] : []));
  const first = items[0];
  if (!first || first.handle.name !== DASHBOARD_PATH) {
    items.unshift({ pathname: DASHBOARD_PATH, handle: { name: DASHBOARD_PATH, titleKey: "route.dashboard" } });
  }
  return items.map((item, index) => ({
    path: item.pathname,
    title: translate(item.handle.titleKey) ?? item.handle.name.split("/").filter(Boolean).pop() ?? item.handle.name,
    link: index < items.length - 1 && !item.handle.noRedirect,
  }));
}
