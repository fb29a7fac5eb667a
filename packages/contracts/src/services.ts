import { z } from "zod";
import type { MessageKey } from "./messages";

/**
 * The platform's services on the wire (/api/admin/service): the modules behind each path prefix of the API, their
 * names and descriptions in both languages, their switch and the OAuth clients whose tokens may call them.
 */

/** "/api/zcps-sh/unit/submit" → "zcps-sh"; the health check and the ping are the platform's own. */
export function serviceCodeOf(path: string): string {
  const first = path.split("/")[2] ?? "";
  return first === "health" || first === "ping" ? "platform" : first;
}

/** The path prefixes a service answers under. */
export const servicePrefixes = (code: string): string[] =>
  code === "platform" ? ["/api/health", "/api/ping"] : [`/api/${code}`];

export interface ServiceDefault {
  zh: string;
  en: string;
  descriptionZh: string;
  descriptionEn: string;
}

/**
 * The first names and descriptions of the services the server registers, in list order; the administrator edits
 * them afterwards. A prefix missing here is still listed, named by its code.
 */
export const SERVICE_DEFAULTS: Readonly<Record<string, ServiceDefault>> = {
  auth: {
    zh: "认证授权",
    en: "Authentication",
    descriptionZh: "登录与注销、令牌签发、短信验证码和找回密码",
    descriptionEn: "Sign-in and sign-out, issuing tokens, SMS codes and password recovery",
  },
  admin: {
    zh: "后台管理",
    en: "Administration",
    descriptionZh: "用户、菜单、角色、租户、部门、定时作业、操作日志、服务与客户端、监控",
    descriptionEn:
      "Users, menus, roles, tenants, departments, jobs, the operation log, services and clients, monitoring",
  },
  dict: {
    zh: "数据字典",
    en: "Dictionaries",
    descriptionZh: "数据字典的类型与取值",
    descriptionEn: "Dictionary types and their values",
  },
  "zcps-sh": {
    zh: "职称评审管理",
    en: "Title evaluation (management)",
    descriptionZh: "职称评审的配置与各审核环节：单位审核、部门核查、形式审查、人事综合、同行评议、教授委员会、高评委",
    descriptionEn:
      "The title evaluation's set-up and review stages: unit review, department verification, formal audit, personnel synthesis, peer review, the committees",
  },
  zcps: {
    zh: "职称评审申报",
    en: "Title evaluation (declaration)",
    descriptionZh: "申报资格检查，以及评审意见、A3 表等 Word 文档",
    descriptionEn: "The declaration eligibility check and Word documents (expert opinions, A3 tables)",
  },
  flow: {
    zh: "工作流",
    en: "Workflow",
    descriptionZh: "流程模型、部署的流程、流程实例，以及待办、已办和我的申请",
    descriptionEn: "Process models, deployed processes, process instances, to-do and done tasks and my requests",
  },
  files: {
    zh: "文件",
    en: "Files",
    descriptionZh: "头像等公开文件",
    descriptionEn: "Avatars and other public files",
  },
  docs: {
    zh: "接口文档",
    en: "API documentation",
    descriptionZh: "Swagger UI 接口文档及其 OpenAPI 描述",
    descriptionEn: "Swagger UI and the OpenAPI description of the API",
  },
  platform: {
    zh: "平台",
    en: "Platform",
    descriptionZh: "健康检查与连通探测，供负载均衡和监控使用",
    descriptionEn: "Health check and ping, for load balancers and monitoring",
  },
};

/**
 * Never disabled: sign-in (auth), the back office that would switch it on again (admin) and the health check the
 * load balancer reads (platform).
 */
export const LOCKED_SERVICES: readonly string[] = ["auth", "admin", "platform"];

/** The console's own client always keeps these, or no one could sign in and manage the platform. */
export const CONSOLE_SERVICES: readonly string[] = ["auth", "admin"];

export const SERVICE_LIMITS = { name: 50, description: 200, reason: 200, clients: 100, clientId: 64 } as const;

export const SERVICE_CODE_PATTERN = /^[a-z0-9][a-z0-9-]{0,49}$/;

const m = (key: MessageKey) => key;

const name = (required: MessageKey) =>
  z.string(m(required)).trim().min(1, m(required)).max(SERVICE_LIMITS.name, m("v.serviceNameLength"));
const description = z
  .string()
  .trim()
  .max(SERVICE_LIMITS.description, m("v.serviceDescriptionLength"))
  .nullish()
  .transform((v) => (v ? v : null));

export const serviceCodeParams = z.object({
  code: z.string().trim().regex(SERVICE_CODE_PATTERN, m("service.unknown")),
});

/** What the administrator edits: the names and descriptions in both languages. */
export const serviceInputSchema = z.object({
  nameZh: name("v.serviceNameZhRequired"),
  nameEn: name("v.serviceNameEnRequired"),
  descriptionZh: description,
  descriptionEn: description,
});
export type ServiceInput = z.input<typeof serviceInputSchema>;

/** Turning a service off needs a reason: every caller it refuses is told it. */
export const serviceSwitchSchema = z.object({
  enabled: z.boolean(),
  reason: z.string().trim().max(SERVICE_LIMITS.reason, m("v.serviceReasonLength")).optional(),
});
export type ServiceSwitch = z.infer<typeof serviceSwitchSchema>;

/** Every client may call the service, or only those listed (at least one). */
export const serviceClientsSchema = z.object({
  allClients: z.boolean(),
  clients: z
    .array(z.string().trim().min(1).max(SERVICE_LIMITS.clientId))
    .max(SERVICE_LIMITS.clients, m("v.tooManyItems"))
    .default([])
    .transform((list) => [...new Set(list)]),
});
export type ServiceClients = z.input<typeof serviceClientsSchema>;

export const serviceQuerySchema = z.object({
  /** matched against the code, the prefix and the names */
  search: z.string().trim().max(100).optional(),
});

export interface ServiceRow {
  code: string;
  prefixes: string[];
  /** the name and description in the caller's language */
  name: string;
  description: string | null;
  nameZh: string;
  nameEn: string;
  descriptionZh: string | null;
  descriptionEn: string | null;
  /** the API routes the server registers under the prefixes */
  routeCount: number;
  /** every route is public (called without a token), so no client can be told apart */
  publicOnly: boolean;
  enabled: boolean;
  /** sign-in, the back office and the health check cannot be disabled */
  locked: boolean;
  reason: string | null;
  allClients: boolean;
  /** the clients that may call it when not all may */
  clients: string[];
  updatedBy: string | null;
  updatedAt: string;
}

/** An OAuth client and the services its tokens may call (the other way to read the same grants). */
export interface ServiceClientRow {
  clientId: string;
  name: string;
  enabled: boolean;
  isConsole: boolean;
  services: string[];
}
