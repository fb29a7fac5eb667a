import { queryOptions, useQuery } from "@tanstack/react-query";
import { http } from "../../../lib/request";

export interface DictValue {
  id: string;
  code: string;
  value: string;
  label: string;
  labelEn: string;
}

/** The dictionaries this page reads: sex and nation. */
export type UserDictName = "comm_sex" | "nation";

export async function getDictValues(name: UserDictName): Promise<DictValue[]> {
  const reply = await http.get<DictValue[]>(`/api/dict/dictValue/feign/${name}`);
  return reply.data;
}

export const dictValuesQueryOptions = (name: UserDictName) =>
  queryOptions({ queryKey: ["users", "dict", name], queryFn: () => getDictValues(name), staleTime: 30 * 60_000 });

export function useDictValues(name: UserDictName) {
  return useQuery(dictValuesQueryOptions(name));
}
