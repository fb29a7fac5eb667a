import { type ComponentType, lazy, useEffect } from "react";
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

const NotBuiltPage = lazy(() => import("./pages/not-built-page"));

/** The query cache's provider, which the shell's outlet loads with the first page (keep-alive-outlet.tsx). */
const loadPageProviders = () => import("./shell/page-providers");

const BUILT_PAGES = new Map(MENU_PAGES.map(({ path, load }) => [path, { Page: lazy(load), load }]));

/**
 * A page inside the shell starts loading its code, and the query cache's, with the route's checks: drawn when the
 * shell renders it, it would wait for the shell's code first, then ask for its own.
 */
export function preloadingLoader(load: () => Promise<unknown>, check: (args: LoaderFunctionArgs) => Promise<unknown>) {
  return (args: LoaderFunctionArgs) => {
    void load().catch(() => undefined);
    void loadPageProviders().catch(() => undefined);
    return check(args);
  };
}

function modulePage(route: ModuleRoute, groupTitleKey: string): RouteObject {
  const built = BUILT_PAGES.get(route.pattern);
  const check = menuLoader(route.pattern);
  return {
    path: route.segment,
    loader: built ? preloadingLoader(built.load, check) : check,
    handle: { name: route.pattern, titleKey: route.titleKey } satisfies RouteHandle,
    element: built ? <built.Page /> : <NotBuiltPage titleKey={route.titleKey} groupTitleKey={groupTitleKey} />,
  };
}

/** A route that loads its page (and the page's texts) before it renders. */
const routeOf = ({ path, load }: LoadablePage): RouteObject => ({
  path,
  lazy: async () => ({ Component: (await load()).default }),
});
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

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
        lazy: page(() => import("./antd-root")),
        children: [
          ...PUBLIC_PAGES.map(routeOf),
          { path: "/401", lazy: page(() => import("./pages/forbidden-page")) },
          { path: "/404", lazy: page(() => import("./pages/not-found-page")) },
          {
            path: "/enterStation",
            loader: optionalSessionLoader,
            lazy: page(() => import("./pages/enter-station-page")),
          },
          { path: "/", loader: rootPathLoader },
          {
            id: "shell",
            loader: sessionLoader,
            lazy: page(() => import("./shell/shell-layout")),
            children: [
              ...pagesOf(dashboardPages).map(({ path, load }): RouteObject => {
                const Page = lazy(load);
                return {
                  path,
                  loader: preloadingLoader(load, sessionLoader),
                  handle: { name: path, titleKey: "route.dashboard" } satisfies RouteHandle,
                  element: <Page />,
                };
              }),
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
