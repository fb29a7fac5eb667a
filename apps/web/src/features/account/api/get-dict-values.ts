import { queryOptions, useQuery } from "@tanstack/react-query";
import { http } from "../../../lib/request";

interface DictValue {
  value: string;
  label: string;
  labelEn: string;
}

/** The dictionaries the personal form shows as labels. */
type ProfileDictName = "comm_sex" | "nation";

export async function getDictValues(name: ProfileDictName): Promise<DictValue[]> {
  const reply = await http.get<DictValue[]>(`/api/dict/dictValue/feign/${name}`);
  return reply.data;
}

/** Label of a stored dictionary value in the current language; the raw value when unknown. */
export function useDictLabel(name: ProfileDictName, language: string) {
  const { data } = useQuery(
    queryOptions({ queryKey: ["account", "dict", name], queryFn: () => getDictValues(name), staleTime: 30 * 60_000 }),
  );
  const english = language.startsWith("en");
  return (value: string | null | undefined) => {
    if (!value) return "";
    const hit = data?.find((d) => d.value === value);
    if (!hit) return value;
    return english ? hit.labelEn || hit.label : hit.label;
  };
}
