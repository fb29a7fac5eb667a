import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SettingView } from "@zcps/contracts/zcps/config/api";
import { CONFIG_API } from "@zcps/contracts/zcps/config/elements";
import { http } from "../../../../lib/request";
import { settingsQueryKey } from "./get-settings";

export function resetSetting(key: string) {
  return http.delete<SettingView[]>(`${CONFIG_API.settings}/${encodeURIComponent(key)}`);
}

export function useResetSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetSetting,
    onSuccess: (reply) => queryClient.setQueryData(settingsQueryKey, reply.data),
  });
}
