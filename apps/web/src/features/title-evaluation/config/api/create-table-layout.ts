import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TableLayoutInput } from "@zcps/contracts/zcps/config/api";
import { CONFIG_API } from "@zcps/contracts/zcps/config/elements";
import { http } from "../../../../lib/request";
import { tableLayoutsQueryKey } from "./get-table-layouts";

export function createTableLayout(input: TableLayoutInput) {
  return http.post<{ id: string }>(CONFIG_API.table, input);
}

export function useCreateTableLayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTableLayout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tableLayoutsQueryKey }),
  });
}
