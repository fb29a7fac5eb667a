import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import { SERVICES_API } from "@zcps/contracts/elements-services";
import type { ServiceInput, ServiceRow } from "@zcps/contracts/services";
import { http } from "../../../../lib/request";
import { servicesQueryKey } from "./get-services";

export function updateService({
  code,
  service,
}: {
  code: string;
  service: ServiceInput;
}): Promise<Envelope<ServiceRow>> {
  return http.put<ServiceRow>(`${SERVICES_API}/${encodeURIComponent(code)}`, service);
}

export function useUpdateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateService,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: servicesQueryKey }),
  });
}
