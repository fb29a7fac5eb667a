import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CONFIG_API } from "@zcps/contracts/zcps/config/elements";
import { http } from "../../../../lib/request";
import { tableLayoutsQueryKey } from "./get-table-layouts";

export function deleteTableLayout(id: string) {
  return http.delete<null>(`${CONFIG_API.table}/${encodeURIComponent(id)}`);
}

export function useDeleteTableLayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTableLayout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tableLayoutsQueryKey }),
  });
}
