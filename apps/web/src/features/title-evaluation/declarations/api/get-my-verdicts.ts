import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MyVerdictRow } from "@zcps/contracts/zcps/department-review/api";
import { DEPART_ROUTES } from "@zcps/contracts/zcps/department-review/elements";
import { http } from "../../../../lib/request";
import { declarationQueryKey } from "./keys";

export async function getMyVerdicts(declarationId: string): Promise<MyVerdictRow[]> {
  return (await http.get<MyVerdictRow[]>(DEPART_ROUTES.myVerdicts, { declarationId })).data;
}

/** My items of one declaration a department did not recognise, with their appeals. */
export function useMyVerdicts(declarationId: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...declarationQueryKey, "my-verdicts", declarationId],
      queryFn: () => getMyVerdicts(declarationId),
      enabled,
    }),
  );
}
