import type { BatchTitleInput, BatchTitleUpdate } from "@zcps/contracts/zcps/catalogue/api";
import { CATALOGUE_API } from "@zcps/contracts/zcps/catalogue/elements";
import { http } from "../../../../lib/request";
import { useCatalogueMutation } from "./catalogue-mutation";

export type SaveBatchTitle = { id: string; input: BatchTitleUpdate } | { id?: undefined; input: BatchTitleInput };

/** Lets the batch accept a title, or changes the tracks and methods it accepts it with. */
export function saveBatchTitle({ id, input }: SaveBatchTitle) {
  return id
    ? http.put<unknown>(`${CATALOGUE_API.title}/${encodeURIComponent(id)}`, input)
    : http.post<unknown>(CATALOGUE_API.title, input);
}

export const useSaveBatchTitle = () => useCatalogueMutation(saveBatchTitle);
