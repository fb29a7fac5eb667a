import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PAPER_ROUTES, type PaperEntryBody, type PaperEntryRow } from "@zcps/contracts/zcps/committee/paper";
import { http } from "../../../../lib/request";
import { committeeKey } from "./keys";

/** Enters one declarant's paper vote: the meeting's figures and the tally sheet; the server gives its verdict. */
export function useAddPaperEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PaperEntryBody) => http.post<PaperEntryRow>(PAPER_ROUTES.add, body),
    onSuccess: () => client.invalidateQueries({ queryKey: committeeKey }),
  });
}
