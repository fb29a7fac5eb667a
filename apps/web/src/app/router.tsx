import { type ComponentType, type LazyExoticComponent, lazy, useEffect } from "react";
import { createBrowserRouter, Outlet, type RouteObject } from "react-router";
import { withLocales } from "../i18n";
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

const UserManagerPage = lazy(() =>
  withLocales(
    import("../features/users/user-manager-page"),
    import("../features/users/locales").then((m) => m.usersLocales),
  ),
);
const DictManagerPage = lazy(() =>
  withLocales(
    import("../features/dictionary/dict-manager-page"),
    import("../features/dictionary/locales").then((m) => m.dictionaryLocales),
  ),
);
const DepartManagerPage = lazy(() =>
  withLocales(
    import("../features/departs/depart-manager-page"),
    import("../features/departs/locales").then((m) => m.departsLocales),
  ),
);
const JobManagerPage = lazy(() =>
  withLocales(
    import("../features/jobs/job-manager-page"),
    import("../features/jobs/locales").then((m) => m.jobsLocales),
  ),
);
const MenuManagerPage = lazy(() =>
  withLocales(
    import("../features/menus/menu-manager-page"),
    import("../features/menus/locales").then((m) => m.menusLocales),
  ),
);
const GroupManagerPage = lazy(() =>
  withLocales(
    import("../features/groups/group-manager-page"),
    import("../features/groups/locales").then((m) => m.groupsLocales),
  ),
);
const GroupTypeManagerPage = lazy(() =>
  withLocales(
    import("../features/group-types/group-type-manager-page"),
    import("../features/group-types/locales").then((m) => m.groupTypesLocales),
  ),
);
const GateLogPage = lazy(() =>
  withLocales(
    import("../features/gate-log/gate-log-page"),
    import("../features/gate-log/locales").then((m) => m.gateLogLocales),
  ),
);
const TenantManagerPage = lazy(() =>
  withLocales(
    import("../features/tenants/tenant-manager-page"),
    import("../features/tenants/locales").then((m) => m.tenantsLocales),
  ),
);
const DashboardPage = lazy(() => import("../features/dashboard/dashboard-page"));
const NotBuiltPage = lazy(() => import("./pages/not-built-page"));

/** Module pages built so far; every other permitted module says honestly that it is not available yet. */
const BUILT_PAGES: Record<string, LazyExoticComponent<ComponentType>> = {
  "/baseManager/userManager": UserManagerPage,
  "/baseManager/gateLogManager": GateLogPage,
  "/baseManager/tenantManager": TenantManagerPage,
  "/baseManager/menuManager": MenuManagerPage,
  "/baseManager/groupManager": GroupManagerPage,
  "/baseManager/groupTypeManager": GroupTypeManagerPage,
  "/baseManager/dictManager": DictManagerPage,
  "/orgManager/departManager": DepartManagerPage,
  "/baseManager/jobManager": JobManagerPage,
};

function modulePage(route: ModuleRoute, groupTitleKey: string): RouteObject {
  const Page = BUILT_PAGES[route.pattern];
  return {
    path: route.segment,
    loader: menuLoader(route.pattern),
    handle: { name: route.pattern, titleKey: route.titleKey } satisfies RouteHandle,
    element: Page ? <Page /> : <NotBuiltPage titleKey={route.titleKey} groupTitleKey={groupTitleKey} />,
  };
}

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
      { path: "/login", loader: loginPageLoader, lazy: page(() => import("../features/auth/login-page")) },
      {
        lazy: page(() => import("./antd-root")),
        children: [
          { path: "/authredirect", lazy: page(() => import("../features/auth/auth-redirect-page")) },
          { path: "/forgetPassword", lazy: page(() => import("../features/auth/forget-password-page")) },
          { path: "/findPwdByMsg", lazy: page(() => import("../features/auth/find-pwd-by-msg-page")) },
          { path: "/findPwdByEmail", lazy: page(() => import("../features/auth/find-pwd-by-email-page")) },
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
              {
                path: "/dashboard",
                handle: { name: "/dashboard", titleKey: "route.dashboard" } satisfies RouteHandle,
                element: <DashboardPage />,
              },
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
