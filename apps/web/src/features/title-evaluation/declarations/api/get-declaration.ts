import { queryOptions, useQuery } from "@tanstack/react-query";
import { DECLARE_API, type DeclarationDetail } from "@zcps/contracts/zcps/declaration/api";
import { http } from "../../../../lib/request";
import { declarationQueryKey } from "./keys";

export async function getDeclaration(id: string): Promise<DeclarationDetail> {
  return (await http.get<DeclarationDetail>(`${DECLARE_API}/declarations/${encodeURIComponent(id)}`)).data;
}

export function useDeclaration(id: string, language: string) {
  return useQuery(
    queryOptions({ queryKey: [...declarationQueryKey, "detail", id, language], queryFn: () => getDeclaration(id) }),
  );
}
