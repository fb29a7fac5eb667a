import { useMutation, useQueryClient } from "@tanstack/react-query";
import { DEPART_ROUTES } from "@zcps/contracts/zcps/department-review/elements";
import { http } from "../../../../lib/request";

export const replyAppeal = (input: { id: string; outcome: "UPHELD" | "OVERTURNED"; reply: string }) =>
  http.post<{ id: string; status: string }>(DEPART_ROUTES.checkReply, input);

/** checkReply: the department's answer to an appeal. */
export function useReplyAppeal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: replyAppeal,
    onSuccess: () => client.invalidateQueries({ queryKey: ["department-review"] }),
  });
}
