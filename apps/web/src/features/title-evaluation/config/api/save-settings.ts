import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SettingView } from "@zcps/contracts/zcps/config/api";
import { CONFIG_API } from "@zcps/contracts/zcps/config/elements";
import { http } from "../../../../lib/request";
import { settingsQueryKey } from "./get-settings";

export function saveSettings(values: Record<string, unknown>) {
  return http.put<SettingView[]>(CONFIG_API.settings, { values });
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (reply) => queryClient.setQueryData(settingsQueryKey, reply.data),
  });
}
