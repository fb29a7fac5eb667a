import { queryOptions, useQuery } from "@tanstack/react-query";
import { RESULTS_ROUTES, type SealCheckReply } from "@zcps/contracts/zcps/results/api";
import { http } from "../../../../lib/request";
import { committeeKey } from "./keys";

/** The sealed results' verification: the chain recomputed, its first broken link, approvals with no seal. */
export async function checkSeals(): Promise<SealCheckReply> {
  return (await http.get<SealCheckReply>(RESULTS_ROUTES.sealCheck)).data;
}

export function useSealCheck() {
  return useQuery(queryOptions({ queryKey: [...committeeKey, "seals"], queryFn: checkSeals }));
}
