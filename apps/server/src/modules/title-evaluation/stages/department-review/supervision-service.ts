import type { QUEUE_FILTERS } from "@zcps/contracts/zcps/department-review/api";
import {
  type DepartmentProgress,
  type ItemFigures,
  type OverdueRow,
  REMINDER_INTERVAL_MINUTES,
  type RemindOutcome,
  type ReviewerProgress,
  type Supervision,
  type SupplementaryResultRow,
} from "@zcps/contracts/zcps/department-review/supervision";
import type { Executor } from "../../../../db/client";
import type { AuthContext } from "../../../../platform/auth";
import { bilingual } from "../../../../platform/bilingual";
import type { AppDeps } from "../../../../platform/deps";
import { badRequest } from "../../../../platform/errors";
import { notify } from "../../../../platform/notify";
import { addTenantWorkingDays, readSettings } from "../../config";
import { findUserName } from "../../declarations";
import { localDate } from "../../kit";
import { callerDepartment, viewOf } from "./department";
import * as lists from "./lists-repo";
import { toQueueRow } from "./service";
import * as repo from "./supervision-repo";
import { supervisionScope } from "./supervision-scope";

const SUPERVISION_LINK = "/bcsh/AuditTasksOfDep";
const iso = (value: Date | string) => new Date(value).toISOString();

/** The figures of a group of items, with how many of its waiting ones are overdue. */
const figures = (r: repo.FigureRecord | undefined, overdue: number): ItemFigures => ({
  total: r?.total ?? 0,
  assigned: r?.assigned ?? 0,
  decided: r?.decided ?? 0,
  pending: r?.pending ?? 0,
  verified: r?.verified ?? 0,
  returned: r?.returned ?? 0,
  notRecognized: r?.notRecognized ?? 0,
  overdue,
});

/**
 * The supplementary review (items of rounds reopened after a return) and its outcomes, and the supervision of the
 * departments' work: progress per department and reviewer, overdue items, reminders.
 */
export function createSupervisionService({ db, config }: Pick<AppDeps, "db" | "config">) {
  const today = (now = new Date()) => localDate(now, config.TIME_ZONE ?? "Asia/Shanghai");

  /** The waiting items past their due day: `reviewDays` working days after the day the reviewer got them. */
  async function overdueOf(tx: Executor, tenantId: string, waiting: repo.WaitingRecord[], now: Date) {
    const reviewDays = (await readSettings(tx, tenantId)).departmentReviewDays;
    const day = today(now);
    const dueBySince = new Map<string, string>();
    const overdue: (repo.WaitingRecord & { sinceDay: string; dueDate: string })[] = [];
    for (const item of waiting) {
      const sinceDay = today(new Date(item.since));
      let due = dueBySince.get(sinceDay);
      if (!due) {
        due = await addTenantWorkingDays(tx, tenantId, sinceDay, reviewDays);
        dueBySince.set(sinceDay, due);
      }
      if (day > due) overdue.push({ ...item, sinceDay, dueDate: due });
    }
    return { reviewDays, today: day, overdue };
  }

  return {
    async supplementaryQueue(
      auth: AuthContext,
      query: {
        type?: string;
        status: (typeof QUEUE_FILTERS)[number];
        keyword?: string;
        projectTimeId?: string;
        page: number;
        limit: number;
      },
    ) {
      const department = await callerDepartment(db, auth);
      const view = viewOf(department, query.type, query.projectTimeId);
      const { rows, total } = await lists.queuePage(db, view, auth.userId, {
        status: query.status,
        keyword: query.keyword,
        offset: (query.page - 1) * query.limit,
        limit: query.limit,
        supplementary: true,
      });
      return { rows: rows.map((r) => toQueueRow(r, auth.userId)), total };
    },

    async supplementaryResults(
      auth: AuthContext,
      query: { type?: string; verdict?: string; keyword?: string; projectTimeId?: string; page: number; limit: number },
    ) {
      const department = await callerDepartment(db, auth);
      const view = viewOf(department, query.type, query.projectTimeId);
      const { rows, total } = await repo.supplementaryVerdictPage(db, view, {
        verdict: query.verdict,
        keyword: query.keyword,
        offset: (query.page - 1) * query.limit,
        limit: query.limit,
      });
      return {
        rows: rows.map(
          (r): SupplementaryResultRow => ({
            ...r,
            verdict: r.verdict as SupplementaryResultRow["verdict"],
            createdAt: iso(r.createdAt),
          }),
        ),
        total,
      };
    },

    async supervision(auth: AuthContext, query: { projectTimeId?: string; departId?: string }): Promise<Supervision> {
      const scope = await supervisionScope(db, auth, query);
      const [departments, reviewers, tasks, waiting] = await Promise.all([
        repo.departmentFigures(db, scope),
        repo.reviewerFigures(db, scope),
        repo.taskFigures(db, scope),
        repo.waitingItems(db, scope),
      ]);
      const late = await overdueOf(db, auth.tenantId, waiting, new Date());
      const departIds = [...new Set([...departments.map((d) => d.departId), ...tasks.map((t) => t.departId)])];
      const names = new Map((await repo.departNames(db, auth.tenantId, departIds)).map((d) => [d.id, d]));
      const reminded = new Map(
        (
          await repo.lastReminders(
            db,
            auth.tenantId,
            reviewers.map((r) => r.reviewerId),
          )
        ).map((r) => [r.userId, iso(r.at)]),
      );
      const count = (pick: (o: (typeof late.overdue)[number]) => boolean) => late.overdue.filter(pick).length;
      const figuresOf = new Map(departments.map((d) => [d.departId, d]));
      const tasksOf = new Map(tasks.map((t) => [t.departId, t]));
      const nameOf = (id: string) => {
        const found = names.get(id);
        return { name: found?.name ?? id, nameEn: found?.nameEn || found?.name || id };
      };
      return {
        projectTimeId: scope.projectTimeId,
        reviewDays: late.reviewDays,
        today: late.today,
        allDepartments: scope.allDepartments,
        departments: departIds
          .map(
            (id): DepartmentProgress => ({
              departId: id,
              ...nameOf(id),
              ...figures(
                figuresOf.get(id),
                count((o) => o.departId === id),
              ),
              tasksOpen: tasksOf.get(id)?.open ?? 0,
              tasksClosed: tasksOf.get(id)?.closed ?? 0,
            }),
          )
          .sort((a, b) => a.name.localeCompare(b.name, "zh")),
        reviewers: reviewers.map(
          (r): ReviewerProgress => ({
            departId: r.departId,
            reviewerId: r.reviewerId,
            name: r.name,
            ...figures(
              r,
              count((o) => o.reviewerId === r.reviewerId && o.departId === r.departId),
            ),
            remindedAt: reminded.get(r.reviewerId) ?? null,
          }),
        ),
        overdue: late.overdue.map(
          (o): OverdueRow => ({
            itemId: o.itemId,
            declarationId: o.declarationId,
            declarantName: o.declarantName,
            materialType: o.materialType,
            departId: o.departId,
            departName: nameOf(o.departId).name,
            departNameEn: nameOf(o.departId).nameEn,
            reviewerId: o.reviewerId,
            reviewerName: o.reviewerName,
            since: o.sinceDay,
            dueDate: o.dueDate,
            round: o.round,
          }),
        ),
      };
    },

    /**
     * Sends the reviewer an inbox message with what waits for them: only a reviewer of a department the caller
     * supervises, with items waiting, and not twice within the hour (the reminders queue behind a lock).
     */
    async remind(auth: AuthContext, input: { reviewerId: string; projectTimeId?: string }): Promise<RemindOutcome> {
      const now = new Date();
      return db.transaction(async (tx) => {
        const reviewer = await repo.reviewerDepartment(tx, auth.tenantId, input.reviewerId);
        const scope = await supervisionScope(tx, auth, { projectTimeId: input.projectTimeId });
        if (!reviewer || (scope.departIds && !scope.departIds.includes(reviewer.departId)))
          throw badRequest("depart.reviewerNotInScope");
        await repo.lockReminders(tx, input.reviewerId);
        const [last] = await repo.lastReminders(tx, auth.tenantId, [input.reviewerId]);
        const holdUntil = last ? new Date(last.at).getTime() + REMINDER_INTERVAL_MINUTES * 60_000 : 0;
        if (now.getTime() < holdUntil)
          throw badRequest("depart.remindTooSoon", {
            remindedAt: iso(last?.at as Date),
            retryAt: iso(new Date(holdUntil)),
          });
        const waiting = await repo.waitingItems(tx, scope, input.reviewerId);
        if (waiting.length === 0) throw badRequest("depart.nothingToRemind");
        const late = await overdueOf(tx, auth.tenantId, waiting, now);
        const by = (await findUserName(tx, auth.userId)) ?? "";
        await notify(tx, auth.tenantId, [
          {
            userId: input.reviewerId,
            kind: repo.REMINDER_KIND,
            title: bilingual("depart.notice.reminder.title"),
            body: bilingual("depart.notice.reminder.body", {
              by,
              pending: String(waiting.length),
              overdue: String(late.overdue.length),
              days: String(late.reviewDays),
            }),
            link: SUPERVISION_LINK,
          },
        ]);
        return {
          reviewerId: input.reviewerId,
          pending: waiting.length,
          overdue: late.overdue.length,
          remindedAt: now.toISOString(),
        };
      });
    },
  };
}
