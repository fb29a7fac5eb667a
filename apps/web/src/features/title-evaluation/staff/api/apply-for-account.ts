import type { AccountApply, UnitOption } from "@zcps/contracts/zcps/staff/api";
import { http } from "../../../../lib/request";

/** The public /apply page renders outside the console's query provider: plain calls. */
export function applyForAccount(input: AccountApply) {
  return http.post<{ id: string }>("/api/zcps-sh/userAudit/apply", input);
}

export async function getPublicUnits(): Promise<UnitOption[]> {
  return (await http.get<UnitOption[]>("/api/zcps-sh/userAudit/apply/units")).data;
}
