import type { PostRestrictionInput } from "@zcps/contracts/zcps/catalogue/api";
import { CATALOGUE_API } from "@zcps/contracts/zcps/catalogue/elements";
import { http } from "../../../../lib/request";
import { useCatalogueMutation } from "./catalogue-mutation";

export function savePostRestriction({ id, input }: { id?: string; input: PostRestrictionInput }) {
  return id
    ? http.put<unknown>(`${CATALOGUE_API.post}/${encodeURIComponent(id)}`, input)
    : http.post<unknown>(CATALOGUE_API.post, input);
}

export const useSavePostRestriction = () => useCatalogueMutation(savePostRestriction);
