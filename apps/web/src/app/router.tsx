import { type ComponentType, useEffect } from "react";
import { createBrowserRouter, type LoaderFunctionArgs, Outlet, type RouteObject } from "react-router";
import { signInPages } from "../features/admin/auth/pages";
import { dashboardPages } from "../features/admin/dashboard/pages";
import { usePreferences } from "../stores/preferences";
import { RouteErrorPage } from "./error-boundary";
import {
  groupLoader,
  loginPageLoader,
  menuLoader,
  optionalSessionLoader,
  rootPathLoader,
  sessionLoader,
  unknownPathLoader,
} from "./guards";
import { type LoadablePage, MENU_PAGES, PUBLIC_PAGES, pagesOf } from "./pages";
import { NavigationProgress, ProgressBar } from "./progress-bar";
import { MODULE_GROUPS, type ModuleRoute } from "./route-table";

/** What a route shows in the breadcrumb and the tab bar. */
export interface RouteHandle {
  /** the route pattern: the tab's and the cached view's name */
  name: string;
  titleKey: string;
  /** a plain-text breadcrumb item (groups have no page of their own) */
  noRedirect?: boolean;
}

/**
 * A route's page, loaded by the router beside the route's checks and drawn once both are in: the content area shows
 * no loading fallback, and React does not hold the revealed page back (as it does for a suspended component).
 */
const lazyPage = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

const BUILT_PAGES = new Map(MENU_PAGES.map(({ path, load }) => [path, load]));

/**
 * A page route's checks (`check`). Once they pass on the page's first visit, the page's first data is asked for (its
 * module's `prefetch`) while its code loads and the shell is drawn, instead of after the page's first render. Not
 * before the checks: a person without the page goes to the 401 page without asking. A later visit finds the page as
 * it was left.
 */
function prefetchingLoader(check: (args: LoaderFunctionArgs) => Promise<null>, load: LoadablePage["load"] | undefined) {
  let visited = false;
  return async (args: LoaderFunctionArgs) => {
    const result = await check(args);
    if (load && !visited) {
      visited = true;
      // a page that fails to load says so through its route (lazy); nothing to add here
      load().then(
        (page) => page.prefetch?.(),
        () => undefined,
      );
    }
    return result;
  };
}

function modulePage(route: ModuleRoute, groupTitleKey: string): RouteObject {
  const load = BUILT_PAGES.get(route.pattern);
  return {
    path: route.segment,
    loader: prefetchingLoader(menuLoader(route.pattern), load),
    handle: { name: route.pattern, titleKey: route.titleKey } satisfies RouteHandle,
    lazy: load
      ? lazyPage(load)
      : async () => {
          const { default: NotBuiltPage } = await import("./pages/not-built-page");
          return { element: <NotBuiltPage titleKey={route.titleKey} groupTitleKey={groupTitleKey} /> };
        },
  };
}

/** A route that loads its page (and the page's texts) before it renders. */
const routeOf = ({ path, load }: LoadablePage): RouteObject => ({ path, lazy: lazyPage(load) });

const moduleRoutes: RouteObject[] = MODULE_GROUPS.map((group) => ({
  path: group.path,
  handle: { name: group.path, titleKey: group.titleKey, noRedirect: true } satisfies RouteHandle,
  children: [
    { index: true, loader: groupLoader(group.path) },
    ...group.children.map((c) => modulePage(c, group.titleKey)),
  ],
}));

/** The theme colour as a CSS variable, for the pages and parts drawn without antd. */
function RootLayout() {
  const themeColor = usePreferences((s) => s.themeColor);
  useEffect(() => {
    document.documentElement.style.setProperty("--app-primary", themeColor);
  }, [themeColor]);
  return (
    <>
      <NavigationProgress />
      <Outlet />
    </>
  );
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <ProgressBar />,
    children: [
      // the login page renders without antd (bundle budget); every other page is inside the antd root
      ...pagesOf(signInPages).map((p) => ({ ...routeOf(p), loader: loginPageLoader })),
      {
        lazy: lazyPage(() => import("./antd-root")),
        children: [
          ...PUBLIC_PAGES.map(routeOf),
          { path: "/401", lazy: lazyPage(() => import("./pages/forbidden-page")) },
          { path: "/404", lazy: lazyPage(() => import("./pages/not-found-page")) },
          {
            path: "/enterStation",
            loader: optionalSessionLoader,
            lazy: lazyPage(() => import("./pages/enter-station-page")),
          },
          { path: "/", loader: rootPathLoader },
          {
            id: "shell",
            loader: sessionLoader,
            lazy: lazyPage(() => import("./shell/shell-layout")),
            children: [
              ...pagesOf(dashboardPages).map(
                ({ path, load }): RouteObject => ({
                  path,
                  loader: prefetchingLoader(sessionLoader, load),
                  handle: { name: path, titleKey: "route.dashboard" } satisfies RouteHandle,
                  lazy: lazyPage(load),
                }),
              ),
              ...moduleRoutes,
            ],
          },
        ],
      },
      { path: "*", loader: unknownPathLoader },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
