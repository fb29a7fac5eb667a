import { zcpsMessages } from "@zcps/contracts/zcps/messages";
import { declarationKitLocales } from "../kit/declaration-locales";
/** Texts of the declarations page (zh first, en complete); the detail drawer's come from the kit, server messages from contracts. */
export const reviewLocales = {
  zh: {
    ...zcpsMessages.zh,
    ...declarationKitLocales.zh,
    "declareUser.series": "系列",
    "declareUser.level": "级别",
    "declareUser.keyword": "姓名或工号",
    "declareUser.search": "搜索",
    "declareUser.export": "导出",
    "declareUser.total": "共 {{total}} 条",
    "declareUser.namedList": "名单",
  },
  en: {
    ...zcpsMessages.en,
    ...declarationKitLocales.en,
    "declareUser.series": "Series",
    "declareUser.level": "Level",
    "declareUser.keyword": "Name or employee no.",
    "declareUser.search": "Search",
    "declareUser.export": "Export",
    "declareUser.total": "{{total}} in total",
    "declareUser.namedList": "Named list",
  },
} as const;
