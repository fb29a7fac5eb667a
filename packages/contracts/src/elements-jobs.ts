import type { ElementDef } from "./element-def";

/** Element codes of the scheduled-jobs page (/baseManager/jobManager). */
export const JOB_ELEMENTS = {
  view: "jobManager:view",
  add: "jobManager:btn_add",
  edit: "jobManager:btn_edit",
  del: "jobManager:btn_del",
  run: "jobManager:btn_run",
} as const;

const JOB_API = "/api/admin/job";
const MENU = "baseManager/jobManager";

export const JOB_ELEMENT_DEFS: ElementDef[] = [
  {
    code: JOB_ELEMENTS.view,
    menu: MENU,
    zh: "查看",
    en: "View",
    type: "uri",
    routes: [
      ["GET", `${JOB_API}/page`],
      ["GET", `${JOB_API}/handlers`],
      ["GET", `${JOB_API}/:id`],
      ["GET", `${JOB_API}/:id/runs`],
      ["GET", `${JOB_API}/runs`],
    ],
  },
  {
    code: JOB_ELEMENTS.add,
    menu: MENU,
    zh: "新增",
    en: "Add",
    type: "button",
    routes: [
      ["POST", JOB_API],
      ["GET", `${JOB_API}/handlers`],
      ["GET", `${JOB_API}/cron/preview`],
    ],
  },
  {
    code: JOB_ELEMENTS.edit,
    menu: MENU,
    zh: "编辑",
    en: "Edit",
    type: "button",
    routes: [
      ["PUT", `${JOB_API}/:id`],
      ["PUT", `${JOB_API}/:id/enabled`],
      ["GET", `${JOB_API}/:id`],
      ["GET", `${JOB_API}/handlers`],
      ["GET", `${JOB_API}/cron/preview`],
    ],
  },
  {
    code: JOB_ELEMENTS.del,
    menu: MENU,
    zh: "删除",
    en: "Delete",
    type: "button",
    routes: [["DELETE", `${JOB_API}/:id`]],
  },
  {
    code: JOB_ELEMENTS.run,
    menu: MENU,
    zh: "立即执行",
    en: "Run now",
    type: "button",
    routes: [["POST", `${JOB_API}/:id/run`]],
  },
];
