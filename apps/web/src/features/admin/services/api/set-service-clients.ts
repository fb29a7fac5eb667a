import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import { SERVICES_API } from "@zcps/contracts/elements-services";
import type { ServiceClients } from "@zcps/contracts/services";
import { http } from "../../../../lib/request";
import { servicesQueryKey } from "./get-services";

export function setServiceClients({ code, ...input }: ServiceClients & { code: string }): Promise<Envelope<null>> {
  return http.put<null>(`${SERVICES_API}/${encodeURIComponent(code)}/clients`, input);
}

export function useSetServiceClients() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setServiceClients,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: servicesQueryKey }),
  });
}
