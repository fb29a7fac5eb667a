import type { AreaPages } from "../../../lib/area-page";
import { INSTANCE_PAGES, type InstanceScope, TASK_PAGES, type TaskScope } from "./scopes";

const instancesPage = (scope: InstanceScope) => () =>
  import("./instances-page").then((m) => ({ default: m.INSTANCES_PAGE[scope] }));
const tasksPage = (scope: TaskScope) => () => import("./tasks-page").then((m) => ({ default: m.TASKS_PAGE[scope] }));

/**
 * The workflow's runs pages (/flowManager): one instance list for the manager's page and "my applications", one
 * task list for the manager's page, "my to-dos" and "my done tasks", each told its scope by its route.
 */
export const flowRunsPages: AreaPages = {
  locales: () => import("./locales").then((m) => m.flowRunsLocales),
  pages: {
    ...Object.fromEntries(Object.entries(INSTANCE_PAGES).map(([path, scope]) => [path, instancesPage(scope)])),
    ...Object.fromEntries(Object.entries(TASK_PAGES).map(([path, scope]) => [path, tasksPage(scope)])),
  },
};
