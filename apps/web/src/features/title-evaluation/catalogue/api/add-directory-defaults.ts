import { CATALOGUE_API } from "@zcps/contracts/zcps/catalogue/elements";
import { http } from "../../../../lib/request";
import { useCatalogueMutation } from "./catalogue-mutation";

/** Adds every material type the directory lacks with its default settings; the reply carries how many. */
export const addDirectoryDefaults = (projectTimeId: string) =>
  http.post<number>(`${CATALOGUE_API.directory}/defaults`, { projectTimeId });

export const useAddDirectoryDefaults = () => useCatalogueMutation(addDirectoryDefaults);
