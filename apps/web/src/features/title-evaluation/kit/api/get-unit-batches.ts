import { queryOptions, useQuery } from "@tanstack/react-query";
import { UNIT_BATCHES_API, type UnitBatchOptions } from "@zcps/contracts/zcps/unit-review/api";
import { http } from "../../../../lib/request";

/** unit/batches: the current project's batches the unit's pages (and the register) filter by. */
export async function getUnitBatches(): Promise<UnitBatchOptions> {
  return (await http.get<UnitBatchOptions>(UNIT_BATCHES_API)).data;
}

export function useUnitBatches() {
  return useQuery(queryOptions({ queryKey: ["zcps-unit-batches"], queryFn: getUnitBatches }));
}
