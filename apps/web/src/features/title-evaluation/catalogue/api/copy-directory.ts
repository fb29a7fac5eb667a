import { CATALOGUE_API } from "@zcps/contracts/zcps/catalogue/elements";
import { http } from "../../../../lib/request";
import { useCatalogueMutation } from "./catalogue-mutation";

/** Replaces the batch's directory with another batch's; the reply carries how many rows were copied. */
export const copyDirectory = (body: { projectTimeId: string; fromProjectTimeId: string }) =>
  http.post<number>(`${CATALOGUE_API.directory}/copy`, body);

export const useCopyDirectory = () => useCatalogueMutation(copyDirectory);
