import { queryOptions, useQuery } from "@tanstack/react-query";
import { COMMITTEE_ROUTES, type MyGroup } from "@zcps/contracts/zcps/committee/api";
import { http } from "../../../../lib/request";
import { committeeKey } from "./keys";

/** The member's groups in the meetings they sit on, each with its state and whether their ballot is in. */
export async function getMyGroups(): Promise<MyGroup[]> {
  return (await http.get<MyGroup[]>(COMMITTEE_ROUTES.myMeetings)).data;
}

/** Asked again every 10 s while shown: a member waits for the chair to open a group. */
export function useMyGroups(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...committeeKey, "my-groups"],
      queryFn: getMyGroups,
      enabled,
      refetchInterval: 10_000,
    }),
  );
}
