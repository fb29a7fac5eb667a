import type { AreaPages } from "../../../lib/area-page";

/** The workflow's models pages (/flowManager): models and their modeler, deployed definitions, starting a process. */
export const flowModelsPages: AreaPages = {
  locales: () => import("./locales").then((m) => m.flowModelsLocales),
  pages: {
    "/flowManager/flowModelManager": () => import("./models-page"),
    "/flowManager/flowProcessManager": () => import("./processes-page"),
    "/flowManager/flowProcessActive": () => import("./startable-page"),
  },
};
