import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AppealRow } from "@zcps/contracts/zcps/department-review/api";
import { DEPART_ROUTES } from "@zcps/contracts/zcps/department-review/elements";
import { http } from "../../../../lib/request";

export async function getAppeal(id: string): Promise<AppealRow> {
  return (await http.get<AppealRow>(DEPART_ROUTES.appealGet, { id })).data;
}

/** appealGet: one appeal of my department. */
export function useAppeal(id: string | null) {
  return useQuery(
    queryOptions({
      queryKey: ["department-review", "appeal", id],
      queryFn: () => getAppeal(id as string),
      enabled: Boolean(id),
    }),
  );
}
