import { CATALOGUE_API } from "@zcps/contracts/zcps/catalogue/elements";
import { http } from "../../../../lib/request";
import { useCatalogueMutation } from "./catalogue-mutation";

export const deleteRequirement = (id: string) =>
  http.delete<unknown>(`${CATALOGUE_API.require}/${encodeURIComponent(id)}`);

export const useDeleteRequirement = () => useCatalogueMutation(deleteRequirement);
