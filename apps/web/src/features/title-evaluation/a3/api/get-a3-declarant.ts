import { queryOptions, useQuery } from "@tanstack/react-query";
import { A3_ROUTES, type A3Declarant } from "@zcps/contracts/zcps/results/a3";
import { http } from "../../../../lib/request";
import { a3Key } from "./keys";

/** Whose table a declaration's is: its declarant's account and batch (the results list knows the declaration). */
export async function getA3Declarant(declarationId: string): Promise<A3Declarant> {
  return (await http.get<A3Declarant>(A3_ROUTES.declarant, { declarationId })).data;
}

export function useA3Declarant(declarationId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: [...a3Key, "declarant", declarationId ?? ""],
      queryFn: () => getA3Declarant(declarationId as string),
      enabled: declarationId !== null,
      staleTime: 60_000,
    }),
  );
}
