import { bilingual } from "./bilingual";

/** The service page's server and validation messages (/api/admin/service and the service gate). */
export const serviceMessages = bilingual({
  "service.disabled": ["服务「{service}」已停用：{reason}", "The service “{service}” is disabled: {reason}"],
  "service.clientForbidden": [
    "客户端 {client} 未被授权调用服务「{service}」",
    "The client {client} may not call the service “{service}”",
  ],
  "service.unknown": ["没有这个服务", "No such service"],
  "service.locked": [
    "服务「{service}」承载登录、后台管理或健康检查，不能停用",
    "The service “{service}” serves sign-in, the back office or the health check and cannot be disabled",
  ],
  "service.reasonRequired": ["停用服务需要填写原因", "Disabling a service needs a reason"],
  "service.clientsRequired": [
    "请至少选择一个客户端；若不允许任何客户端调用，请停用该服务",
    "Choose at least one client; to let no client call it, disable the service",
  ],
  "service.clientUnknown": ["没有客户端 {client}", "There is no client {client}"],
  "service.consoleClientKept": [
    "控制台自身的客户端 {client} 必须能调用服务「{service}」，否则所有人都将无法登录或管理系统",
    "The console's own client {client} must keep the service “{service}”, or no one could sign in or manage the platform",
  ],
  "service.publicOnly": [
    "服务「{service}」的接口都是公开的，调用时不带令牌，无法按客户端限制",
    "Every interface of the service “{service}” is public and called without a token, so it cannot be limited to clients",
  ],
  "service.saved": ["服务已保存", "The service is saved"],
  "service.switched": ["服务状态已更新", "The service's state is updated"],
  "service.clientsSaved": ["已更新可调用该服务的客户端", "The clients that may call the service are updated"],
  "v.serviceNameZhRequired": ["请输入中文名称", "Please enter the Chinese name"],
  "v.serviceNameEnRequired": ["请输入英文名称", "Please enter the English name"],
  "v.serviceNameLength": ["名称不能超过 50 个字符", "A name may have at most 50 characters"],
  "v.serviceDescriptionLength": ["描述不能超过 200 个字符", "A description may have at most 200 characters"],
  "v.serviceReasonLength": ["原因不能超过 200 个字符", "A reason may have at most 200 characters"],
});
