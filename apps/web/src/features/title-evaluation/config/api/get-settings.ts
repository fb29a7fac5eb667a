import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SettingView } from "@zcps/contracts/zcps/config/api";
import { CONFIG_API } from "@zcps/contracts/zcps/config/elements";
import { http } from "../../../../lib/request";

export async function getSettings(): Promise<SettingView[]> {
  return (await http.get<SettingView[]>(CONFIG_API.settings)).data;
}

export const settingsQueryKey = ["zcps-settings"] as const;

export function useSettings() {
  return useQuery(queryOptions({ queryKey: settingsQueryKey, queryFn: getSettings }));
}
