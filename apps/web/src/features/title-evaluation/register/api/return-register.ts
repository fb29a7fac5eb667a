import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ZCJZC_API } from "@zcps/contracts/zcps/unit-review/api";
import { http } from "../../../../lib/request";
import { registerQueryKey } from "./keys";

/** zcjzc/bhsb: personnel send a reported register back to its unit, with the reason. */
export const returnRegister = (body: { id: string; reason: string }) => http.get<null>(`${ZCJZC_API}/bhsb`, body);

export function useReturnRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: returnRegister,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: registerQueryKey }),
  });
}
