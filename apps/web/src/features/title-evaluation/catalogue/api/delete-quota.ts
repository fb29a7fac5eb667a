import { CATALOGUE_API } from "@zcps/contracts/zcps/catalogue/elements";
import { http } from "../../../../lib/request";
import { useCatalogueMutation } from "./catalogue-mutation";

export const deleteQuota = (id: string) => http.delete<unknown>(`${CATALOGUE_API.quota}/${encodeURIComponent(id)}`);

export const useDeleteQuota = () => useCatalogueMutation(deleteQuota);
