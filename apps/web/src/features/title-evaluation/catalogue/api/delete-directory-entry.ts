import { CATALOGUE_API } from "@zcps/contracts/zcps/catalogue/elements";
import { http } from "../../../../lib/request";
import { useCatalogueMutation } from "./catalogue-mutation";

export const deleteDirectoryEntry = (id: string) =>
  http.delete<unknown>(`${CATALOGUE_API.directory}/${encodeURIComponent(id)}`);

export const useDeleteDirectoryEntry = () => useCatalogueMutation(deleteDirectoryEntry);
