import { randomUUID } from "node:crypto";
import type { Config } from "../../config";
import type { Executor } from "../client";
import { jobs } from "../schema";

/**
 * The housekeeping jobs: purge expired sign-in data daily at 03:30 and back up the embedded database daily at
 * 02:00 keeping seven copies. On PostgreSQL the backup job is seeded disabled: the database is backed up with
 * pg_dump there, and an enabled job would only fail every night.
 */
export async function seedJobs(tx: Executor, tenantId: string, config: Pick<Config, "DATABASE_URL">) {
  await tx.insert(jobs).values([
    {
      id: randomUUID(),
      tenantId,
      name: "每日清理过期登录数据",
      handler: "purgeExpired",
      cron: "30 3 * * *",
      params: { days: 7, runDays: 90 },
      enabled: true,
      description: "每天 03:30 删除过期的会话、验证码、密码重置链接和登录失败记录",
    },
    {
      id: randomUUID(),
      tenantId,
      name: "每日备份数据库",
      handler: "backupDatabase",
      cron: "0 2 * * *",
      params: { keep: 7 },
      enabled: !config.DATABASE_URL,
      description: "每天 02:00 备份到 DATA_DIR/backups，保留最新 7 份",
    },
  ]);
}
