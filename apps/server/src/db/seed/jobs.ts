import type { Config } from "../../config";
import type * as t from "../schema";

export type JobSeed = Omit<typeof t.jobs.$inferInsert, "id" | "tenantId" | "createdAt" | "updatedAt">;

/**
 * The housekeeping jobs: purge expired sign-in data daily at 03:30 and back up the embedded database daily at
 * 02:00 keeping seven copies; close publicity windows whose working days have passed daily just after midnight and
 * expire unanswered peer-review invitations hourly; daily, treat the team stages' returns not corrected by their
 * deadline as withdrawn. On PostgreSQL the backup job is seeded disabled: the database is backed up with
 * pg_dump there, and an enabled job would only fail every night.
 */
export function seededJobs(config: Pick<Config, "DATABASE_URL">): JobSeed[] {
  return [
    {
      name: "每日清理过期登录数据",
      handler: "purgeExpired",
      cron: "30 3 * * *",
      params: { days: 7, runDays: 90 },
      enabled: true,
      description: "每天 03:30 删除过期的会话、验证码、密码重置链接和登录失败记录",
    },
    {
      name: "每日备份数据库",
      handler: "backupDatabase",
      cron: "0 2 * * *",
      params: { keep: 7 },
      enabled: !config.DATABASE_URL,
      description: "每天 02:00 备份到 DATA_DIR/backups，保留最新 7 份",
    },
    {
      name: "每日关闭到期公示",
      handler: "closePublicityWindows",
      cron: "10 0 * * *",
      params: {},
      enabled: true,
      description: "每天 00:10 关闭工作日已满的公示，无异议的申报进入下一环节",
    },
    {
      name: "每日处理逾期未整改的退回",
      handler: "lapseTeamReturns",
      cron: "20 0 * * *",
      params: {},
      enabled: true,
      description: "每天 00:20 将形式审查、综合审核退回后超过整改期限仍未重新提交的申报按放弃申报处理，并通知申报人",
    },
    {
      name: "处理过期的同行评议邀请",
      handler: "expirePeerInvitations",
      cron: "5 * * * *",
      params: {},
      enabled: true,
      description: "每小时第 5 分钟将超过答复期限的同行评议邀请标记为过期并通知专家",
    },
  ];
}
