import { queryOptions, useQuery } from "@tanstack/react-query";
import { COMMITTEE_ROUTES, type MeetingResults } from "@zcps/contracts/zcps/committee/api";
import { http } from "../../../../lib/request";
import { committeeKey, pathOf } from "./keys";

/** The meeting's tallies, per group and closed round, with the chair's flags and the sign-off. */
export async function getResults(id: string): Promise<MeetingResults> {
  return (await http.get<MeetingResults>(pathOf(COMMITTEE_ROUTES.results, { id }))).data;
}

export function useResults(id: string | null | undefined, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: [...committeeKey, "results", id ?? ""],
      queryFn: () => getResults(id as string),
      enabled: Boolean(id) && enabled,
    }),
  );
}
