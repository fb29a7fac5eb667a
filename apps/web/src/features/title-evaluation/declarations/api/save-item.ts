import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import { DECLARE_API } from "@zcps/contracts/zcps/declaration/api";
import { http } from "../../../../lib/request";
import { declarationQueryKey } from "./keys";

export interface ItemSave {
  declarationId: string;
  /** absent when adding */
  itemId?: string;
  materialType: string;
  payload: Record<string, unknown>;
}

/** Adds an item to a section, or edits one. */
export function saveItem({ declarationId, itemId, materialType, payload }: ItemSave): Promise<Envelope<unknown>> {
  return itemId
    ? http.put<null>(`${DECLARE_API}/items/${encodeURIComponent(itemId)}`, { payload })
    : http.post<{ id: string }>(`${DECLARE_API}/declarations/${encodeURIComponent(declarationId)}/items`, {
        materialType,
        payload,
      });
}

export function useSaveItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: declarationQueryKey }),
  });
}
