import { CATALOGUE_API } from "@zcps/contracts/zcps/catalogue/elements";
import { http } from "../../../../lib/request";
import { useCatalogueMutation } from "./catalogue-mutation";

export const deleteBatchTitle = (id: string) =>
  http.delete<unknown>(`${CATALOGUE_API.title}/${encodeURIComponent(id)}`);

export const useDeleteBatchTitle = () => useCatalogueMutation(deleteBatchTitle);
