import { queryOptions, useQuery } from "@tanstack/react-query";
import type { A3Table } from "@zcps/contracts/zcps/results/a3";
import { http } from "../../../../lib/request";
import { type A3TableRef, a3Key, a3TablePath } from "./keys";

/** findA3Table as json: the table's model; `edited` prints personnel's latest edit over the figures read now. */
export async function getA3Table(ref: A3TableRef, edited: boolean): Promise<A3Table> {
  return (await http.get<A3Table>(a3TablePath(ref, "json", edited))).data;
}

export function useA3Table(ref: A3TableRef | null, edited: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...a3Key, "table", ref?.userId ?? "", ref?.projectTimeId ?? "", edited],
      queryFn: () => getA3Table(ref as A3TableRef, edited),
      enabled: ref !== null,
    }),
  );
}
