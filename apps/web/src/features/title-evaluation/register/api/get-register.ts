import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { type RegisterPage, ZCJZC_API } from "@zcps/contracts/zcps/unit-review/api";
import { http } from "../../../../lib/request";
import { registerQueryKey } from "./keys";

export interface RegisterQuery {
  /** absent: the batch the server starts with */
  projectTimeId?: string;
  /** personnel: whose register's rows */
  unitId?: string;
  page: number;
  limit: number;
}

/** zcjzc/page: the unit's register and its rows (personnel: every unit's registers, and one unit's rows). */
export async function getRegister(query: RegisterQuery): Promise<RegisterPage> {
  return (await http.get<RegisterPage>(`${ZCJZC_API}/page`, { ...query })).data;
}

export function useRegister(query: RegisterQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...registerQueryKey, query],
      queryFn: () => getRegister(query),
      placeholderData: keepPreviousData,
    }),
  );
}
