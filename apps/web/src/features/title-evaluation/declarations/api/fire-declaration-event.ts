import { useMutation, useQueryClient } from "@tanstack/react-query";
import { DECLARE_API, type TransitionReply } from "@zcps/contracts/zcps/declaration/api";
import { http } from "../../../../lib/request";
import { declarationQueryKey } from "./keys";

/** The declarant's workflow events. */
export type DeclarantEvent = "submit" | "withdraw" | "resubmit";

export function fireDeclarationEvent({ id, event, version }: { id: string; event: DeclarantEvent; version: number }) {
  return http.post<TransitionReply>(`${DECLARE_API}/declarations/${encodeURIComponent(id)}/${event}`, { version });
}

export function useFireDeclarationEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fireDeclarationEvent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: declarationQueryKey }),
  });
}
