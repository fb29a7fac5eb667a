import { GATE_LOG_COLUMNS, GATE_LOG_KIND_LABELS } from "@zcps/contracts/gate-log";

/** Texts of the operation-log page (zh first, en complete); column and kind names come from contracts. */
const shared = (lang: "zh" | "en") => ({
  ...Object.fromEntries(Object.entries(GATE_LOG_COLUMNS).map(([key, labels]) => [`gateLog.col.${key}`, labels[lang]])),
  ...Object.fromEntries(
    Object.entries(GATE_LOG_KIND_LABELS).map(([key, labels]) => [`gateLog.kind.${key}`, labels[lang]]),
  ),
});

export const gateLogLocales = {
  zh: {
    ...shared("zh"),
    "gateLog.filter.range": "操作时间",
    "gateLog.filter.from": "开始日期",
    "gateLog.filter.to": "结束日期",
    "gateLog.filter.name": "操作人姓名或账户",
    "gateLog.filter.kind": "类型",
    "gateLog.filter.method": "请求方法",
    "gateLog.filter.status": "状态码",
    "gateLog.filter.path": "请求路径包含",
    "gateLog.status.2xx": "成功（2xx）",
    "gateLog.status.4xx": "被拒绝（4xx）",
    "gateLog.status.5xx": "出错（5xx）",
    "gateLog.preset.today": "今天",
    "gateLog.preset.week": "最近 7 天",
    "gateLog.preset.month": "最近 30 天",
    "gateLog.search": "搜索",
    "gateLog.reset": "重置",
    "gateLog.export": "导出",
    "gateLog.exported": "已导出",
    "gateLog.total": "共 {{total}} 条",
    "gateLog.noUser": "（未登录）",
  },
  en: {
    ...shared("en"),
    "gateLog.filter.range": "Time",
    "gateLog.filter.from": "From",
    "gateLog.filter.to": "To",
    "gateLog.filter.name": "User name or account",
    "gateLog.filter.kind": "Kind",
    "gateLog.filter.method": "Method",
    "gateLog.filter.status": "Status",
    "gateLog.filter.path": "Path contains",
    "gateLog.status.2xx": "Succeeded (2xx)",
    "gateLog.status.4xx": "Refused (4xx)",
    "gateLog.status.5xx": "Failed (5xx)",
    "gateLog.preset.today": "Today",
    "gateLog.preset.week": "Last 7 days",
    "gateLog.preset.month": "Last 30 days",
    "gateLog.search": "Search",
    "gateLog.reset": "Reset",
    "gateLog.export": "Export",
    "gateLog.exported": "Exported",
    "gateLog.total": "{{total}} in total",
    "gateLog.noUser": "(not signed in)",
  },
};
