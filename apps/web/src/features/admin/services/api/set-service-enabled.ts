import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import { SERVICES_API } from "@zcps/contracts/elements-services";
import type { ServiceSwitch } from "@zcps/contracts/services";
import { http } from "../../../../lib/request";
import { servicesQueryKey } from "./get-services";

export function setServiceEnabled({ code, ...input }: ServiceSwitch & { code: string }): Promise<Envelope<null>> {
  return http.put<null>(`${SERVICES_API}/${encodeURIComponent(code)}/enabled`, input);
}

export function useSetServiceEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setServiceEnabled,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: servicesQueryKey }),
  });
}
