import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UnitAdminRole, UnitAdminRow } from "@zcps/contracts/zcps/staff/api";
import { http } from "../../../../lib/request";
import { unitAdminsQueryKey } from "./get-unit-admins";

export function setUnitAdmins({ unitId, role, userIds }: { unitId: string; role: UnitAdminRole; userIds: string[] }) {
  return http.put<UnitAdminRow[]>(`/api/zcps-sh/unitAdmin/${encodeURIComponent(unitId)}`, { role, userIds });
}

export function useSetUnitAdmins() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUnitAdmins,
    onSuccess: (reply) => queryClient.setQueryData(unitAdminsQueryKey, reply.data),
  });
}
