import { useMutation, useQueryClient } from "@tanstack/react-query";
import { A3_ROUTES, type UpdateA3TableBody, type UpdateA3TableReply } from "@zcps/contracts/zcps/results/a3";
import { http } from "../../../../lib/request";
import { a3Key } from "./keys";

/** updateA3Table: personnel's rewording of the text sections, stored as the next version. */
export const updateA3Table = (body: UpdateA3TableBody) => http.post<UpdateA3TableReply>(A3_ROUTES.updateTable, body);

export function useUpdateA3Table() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateA3Table,
    onSettled: () => client.invalidateQueries({ queryKey: [...a3Key, "table"] }),
  });
}
