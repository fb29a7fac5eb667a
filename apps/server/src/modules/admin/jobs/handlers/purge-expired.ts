import { and, eq, exists, gt, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Executor } from "../../../../db/client";
import { jobRuns, loginFailures, passwordResets, sessions, verifyCodes } from "../../../../db/schema";
import { defineHandler } from "./handler";

const DAY_MS = 86_400_000;

const days = (key: "job.paramDays" | "job.paramRunDays", fallback: number) =>
  z.number(key).int(key).min(1, key).max(3650, key).default(fallback);

const params = z.strictObject({
  days: days("job.paramDays", 7),
  runDays: days("job.paramRunDays", 90),
});

/**
 * Deletes what sign-in leaves behind once it can no longer matter: sessions expired or revoked more than `days`
 * ago (recent ones stay for the dashboard's sign-in figures), expired verification codes and password-reset
 * links, failed sign-ins older than the throttling window, and job runs older than `runDays`.
 */
export const purgeExpiredHandler = defineHandler({
  name: "purgeExpired",
  scope: "system",
  title: { zh: "清理过期令牌和验证码", en: "Purge expired tokens and codes" },
  description: {
    zh: "清理过期的令牌和验证码：过期或注销超过 days 天的会话、已过期的短信验证码和密码重置链接、超出限流窗口的登录失败记录，以及超过 runDays 天的作业执行记录",
    en: "Purge expired tokens and codes: sessions expired or revoked more than (days) days ago, expired SMS codes and password-reset links, failed sign-ins older than the throttling window, and job runs older than (runDays) days",
  },
  params,
  paramsHelp: {
    days: { zh: "会话过期或注销多少天后删除", en: "Days after a session expired or was revoked before it is deleted" },
    runDays: { zh: "作业执行记录保留的天数", en: "Days of job-run history to keep" },
  },
  async run({ db, config, now }, { days, runDays }) {
    const sessionCutoff = new Date(now.getTime() - days * DAY_MS);
    const failureCutoff = new Date(now.getTime() - config.LOGIN_WINDOW_SECONDS * 1000);
    const runCutoff = new Date(now.getTime() - runDays * DAY_MS);
    return db.transaction(async (tx) => ({
      sessions: await purgeSessions(tx, sessionCutoff),
      verifyCodes: await purgeVerifyCodes(tx, now),
      passwordResets: await purgePasswordResets(tx, now),
      loginFailures: await purgeLoginFailures(tx, failureCutoff),
      jobRuns: await purgeJobRuns(tx, runCutoff),
    }));
  },
});

async function purgeSessions(db: Executor, cutoff: Date) {
  const rows = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, cutoff), and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, cutoff))))
    .returning({ id: sessions.id });
  return rows.length;
}

async function purgeVerifyCodes(db: Executor, now: Date) {
  const rows = await db.delete(verifyCodes).where(lt(verifyCodes.expiresAt, now)).returning({ id: verifyCodes.id });
  return rows.length;
}

async function purgePasswordResets(db: Executor, now: Date) {
  const rows = await db
    .delete(passwordResets)
    .where(lt(passwordResets.expiresAt, now))
    .returning({ id: passwordResets.id });
  return rows.length;
}

async function purgeLoginFailures(db: Executor, cutoff: Date) {
  const rows = await db.delete(loginFailures).where(lt(loginFailures.at, cutoff)).returning({ id: loginFailures.id });
  return rows.length;
}

/**
 * Finished runs only, and never a job's latest scheduled run: the scheduler reads the last claimed slot from
 * it, and without it an old slot would look unclaimed and run a second time.
 */
async function purgeJobRuns(db: Executor, cutoff: Date) {
  const later = alias(jobRuns, "later");
  const rows = await db
    .delete(jobRuns)
    .where(
      and(
        lt(jobRuns.startedAt, cutoff),
        isNotNull(jobRuns.finishedAt),
        or(
          isNull(jobRuns.scheduledFor),
          exists(
            db
              .select({ one: sql`1` })
              .from(later)
              .where(and(eq(later.jobId, jobRuns.jobId), gt(later.scheduledFor, jobRuns.scheduledFor))),
          ),
        ),
      ),
    )
    .returning({ id: jobRuns.id });
  return rows.length;
}
