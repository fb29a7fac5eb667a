/** Texts of the service registry page (zh first, en complete). */
export const instancesLocales = {
  zh: {
    "instances.col.id": "实例",
    "instances.col.address": "主机:端口",
    "instances.col.pid": "进程号",
    "instances.col.version": "版本",
    "instances.col.startedAt": "启动时间",
    "instances.col.heartbeatAt": "最后心跳",
    "instances.col.status": "状态",
    "instances.status.UP": "在线",
    "instances.status.STALE": "失联",
    "instances.status.DOWN": "下线",
    "instances.summary": "共 {{total}} 个实例",
    "instances.hint":
      "每个服务实例每 {{seconds}} 秒写一次心跳；漏掉 {{up}} 次为失联，漏掉 {{down}} 次或正常停止为下线。",
    "instances.secondsAgo": "{{count}} 秒前",
    "instances.stoppedAt": "停止于 {{time}}",
    "instances.empty": "暂无实例",
  },
  en: {
    "instances.col.id": "Instance",
    "instances.col.address": "Host:port",
    "instances.col.pid": "PID",
    "instances.col.version": "Version",
    "instances.col.startedAt": "Started",
    "instances.col.heartbeatAt": "Last heartbeat",
    "instances.col.status": "Status",
    "instances.status.UP": "UP",
    "instances.status.STALE": "STALE",
    "instances.status.DOWN": "DOWN",
    "instances.summary": "{{total}} instances",
    "instances.hint":
      "Each server instance writes a heartbeat every {{seconds}} s; {{up}} missed make it STALE, {{down}} missed or a clean stop make it DOWN.",
    "instances.secondsAgo": "{{count}} s ago",
    "instances.stoppedAt": "Stopped at {{time}}",
    "instances.empty": "No instances",
  },
};
