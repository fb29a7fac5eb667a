import { useMutation, useQueryClient } from "@tanstack/react-query";
import { RESULTS_ROUTES, type SaveNoticeBody, type SchoolNotice } from "@zcps/contracts/zcps/results/api";
import { http } from "../../../../lib/request";
import { resultsKey } from "./keys";

/** school/saveNotice: publishes a notice (a result notice opens the publicity) or changes one's title and text. */
export const saveNotice = (body: SaveNoticeBody) => http.post<SchoolNotice>(RESULTS_ROUTES.saveNotice, body);

export function useSaveNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveNotice,
    onSettled: () => client.invalidateQueries({ queryKey: resultsKey }),
  });
}
