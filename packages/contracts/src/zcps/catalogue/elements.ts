import type { ElementDef, RouteRef } from "../../element-def";

/** Element codes of the title-evaluation catalogue pages and the API routes each opens. */
export const CATALOGUE_ELEMENTS = {
  titleView: "declareRequireTitle:view",
  titleAdd: "declareRequireTitle:btn_add",
  titleEdit: "declareRequireTitle:btn_edit",
  titleDel: "declareRequireTitle:btn_del",
  titleCatalogue: "declareRequireTitle:btn_catalogue",
  directoryView: "directory:view",
  directoryAdd: "directory:btn_add",
  directoryEdit: "directory:btn_edit",
  directoryDel: "directory:btn_del",
  directoryCopy: "directory:btn_copy",
  requireView: "declareRequire:view",
  requireAdd: "declareRequire:btn_add",
  requireEdit: "declareRequire:btn_edit",
  requireDel: "declareRequire:btn_del",
  requireTest: "declareRequire:btn_test",
  postView: "declarePost:view",
  postAdd: "declarePost:btn_add",
  postEdit: "declarePost:btn_edit",
  postDel: "declarePost:btn_del",
  quotaView: "quota:view",
  quotaAdd: "quota:btn_add",
  quotaEdit: "quota:btn_edit",
  quotaDel: "quota:btn_del",
  quotaBulk: "quota:btn_bulk",
  quotaExport: "quota:btn_export",
} as const;

const API = "/api/zcps-sh";
export const CATALOGUE_API = {
  context: `${API}/catalogue/context`,
  batchTitles: `${API}/catalogue/batchTitles`,
  title: `${API}/declareRequireTitle`,
  directory: `${API}/directory`,
  require: `${API}/declareRequire`,
  post: `${API}/declarePost`,
  quota: `${API}/quota`,
} as const;

/** What every catalogue page reads first: the batches of the current project and the catalogue's names. */
const LOOKUPS: RouteRef[] = [
  ["GET", CATALOGUE_API.context],
  ["GET", CATALOGUE_API.batchTitles],
];

const E = CATALOGUE_ELEMENTS;
const T = CATALOGUE_API.title;
const D = CATALOGUE_API.directory;
const R = CATALOGUE_API.require;
const P = CATALOGUE_API.post;
const Q = CATALOGUE_API.quota;

const def = (
  code: string,
  menu: string,
  zh: string,
  en: string,
  routes: RouteRef[],
  type: ElementDef["type"] = "button",
): ElementDef => ({ code, menu: `zcps/${menu}`, zh, en, type, routes });

export const CATALOGUE_ELEMENT_DEFS: ElementDef[] = [
  def(
    E.titleView,
    "declareRequireTitle",
    "查看",
    "View",
    [...LOOKUPS, ["GET", `${T}/page`], ["GET", `${T}/catalogue`]],
    "uri",
  ),
  def(E.titleAdd, "declareRequireTitle", "新增", "Add", [["POST", T]]),
  def(E.titleEdit, "declareRequireTitle", "编辑", "Edit", [["PUT", `${T}/:id`]]),
  def(E.titleDel, "declareRequireTitle", "删除", "Delete", [["DELETE", `${T}/:id`]]),
  def(E.titleCatalogue, "declareRequireTitle", "维护职称目录", "Maintain the catalogue", [
    ["POST", `${T}/series`],
    ["PUT", `${T}/series/:id`],
    ["DELETE", `${T}/series/:id`],
    ["POST", `${T}/titles`],
    ["PUT", `${T}/titles/:id`],
    ["DELETE", `${T}/titles/:id`],
    ["POST", `${T}/tracks`],
    ["PUT", `${T}/tracks/:id`],
    ["DELETE", `${T}/tracks/:id`],
  ]),
  def(E.directoryView, "directory", "查看", "View", [...LOOKUPS, ["GET", `${D}/list`]], "uri"),
  def(E.directoryAdd, "directory", "新增", "Add", [
    ["POST", D],
    ["POST", `${D}/defaults`],
  ]),
  def(E.directoryEdit, "directory", "编辑", "Edit", [["PUT", `${D}/:id`]]),
  def(E.directoryDel, "directory", "删除", "Delete", [["DELETE", `${D}/:id`]]),
  def(E.directoryCopy, "directory", "从其他批次复制", "Copy from another batch", [["POST", `${D}/copy`]]),
  def(
    E.requireView,
    "declareRequire",
    "查看",
    "View",
    [...LOOKUPS, ["GET", `${R}/page`], ["GET", `${R}/versions`], ["GET", `${R}/:id`]],
    "uri",
  ),
  def(E.requireAdd, "declareRequire", "新增", "Add", [["POST", R]]),
  def(E.requireEdit, "declareRequire", "编辑", "Edit", [["PUT", `${R}/:id`]]),
  def(E.requireDel, "declareRequire", "删除", "Delete", [["DELETE", `${R}/:id`]]),
  def(E.requireTest, "declareRequire", "按教职工测试", "Test against a staff member", [
    ["GET", `${R}/staff`],
    ["POST", `${R}/test`],
  ]),
  def(E.postView, "declarePost", "查看", "View", [...LOOKUPS, ["GET", `${P}/page`]], "uri"),
  def(E.postAdd, "declarePost", "新增", "Add", [["POST", P]]),
  def(E.postEdit, "declarePost", "编辑", "Edit", [["PUT", `${P}/:id`]]),
  def(E.postDel, "declarePost", "删除", "Delete", [["DELETE", `${P}/:id`]]),
  def(E.quotaView, "quota", "查看", "View", [...LOOKUPS, ["GET", `${Q}/findQuota`]], "uri"),
  def(E.quotaAdd, "quota", "新增", "Add", [["POST", Q]]),
  def(E.quotaEdit, "quota", "编辑", "Edit", [["PUT", `${Q}/:id`]]),
  def(E.quotaDel, "quota", "删除", "Delete", [["DELETE", `${Q}/:id`]]),
  def(E.quotaBulk, "quota", "批量设置", "Set for all units", [["POST", `${Q}/bulk`]]),
  def(E.quotaExport, "quota", "导出", "Export", [["GET", `${Q}/export`]]),
];
