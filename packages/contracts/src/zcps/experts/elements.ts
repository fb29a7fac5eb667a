import type { ElementDef, RouteRef } from "../../element-def";

/** Element codes of the two expert pools: the same buttons under each pool's page. */
export const expertElements = (page: "outSideExpert" | "inSideExpert") =>
  ({
    view: `${page}:view`,
    add: `${page}:btn_add`,
    edit: `${page}:btn_edit`,
    del: `${page}:btn_del`,
    import: `${page}:btn_import`,
    blacklist: `${page}:btn_blacklist`,
    conflict: `${page}:btn_conflict`,
    approve: `${page}:btn_approve`,
  }) as const;

export const EXPERT_ELEMENTS = {
  outSideExpert: expertElements("outSideExpert"),
  inSideExpert: expertElements("inSideExpert"),
} as const;

const API = "/api/zcps-sh";

function poolDefs(page: "outSideExpert" | "inSideExpert"): ElementDef[] {
  const base = `${API}/${page}`;
  const menu = `zcps/${page}`;
  const codes = expertElements(page);
  const def = (code: string, zh: string, en: string, routes: RouteRef[], type: ElementDef["type"] = "button") => ({
    code,
    menu,
    zh,
    en,
    type,
    routes,
  });
  const lookups: RouteRef[] = [
    ["GET", `${base}/disciplines`],
    ["GET", `${base}/units`],
  ];
  const staffOptions: RouteRef[] = [["GET", `${base}/staffOptions`]];
  return [
    def(codes.view, "查看", "View", [["GET", `${base}/page`], ["GET", `${base}/:id/conflicts`], ...lookups], "uri"),
    def(codes.add, "新增", "Add", [["POST", base], ...lookups, ...(page === "inSideExpert" ? staffOptions : [])]),
    def(codes.edit, "编辑", "Edit", [["PUT", `${base}/:id`], ...lookups]),
    def(codes.del, "删除", "Delete", [["DELETE", `${base}/:id`]]),
    def(codes.import, "导入", "Import", [
      ["GET", `${base}/template`],
      ["POST", `${base}/import`],
    ]),
    def(codes.blacklist, "黑名单", "Blacklist", [
      ["POST", `${base}/:id/blacklist`],
      ["DELETE", `${base}/:id/blacklist`],
    ]),
    def(codes.conflict, "回避关系", "Conflicts", [
      ["POST", `${base}/:id/conflicts`],
      ["DELETE", `${base}/:id/conflicts/:conflictId`],
      ...staffOptions,
      ["GET", `${base}/units`],
    ]),
    def(codes.approve, "审核入库", "Approve", [["POST", `${base}/:id/approve`]]),
  ];
}

export const EXPERT_ELEMENT_DEFS: ElementDef[] = [...poolDefs("outSideExpert"), ...poolDefs("inSideExpert")];
