import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TableLayoutInput } from "@zcps/contracts/zcps/config/api";
import { CONFIG_API } from "@zcps/contracts/zcps/config/elements";
import { http } from "../../../../lib/request";
import { tableLayoutsQueryKey } from "./get-table-layouts";

export function updateTableLayout({ id, input }: { id: string; input: TableLayoutInput }) {
  return http.put<{ id: string }>(`${CONFIG_API.table}/${encodeURIComponent(id)}`, input);
}

export function useUpdateTableLayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTableLayout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tableLayoutsQueryKey }),
  });
}
