import { CATALOGUE_API } from "@zcps/contracts/zcps/catalogue/elements";
import { http } from "../../../../lib/request";
import { useCatalogueMutation } from "./catalogue-mutation";

export const deletePostRestriction = (id: string) =>
  http.delete<unknown>(`${CATALOGUE_API.post}/${encodeURIComponent(id)}`);

export const useDeletePostRestriction = () => useCatalogueMutation(deletePostRestriction);
