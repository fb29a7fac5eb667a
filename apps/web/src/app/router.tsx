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
const UserCenterPage = lazy(() =>
  withLocales(
    import("../features/zcps-declaration/user-center-page"),
    import("../features/zcps-declaration/locales").then((m) => m.declarationLocales),
  ),
);
const DeclareUserPage = lazy(() =>
  withLocales(
    import("../features/zcps-review/declare-user-page"),
    import("../features/zcps-review/locales").then((m) => m.reviewLocales),
  ),
);
const ErrorCorrectionPage = lazy(() =>
  withLocales(
    import("../features/zcps-corrections/error-correction-page"),
    import("../features/zcps-corrections/locales").then((m) => m.correctionsLocales),
  ),
);
const PersonErrorCorrectionPage = lazy(() =>
  withLocales(
    import("../features/zcps-corrections/person-error-correction-page"),
    import("../features/zcps-corrections/locales").then((m) => m.correctionsLocales),
  ),
);
const MessageCenterPage = lazy(() =>
  withLocales(
    import("../features/zcps-messages/message-center-page"),
    import("../features/zcps-messages/locales").then((m) => m.messagesLocales),
  ),
);
const ProjectTimePage = lazy(() =>
  withLocales(
    import("../features/zcps-config/project-time-page"),
    import("../features/zcps-config/locales").then((m) => m.zcpsConfigLocales),
  ),
);
const SysConfigPage = lazy(() =>
  withLocales(
    import("../features/zcps-config/sys-config-page"),
    import("../features/zcps-config/locales").then((m) => m.zcpsConfigLocales),
  ),
);
const FieldHelpPage = lazy(() =>
  withLocales(
    import("../features/zcps-config/field-help-page"),
    import("../features/zcps-config/locales").then((m) => m.zcpsConfigLocales),
  ),
);
const TableSettingPage = lazy(() =>
  withLocales(
    import("../features/zcps-config/table-setting-page"),
    import("../features/zcps-config/locales").then((m) => m.zcpsConfigLocales),
  ),
);
const catalogueLocales = () => import("../features/zcps-catalogue/locales").then((m) => m.catalogueLocales);
const DeclareRequireTitlePage = lazy(() =>
  withLocales(import("../features/zcps-catalogue/declare-require-title-page"), catalogueLocales()),
);
const DirectoryPage = lazy(() => withLocales(import("../features/zcps-catalogue/directory-page"), catalogueLocales()));
const DeclareRequirePage = lazy(() =>
  withLocales(import("../features/zcps-catalogue/declare-require-page"), catalogueLocales()),
);
const DeclarePostPage = lazy(() =>
  withLocales(import("../features/zcps-catalogue/declare-post-page"), catalogueLocales()),
);
const QuotaPage = lazy(() => withLocales(import("../features/zcps-catalogue/quota-page"), catalogueLocales()));
const staffLocales = () => import("../features/zcps-staff/locales").then((m) => m.zcpsStaffLocales);
const BaseUserPage = lazy(() => withLocales(import("../features/zcps-staff/base-user-page"), staffLocales()));
const ImportDataPage = lazy(() => withLocales(import("../features/zcps-staff/import-data-page"), staffLocales()));
const UnitAdminPage = lazy(() => withLocales(import("../features/zcps-staff/unit-admin-page"), staffLocales()));
const TalentsPage = lazy(() => withLocales(import("../features/zcps-staff/talents-page"), staffLocales()));
const KyryPage = lazy(() => withLocales(import("../features/zcps-staff/kyry-page"), staffLocales()));
const TpUserPage = lazy(() => withLocales(import("../features/zcps-staff/tp-user-page"), staffLocales()));
const UserAuditPage = lazy(() => withLocales(import("../features/zcps-staff/user-audit-page"), staffLocales()));
const DashboardPage = lazy(() => import("../features/dashboard/dashboard-page"));
const NotBuiltPage = lazy(() => import("./pages/not-built-page"));

/** Module pages built so far; every other permitted module says honestly that it is not available yet. */
const BUILT_PAGES: Record<string, LazyExoticComponent<ComponentType>> = {
  "/zcps/baseUser": BaseUserPage,
  "/zcps/importData": ImportDataPage,
  "/zcps/unitAdmin": UnitAdminPage,
  "/zcps/talents": TalentsPage,
  "/zcps/kyry": KyryPage,
  "/zcps/tpUser": TpUserPage,
  "/zcps/userAudit": UserAuditPage,
  "/zcps/projectTime": ProjectTimePage,
  "/zcps/sysConfig": SysConfigPage,
  "/zcps/fieldHelp": FieldHelpPage,
  "/zcps/tableSetting": TableSettingPage,
  "/baseManager/userManager": UserManagerPage,
  "/baseManager/gateLogManager": GateLogPage,
  "/baseManager/tenantManager": TenantManagerPage,
  "/baseManager/menuManager": MenuManagerPage,
  "/baseManager/groupManager": GroupManagerPage,
  "/baseManager/groupTypeManager": GroupTypeManagerPage,
  "/baseManager/dictManager": DictManagerPage,
  "/orgManager/departManager": DepartManagerPage,
  "/zcps/userCenter": UserCenterPage,
  "/zcps/declareUser": DeclareUserPage,
  "/zcps/errorCorrection": ErrorCorrectionPage,
  "/zcps/personErrorCorrection": PersonErrorCorrectionPage,
  "/zcps/messageCenter": MessageCenterPage,
  "/baseManager/jobManager": JobManagerPage,
  "/zcps/declareRequireTitle": DeclareRequireTitlePage,
  "/zcps/directory": DirectoryPage,
  "/zcps/declareRequire": DeclareRequirePage,
  "/zcps/declarePost": DeclarePostPage,
  "/zcps/quota": QuotaPage,
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
          {
            path: "/apply",
            lazy: page(() => withLocales(import("../features/zcps-staff/apply-page"), staffLocales())),
          },
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
