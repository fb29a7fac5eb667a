import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CheckContent } from "@zcps/contracts/zcps/department-review/api";
import { DEPART_ROUTES } from "@zcps/contracts/zcps/department-review/elements";
import { http } from "../../../../lib/request";

export async function getCheckContent(itemId: string): Promise<CheckContent> {
  return (await http.get<CheckContent>(DEPART_ROUTES.checkCont, { itemId })).data;
}

/** getCheckCont: one item as my department checks it. */
export function useCheckContent(itemId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: ["department-review", "item", itemId],
      queryFn: () => getCheckContent(itemId as string),
      enabled: Boolean(itemId),
    }),
  );
}
