import { queryOptions, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { http } from "./request";

/** One entry of a data dictionary. */
export interface DictValue {
  id: string;
  code: string;
  value: string;
  label: string;
  labelEn: string;
}

/** The dictionaries the console reads. */
export type DictName = "comm_sex" | "nation" | "political_status" | "degree" | "education" | "title_sub_level";

export async function getDictValues(name: DictName): Promise<DictValue[]> {
  const reply = await http.get<DictValue[]>(`/api/dict/dictValue/feign/${name}`);
  return reply.data;
}

/** Dictionaries rarely change: one cache entry per dictionary, shared by every page and dialog. */
export const dictValuesQueryOptions = (name: DictName) =>
  queryOptions({ queryKey: ["dict", name], queryFn: () => getDictValues(name), staleTime: 30 * 60_000 });

export function useDictValues(name: DictName) {
  return useQuery(dictValuesQueryOptions(name));
}

/** An entry's label in the language; the Chinese label when there is no English one. */
export function dictLabel(entry: DictValue, language: string): string {
  return language.startsWith("en") ? entry.labelEn || entry.label : entry.label;
}

/** Label of a stored dictionary value in the current language; the raw value when unknown. */
export function useDictLabel(name: DictName): (value: string | null | undefined) => string {
  const { i18n } = useTranslation();
  const { data } = useDictValues(name);
  return useMemo(() => {
    const labels = new Map((data ?? []).map((entry) => [entry.value, dictLabel(entry, i18n.language)]));
    return (value) => (value ? (labels.get(value) ?? value) : "");
  }, [data, i18n.language]);
}
