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
      nameEn: "Purge expired sign-in data daily",
      handler: "purgeExpired",
      cron: "30 3 * * *",
      params: { days: 7, runDays: 90 },
      enabled: true,
      description: "每天 03:30 删除过期的会话、验证码、密码重置链接和登录失败记录",
      descriptionEn:
        "At 03:30 daily, deletes expired sessions, verification codes, password-reset links and sign-in failure records",
    },
    {
      name: "每日备份数据库",
      nameEn: "Back up the database daily",
      handler: "backupDatabase",
      cron: "0 2 * * *",
      params: { keep: 7 },
      enabled: !config.DATABASE_URL,
      description: "每天 02:00 备份到 DATA_DIR/backups，保留最新 7 份",
      descriptionEn: "At 02:00 daily, backs up to DATA_DIR/backups and keeps the newest 7 copies",
    },
    {
      name: "每日关闭到期公示",
      nameEn: "Close due publicity notices daily",
      handler: "closePublicityWindows",
      cron: "10 0 * * *",
      params: {},
      enabled: true,
      description: "每天 00:10 关闭工作日已满的公示，无异议的申报进入下一环节",
      descriptionEn:
        "At 00:10 daily, closes notices whose working days are over; declarations without objections move on to the next stage",
    },
    {
      name: "每日处理逾期未整改的退回",
      nameEn: "Lapse overdue returns daily",
      handler: "lapseTeamReturns",
      cron: "20 0 * * *",
      params: {},
      enabled: true,
      description: "每天 00:20 将形式审查、综合审核退回后超过整改期限仍未重新提交的申报按放弃申报处理，并通知申报人",
      descriptionEn:
        "At 00:20 daily, treats declarations returned by the formal audit or synthesis and not resubmitted by their deadline as withdrawn, and tells the declarants",
    },
    {
      name: "处理过期的同行评议邀请",
      nameEn: "Expire peer-review invitations",
      handler: "expirePeerInvitations",
      cron: "5 * * * *",
      params: {},
      enabled: true,
      description: "每小时第 5 分钟将超过答复期限的同行评议邀请标记为过期并通知专家",
      descriptionEn:
        "At minute 5 of every hour, marks peer-review invitations past their reply deadline as expired and tells the experts",
    },
  ];
}
