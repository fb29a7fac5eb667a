import { z } from "zod";
import { optionalIdSchema, pageQuerySchema } from "./validation";

/** The operation log on the wire (/api/admin/gateLog): its filters, rows and the export's column titles. */

export const GATE_LOG_KINDS = ["operation", "login", "logout", "login_failed"] as const;
export type GateLogKind = (typeof GATE_LOG_KINDS)[number];
export const GATE_LOG_METHODS = ["POST", "PUT", "DELETE", "PATCH"] as const;
/** an exact status (e.g. 404) or a class (e.g. 4xx) */
export const GATE_LOG_STATUS_PATTERN = /^[1-5](\d\d|xx)$/;
/** an export larger than this asks for a narrower filter */
export const GATE_LOG_EXPORT_MAX_ROWS = 100_000;

export const gateLogFilterSchema = z.object({
  /** from (inclusive) and to (exclusive), ISO date-times */
  from: z.coerce.date().optional(),
  to: z.coerce.date().optional(),
  /** the user's name or account contains it */
  name: z.string().trim().max(50).optional(),
  kind: z.enum(GATE_LOG_KINDS).optional(),
  method: z.enum(GATE_LOG_METHODS).optional(),
  status: z.string().trim().regex(GATE_LOG_STATUS_PATTERN).optional(),
  /** the concrete path contains it */
  path: z.string().trim().max(200).optional(),
  /** the super tenant's callers may narrow to one tenant; everyone else sees their own tenant only */
  tenantId: optionalIdSchema,
});
export type GateLogFilter = z.infer<typeof gateLogFilterSchema>;

export const gateLogPageQuerySchema = pageQuerySchema.extend(gateLogFilterSchema.shape);

export interface GateLogRow {
  id: number;
  kind: GateLogKind;
  at: string;
  tenantId: string | null;
  tenantName: string | null;
  userId: string | null;
  username: string | null;
  name: string | null;
  ip: string | null;
  /** the menu title and operation name in Chinese and English (English falls back to Chinese) */
  menu: string | null;
  menuEn: string | null;
  operation: string | null;
  operationEn: string | null;
  method: string | null;
  path: string | null;
  route: string | null;
  status: number | null;
  durationMs: number | null;
}

type Labels = { zh: string; en: string };

export const GATE_LOG_KIND_LABELS: Record<GateLogKind, Labels> = {
  operation: { zh: "操作", en: "Operation" },
  login: { zh: "登录", en: "Sign-in" },
  logout: { zh: "退出", en: "Sign-out" },
  login_failed: { zh: "登录失败", en: "Failed sign-in" },
};

/** The columns of the list and of the export, in order; the export and the page share the titles. */
export const GATE_LOG_COLUMNS = {
  at: { zh: "操作时间", en: "Time" },
  tenantName: { zh: "租户", en: "Tenant" },
  name: { zh: "操作人", en: "User" },
  username: { zh: "账户", en: "Account" },
  kind: { zh: "类型", en: "Kind" },
  menu: { zh: "菜单", en: "Menu" },
  operation: { zh: "操作", en: "Operation" },
  method: { zh: "请求方法", en: "Method" },
  path: { zh: "请求路径", en: "Path" },
  route: { zh: "资源路径", en: "Route" },
  status: { zh: "状态码", en: "Status" },
  durationMs: { zh: "耗时（毫秒）", en: "Duration (ms)" },
  ip: { zh: "操作主机", en: "IP address" },
} as const satisfies Record<string, Labels>;
export type GateLogColumn = keyof typeof GATE_LOG_COLUMNS;
