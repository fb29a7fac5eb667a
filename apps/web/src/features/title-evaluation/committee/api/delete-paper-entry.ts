import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PAPER_ROUTES } from "@zcps/contracts/zcps/committee/paper";
import { http } from "../../../../lib/request";
import { committeeKey } from "./keys";

/** Deletes a paper vote not yet applied (its declarant may be entered again). */
export function useDeletePaperEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.get<null>(PAPER_ROUTES.del, { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: committeeKey }),
  });
}
