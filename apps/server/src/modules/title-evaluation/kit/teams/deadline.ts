import type { Executor } from "../../../../db/client";
import { addTenantWorkingDays } from "../../config";
import { schoolToday } from "../publicity";

/**
 * The last day to correct a return (一次性告知): `days` working days of the tenant's holiday calendar after today
 * (today itself not counted), as YYYY-MM-DD on the school's clock.
 */
export async function returnDeadline(db: Executor, tenantId: string, now: Date, days: number): Promise<string> {
  const tomorrow = new Date(`${schoolToday(now)}T00:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  return addTenantWorkingDays(db, tenantId, tomorrow.toISOString().slice(0, 10), days);
}
