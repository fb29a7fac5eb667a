import type { HolidayInput, HolidayRow, WorkingDaysAnswer } from "@zcps/contracts/zcps/config/api";
import { addWorkingDays, type CalendarExceptions } from "@zcps/contracts/zcps/working-days";
import type { Executor } from "../../../../db/client";
import type { AppDeps } from "../../../../platform/deps";
import { badRequest } from "../../../../platform/errors";
import * as repo from "./repo";

interface Actor {
  tenantId: string;
}

/** The tenant's calendar exceptions from `from` on: what the working-day helpers of contracts take. */
export async function loadCalendar(db: Executor, tenantId: string, from: string): Promise<CalendarExceptions> {
  const rows = await repo.listBetween(db, tenantId, from);
  return new Map(rows.map((row) => [row.day, row.working]));
}

/**
 * The date on which the `days`-th working day from `start` falls on the tenant's calendar (start counts when it
 * is a working day). Publicity and appeal windows are measured with it.
 */
export async function addTenantWorkingDays(db: Executor, tenantId: string, start: string, days: number) {
  return addWorkingDays(start, days, await loadCalendar(db, tenantId, start));
}

/** The holiday calendar: exceptions to the Monday–Friday week, per tenant. */
export function createHolidayService({ db }: Pick<AppDeps, "db">) {
  return {
    async year(actor: Actor, year: number): Promise<HolidayRow[]> {
      return repo.listBetween(db, actor.tenantId, `${year}-01-01`, `${year}-12-31`);
    },

    async save(actor: Actor, input: Required<HolidayInput>) {
      await repo.upsertHoliday(db, { tenantId: actor.tenantId, ...input });
    },

    async remove(actor: Actor, day: string) {
      if (!(await repo.deleteHoliday(db, actor.tenantId, day))) throw badRequest("config.holidayNotFound");
    },

    async addWorkingDays(actor: Actor, start: string, days: number): Promise<WorkingDaysAnswer> {
      return { start, days, end: await addTenantWorkingDays(db, actor.tenantId, start, days) };
    },
  };
}
