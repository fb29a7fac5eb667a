import { useMutation, useQueryClient } from "@tanstack/react-query";
import { DECLARE_API } from "@zcps/contracts/zcps/declaration/api";
import { http } from "../../../../lib/request";
import { declarationQueryKey } from "./keys";

export function deleteItem(itemId: string) {
  return http.delete<null>(`${DECLARE_API}/items/${encodeURIComponent(itemId)}`);
}

export function useDeleteItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: declarationQueryKey }),
  });
}
